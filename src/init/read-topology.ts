// The I/O edge of init's topology proposal: finds the compose files, nginx.conf and my.cnf of the
// app folder and of the folders above it up to the repository root (their deployment folders only:
// a sibling app's files are not this app's), reads them bounded and inside the repository, and
// hands them to compose.ts and topology.ts.
import { lstatSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { enclosingWorkTree, isInside, realPath } from '../files/inside.js';
import { readCompose, type PathKind } from './compose.js';
import { proposeTopology, type ComposeRead, type FoundFile, type Topology } from './topology.js';
import { readInside, walkFiles } from './walk.js';

/** The largest compose file, nginx.conf or my.cnf read (perf-gate reads these at most 256 KiB). */
const MAX_BYTES = 256 * 1024;
/** Compose files read (nearest first). */
const MAX_COMPOSE = 10;
const COMPOSE = /^(?:docker-)?compose\.ya?ml$/;
/** docker-compose.prod.yml, compose.override.yaml, …: named, not read. */
const COMPOSE_VARIANT = /^(?:docker-)?compose\.[\w.-]+\.ya?ml$/;
const SKIPPED = new Set(['node_modules', 'target', 'build', '.git', '.gradle', 'src', 'dist']);
/** Folders beside the app (or above it) where deployment files live. */
const DEPLOY_FOLDERS =
  /^(?:\.?deploy(?:ments?)?|\.?docker|infra(?:structure)?|ops|devops|nginx|mysql|mariadb|db|database|compose|conf|config)$/i;

const keep = (path: string): boolean => {
  const name = posix.basename(path);
  return (
    COMPOSE.test(name) || COMPOSE_VARIANT.test(name) || name === 'nginx.conf' || name === 'my.cnf'
  );
};
const skip = (path: string): boolean => SKIPPED.has(posix.basename(path));

/** Files under the app folder, and in the folders above it (their deployment folders). */
async function candidates(root: string, appDir: string): Promise<string[]> {
  const found = new Set<string>();
  const walk = async (start: string, maxDepth: number): Promise<void> => {
    const walked = await walkFiles(root, start, { keep, skip, maxDepth, maxEntries: 5000 });
    for (const file of walked.files) found.add(posix.normalize(file));
  };
  await walk(appDir, 4);
  for (let dir = appDir; dir !== '.';) {
    const below = dir;
    dir = posix.dirname(dir);
    let entries;
    try {
      entries = await readdir(join(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = posix.join(dir, entry.name);
      if (entry.isFile() && keep(path)) found.add(path);
      else if (entry.isDirectory() && path !== below && DEPLOY_FOLDERS.test(entry.name)) {
        await walk(path, 3);
      }
    }
  }
  return [...found];
}

/** Nearest first: the app folder and below, then each folder above it, shallow before deep. */
function nearness(appDir: string, path: string): [number, number] {
  const app = appDir === '.' ? [] : appDir.split('/');
  const dir = posix.dirname(path) === '.' ? [] : posix.dirname(path).split('/');
  let common = 0;
  while (common < app.length && app[common] === dir[common]) common++;
  return [app.length - common, dir.length - common];
}

function pathKindIn(root: string): (path: string) => PathKind {
  const top = realPath(root) ?? root;
  return (path) => {
    if (path.startsWith('..') || posix.isAbsolute(path)) return 'outside';
    try {
      lstatSync(join(root, path));
    } catch {
      return 'missing';
    }
    const real = realPath(join(root, path));
    if (real === undefined) return 'missing';
    if (!isInside(top, real)) return 'outside';
    return statSync(real).isDirectory() ? 'folder' : 'file';
  };
}

/** The line of the first line `pattern` matches, or undefined. */
function firstLine(text: string, pattern: RegExp): number | undefined {
  const index = text.split(/\r?\n/).findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

/**
 * The topology the repository's compose files, nginx.conf and my.cnf describe for the app in
 * `appDirectory` (named `appNames`); undefined when the repository has none of them.
 */
export async function readTopology(
  appDirectory: string,
  appNames: readonly string[],
): Promise<Topology | undefined> {
  const app = realPath(appDirectory) ?? appDirectory;
  const root = enclosingWorkTree(app) ?? app;
  const appDir = relative(root, app).split(sep).join('/') || '.';
  const inApp = (path: string): string => posix.relative(appDir, path);
  const files = (await candidates(root, appDir)).sort((a, b) => {
    const [upA, downA] = nearness(appDir, a);
    const [upB, downB] = nearness(appDir, b);
    return upA - upB || downA - downB || a.localeCompare(b);
  });
  const problems: string[] = [];
  const read = (path: string): string | undefined => {
    const result = readInside(root, path, MAX_BYTES);
    if ('problem' in result) {
      problems.push(
        result.problem.replace(path, inApp(path)).replace('the app folder', 'the repository'),
      );
    }
    return 'text' in result ? result.text : undefined;
  };
  const composeFiles = files.filter((path) => COMPOSE.test(posix.basename(path)));
  const variants = files.filter((path) => COMPOSE_VARIANT.test(posix.basename(path)));
  if (variants.length > 0) {
    problems.push(
      `${variants.map(inApp).join(', ')}: not read (init reads docker-compose.yml, compose.yml and their .yaml); copy what production takes from them into perf-gate.yml.`,
    );
  }
  const reads: ComposeRead[] = [];
  for (const path of composeFiles.slice(0, MAX_COMPOSE)) {
    const text = read(path);
    if (text === undefined) continue;
    reads.push(readCompose(text, { file: path, appDir, appNames, pathKind: pathKindIn(root) }));
  }
  const found = (name: string, pattern: RegExp): FoundFile[] =>
    files
      .filter((path) => posix.basename(path) === name)
      .flatMap((path) => {
        const text = read(path);
        return text === undefined ? [] : [{ path: inApp(path), line: firstLine(text, pattern) }];
      });
  // Read only when no compose service gave them: a file of the repository nothing mounts.
  const chosen = reads.find((entry) => entry.describesApp)?.topology;
  return proposeTopology(
    reads,
    {
      nginx: chosen?.proxy ? [] : found('nginx.conf', /^\s*proxy_pass\s/),
      myCnf:
        chosen?.database.server || chosen?.database.variables
          ? []
          : found('my.cnf', /^\s*\[\s*(?:mysqld|server|mariadb|mariadbd|mysqld-8\.4)\s*\]/i),
    },
    problems,
  );
}
