// The travel-content example as a test fixture: build its jar with the Maven wrapper, start the
// database (schema + seed at a chosen @scale) and the app in containers, and run the bundled k6
// scenarios against it with their machine-readable summary.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { getContainerRuntimeClient } from 'testcontainers';
import { startApp, type StartedApp } from '../../src/env/app.js';
import { startDatabase, type StartedDatabase } from '../../src/env/database.js';
import { OWNER_LABEL, preferLoopbackDockerHost } from '../../src/env/docker.js';
import { requireDocker, requireK6, testImages } from './environment.js';

const execFileAsync = promisify(execFile);

export const repoRoot = resolve(import.meta.dirname, '../..');
export const exampleDir = join(repoRoot, 'examples/travel-content');
export const exampleJar = join(exampleDir, 'target/travel-content.jar');
/** The example's own k6 scripts (they call its endpoints only). */
export const scenariosDir = join(exampleDir, 'k6');
export const schemaSql = join(exampleDir, 'db/schema.sql');
export const seedSql = join(exampleDir, 'db/seed.sql');

/** Every member's password in db/seed.sql. */
export const memberPassword = 'travel1234';

/** Row counts db/seed.sql promises at a scale (its header comment states the same rules). */
export function expectedVolumes(scale: number) {
  const contents = Math.max(1, Math.round(3000 * scale));
  const members = Math.max(1, Math.round(3000 * scale));
  const places = contents * 17;
  return {
    content: contents,
    place: places,
    place_category: Math.max(1, Math.round(15000 * scale)),
    member: members,
    favorite_content: members * Math.min(20, contents),
    favorite_place: members * Math.min(75, places),
  };
}

