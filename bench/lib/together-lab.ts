// An experiment on the example, not a gate: how far two instances of the same app disagree per
// window when they are measured one after the other (the gate's `alternate` order: the idle one
// frozen) and when both are driven at the same time (each by its own k6, both apps running). Both
// apps run the same jar against one database, so every difference is noise. The windows' geometric-
// mean latencies are what the gate's primary `latency` comparison reads.
//
// Built from perf-gate's own lab parts (boot, warm-up to steady state, measured windows with
// telemetry) so that the windows are the gate's windows; bundled by bench/together.mjs.
import { loadavg } from 'node:os';
import { pauseContainer, resumeContainer } from '../../src/env/freeze.js';
import { loadGeneratorFor, measureAt } from '../../src/lab/window.js';
import type { Side } from '../../src/model.js';
import { withExampleLab, type AgentApp } from './example-lab.js';

export interface TogetherOptions {
  /** perf-gate.yml of the example */
  configPath: string;
  /** the app's checkout (built with its own build command) */
  directory: string;
  /** blocks of rounds; block i runs modes[i % modes.length] */
  blocks: number;
  modes: Mode[];
  roundsPerBlock: number;
  progress: (line: string) => void;
}

/**
 * together: both apps driven at once; alternate: one after the other, the idle one frozen;
 * alternate-work: the same with the gate's work counters read around each window (and the
 * quiesce wait before each freeze), as a gate with compare.work on does; alternate-reset: the
 * database restored to its snapshot before each window, as a gate's side switch does when each
 * side has its own post-boot snapshot.
 */
export type Mode = 'together' | 'alternate' | 'alternate-work' | 'alternate-reset';

/** One round: both apps' windows and the mode they were measured in. */
export interface TogetherRound {
  mode: Mode;
  block: number;
  round: number;
  /** ln geometric-mean latency (ms) of each app's window; d = a − b */
  a: number;
  b: number;
  d: number;
  /** requests each window completed */
  requests: [number, number];
  /** each window's achieved iterations per second */
  tps: [number, number];
  startedAt: string;
  load1: number;
}

export async function runTogether(o: TogetherOptions): Promise<{
  rounds: TogetherRound[];
  warmUpMs: number;
}> {
  return withExampleLab(o, async (lab) => {
    const { scenario, database } = lab;
    const a = await lab.boot('base');
    const b = await lab.boot('pr');
    const warmStarted = Date.now();
    // Each warms up until steady (the gate's boot warm-up), the other one frozen meanwhile: two
    // JITs at four times the rate at once overload two cores (p95 60-155 ms in a first try).
    for (const [app, other, label] of [
      [a, b, 'a'],
      [b, a, 'b'],
    ] as const) {
      await pauseContainer(other.containerId, other.description);
      try {
        await lab.warmUp(app, label);
      } finally {
        await resumeContainer(other.containerId, other.description);
      }
    }
    const warmUpMs = Date.now() - warmStarted;
    const window = (app: AgentApp, side: Side, round: number, durationMs: number) =>
      measureAt({
        config: lab.config,
        scenario,
        generator: loadGeneratorFor(lab.config),
        app,
        database,
        scope: lab.scope,
        side,
        round,
        rate: scenario.targetRate,
        durationMs,
        label: `${side} round ${round}`,
      });
    const work = lab.recorder();
    for (const app of [a, b]) await work.idle(app);
    await database.snapshot('booted');
    const rounds: TogetherRound[] = [];
    for (let block = 0; block < o.blocks; block++) {
      const mode = o.modes[block % o.modes.length]!;
      for (let round = 0; round < o.roundsPerBlock; round++) {
        const startedAt = new Date().toISOString();
        let wa, wb;
        if (mode === 'together') {
          // The scenario's warm-up, then the measured window, both apps at once.
          await Promise.all([
            window(a, 'base', round, scenario.warmupMs),
            window(b, 'pr', round, scenario.warmupMs),
          ]);
          [wa, wb] = await Promise.all([
            window(a, 'base', round, scenario.durationMs),
            window(b, 'pr', round, scenario.durationMs),
          ]);
        } else {
          // The gate's alternate order: the idle app frozen, a warm-up after the thaw.
          const withWork = mode === 'alternate-work';
          const one = async (app: AgentApp, other: AgentApp, side: Side) => {
            if (withWork) await work.quiesce(other);
            await pauseContainer(other.containerId, other.description);
            try {
              if (mode === 'alternate-reset') await database.restore('booted');
              await window(app, side, round, scenario.warmupMs);
              const mark = withWork ? await work.before(app) : undefined;
              const measured = await window(app, side, round, scenario.durationMs);
              if (mark) await work.after(mark, measured.window.http.requests);
              return measured;
            } finally {
              await resumeContainer(other.containerId, other.description);
            }
          };
          // Counterbalanced: a opens even rounds, b odd ones.
          if (round % 2 === 0) {
            wa = await one(a, b, 'base');
            wb = await one(b, a, 'pr');
          } else {
            wb = await one(b, a, 'pr');
            wa = await one(a, b, 'base');
          }
        }
        const la = wa.window.http.logLatency!.mean;
        const lb = wb.window.http.logLatency!.mean;
        const record: TogetherRound = {
          mode,
          block,
          round,
          a: la,
          b: lb,
          d: la - lb,
          requests: [wa.window.http.requests, wb.window.http.requests],
          tps: [wa.window.tps, wb.window.tps],
          startedAt,
          load1: loadavg()[0]!,
        };
        rounds.push(record);
        o.progress(
          `block ${block + 1} ${mode} round ${round + 1}: a ${Math.exp(la).toFixed(2)} ms, b ${Math.exp(lb).toFixed(2)} ms, d ${(record.d * 100).toFixed(1)} %`,
        );
      }
    }
    return { rounds, warmUpMs };
  });
}
