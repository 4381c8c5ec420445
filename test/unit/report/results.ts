// GateResults for the report tests, built through the real analysis so the records are realistic.
// Deterministic: fixed numbers and seeded noise only.
import { analyzeScenario, type ScenarioAnalysisOptions } from '../../../src/analysis/scenario.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import { deriveVerdict } from '../../../src/analysis/verdict.js';
import type { Finding, GateResult, ScenarioResult, WindowMeasurement } from '../../../src/model.js';
import { diffSettings } from '../../../src/spring/diff.js';
import type { EffectiveSettings } from '../../../src/spring/types.js';
import { makeWindow, requestMetrics, type WindowSpec } from '../analysis/windows.js';

export const runner: GateResult['runner'] = {
  cpuModel: 'AMD EPYC 7763 64-Core Processor',
  cores: 4,
  memoryMb: 16_384,
  os: 'Linux 6.8.0-1021-azure',
  nodeVersion: 'v24.9.0',
  k6Version: 'v1.8.1',
  dockerVersion: '28.0.4',
};

/** A scenario analysed from its windows with the given budget and comparison options. */
export function scenario(
  name: string,
  windows: WindowMeasurement[],
  options: ScenarioAnalysisOptions & { findings?: Finding[]; script?: string } = {},
): ScenarioResult {
  const analysis = analyzeScenario(name, windows, options);
  return {
    name,
    script: options.script ?? 'scenarios/read-heavy.js',
    targetRate: windows[0]?.targetRate ?? 100,
    warmupSec: 60,
    durationSec: 60,
    windows,
    rules: analysis.rules,
    comparisons: analysis.comparisons,
    ...(analysis.work ? { work: analysis.work } : {}),
    ...(analysis.shifts.length > 0 ? { shifts: analysis.shifts } : {}),
    findings: options.findings ?? [],
    verdict: analysis.verdict,
  };
}

/** A whole result whose verdict is derived from its scenarios' records. */
export function gateResult(
  scenarios: ScenarioResult[],
  extra: Partial<GateResult> = {},
): GateResult {
  const rules = [...scenarios.flatMap((entry) => entry.rules), ...(extra.rules ?? [])];
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((entry) => entry.comparisons),
  });
  const hasBase = scenarios.some((entry) => entry.windows.some((window) => window.side === 'base'));
  return {
    schemaVersion: 1,
    tool: { name: 'perf-gate', version: '0.1.0' },
    startedAt: '2025-11-20T10:00:00.000Z',
    finishedAt: '2025-11-20T10:07:30.000Z',
    verdict: decision.verdict,
    exitCode: decision.verdict === 'fail' ? 1 : 0,
    config: {},
    runner: { ...runner }, // a copy: a test may change it
    stages: [],
    sides: {
      pr: {
        side: 'pr',
        ref: 'feature/cache-places',
        sha: '3f9c2a1b7d4e5f60718293a4b5c6d7e8f9012345',
        checkout: '.',
      },
      ...(hasBase
        ? {
            base: {
              side: 'base' as const,
              ref: 'main',
              sha: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
              checkout: '.perf-gate/base',
            },
          }
        : {}),
    },
    scenarios,
    findings: [],
    ...extra,
    rules,
  };
}

const contentEndpoints = (p95: number) => ({
  'GET /contents/{id}/places': requestMetrics({ p95: p95 * 1.2, requests: 3000 }),
  'GET /contents/{id}': requestMetrics({ p95: p95 * 0.6, requests: 3000 }),
});

function window(spec: WindowSpec): WindowMeasurement {
  return makeWindow({ endpoints: contentEndpoints(spec.p95 ?? 100), ...spec });
}

const budget = { tps: 100, p95Ms: 500, p99Ms: 1000, errorRate: 0.01 };

/** Single run, every budget met. */
export function passSingleRun(): GateResult {
  return gateResult(
    [
      scenario('content-detail', [window({ p95: 182.4, p99: 311.9, tps: 99.87, failed: 3 })], {
        budget,
      }),
    ],
    {
      settings: {
        pr: effectiveSettings({
          threadsMax: 100,
          maximumPoolSize: 20,
          sources: {
            'server.tomcat.threads.max': 'src/main/resources/application-perf.yml:3',
            'spring.datasource.hikari.maximum-pool-size': 'src/main/resources/application.yml:9',
            'jvm.xmx': 'env',
          },
        }),
      },
    },
  );
}

/** Single run over the p95 budget, with a budget naming an endpoint nobody tagged. */
export function failWithRule(): GateResult {
  return gateResult([
    scenario('content-detail', [window({ p95: 612.3, p99: 1480, tps: 99.5, failed: 12 })], {
      budget: {
        ...budget,
        endpoints: { 'GET /contents/{id}': { p95Ms: 300 }, 'GET /favourites': { p95Ms: 200 } },
      },
    }),
  ]);
}

/** Single run where k6 was saturated and dropped iterations. */
export function inconclusiveRun(): GateResult {
  return gateResult([
    scenario('content-detail', [window({ p95: 240, tps: 99.1, dropped: 37, saturated: true })], {
      budget,
    }),
  ]);
}

