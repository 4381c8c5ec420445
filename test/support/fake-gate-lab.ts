// A GateLab without Docker, a JVM or k6 (src/lab/gate-port.ts): the round steps go to the model
// lab of test/unit/lab/fake-lab.ts (which refuses what a real lab could not do), every step runs
// as the stage the real lab records, and each window's figures come from `latencyMs` with a
// seeded noise, so a whole gate runs in milliseconds with the engine's real plan and statistics.
import type { GateLab, MeasuredWindow, SideSource } from '../../src/lab/gate-port.js';
import type { GateConfig } from '../../src/config/schema.js';
import type { Side, WindowMeasurement } from '../../src/model.js';
import type { Lab } from '../../src/lab/schedule.js';
import { fakeLab } from '../unit/lab/fake-lab.js';

type LoadStep = Parameters<Lab<unknown>['loadData']>[0];
type ResetStep = Parameters<Lab<unknown>['restore']>[0];
type WarmUpStep = Parameters<Lab<unknown>['warmUp']>[0];
type MeasureStep = Parameters<Lab<unknown>['measure']>[0];

export interface FakeGateLabOptions {
  /** the geometric-mean latency of a window, ms (default 20 on both sides) */
  latencyMs?: (side: Side, round: number, scenario: string) => number;
  /** the spread of a window's mean log latency around it (default 0.02: a quiet runner) */
  noise?: number;
  /** the hypervisor's steal in a window, % of the host (telemetry `host.steal`; default unread) */
  stealPct?: (side: Side, round: number) => number;
  /** failed requests per window (default none) */
  failed?: (side: Side, round: number) => number;
  /** the stage in which the lab throws `error` (on `side`, when given) */
  failAt?: { stage: string; side?: Side; error: Error };
  /** called as each stage starts, before its work (an interrupt arrives here) */
  onStage?: (stage: string, side: Side | undefined) => void;
  /** a never-settling step at this stage until `release()` (a step a teardown kills) */
  hangAt?: string;
}

export interface FakeGateLab extends GateLab {
  /** what the lab was asked to do, in order */
  calls: string[];
  released: number;
}

const REQUESTS = 600;

