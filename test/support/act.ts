// Runs a shipped workflow file unchanged with act (nektos/act, installed by scripts/provision) on
// this host: `-P ubuntu-latest=-self-hosted` (no image), every `uses:` mapped to a local folder with
// `--local-repository` (nothing downloaded), an event payload with `-e`, GITHUB_API_URL pointed at
// the local REST stand-in. act's own network features are off: no version check, no cache server,
// no artifact server.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { requireDocker, requireK6 } from './environment.js';
import { ensureExampleJar, repoRoot } from './example.js';

const FIX =
  'Run `scripts/provision` (it builds act from the Go module proxy) and `source ~/.cache/perf-gate/env`.';

/**
 * The folders under test/support/actions standing in for the example workflows' third-party
 * actions, by repository: a workflow may use them by tag (v4) or pinned by commit sha.
 */
export const standInActions: Record<string, string> = Object.fromEntries(
  Object.entries({
    'actions/checkout': 'checkout',
    'actions/setup-java': 'setup-java',
    'actions/setup-node': 'setup-node',
    'grafana/setup-k6-action': 'setup-k6',
    'actions/upload-artifact': 'upload-artifact',
    'actions/download-artifact': 'download-artifact',
  }).map(([repository, folder]): [string, string] => [
    repository,
    join(repoRoot, 'test/support/actions', folder),
  ]),
);

/**
 * `--local-repository` mappings for every `uses:` of a workflow file, at the ref it names (act
 * matches `owner/name@ref` exactly): the stand-ins, and perf-gate's action to `perfGate`. A
 * `uses:` nothing stands in for is an error, so act never downloads an action.
 */
export function localRepositories(workflow: string, perfGate?: string): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const match of readFileSync(workflow, 'utf8').matchAll(/^\s*-?\s*uses:\s*(\S+)/gm)) {
    const uses = match[1]!;
    const repository = uses.split('@')[0]!;
    const folder = repository === 'perf-gate/perf-gate' ? perfGate : standInActions[repository];
    if (!folder) throw new Error(`${workflow}: nothing stands in for \`uses: ${uses}\`.`);
    mapping[uses] = folder;
  }
  return mapping;
}

