// Release results for the report tests: a capacity search and a sweep, deterministic.
import type { RunnerInfo } from '../../../src/model.js';
import type { CapacityResult, CapacityStep, SweepResult } from '../../../src/release/model.js';
import { recommend, summarizeCase } from '../../../src/release/recommend.js';
import { POOL_KEY, THREADS_KEY, planSweep } from '../../../src/release/settings.js';
import { makeWindow } from '../analysis/windows.js';
import { healthy, syntheticRecord } from '../telemetry/synthetic.js';

export const runner: RunnerInfo = {
  cpuModel: 'Test CPU',
  cores: 2,
  memoryMb: 4096,
  os: 'Linux',
  nodeVersion: 'v24.9.0',
};

export function step(
  search: number,
  index: number,
  rate: number,
  p95: number,
  outcome: CapacityStep['outcome'],
): CapacityStep {
  const window = makeWindow({ targetRate: rate, tps: rate, p95 });
  return {
    search,
    index,
    purpose: index === 0 ? 'ramp' : 'bisect',
    rate,
    durationSec: 20,
    tps: rate,
    p95Ms: p95,
    p99Ms: p95 * 1.5,
    errorRate: 0,
    requests: 1000,
    droppedIterations: 0,
    maxVus: 100,
    resources: { appCpuPercent: 140, k6CpuPercent: 20 },
    generator: { starved: [], undelivered: [] },
    outcome,
    reasons: outcome === 'fail' ? ['p95 over <budget> | pipe'] : [],
    bottlenecks: [],
    window,
  };
}

/** What both results share: a passing run on the test runner, scenario content-view. */
function header() {
  return {
    tool: { name: 'perf-gate' as const, version: '0.1.0' },
    startedAt: '2026-01-01T00:00:00Z',
    finishedAt: '2026-01-01T00:10:00Z',
    verdict: 'pass' as const,
    exitCode: 0,
    reason: 'ok',
    config: null,
    runner,
    stages: [],
    notes: [],
    scenario: { name: 'content-view', script: 'x.js' },
  };
}

export function capacityResult(
  capacity: number,
  interval: { low: number; high: number },
): CapacityResult {
  return {
    schemaVersion: 1,
    kind: 'capacity',
    ...header(),
    scenario: {
      ...header().scenario,
      targetRate: 30,
      target: 30,
      warmupSec: 10,
      budget: { p95Ms: 250 },
    },
    limits: { p95Ms: 250, errorRate: 0.01, tpsSlack: 0.02 },
    search: {
      startRate: 10,
      maxRate: 1000,
      factor: 2,
      resolution: 0.1,
      stepDurationSec: 20,
      confirmDurationSec: 30,
      repeats: 1,
      maxSteps: 14,
      retries: 2,
    },
    searches: [
      {
        index: 0,
        status: 'found',
        lower: capacity,
        upper: interval.high,
        confirmed: true,
        note: 'found',
        steps: [
          step(0, 0, 40, 30, 'pass'),
          step(0, 1, 80, 90, 'pass'),
          step(0, 2, 160, 900, 'fail'),
        ],
      },
    ],
    summary: {
      capacity,
      interval: { ...interval, method: 'bisection' },
      agree: true,
      figures: [capacity],
      target: 30,
      meetsTarget: true,
      statement: `Capacity at the budget: ${capacity}/s.`,
    },
  };
}

