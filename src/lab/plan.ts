// The gate's sequencing as plain data: which data is loaded, which app boots when, which window
// runs when, and which database state each window starts from. Pure: `planGate` decides, the
// scheduler (schedule.ts) carries the steps out against a lab, so the whole sequencing can be
// unit-tested with a fake lab and printed for a reader.
import type { GateConfig } from '../config/schema.js';
import type { Side } from '../model.js';
import { gateOrder, type RoundOrder } from './order.js';

/** One side as the plan sees it: its name and the identity of its init scripts' data. */
export interface PlanSide {
  side: Side;
  /** equal for sides whose init scripts are identical (they share one data snapshot) */
  data: string;
}

export type GateStep =
  /** drop every table, run this side's init scripts, snapshot the result under `snapshot` */
  | { step: 'load-data'; side: Side; snapshot: string }
  /** copy the database aside under `snapshot` */
  | { step: 'snapshot'; side?: Side; snapshot: string }
  /**
   * bring the database back to `snapshot`; the scheduler skips it when the database still holds
   * that snapshot untouched (nothing wrote since it was taken or restored)
   */
  | { step: 'reset'; side: Side; snapshot: string }
  /** start the side's app (a kept app stays up until its `stop`) */
  | { step: 'boot'; side: Side }
  /** freeze the side's app (cgroup freezer) while the other side is measured */
  | { step: 'pause'; side: Side }
  | { step: 'resume'; side: Side }
  /** drive the app before a window: `afterBoot` is the first window of a freshly booted app */
  | {
      step: 'warm-up';
      side: Side;
      scenario: string;
      round: number;
      rounds: number;
      afterBoot: boolean;
    }
  | { step: 'measure'; side: Side; scenario: string; round: number; rounds: number }
  | { step: 'stop'; side: Side }
  /**
   * sequential stopping (compare.max-rounds): after `pairs` rounds of `scenario` the scheduler asks
   * whether the comparison is decided; if so it skips that scenario's remaining rounds up to its
   * `rounds-end`, keeping only the freezer state the plan expects from there on
   */
  | { step: 'look'; scenario: string; pairs: number }
  | { step: 'rounds-end'; scenario: string };

export interface GatePlan {
  order: RoundOrder;
  seed: number;
  /** sides in the order their apps boot (once each when apps are kept) */
  bootOrder: Side[];
  reuseApp: boolean;
  /** whether the idle side's app is paused during the other side's windows */
  pauseIdle: boolean;
  steps: GateStep[];
}

/**
 * The gate's steps for `sides` (listed base first, as the window order's A side). `seed` draws the
 * boot order, and the window order when `compare.order` is random.
 */
export function planGate(
  config: Pick<GateConfig, 'scenarios' | 'compare'>,
  sides: readonly PlanSide[],
  seed: number,
): GatePlan {
  const { compare } = config;
  const scenarios = config.scenarios.map((s) => s.name);
  const names = sides.map((s) => s.side);
  const multi = sides.length > 1;
  // With sequential stopping the plan holds every round up to the cap; looks decide how many run.
  // (a --rounds flag at or above the cap turns it off).
  const sequential =
    multi && compare.sequential && compare.sequential.maxRounds > compare.rounds
      ? compare.sequential
      : undefined;
  const rounds = multi ? (sequential?.maxRounds ?? compare.rounds) : 1;
  const order = gateOrder(compare.order, rounds, names, seed);
  const reuseApp = compare.reuseApp;
  // Pausing needs a second app that is up while the other is measured: kept apps of two sides.
  const pauseIdle = multi && reuseApp && compare.pauseIdle;
  const steps: GateStep[] = [];
  // Rounds exist only with a base side; a single window of a single scenario sees fresh data
  // anyway, so it needs no snapshot (3 s at the example's default scale).
  const windowsNeedReset = multi || scenarios.length > 1;
  const snapshotOf = new Map<Side, string>();
  // The snapshot the database holds untouched at this point of the plan (no restore needed).
  let holds: string | undefined;
  if (multi) {
    // One snapshot per distinct set of init scripts: a PR that changes the schema or the seed gets
    // its own data; identical scripts share one snapshot.
    const seen = new Map<string, string>();
    for (const { side, data } of sides) {
      const existing = seen.get(data);
      if (existing) {
        snapshotOf.set(side, existing);
        continue;
      }
      steps.push({ step: 'load-data', side, snapshot: side });
      holds = side;
      seen.set(data, side);
      snapshotOf.set(side, side);
    }
  } else if (windowsNeedReset && !reuseApp) {
    steps.push({ step: 'snapshot', snapshot: 'pr' });
    snapshotOf.set('pr', 'pr');
    holds = 'pr';
  }

  // Kept apps boot once each, in the drawn order. The database is snapshotted after each boot, so
  // schema migrations the app runs at startup (Flyway, ddl-auto) are part of the state every one
  // of its windows starts from.
  const running = new Set<Side>();
  if (reuseApp) {
    for (const side of order.boot) {
      const initial = snapshotOf.get(side);
      if (initial !== undefined && initial !== holds) {
        steps.push({ step: 'reset', side, snapshot: initial });
      }
      if (pauseIdle) for (const other of running) steps.push({ step: 'pause', side: other });
      steps.push({ step: 'boot', side });
      running.add(side);
      holds = undefined; // the app may have written at startup
      if (windowsNeedReset) {
        const booted = `${side}-booted`;
        steps.push({ step: 'snapshot', side, snapshot: booted });
        snapshotOf.set(side, booted);
        holds = booted;
      }
    }
  }

  const paused = new Set<Side>(pauseIdle ? order.boot.slice(0, -1) : []);
  const warmed = new Set<Side>();
  for (const scenario of scenarios) {
    for (let round = 0; round < rounds; round++) {
      for (const side of order.rounds[round]!) {
        const snapshot = snapshotOf.get(side);
        if (windowsNeedReset && snapshot !== undefined) {
          steps.push({ step: 'reset', side, snapshot });
        }
        if (!reuseApp) steps.push({ step: 'boot', side });
        if (pauseIdle) {
          for (const other of running) {
            if (other !== side && !paused.has(other)) {
              steps.push({ step: 'pause', side: other });
              paused.add(other);
            }
          }
          if (paused.delete(side)) steps.push({ step: 'resume', side });
        }
        const afterBoot = !reuseApp || !warmed.has(side);
        warmed.add(side);
        steps.push({ step: 'warm-up', side, scenario, round, rounds, afterBoot });
        steps.push({ step: 'measure', side, scenario, round, rounds });
        if (!reuseApp) steps.push({ step: 'stop', side });
      }
      if (sequential && round + 1 >= compare.rounds && round + 1 < rounds) {
        steps.push({ step: 'look', scenario, pairs: round + 1 });
      }
    }
    if (sequential) steps.push({ step: 'rounds-end', scenario });
  }
  for (const side of order.boot) {
    if (!reuseApp) break;
    if (paused.delete(side)) steps.push({ step: 'resume', side });
    steps.push({ step: 'stop', side });
  }
  return { order: compare.order, seed, bootOrder: order.boot, reuseApp, pauseIdle, steps };
}