/** A lab that measures what `options` says. */
export function fakeGateLab(options: FakeGateLabOptions = {}): FakeGateLab {
  let seed = 7;
  // A small linear congruential generator: the same gate gives the same figures on every run.
  const uniform = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const normal = (): number =>
    Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  let held = 0;
  let releaseHang: (() => void) | undefined;
  const calls: string[] = [];
  const step = async <T>(stage: string, side: Side | undefined, work: () => T): Promise<T> => {
    calls.push(side ? `${stage} ${side}` : stage);
    options.onStage?.(stage, side);
    if (options.hangAt === stage) {
      await new Promise<void>((resolve) => (releaseHang = resolve));
      throw new Error(`${stage} was killed by the teardown`);
    }
    const fail = options.failAt;
    if (fail && fail.stage === stage && (fail.side === undefined || fail.side === side)) {
      throw fail.error;
    }
    return work();
  };
  const lab: FakeGateLab = {
    calls,
    released: 0,
    runner: () => ({
      cpuModel: 'Fake CPU',
      cores: 2,
      memoryMb: 24_000,
      os: 'Linux',
      nodeVersion: 'v24.0.0',
    }),
    checkTools: async (_config, stage) => {
      await stage('docker', () => step('docker', undefined, () => undefined));
      await stage('k6', () => step('k6', undefined, () => undefined));
      return { dockerVersion: '28.0.0', k6Version: 'k6 v1.8.1 (fake)' };
    },
    inspect: (_config, sides) =>
      step('inspect', undefined, () => ({
        report: Object.fromEntries(sides.map((s) => [s.side, { findings: [] } as never])),
        findings: [],
        contextPath: undefined,
        managementBasePath: undefined,
      })),
    build: (_config, source: SideSource) =>
      step('build', source.side, () => {
        held++;
        return { jar: `${source.directory}/app.jar`, jarSha256: `sha-${source.side}`, buildMs: 5 };
      }),
    dataKey: (scripts) => Promise.resolve(scripts.join('|')),
    startDatabase: () =>
      step('database', undefined, () => {
        held++;
      }),
    rounds: (o) => {
      const model = fakeLab();
      const log = { pausedMs: {}, warmUps: [], probes: new Map() };
      const staged =
        <A extends unknown[], T>(
          stage: string,
          sideOf: (...args: A) => Side | undefined,
          work: (...args: A) => Promise<T>,
        ) =>
        (...args: A): Promise<T> =>
          o.stage(stage, sideOf(...args), () =>
            step(stage, sideOf(...args), () => undefined).then(() => work(...args)),
          );
      return {
        log,
        loadData: staged(
          'database-init',
          (s: LoadStep) => s.side,
          (s) => model.loadData(s),
        ),
        snapshot: (s) => model.snapshot(s),
        restore: staged(
          'database-reset',
          (s: ResetStep) => s.side,
          (s) => model.restore(s),
        ),
        databaseWrites: () => model.databaseWrites(),
        boot: staged(
          'app-start',
          (side: Side) => side,
          (side) => model.boot(side),
        ),
        pause: (side) => model.pause(side),
        resume: (side) => model.resume(side),
        warmUp: staged(
          'warmup',
          (s: WarmUpStep) => s.side,
          (s) => model.warmUp(s),
        ),
        measure: staged(
          'measure',
          (s: MeasureStep) => s.side,
          async (s): Promise<MeasuredWindow> => {
            await model.measure(s);
            const scenario = o.config.scenarios.find((c) => c.name === s.scenario)!;
            return measured(o.config, scenario.targetRate, s, {
              latencyMs: (options.latencyMs ?? (() => 20))(s.side, s.round, s.scenario),
              logNoise: (options.noise ?? 0.02) * normal(),
              failed: options.failed?.(s.side, s.round) ?? 0,
              stealPct: options.stealPct?.(s.side, s.round),
            });
          },
        ),
        stop: (side) => model.stop(side),
      };
    },
    held: () => held,
    release: () => {
      lab.released++;
      held = 0;
      releaseHang?.();
      return Promise.resolve();
    },
  };
  return lab;
}

function measured(
  config: GateConfig,
  targetRate: number,
  step: { scenario: string; side: Side; round: number },
  o: { latencyMs: number; logNoise: number; failed: number; stealPct: number | undefined },
): MeasuredWindow {
  const mean = Math.log(o.latencyMs) + o.logNoise;
  const typical = Math.exp(mean);
  const durationSec =
    (config.scenarios.find((s) => s.name === step.scenario)?.durationMs ?? 0) / 1000;
  const http = {
    requests: REQUESTS,
    failed: o.failed,
    errorRate: o.failed / REQUESTS,
    ratePerSec: targetRate,
    latency: {
      avg: typical * 1.1,
      min: typical / 4,
      p50: typical,
      p90: typical * 1.8,
      p95: typical * 2,
      p99: typical * 3,
      max: typical * 6,
    },
    logLatency: { n: REQUESTS, mean, sd: 0.4 },
  };
  const window: WindowMeasurement = {
    scenario: step.scenario,
    side: step.side,
    round: step.round,
    targetRate,
    durationSec,
    iterations: Math.round(targetRate * durationSec),
    tps: targetRate,
    droppedIterations: 0,
    vusMax: 4,
    http,
    endpoints: { api: http },
    checks: { passes: REQUESTS - o.failed, fails: o.failed },
    generator: { saturated: false, reasons: [] },
  };
  return {
    window,
    record: {
      label: { scenario: step.scenario, side: step.side, round: step.round },
      startedAt: '2026-11-28T00:00:00.000Z',
      durationSec,
      intervalMs: 1000,
      samples: 0,
      series:
        o.stealPct === undefined
          ? {}
          : { 'host.steal': { t: [1, 2, 3], values: [o.stealPct, o.stealPct, o.stealPct] } },
      facts: {},
      notes: [],
    },
    appLog: '',
  };
}
