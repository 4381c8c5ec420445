// A local npm registry on 127.0.0.1 for the workflow tests: it serves THIS checkout as the package
// `perf-gate` (the tarball `npm pack` makes from it, so exactly the files package.json ships, and a
// packument with its package.json and the tarball's integrity) and redirects every other request to
// the public registry, where the package's dependencies come from as they would for a user. A
// workflow step that runs `npx --yes perf-gate@0 ...` with `npm_config_registry` pointed here runs
// this checkout's code. Every request is recorded, so a test can tell the package came from here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from './example.js';
import { listenOnLoopback } from './loopback.js';

export const PUBLIC_REGISTRY = 'https://registry.npmjs.org';

export interface LocalNpmRegistry extends AsyncDisposable {
  /** registry URL to pass as npm_config_registry, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** the version of perf-gate served (package.json's) */
  version: string;
  /** every request path, in order, with what was answered */
  requests: { path: string; answer: 'packument' | 'tarball' | 'redirect' | 'not found' }[];
  close(): Promise<void>;
}

interface PackResult {
  filename: string;
  integrity: string;
  shasum: string;
  version: string;
}

/** Packs the checkout into `folder` (needs the built bundle) and starts serving it. */
export async function startLocalNpmRegistry(folder: string): Promise<LocalNpmRegistry> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  } & Record<string, unknown>;
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--loglevel=error', '--pack-destination', folder],
      { cwd: repoRoot, encoding: 'utf8' },
    ),
  ) as PackResult[];
  if (!packed?.filename.endsWith('.tgz')) throw new Error('npm pack did not report a tarball');
  const tarball = readFileSync(join(folder, packed.filename));
  const name = manifest.name;
  const tarballPath = `/${name}/-/${packed.filename}`;
  const requests: LocalNpmRegistry['requests'] = [];

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      requests.push({ path, answer: 'not found' });
      response.writeHead(405, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'this registry is read-only' }));
    } else if (path === `/${name}`) {
      requests.push({ path, answer: 'packument' });
      const packument = {
        _id: name,
        name,
        'dist-tags': { latest: packed.version },
        versions: {
          [packed.version]: {
            ...manifest,
            _id: `${name}@${packed.version}`,
            dist: {
              tarball: `${origin}${tarballPath}`,
              integrity: packed.integrity,
              shasum: packed.shasum,
            },
          },
        },
        time: { [packed.version]: new Date().toISOString() },
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(packument));
    } else if (path === tarballPath) {
      requests.push({ path, answer: 'tarball' });
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(tarball.length),
      });
      response.end(request.method === 'HEAD' ? undefined : tarball);
    } else if (path.startsWith(`/${name}/`)) {
      // another version's tarball: this registry has only the checkout's
      requests.push({ path, answer: 'not found' });
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'not found' }));
    } else {
      requests.push({ path, answer: 'redirect' });
      response.writeHead(302, { location: `${PUBLIC_REGISTRY}${request.url ?? '/'}` });
      response.end();
    }
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url: `${url}/`,
    version: packed.version,
    requests,
    close,
    [Symbol.asyncDispose]: close,
  };
}