/** Five interleaved rounds, the PR about 30% slower on p95, with a config diff and findings. */
export function comparisonRegression(): GateResult {
  const normal = seededNormal(42);
  const windows: WindowMeasurement[] = [];
  for (let round = 0; round < 5; round++) {
    const base = 140 * Math.exp(0.02 * normal());
    const pr = 140 * 1.3 * Math.exp(0.02 * normal());
    windows.push(window({ side: 'base', round, p95: base, p99: base * 1.6 }));
    windows.push(window({ side: 'pr', round, p95: pr, p99: pr * 1.6 }));
  }
  const findings: Finding[] = [
    {
      rule: 'hikari-pool-larger-than-threads',
      level: 'warning',
      message:
        'maximumPoolSize (50) is larger than server.tomcat.threads.max (10): at most 10 connections can ever be in use.',
      keys: ['spring.datasource.hikari.maximum-pool-size', 'server.tomcat.threads.max'],
    },
  ];
  const base = effectiveSettings({ threadsMax: 100, maximumPoolSize: 20 });
  const pr = effectiveSettings({ threadsMax: 10, maximumPoolSize: 50 });
  return gateResult([scenario('content-detail', windows, { budget, findings })], {
    settings: { pr, base, diff: diffSettings(base, pr) },
  });
}

/** Settings in the shape the Spring inspector produces. */
export function effectiveSettings(values: {
  threadsMax: number;
  maximumPoolSize: number;
  sources?: EffectiveSettings['sources'];
  /** the datasource's property prefix: the app's own text */
  prefix?: string;
}): EffectiveSettings {
  return {
    tomcat: {
      threadsMax: values.threadsMax,
      threadsMinSpare: 10,
      maxConnections: 8192,
      acceptCount: 100,
      connectionTimeoutMs: 20_000,
      keepAliveTimeoutMs: 20_000,
    },
    datasources: [
      {
        name: 'default',
        prefix: values.prefix ?? 'spring.datasource.hikari',
        hikari: {
          maximumPoolSize: values.maximumPoolSize,
          minimumIdle: values.maximumPoolSize,
          connectionTimeoutMs: 30_000,
          idleTimeoutMs: 600_000,
          maxLifetimeMs: 1_800_000,
        },
      },
    ],
    jvm: { xmsMb: null, xmxMb: 512, maxRamPercentage: 25, gc: 'G1' },
    sources: values.sources ?? {
      'server.tomcat.threads.max': 'src/main/resources/application.yml:4',
      'spring.datasource.hikari.maximum-pool-size': 'src/main/resources/application.yml:12',
      'jvm.xmx': 'jvm-options',
    },
    findings: [],
  };
}

/** The gate could not build the PR side. */
export function errorResult(): GateResult {
  return {
    ...gateResult([]),
    verdict: 'error',
    exitCode: 2,
    rules: [],
    error: {
      kind: 'environment',
      stage: 'build',
      message:
        'The build command "./mvnw -B -q -DskipTests package" exited with code 1 in the PR checkout.\n[ERROR] COMPILATION ERROR',
      fix: 'Run the build locally; the last 50 lines of its output are in the artifact build-pr.log.',
    },
  };
}

/** Many scenarios with many endpoints: far beyond GitHub's comment limit. */
export function hugeResult(): GateResult {
  const scenarios: ScenarioResult[] = [];
  for (let index = 0; index < 40; index++) {
    const endpoints = Object.fromEntries(
      Array.from({ length: 60 }, (_, endpoint) => [
        `GET /api/v1/resource-${index}/items/${endpoint}/details?expand=everything`,
        requestMetrics({ p95: 50 + endpoint }),
      ]),
    );
    const windows = [0, 1, 2].flatMap((round) => [
      makeWindow({
        scenario: `scenario-${index}`,
        side: 'base',
        round,
        p95: 100 + round,
        endpoints,
      }),
      makeWindow({ scenario: `scenario-${index}`, side: 'pr', round, p95: 101 + round, endpoints }),
    ]);
    scenarios.push(
      scenario(`scenario-${index}`, windows, {
        budget: {
          ...budget,
          endpoints: Object.fromEntries(
            Object.keys(endpoints).map((name) => [name, { p95Ms: 500 }]),
          ),
        },
        compare: { endpoints: true },
      }),
    );
  }
  return gateResult(scenarios);
}

/** Hostile text everywhere a user controls it. */
export function hostileCells(): GateResult {
  const nasty = 'GET /search?q=a|b&x=<script>alert(1)</script>\nsecond `line`';
  const windows = [
    makeWindow({
      scenario: 'pipes | and <b>html</b>',
      endpoints: {
        [nasty]: requestMetrics({ p95: 900 }),
        'back\\slash|`tick`': requestMetrics({ p95: 20 }),
      },
    }),
  ];
  return gateResult(
    [
      scenario('pipes | and <b>html</b>', windows, {
        budget: { endpoints: { [nasty]: { p95Ms: 500 } } },
        script: 'scenarios/x`y.js',
        findings: [
          {
            rule: 'tomcat-accept-count',
            level: 'notice',
            message:
              'accept-count is <img src=x onerror=alert(1)> | 0\nrequests queue in the kernel',
            keys: ['server.tomcat.accept-count'],
          },
        ],
      }),
    ],
    {
      settings: {
        pr: effectiveSettings({
          threadsMax: 200,
          maximumPoolSize: 10,
          sources: { 'jvm.gc': 'jvm-options <script>x</script> | -XX:+Use`G1`GC' },
        }),
        diff: [
          {
            key: 'server.tomcat.accept-count',
            before: '100',
            after: '<script>0</script>',
            source: 'app|lication.yml',
          },
        ],
      },
    },
  );
}