/** Throws with the provisioning fix unless act runs; returns its path. */
export function requireAct(): string {
  const act = process.env.PERF_GATE_ACT ?? 'act';
  try {
    execFileSync(act, ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error(`Workflow tests need act and "${act}" does not run. ${FIX}`);
  }
  return act;
}

/** What a workflow test of the example needs: act, Docker, k6 and the example's jar. */
export async function requireWorkflowTools(): Promise<void> {
  requireAct();
  await requireDocker();
  requireK6();
  await ensureExampleJar();
}

/**
 * perf-gate as a workflow gets it from `uses: perf-gate/perf-gate@<sha>` (or `npm ci` from the
 * registry): the committed files the package ships (package.json `files`), with the bundle built
 * by `npm run build`. Copied, so act does not tar node_modules and the rest of the repository.
 */
export function publishedPerfGate(target: string): string {
  if (!existsSync(join(repoRoot, 'dist/index.js'))) {
    throw new Error('dist/index.js is missing: run `npm run build` first.');
  }
  for (const entry of ['action.yml', 'package.json', 'bin', 'dist', 'scenarios']) {
    cpSync(join(repoRoot, entry), join(target, entry), { recursive: true });
  }
  return target;
}

export interface WorkflowRunOptions {
  /** the workflow file, e.g. examples/workflows/perf-gate.yml (run as it is) */
  workflow: string;
  /** the event name and its webhook payload */
  event: string;
  payload: unknown;
  /** the repository the workflow runs in (act copies it into the workspace, like a checkout) */
  repository: string;
  /** the folder `uses: perf-gate/perf-gate@<ref>` runs (publishedPerfGate), at whatever ref */
  perfGate?: string;
  apiUrl: string;
  token: string;
  /** a scratch folder of the test: event file, act's cache and workspace, artifacts, summaries */
  scratch: string;
  /** GITHUB_RUN_ID (github.run_id); by default the next unused one in the scratch folder's store */
  runId?: number;
  env?: Record<string, string>;
}

export interface WorkflowRun {
  /** act's exit code: 0 when every job succeeded */
  code: number;
  log: string;
  /** outputs set by the steps, by step id... as act logs them: name → value (last wins) */
  outputs: Record<string, string>;
  /** each step's job-summary text, in order (what GitHub shows on the run page) */
  summaries: string[];
  /** GITHUB_RUN_ID of the run: another run's download-artifact finds its artifacts with it */
  runId: number;
  /** $PERF_GATE_ARTIFACTS/<run id>: one folder per artifact name this run uploaded */
  artifacts: string;
  /** act's action cache: each job's workspace and temp folder are made under it */
  actCache: string;
}

/**
 * Which of its job's folders a path a step printed lies in. On the host, act gives each job
 * `<cache>/<random>/hostexecutor` as GITHUB_WORKSPACE (the repository is copied there) and
 * `<cache>/<random>/tmp` as RUNNER_TEMP, and removes both when the job ends.
 */
export function hostFolderOf(run: WorkflowRun, path: string): 'workspace' | 'temp' | 'elsewhere' {
  const [job, folder, ...rest] = relative(run.actCache, path).split(sep);
  if (!job || job === '..' || isAbsolute(job) || rest.length === 0) return 'elsewhere';
  if (folder === 'hostexecutor') return 'workspace';
  return folder === 'tmp' ? 'temp' : 'elsewhere';
}

/** Runs one workflow through act; resolves when act exits (never rejects on a failed job). */
export async function runWorkflow(options: WorkflowRunOptions): Promise<WorkflowRun> {
  const act = requireAct();
  const run = join(options.scratch, `run-${Date.now()}`);
  // One store for the scratch folder's runs, by run id, like GitHub keeps a repository's artifacts.
  const store = join(options.scratch, 'artifacts');
  mkdirSync(store, { recursive: true });
  const runId = options.runId ?? nextRunId(store);
  const artifacts = join(store, String(runId));
  const summaries = join(run, 'summaries');
  mkdirSync(artifacts, { recursive: true });
  mkdirSync(summaries, { recursive: true });
  const eventFile = join(run, 'event.json');
  writeFileSync(eventFile, JSON.stringify(options.payload));
  const mapping = localRepositories(options.workflow, options.perfGate);
  const env: Record<string, string> = {
    GITHUB_API_URL: options.apiUrl,
    GITHUB_RUN_ID: String(runId),
    PERF_GATE_ARTIFACTS: store,
    // act keeps only the last step's $GITHUB_STEP_SUMMARY; the runner on GitHub collects each
    // step's. These observers copy it when a node process or a bash step exits.
    NODE_OPTIONS: `--import=${join(repoRoot, 'test/support/act-summary.mjs')}`,
    BASH_ENV: join(repoRoot, 'test/support/act-summary.sh'),
    PERF_GATE_SUMMARIES: summaries,
    ...options.env,
  };
  const args = [
    options.event,
    '--workflows',
    options.workflow,
    '--eventpath',
    eventFile,
    '--directory',
    options.repository,
    '--platform',
    'ubuntu-latest=-self-hosted',
    '--action-cache-path',
    join(run, 'act'),
    '--no-cache-server',
    '--secret',
    `GITHUB_TOKEN=${options.token}`,
    // no .actrc, .env, .secrets or .input of the user's: only what the test says
    '--env-file',
    join(run, 'none.env'),
    '--secret-file',
    join(run, 'none.secrets'),
    '--var-file',
    join(run, 'none.vars'),
    '--input-file',
    join(run, 'none.input'),
    ...Object.entries(mapping).flatMap(([uses, folder]) => [
      '--local-repository',
      `${uses}=${folder}`,
    ]),
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
  ];
  const { code, log } = await new Promise<{ code: number; log: string }>((resolve, reject) => {
    const child = spawn(act, args, {
      cwd: options.repository,
      env: { ...process.env, ACT_DISABLE_VERSION_CHECK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit ?? -1, log: text }));
  });
  return {
    code,
    log,
    outputs: stepOutputs(log),
    summaries: readSummaries(summaries),
    runId,
    artifacts,
    actCache: join(run, 'act'),
  };
}

/** One more than the highest run id in the store (1 in an empty one). */
function nextRunId(store: string): number {
  const ids = readdirSync(store)
    .map(Number)
    .filter((id) => Number.isInteger(id));
  return Math.max(0, ...ids) + 1;
}

/** The `::set-output:: name=value` lines act logs when a step writes $GITHUB_OUTPUT. */
export function stepOutputs(log: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of log.matchAll(/::set-output:: ([\w-]+)=(.*)$/gm)) {
    outputs[match[1]!] = match[2]!;
  }
  return outputs;
}

function readSummaries(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}