/** Builds the jar with the example's Maven wrapper, the same command a user's CI runs. */
export async function buildExampleJar(): Promise<{ buildMs: number }> {
  const started = Date.now();
  try {
    await execFileAsync('./mvnw', ['-B', '-q', '-DskipTests', 'package'], {
      cwd: exampleDir,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 600_000,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `./mvnw -B -q -DskipTests package failed in ${exampleDir}:\n${stdout}\n${stderr}`.trim(),
      { cause: error },
    );
  }
  return { buildMs: Date.now() - started };
}

/** Builds the jar unless one newer than every source file and the pom already exists. */
export async function ensureExampleJar(): Promise<void> {
  const jarTime = await stat(exampleJar).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const sources = [join(exampleDir, 'pom.xml'), ...(await listFiles(join(exampleDir, 'src')))];
  const newest = Math.max(
    ...(await Promise.all(sources.map(async (f) => (await stat(f)).mtimeMs))),
  );
  if (jarTime < newest) await buildExampleJar();
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Fails with the provisioning fix when Docker, the test images or k6 are missing. */
export async function requireExampleTools(): Promise<void> {
  await requireDocker();
  requireK6();
}

export interface ExampleDatabaseOptions {
  /** `SET @scale` before the seed; undefined leaves it NULL (the seed's default volumes) */
  scale?: number;
}

/** Starts the database with db/schema.sql and db/seed.sql, like the gate does. */
export async function startExampleDatabase(
  options: ExampleDatabaseOptions = {},
): Promise<StartedDatabase> {
  return startDatabase({
    image: testImages.database,
    database: 'travel',
    user: 'travel',
    password: 'travel-pass',
    initScripts: [schemaSql, seedSql],
    ...(options.scale === undefined ? {} : { variables: { scale: options.scale } }),
  });
}

/**
 * Starts the example app against the database; `env` adds e.g. TRAVEL_REGRESSION_N_PLUS_ONE, and
 * `agent` loads perf-gate's work agent (workAgentBoot).
 */
export async function startExampleApp(
  database: StartedDatabase,
  env: Record<string, string> = {},
  agent?: { jvmOptions: string[]; files: Array<{ content: Buffer; target: string }> },
): Promise<StartedApp> {
  return startApp({
    image: testImages.jre,
    jarPath: exampleJar,
    jvmOptions: [...(agent?.jvmOptions ?? []), '-Xms256m', '-Xmx512m'],
    ...(agent ? { files: agent.files } : {}),
    datasource: { url: database.jdbcUrl, username: database.user, password: database.password },
    env,
    label: 'example',
  });
}

/** Ids of containers this test process started that still exist. */
export async function ownContainers(): Promise<string[]> {
  preferLoopbackDockerHost();
  const client = await getContainerRuntimeClient();
  const all = await client.container.list();
  return all.filter((c) => c.Labels?.[OWNER_LABEL] === String(process.pid)).map((c) => c.Id);
}

/** One trend metric of k6's exported summary (legacy `--summary-export` format). */
export interface K6Trend {
  avg: number;
  min: number;
  med: number;
  max: number;
  'p(90)': number;
  'p(95)': number;
  'p(99)': number;
}

export interface K6Summary {
  metrics: Record<string, Record<string, number> & { thresholds?: Record<string, boolean> }>;
}

export interface K6Run {
  exitCode: number;
  summary: K6Summary;
  output: string;
  /** the summary's trend for `http_req_duration{tag:value}` (or the whole metric without a tag) */
  duration(tag?: string): K6Trend;
  /** the request count of `http_reqs{tag:value}` (or all requests without a tag) */
  requests(tag?: string): number;
}

export interface ScenarioOptions {
  baseUrl: string;
  rate: number;
  duration: string;
  /** more -e variables (CONTENT_COUNT, P95_MS, WEIGHT_LOGIN, ...) */
  env?: Record<string, string | number>;
}

/** Runs a scenario script with real k6 and reads its `--summary-export` JSON. */
export async function runScenario(script: string, options: ScenarioOptions): Promise<K6Run> {
  const k6 = requireK6();
  const dir = await mkdtemp(join(tmpdir(), 'perf-gate-example-k6-'));
  const summaryPath = join(dir, 'summary.json');
  const vars: Record<string, string | number> = {
    BASE_URL: options.baseUrl,
    RATE: options.rate,
    DURATION: options.duration,
    ...options.env,
  };
  const args = ['run', '--quiet', '--no-color', `--summary-export=${summaryPath}`];
  for (const [name, value] of Object.entries(vars)) args.push('-e', `${name}=${value}`);
  args.push(join(scenariosDir, script));
  let exitCode = 0;
  let output: string;
  try {
    const result = await execFileAsync(k6, args, { maxBuffer: 64 * 1024 * 1024 });
    output = result.stdout + result.stderr;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    exitCode = typeof failed.code === 'number' ? failed.code : -1;
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  let summary: K6Summary;
  try {
    summary = JSON.parse(await readFile(summaryPath, 'utf8')) as K6Summary;
  } catch (error) {
    throw new Error(`k6 wrote no summary for ${script} (exit ${exitCode}):\n${output}`, {
      cause: error,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const metric = (name: string) => {
    const value = summary.metrics[name];
    if (!value) {
      throw new Error(
        `${script}: metric ${name} is missing from the summary (has: ${Object.keys(summary.metrics).join(', ')})`,
      );
    }
    return value;
  };
  return {
    exitCode,
    summary,
    output,
    duration: (tag) =>
      metric(tag ? `http_req_duration{${tag}}` : 'http_req_duration') as unknown as K6Trend,
    requests: (tag) => Number(metric(tag ? `http_reqs{${tag}}` : 'http_reqs').count),
  };
}

/** Runs k6 on a script without BASE_URL and returns what it printed and its exit code. */
export async function inspectWithoutBaseUrl(
  script: string,
): Promise<{ exitCode: number; output: string }> {
  const k6 = requireK6();
  try {
    const result = await execFileAsync(k6, ['inspect', join(scenariosDir, script)], {
      env: { ...process.env, BASE_URL: '' },
    });
    return { exitCode: 0, output: result.stdout + result.stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      exitCode: typeof failed.code === 'number' ? failed.code : -1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}

/** GET/POST/DELETE against the app, returning the status and the parsed JSON body. */
export async function callJson<T = unknown>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
