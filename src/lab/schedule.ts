// Carries a gate plan out against a lab. The lab does the I/O (containers, k6); the scheduler only
// walks the steps, keeps track of which data the database holds, and skips resets that would
// restore what is already there.
import type { Side } from '../model.js';
import type { GatePlan, GateStep } from './plan.js';

type StepOf<K extends GateStep['step']> = Extract<GateStep, { step: K }>;

/** What a gate needs from its environment: data, apps and windows, one call per plan step. */
export interface Lab<W> {
  loadData(step: StepOf<'load-data'>): Promise<void>;
  snapshot(step: StepOf<'snapshot'>): Promise<void>;
  restore(step: StepOf<'reset'>): Promise<void>;
  /**
   * Statements that changed data since the database server started (inserts, updates, deletes,
   * DDL …), or undefined when the lab cannot tell: then every planned reset runs.
   */
  databaseWrites(): Promise<number | undefined>;
  boot(side: Side): Promise<void>;
  pause(side: Side): Promise<void>;
  resume(side: Side): Promise<void>;
  warmUp(step: StepOf<'warm-up'>): Promise<void>;
  measure(step: StepOf<'measure'>): Promise<W>;
  stop(side: Side): Promise<void>;
  /**
   * Sequential stopping (compare.max-rounds): called at each `look` step once the scenario's
   * windows so far went to `onWindow`; true stops that scenario's rounds here. Absent: never stop.
   */
  look?(step: StepOf<'look'>): boolean | Promise<boolean>;
}

/** How the plan went beyond its windows: which resets and snapshots the data made unnecessary. */
export interface ScheduleReport {
  resets: number;
  /** resets skipped because nothing wrote to the database since its snapshot was taken/restored */
  resetsSkipped: number;
  /** snapshots not taken because the database still held an earlier snapshot's rows untouched */
  snapshotsSkipped: number;
  /** sequential stopping: the rounds each scenario ran when a look stopped it early */
  stoppedAt?: Record<string, number>;
}

/**
 * Runs every step of `plan` in order; `onWindow` receives each measured window as it completes.
 * When the lab reads the server's write counter, a step that would copy rows for nothing is
 * skipped: a snapshot of data that nothing wrote since the last snapshot or restore becomes an
 * alias of that one, and a reset to the snapshot the database still holds untouched is dropped.
 */
export async function runPlan<W>(
  plan: GatePlan,
  lab: Lab<W>,
  onWindow: (step: StepOf<'measure'>, window: W) => void,
): Promise<ScheduleReport> {
  const report: ScheduleReport = {
    resets: 0,
    resetsSkipped: 0,
    snapshotsSkipped: 0,
  };
  // Sequential stopping: the scenario whose remaining rounds are being skipped, and the apps the
  // plan has paused (whether or not the scheduler carried the step out) against those it has.
  let skipping: string | undefined;
  const plannedPaused = new Set<Side>();
  const paused = new Set<Side>();
  // The snapshot (as taken) the database held when the write counter read `writesAtMark`.
  let holds: string | undefined;
  let writesAtMark: number | undefined;
  // Planned snapshot name → the snapshot actually taken with the same rows.
  const alias = new Map<string, string>();
  const mark = async (snapshot: string): Promise<void> => {
    holds = snapshot;
    writesAtMark = await lab.databaseWrites();
  };
  const untouched = async (): Promise<boolean> =>
    holds !== undefined &&
    writesAtMark !== undefined &&
    (await lab.databaseWrites()) === writesAtMark;
  for (const step of plan.steps) {
    if (step.step === 'pause') plannedPaused.add(step.side);
    if (step.step === 'resume') plannedPaused.delete(step.side);
    if (skipping !== undefined) {
      if (step.step !== 'rounds-end' || step.scenario !== skipping) continue;
      // Leave the apps frozen or running as the plan has them after the skipped rounds.
      for (const side of [...paused]) {
        if (!plannedPaused.has(side)) {
          await lab.resume(side);
          paused.delete(side);
        }
      }
      for (const side of plannedPaused) {
        if (!paused.has(side)) {
          await lab.pause(side);
          paused.add(side);
        }
      }
      skipping = undefined;
      continue;
    }
    switch (step.step) {
      case 'load-data':
        await lab.loadData(step);
        await mark(step.snapshot);
        break;
      case 'snapshot':
        if (await untouched()) {
          alias.set(step.snapshot, holds!);
          report.snapshotsSkipped++;
          break;
        }
        await lab.snapshot(step);
        await mark(step.snapshot);
        break;
      case 'reset': {
        const snapshot = alias.get(step.snapshot) ?? step.snapshot;
        if (holds === snapshot && (await untouched())) {
          report.resetsSkipped++;
          break;
        }
        await lab.restore({ ...step, snapshot });
        report.resets++;
        await mark(snapshot);
        break;
      }
      case 'boot':
        await lab.boot(step.side);
        break;
      case 'pause':
        await lab.pause(step.side);
        paused.add(step.side);
        break;
      case 'resume':
        await lab.resume(step.side);
        paused.delete(step.side);
        break;
      case 'warm-up':
        await lab.warmUp(step);
        break;
      case 'measure':
        onWindow(step, await lab.measure(step));
        break;
      case 'stop':
        await lab.stop(step.side);
        break;
      case 'look':
        if (lab.look && (await lab.look(step))) {
          report.stoppedAt = { ...report.stoppedAt, [step.scenario]: step.pairs };
          skipping = step.scenario;
        }
        break;
      case 'rounds-end':
        break;
    }
  }
  return report;
}