export function sweepResult(): SweepResult {
  const plan = planSweep({ set: ['threads=20,200', 'pool=1,10'], cases: [], appMemoryMb: 1024 });
  const p95s: Record<string, number[]> = {
    'threads=20 pool=1': [40, 42],
    'threads=20 pool=10': [90, 95],
    'threads=200 pool=1': [45, 44],
    'threads=200 pool=10': [600, 650],
  };
  const budget = { p95Ms: 250, errorRate: 0.01, tps: 50 };
  const cases = plan.cases.map((planned) => {
    const windows = p95s[planned.id]!.map((p95, repeat) => ({
      repeat,
      window: makeWindow({ targetRate: 50, p95 }),
      outcome: 'pass' as const,
      reasons: [],
      resources: { appCpuPercent: 100 },
      generator: { starved: [], undelivered: [] },
    }));
    const summary = summarizeCase(windows, budget, 0.9);
    return {
      ...planned,
      status: summary.outcome,
      windows,
      summary,
      notApplied: [],
      findings: [],
    };
  });
  return {
    schemaVersion: 1,
    kind: 'sweep',
    ...header(),
    scenario: {
      ...header().scenario,
      targetRate: 50,
      target: 50,
      warmupSec: 10,
      budget,
    },
    rate: 50,
    warmupSec: 10,
    durationSec: 30,
    repeats: 2,
    dimensions: plan.dimensions,
    baseline: { [THREADS_KEY]: '200', [POOL_KEY]: '10' },
    cases,
    recommendation: recommend(cases, plan.dimensions),
  };
}

/** A capacity result with every part of its reports: two searches, confirmation telemetry, notes. */
export function fullCapacity() {
  const result = capacityResult(140, { low: 140, high: 150 });
  const confirm = { ...step(0, 3, 140, 120, 'pass'), purpose: 'confirm' as const };
  confirm.telemetry = syntheticRecord(healthy, { appCpuLimitCores: 2 }, { side: 'pr', round: 0 });
  confirm.bottlenecks = [
    { rule: 'bottleneck.cpu', level: 'warning', message: 'CPU is the <bottleneck> | here' },
  ];
  result.searches[0]!.steps.push(confirm);
  result.searches.push({
    index: 1,
    status: 'inconclusive',
    confirmed: false,
    note: 'second search did not agree',
    steps: [step(1, 0, 40, 35, 'pass'), step(1, 1, 120, 400, 'inconclusive')],
  });
  result.notes = ['the runner was busy | <i>once</i>'];
  result.comparison = {
    file: 'previous.json',
    status: 'higher',
    previous: 100,
    current: 140,
    changePct: 40,
    message: 'capacity rose from 100/s to 140/s',
  };
  return result;
}

/** A sweep with telemetry on the recommended setting's windows and a setting not applied. */
export function fullSweep() {
  const result = sweepResult();
  const recommended = result.cases.find((entry) => entry.id === result.recommendation?.caseId)!;
  recommended.windows.forEach((entry, round) => {
    entry.telemetry = syntheticRecord(healthy, {}, { side: 'pr', round });
  });
  result.cases[0]!.notApplied = ['server.tomcat.threads.max=20 requested, the app reported 200'];
  result.wallSec = 754;
  return result;
}

/** A found, confirmed search of `instances` instances: ramp, a failure above, the confirmation. */
function topologySearch(index: number, instances: number, lower: number, upper: number) {
  const steps = [
    step(index, 0, lower, 60, 'pass'),
    step(index, 1, upper, 900, 'fail'),
    { ...step(index, 2, lower, 80, 'pass'), purpose: 'confirm' as const },
  ];
  return {
    index,
    instances,
    status: 'found' as const,
    lower,
    upper,
    confirmed: true,
    note: `${lower}/s met the budget (confirmed), ${upper}/s did not`,
    steps,
  };
}

/**
 * `capacity --instances 1,2` as the engine leaves it before finalizing: three searches per
 * topology, 1 instance around 140/s and 2 instances around 250/s; the verdict on 2 (the config's).
 */
export function twoTopologyCapacity(): CapacityResult {
  const result = capacityResult(140, { low: 140, high: 150 });
  delete result.summary;
  result.verdict = 'error';
  result.reason = 'Nothing was measured.';
  result.search.repeats = 3;
  result.instances = [1, 2];
  result.verdictTopology = { instances: 2, reason: 'app.instances in perf-gate.yml' };
  result.searches = [
    topologySearch(0, 1, 140, 160),
    topologySearch(1, 1, 150, 165),
    topologySearch(2, 1, 140, 160),
    topologySearch(3, 2, 250, 280),
    topologySearch(4, 2, 260, 290),
    topologySearch(5, 2, 240, 270),
  ];
  return result;
}
