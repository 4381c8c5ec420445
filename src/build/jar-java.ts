// Reads a jar's manifest and main class header (yauzl: a maintained zip reader that inflates
// entries and reads only the central directory plus the two entries asked for).
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  classFileMajor,
  javaForClassFile,
  mainClassEntries,
  parseManifest,
  type JarJava,
} from './java-version.js';

/** The Java version the jar's main class was compiled for, or undefined when it cannot tell. */
export async function readJarJava(jarPath: string): Promise<JarJava | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(jarPath, { lazyEntries: true, autoClose: false });
  } catch {
    return undefined;
  }
  try {
    const entries = await listEntries(zip);
    const manifestEntry = entries.get('META-INF/MANIFEST.MF');
    if (!manifestEntry) return undefined;
    const manifest = parseManifest((await readAll(zip, manifestEntry, 64 * 1024)).toString('utf8'));
    for (const candidate of mainClassEntries(manifest)) {
      for (const name of candidate.entries) {
        const entry = entries.get(name);
        if (!entry) continue;
        const major = classFileMajor(await readAll(zip, entry, 8));
        if (major !== undefined) {
          return {
            mainClass: candidate.mainClass,
            classFileMajor: major,
            java: javaForClassFile(major),
          };
        }
      }
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    zip.close();
  }
}

/** Every entry of the zip by name (central directory only; nothing is inflated). */
function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** The entry's first `limit` bytes (inflated). */
async function readAll(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= limit) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit);
}
