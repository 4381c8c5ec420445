// `perf-gate init [dir]`: reads a Spring Boot app and writes perf-gate.yml, a starter k6 script and a
// GitHub workflow, then prints what it found and what to check. Never overwrites without --force.
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { DEFAULTS } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import { discoverEndpoints } from '../init/discover.js';
import { bootProfiles } from '../init/facts.js';
import { planFiles, renderSummary } from '../init/plan.js';
import { readAppFacts } from '../init/read.js';
import { quietFlag } from './flags.js';
import { list, parseFlags, registerFlags, toggle, value } from './options.js';
import { durationFlag } from './values.js';

/** The options of `perf-gate init`, in --help order. */
export const INIT_FLAGS = {
  force: toggle('-f, --force', 'overwrite files that already exist'),
  discover: toggle(
    '--discover',
    'build and boot the app (Docker) and read its endpoints from /actuator/mappings or /v3/api-docs',
  ),
  writes: toggle(
    '--writes',
    'add the POST/PUT endpoints to the starter mix (1 in 10 iterations), bodies from the OpenAPI request schemas (with --discover, also captured from the GET answers)',
  ),
  profile: list('-p, --profile <name>', 'Spring profile to read the config under (repeatable)'),
  appImage: value(
    '--app-image <image>',
    "JRE image for --discover ({java}: the Java version the app's jar needs)",
    undefined,
    { default: DEFAULTS.appImage },
  ),
  databaseImage: value(
    '--database-image <image>',
    'MySQL-compatible image for --discover',
    undefined,
    { default: DEFAULTS.databaseImage },
  ),
  redisImage: value(
    '--redis-image <image>',
    'Redis image for --discover, when the app depends on Spring Data Redis',
    undefined,
    { default: DEFAULTS.redisImage },
  ),
  startupTimeout: value(
    '--startup-timeout <duration>',
    'how long the app may take to boot for --discover',
    (flag, text) => durationFlag(flag, text, { example: '5m' }),
    { default: '180s' },
  ),
  quiet: quietFlag,
};

/** Flags of `perf-gate init` as commander hands them over (text; the profiles as a list). */
export type InitFlags = {
  force?: boolean;
  discover?: boolean;
  writes?: boolean;
  profile: string[];
  appImage?: string;
  databaseImage?: string;
  redisImage?: string;
  startupTimeout?: string;
  quiet?: boolean;
};

/** Registers `perf-gate init`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('init')
      .description(
        'Read a Spring Boot app and write perf-gate.yml, a starter k6 script and a GitHub workflow',
      )
      .argument('[dir]', 'the app folder (with pom.xml or build.gradle)', '.'),
    INIT_FLAGS,
  ).action(async (dir: string, flags: InitFlags) => {
    process.exitCode = await initCommand(dir, flags, (text) => process.stdout.write(text));
  });
}

/** The git repository holding `dir` (where .github/ goes), or `dir` itself outside one. */
export function repositoryRootOf(dir: string): string {
  let current = dir;
  for (;;) {
    if (existsSync(join(current, '.git'))) return current;
    const parent = dirname(current);
    if (parent === current) return dir;
    current = parent;
  }
}

/** Runs `perf-gate init` and returns the exit code; errors propagate to the CLI's handler. */
export async function initCommand(
  dir: string,
  raw: InitFlags,
  write: (text: string) => void,
  cwd: string = process.cwd(),
): Promise<number> {
  const flags = parseFlags(INIT_FLAGS, raw);
  const appDir = resolve(cwd, dir);
  if (existsSync(appDir) && !statSync(appDir).isDirectory()) {
    throw new ConfigError(`${dir} is a file, not a folder.`, {
      fix: 'Pass the folder of the Spring Boot app: perf-gate init path/to/app.',
    });
  }
  const facts = await readAppFacts(appDir, flags.profile);
  if (flags.writes) facts.writes = true;
  const files = planFiles(facts, appDir, repositoryRootOf(appDir));
  // Check every file before writing any: a refused run leaves the folder as it was.
  const existing = files.filter((file) => existsSync(file.path)).map((file) => file.path);
  if (existing.length > 0 && !flags.force) {
    throw new ConfigError(
      `${existing.map((file) => relative(cwd, file) || file).join(', ')} already exist${existing.length === 1 ? 's' : ''}; perf-gate init does not overwrite.`,
      { fix: 'Move or delete the file(s), or run perf-gate init --force to overwrite them.' },
    );
  }
  if (flags.discover) {
    const progress = flags.quiet
      ? undefined
      : (line: string): void => void process.stderr.write(`${line}\n`);
    const discovered = await discoverEndpoints(facts, appDir, {
      appImage: flags.appImage,
      databaseImage: flags.databaseImage,
      redisImage: flags.redisImage,
      profiles: bootProfiles(facts)?.names ?? [],
      startupTimeoutMs: flags.startupTimeout,
      ...(progress ? { onProgress: progress } : {}),
    });
    if (discovered) {
      facts.endpoints = discovered.endpoints;
      facts.endpointsFrom = discovered.from;
    }
  }
  const planned = planFiles(facts, appDir, repositoryRootOf(appDir));
  for (const file of planned) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.content);
  }
  const config = relative(cwd, planned[0]!.path) || 'perf-gate.yml';
  write(
    renderSummary(
      facts,
      planned.map((file) => file.path),
      cwd,
      config,
    ),
  );
  return 0;
}
