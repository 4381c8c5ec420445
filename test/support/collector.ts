// The attacker's collector in the hostile-PR tests: a loopback HTTP server that keeps every body
// posted to it. (The real attacker's would be on the internet; a k6 script reaches either.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Collector {
  url: string;
  /** the request bodies, in order */
  received: string[];
  close: () => Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
