// `perf-gate init [dir]`: reads a Spring Boot app and writes perf-gate.yml, a starter k6 script and a
// GitHub workflow, then prints what it found and what to check. Never overwrites without --force.
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { parseDurationMs } from '../config/units.js';
import { ConfigError } from '../errors.js';
import { discoverEndpoints } from '../init/discover.js';
import { planFiles, renderSummary } from '../init/plan.js';
import { readAppFacts } from '../init/read.js';

export interface InitFlags {
  force?: boolean;
  discover?: boolean;
  profile: string[];
  appImage?: string;
  databaseImage?: string;
  startupTimeout?: string;
  quiet?: boolean;
}

/** Registers `perf-gate init`. */
export function register(program: Command): void {
  program
    .command('init')
    .description(
      'Read a Spring Boot app and write perf-gate.yml, a starter k6 script and a GitHub workflow',
    )
    .argument('[dir]', 'the app folder (with pom.xml or build.gradle)', '.')
    .option('-f, --force', 'overwrite files that already exist')
    .option(
      '--discover',
      'build and boot the app (Docker) and read its endpoints from /actuator/mappings or /v3/api-docs',
    )
    .option(
      '-p, --profile <name>',
      'Spring profile to read the config under (repeatable)',
      collect,
      [],
    )
    .option('--app-image <image>', 'JRE image for --discover (default: by the Java version)')
    .option('--database-image <image>', 'MySQL-compatible image for --discover (default mysql:8.4)')
    .option(
      '--startup-timeout <duration>',
      'how long the app may take to boot for --discover',
      '180s',
    )
    .option('-q, --quiet', 'no progress lines')
    .action(async (dir: string, flags: InitFlags) => {
      process.exitCode = await initCommand(dir, flags, (text) => process.stdout.write(text));
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
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
  flags: InitFlags,
  write: (text: string) => void,
  cwd: string = process.cwd(),
): Promise<number> {
  const appDir = resolve(cwd, dir);
  if (existsSync(appDir) && !statSync(appDir).isDirectory()) {
    throw new ConfigError(`${dir} is a file, not a folder.`, {
      fix: 'Pass the folder of the Spring Boot app: perf-gate init path/to/app.',
    });
  }
  const facts = await readAppFacts(appDir, flags.profile);
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
    const startupTimeoutMs = parseDurationMs(flags.startupTimeout ?? '180s');
    if (startupTimeoutMs === undefined || startupTimeoutMs <= 0) {
      throw new ConfigError(
        `--startup-timeout must be a duration (got "${flags.startupTimeout}").`,
        {
          fix: 'Pass e.g. --startup-timeout 5m.',
        },
      );
    }
    const progress = flags.quiet
      ? undefined
      : (line: string): void => void process.stderr.write(`${line}\n`);
    const discovered = await discoverEndpoints(facts, appDir, {
      ...(flags.appImage ? { appImage: flags.appImage } : {}),
      ...(flags.databaseImage ? { databaseImage: flags.databaseImage } : {}),
      profiles: flags.profile,
      startupTimeoutMs,
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
