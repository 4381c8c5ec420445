// One GateResult with every section the reports have: two scenarios (one decided by work per
// request), telemetry with a pool-bound PR and its diagnosis, telemetry notes, gate-level rules and
// findings, effective settings with a diff, a protocol and policy changes. Deterministic.
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import { diagnoseScenario } from '../../../src/analysis/diagnosis/index.js';
import type { GateResult, TelemetryRecord, WindowMeasurement } from '../../../src/model.js';
import type { ShapeWork } from '../../../src/work/counters.js';
import { makeWindow } from '../analysis/windows.js';
import { healthy, syntheticRecord } from '../telemetry/synthetic.js';
import { comparisonRegression, gateResult, scenario } from './results.js';

function workWindow(
  side: 'base' | 'pr',
  round: number,
  statements: number,
  shapes: ShapeWork[],
): WindowMeasurement {
  return {
    ...makeWindow({ scenario: 'content-view', side, round, p95: 80 + round }),
    endpointNote: 'Endpoints grouped by k6 `name` tag; 3 URL(s) | untagged <b>were</b> merged.',
    work: {
      requests: 600,
      elapsedMs: 10_000,
      notes: [],
      database: {
        statementsPerRequest: statements,
        kindsPerRequest: {
          select: statements - 1,
          insert: 1,
          update: 0,
          delete: 0,
          transaction: 0,
          other: 0,
        },
        rowsExaminedPerRequest: statements * 2,
        unshapedPerRequest: 0,
        shapes,
      },
    },
  };
}

const shape = (text: string, perRequest: number): ShapeWork => ({
  shape: text,
  kind: 'select',
  perRequest,
  rowsExaminedPerRequest: 1,
});

const poolBound = { ...healthy, 'hikari.active': () => 2, 'hikari.pending': () => 6 };

/** Every section of the markdown and HTML reports, in one result. */
export function fullResult(): GateResult {
  const regression = comparisonRegression();
  const detail = regression.scenarios[0]!;
  const records: TelemetryRecord[] = (['base', 'pr'] as const).flatMap((side) =>
    [0, 1].map((round) => {
      const record = syntheticRecord(
        side === 'pr' ? poolBound : healthy,
        { maximumPoolSize: 2, appCpuLimitCores: 2 },
        { side, round },
      );
      record.label.scenario = detail.name;
      return record;
    }),
  );
  records[3]!.notes.push({
    source: 'prometheus',
    message: 'Tomcat thread metrics (tomcat_threads_busy_threads) are missing.',
    fix: 'Set server.tomcat.mbeanregistry.enabled=true',
  });
  const workWindows = [0, 1].flatMap((round) => [
    workWindow('base', round, 4, [shape('SELECT a FROM place', 4)]),
    workWindow('pr', round, 21, [
      shape('SELECT a FROM place', 4),
      shape('SELECT c1_0.id FROM place_category c1_0 WHERE c1_0.id = ?', 17),
    ]),
  ]);
  const view = scenario('content-view', workWindows, {
    compare: {},
    work: { tolerance: WORK_DEFAULTS.tolerance },
    script: 'k6/content-view.js',
  });
  const withDiagnosis = {
    ...detail,
    findings: [...detail.findings, ...diagnoseScenario(records.map((record) => ({ record })))],
  };
  const gateRule = {
    rule: 'gate.findings',
    metric: 'findings',
    expected: 'no error-level finding',
    actual: '1 warning',
    passed: true,
    level: 'notice' as const,
    message: 'Lint findings are warnings unless gate.fail-on-findings is set.',
  };
  return gateResult([withDiagnosis, view], {
    settings: regression.settings,
    telemetry: { records },
    rules: [gateRule],
    findings: [
      {
        rule: 'separate-runs',
        level: 'notice',
        message: 'Base and PR ran on a runner with 4 cores.',
      },
    ],
    protocol: {
      order: 'abba',
      seed: 1234,
      bootOrder: ['base', 'pr'],
      reuseApp: true,
      pauseIdle: true,
      resets: 1,
      resetsSkipped: 3,
      snapshotsSkipped: 1,
      pausedMs: { base: 41_000, pr: 39_500 },
      warmUps: [
        { side: 'base', scenario: detail.name, steady: true, durationMs: 20_000, p95Ms: [90, 80] },
        { side: 'pr', scenario: detail.name, steady: false, durationMs: 60_000, p95Ms: [130, 30] },
      ],
    },
    policy: {
      source: 'base',
      changes: [
        { key: 'scenarios[content-detail].budget.p95Ms', base: '500', pr: '900' },
        { key: 'compare.tolerance', base: '10%', pr: '(none)' },
      ],
    },
  });
}
