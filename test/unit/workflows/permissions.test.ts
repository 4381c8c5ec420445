// Every shipped workflow (examples/workflows/*.yml and the one `perf-gate init` writes) keeps the
// token rules of docs/security.md: a job that runs the pull request's code writes nothing, a job
// that writes runs nothing unpinned, and no workflow leaves the default token. The workflows as
// they were before measuring and publishing were split (test/fixtures/workflows/before-split/,
// copied from git) are rejected, each for its reason: the check can fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_ARTIFACT_ACTION, PERF_GATE_ACTION } from '../../../src/init/action-pins.js';
import { planFiles } from '../../../src/init/plan.js';
import { readAppFacts } from '../../../src/init/read.js';
import { lintWorkflow, writePermissions } from '../../support/workflow-lint.js';

const root = resolve(import.meta.dirname, '../../..');
const examples = join(root, 'examples/workflows');
const before = join(root, 'test/fixtures/workflows/before-split');

/** The shipped workflows by name: the examples and init's, for a Maven and a Gradle app. */
async function shippedWorkflows(): Promise<Record<string, string>> {
  const workflows: Record<string, string> = {};
  for (const file of readdirSync(examples)
    .filter((name) => name.endsWith('.yml'))
    .sort()) {
    workflows[`examples/workflows/${file}`] = readFileSync(join(examples, file), 'utf8');
  }
  for (const app of ['maven-app', 'gradle-app']) {
    const dir = join(root, 'test/fixtures/init', app);
    const files = planFiles(await readAppFacts(dir), dir, dir);
    const workflow = files.find((file) => file.path.endsWith('.github/workflows/perf-gate.yml'));
    workflows[`perf-gate init (${app})`] = workflow!.content;
  }
  return workflows;
}

type Workflow = {
  jobs: Record<string, { permissions?: unknown; steps: Record<string, unknown>[] }>;
};

/** A job with its other keys (`needs`, `if`). */
type Job = Record<string, unknown> & Workflow['jobs'][string];

/** The pull-request gates: measure, publish, and record on a push to main. */
const GATE_WORKFLOWS = [
  'examples/workflows/perf-gate.yml',
  'perf-gate init (maven-app)',
  'perf-gate init (gradle-app)',
];

