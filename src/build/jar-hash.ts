// A jar's sha256: recorded when a side is built (or taken from the cache) and checked before
// every boot, so bytes that changed in between (a later build rewriting a cached jar) never boot
// as that side.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** The hex sha256 of a file, read as a stream (jars are tens of MB). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The hex sha256 of bytes in memory. */
export function sha256Of(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