describe('the shipped workflows', () => {
  it('are all checked: six examples and the workflow init writes', async () => {
    expect(Object.keys(await shippedWorkflows())).toEqual([
      'examples/workflows/perf-gate-bisect.yml',
      'examples/workflows/perf-gate-calibrate.yml',
      'examples/workflows/perf-gate-fork-publish.yml',
      'examples/workflows/perf-gate-fork-run.yml',
      'examples/workflows/perf-gate.yml',
      'examples/workflows/release.yml',
      'perf-gate init (maven-app)',
      'perf-gate init (gradle-app)',
    ]);
  });

  it('run PR code only without a write token, and write only with pinned actions', async () => {
    for (const [name, text] of Object.entries(await shippedWorkflows())) {
      expect(lintWorkflow(text), name).toEqual([]);
    }
  });

  it('pin the same commits: the ones src/init/action-pins.ts names', async () => {
    const pins = [PERF_GATE_ACTION, DOWNLOAD_ARTIFACT_ACTION].map((pin) => pin.split(' # ')[0]!);
    for (const [name, text] of Object.entries(await shippedWorkflows())) {
      for (const match of text.matchAll(
        /uses: ((perf-gate\/perf-gate|[\w-]+\/[\w-]+)@[0-9a-f]{40})/g,
      ))
        expect(pins, `${name}: ${match[1]}`).toContain(match[1]);
      // perf-gate itself is pinned everywhere: the job that reads a result file runs the release
      // that wrote it.
      expect(text, name).not.toMatch(/uses: perf-gate\/perf-gate@(?![0-9a-f]{40})/);
    }
  });

  it('split the pull-request gate: measure (read-only), then publish (no PR code)', async () => {
    const workflows = await shippedWorkflows();
    for (const name of GATE_WORKFLOWS) {
      const { jobs } = parse(workflows[name]!) as Workflow & { jobs: Record<string, unknown> };
      // Each also records main's history on push (the record job, below).
      expect(Object.keys(jobs), name).toEqual(['measure', 'publish', 'record']);
      expect(jobs.measure!.permissions, name).toEqual({ contents: 'read' });
      const measure = jobs.measure!.steps.find((s) => String(s.uses).startsWith('perf-gate/'));
      expect(measure?.with, name).toMatchObject({ mode: 'measure' });
      const publish = jobs.publish as unknown as Job;
      expect(publish.needs, name).toBe('measure');
      expect(publish.if, name).toBe(
        "always() && github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository",
      );
      expect(writePermissions(publish.permissions).sort(), name).toEqual([
        'pull-requests: write',
        'statuses: write',
      ]);
      // The comment shows a line of main's history: it reads the data branch.
      expect(publish.permissions, name).toEqual({
        contents: 'read',
        'pull-requests': 'write',
        statuses: 'write',
      });
      expectPublishSteps(name, publish.steps);
    }
  });

  it('record main’s history on push only, in a job that runs no code and writes contents and issues only', async () => {
    const workflows = await shippedWorkflows();
    for (const name of GATE_WORKFLOWS) {
      const record = (parse(workflows[name]!) as Workflow).jobs.record as unknown as Job;
      expect(record.needs, name).toBe('measure');
      expect(record.if, name).toBe("${{ !cancelled() && github.event_name == 'push' }}");
      // contents: the data branch; issues: a change point on main opens or updates one issue.
      expect(writePermissions(record.permissions), name).toEqual([
        'contents: write',
        'issues: write',
      ]);
      expect(record.permissions, name).toEqual({ contents: 'write', issues: 'write' });
      // No checkout: only the artifact and the action, both pinned (checked above).
      expect(
        record.steps.map((step) => String(step.uses).split('@')[0]),
        name,
      ).toEqual(['actions/download-artifact', 'perf-gate/perf-gate']);
      expect(record.steps[0]!.with, name).toEqual({
        name: 'perf-gate-result',
        path: '${{ runner.temp }}/perf-gate-result',
      });
      expect(record.steps[1]!.with, name).toEqual({
        mode: 'publish',
        'result-path': '${{ runner.temp }}/perf-gate-result/perf-gate-result.json',
      });
    }
  });

  it('bisect by hand: the inputs reach perf-gate bisect, read-only, bisect.json uploaded', () => {
    const text = readFileSync(join(examples, 'perf-gate-bisect.yml'), 'utf8');
    const workflow = parse(text) as Workflow & {
      on: { workflow_dispatch: { inputs: Record<string, unknown> } };
      permissions: unknown;
    };
    expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch']);
    expect(Object.keys(workflow.on.workflow_dispatch.inputs)).toEqual(['good', 'bad', 'scenario']);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const job = workflow.jobs.bisect!;
    expect(writePermissions(job.permissions)).toEqual([]);
    expect((job as unknown as { env: Record<string, string> }).env).toMatchObject({
      GOOD: '${{ inputs.good }}',
      BAD: '${{ inputs.bad }}',
      SCENARIO: '${{ inputs.scenario }}',
    });
    const checkout = job.steps.find((s) => String(s.uses).startsWith('actions/checkout@'));
    expect(checkout?.with).toMatchObject({ 'fetch-depth': 0, 'persist-credentials': false });
    const scripts = job.steps.map((s) => (typeof s.run === 'string' ? s.run : ''));
    const run = scripts.find((r) => r.includes('bisect'));
    expect(run).toContain('npx perf-gate bisect "${args[@]}"');
    for (const flag of ['--good="$GOOD"', '--bad="$BAD"', '--scenario="$SCENARIO"'])
      expect(run).toContain(flag);
    // The inputs reach the shell as environment variables, never spliced into the script.
    for (const script of scripts) expect(script).not.toContain('${{');
    const upload = job.steps.find((s) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(upload).toMatchObject({ if: '${{ always() }}', with: { path: '${{ env.OUT }}/' } });
    expect(run).toContain('--result "$OUT/bisect.json"');
  });

  it('calibrate weekly and by hand: read-only, the gates input through the environment, every file uploaded', () => {
    const text = readFileSync(join(examples, 'perf-gate-calibrate.yml'), 'utf8');
    const workflow = parse(text) as Workflow & {
      on: { workflow_dispatch: { inputs: Record<string, { default?: unknown }> } };
      permissions: unknown;
      concurrency: { group: string; 'cancel-in-progress': boolean };
    };
    // A schedule runs the default branch's own code, never a pull request's.
    expect(Object.keys(workflow.on)).toEqual(['schedule', 'workflow_dispatch']);
    expect(Object.keys(workflow.on.workflow_dispatch.inputs)).toEqual(['gates']);
    expect(workflow.on.workflow_dispatch.inputs.gates!.default).toBe(10);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.concurrency).toEqual({
      group: 'perf-gate-calibrate',
      'cancel-in-progress': false,
    });
    expect(Object.keys(workflow.jobs)).toEqual(['calibrate', 'record']);
    // The calibration goes to the history from a job that runs no code: no checkout, no npm.
    const record = workflow.jobs.record!;
    expect(record).toMatchObject({ needs: 'calibrate', permissions: { contents: 'write' } });
    expect(record.steps.map((s) => String(s.uses).split('@')[0])).toEqual([
      'actions/download-artifact',
      'perf-gate/perf-gate',
    ]);
    expect(record.steps[1]?.with).toEqual({
      mode: 'publish',
      'result-path': '${{ runner.temp }}/perf-gate-calibration/calibration.json',
    });
    const job = workflow.jobs.calibrate!;
    expect(job.permissions).toEqual({ contents: 'read' });
    // A scheduled run has no inputs: the default applies there too.
    expect((job as unknown as { env: Record<string, string> }).env).toMatchObject({
      GATES: '${{ inputs.gates || 10 }}',
      OUT: 'perf-gate-calibration',
    });
    const checkout = job.steps.find((s) => String(s.uses).startsWith('actions/checkout@'));
    expect(checkout?.with).toMatchObject({ 'persist-credentials': false });
    const scripts = job.steps.map((s) => (typeof s.run === 'string' ? s.run : ''));
    expect(scripts).toContain(
      'npx perf-gate calibrate --config perf-gate.yml --gates "$GATES" --out "$OUT"',
    );
    // The input reaches the shell as an environment variable, never spliced into the script.
    for (const script of scripts) expect(script).not.toContain('${{');
    const summary = job.steps.find((s) => String(s.run).includes('GITHUB_STEP_SUMMARY'));
    expect(summary).toMatchObject({ if: '${{ always() }}' });
    expect(summary?.run).toContain('if [ -f "$OUT/calibration.md" ]');
    const upload = job.steps.find((s) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(upload).toMatchObject({
      if: '${{ always() }}',
      with: { path: '${{ env.OUT }}/', 'retention-days': 90 },
    });
  });

  it('publish fork PRs from workflow_run with the action, not with npx', () => {
    const text = readFileSync(join(examples, 'perf-gate-fork-publish.yml'), 'utf8');
    const { jobs } = parse(text) as Workflow;
    expectPublishSteps('perf-gate-fork-publish.yml', jobs.publish!.steps);
    const run = parse(readFileSync(join(examples, 'perf-gate-fork-run.yml'), 'utf8')) as Workflow;
    expect(writePermissions(run.jobs.measure!.permissions)).toEqual([]);
    const measure = run.jobs.measure!.steps.find((s) => String(s.uses).startsWith('perf-gate/'));
    expect(measure?.with).toMatchObject({ mode: 'measure' });
  });
});

/** A publishing job: the artifact into the runner's temp folder, then the action in publish mode. */
function expectPublishSteps(name: string, steps: Record<string, unknown>[]): void {
  expect(
    steps.map((step) => String(step.uses).split('@')[0]),
    name,
  ).toEqual(['actions/download-artifact', 'perf-gate/perf-gate']);
  const [download, publish] = steps as [
    { with: Record<string, string>; 'continue-on-error'?: boolean },
    { with: Record<string, string> },
  ];
  // outside the workspace; a missing artifact still reaches the step that sets the error status
  expect(download.with.path, name).toBe('${{ runner.temp }}/perf-gate-result');
  expect(download['continue-on-error'], name).toBe(true);
  expect(publish.with, name).toEqual({
    mode: 'publish',
    'result-path': '${{ runner.temp }}/perf-gate-result/perf-gate-result.json',
  });
}

describe('the workflows before the split are rejected', () => {
  const old = (file: string) => lintWorkflow(readFileSync(join(before, file), 'utf8'));
  const tags = (job: string, writes: string, uses: string[]) =>
    uses.map((u) => `job ${job}: holds ${writes} and uses ${u}, not pinned by a full commit sha.`);

  it('perf-gate.yml: the PR was built in the job that held the write token', () => {
    const writes = 'pull-requests: write, statuses: write';
    expect(old('perf-gate.yml')).toEqual([
      `job perf-gate: runs the pull request's code (it checks out the pull request) and holds ${writes}.`,
      `job perf-gate: holds ${writes} and checks out code.`,
      ...tags('perf-gate', writes, [
        'actions/checkout@v4',
        'actions/setup-java@v4',
        'grafana/setup-k6-action@v1',
        'perf-gate/perf-gate@v0',
        'actions/upload-artifact@v4',
      ]),
    ]);
  });

  it('the workflow init wrote: the same', () => {
    expect(old('init-maven-app.yml')[0]).toBe(
      "job perf-gate: runs the pull request's code (it checks out the pull request) and holds pull-requests: write, statuses: write.",
    );
  });

  it('perf-gate-fork-publish.yml: npx of an unowned package name with the write token', () => {
    const writes = 'pull-requests: write, statuses: write';
    expect(old('perf-gate-fork-publish.yml')).toEqual([
      ...tags('publish', writes, ['actions/download-artifact@v4', 'actions/setup-node@v4']),
      `job publish: holds ${writes} and runs npx (\`npx --yes perf-gate@0 publish "$RUNNER_TEMP/perf-gate-resul…\`).`,
    ]);
  });

  it('a workflow without permissions, a write-all job and a gate-mode job with write', () => {
    expect(lintWorkflow('on: push\njobs:\n  a:\n    steps: [{ run: echo }]\n')).toEqual([
      'job a: no permissions declared (workflow or job): it gets the default token.',
    ]);
    const gate = `on: push
permissions: write-all
jobs:
  a:
    steps:
      - uses: perf-gate/perf-gate@${'0'.repeat(40)} # v0.1.0
`;
    expect(lintWorkflow(gate)).toEqual([
      "job a: runs the pull request's code (the perf-gate action in gate mode) and holds write-all.",
    ]);
    const noComment = `on: workflow_run
permissions: { statuses: write }
jobs:
  a:
    steps:
      - uses: perf-gate/perf-gate@${'0'.repeat(40)}
        with: { mode: publish }
      - run: pip install something
`;
    expect(lintWorkflow(noComment)).toEqual([
      `job a: perf-gate/perf-gate@${'0'.repeat(40)} has no trailing # vX.Y.Z release comment.`,
      'job a: holds statuses: write and runs pip (`pip install something`).',
    ]);
  });
});
