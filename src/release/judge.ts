// Judging one measured window of a release command (a capacity step, a sweep repeat) against the
// budget. Pure. The budget rules are the gate's own (evaluateBudget, deriveVerdict); what differs is
// who gets the blame when a window misses, by what the telemetry saw of k6 and the runner:
// - k6 out of CPU, or the runner's CPU taken by other work: the measured latency itself is suspect
//   (k6 timestamps late, the app waits for a core it would have on a quiet machine), so a miss is
//   inconclusive — a capacity search must not report a false ceiling;
// - k6 could not start iterations on time (dropped with VUs to spare): the app saw less load than
//   offered. Latency or errors over budget under that lighter load are the app's (they would only
//   be worse at the full rate), so that fails; a rate shortfall alone is k6's, so inconclusive;
// - iterations dropped while every VU was busy, with a healthy k6: the app answered too slowly for
//   the offered rate, which is exactly what a capacity step measures, so it fails.
// A window that passes passes, whatever the runner did: meeting the budget on a busy machine is
// evidence the app can do at least that much.
import { evaluateBudget } from '../analysis/budget.js';
import { deriveVerdict } from '../analysis/verdict.js';
import type { Budget, WindowMeasurement } from '../model.js';
import type { GeneratorHealth, WindowOutcome } from './model.js';

export type { GeneratorHealth };

export interface JudgedWindow {
  outcome: WindowOutcome;
  /** why it failed or was not judged, one line each; empty for a pass */
  reasons: string[];
}

/** Rules about the rate and the generator, as opposed to latency and errors. */
const DELIVERY_RULES = new Set(['budget.tps']);

/** Judges a window against `budget` (its `tps` is the rate to sustain). */
export function judgeWindow(
  window: WindowMeasurement,
  budget: Budget,
  generator: GeneratorHealth,
): JudgedWindow {
  // The generator's health is judged below; the budget rules see the window as if the generator
  // had been healthy (dropped iterations still count against the rate).
  const clean = { ...window, generator: { saturated: false, reasons: [] } };
  const records = evaluateBudget({ scenario: window.scenario, windows: [clean], budget });
  const decision = deriveVerdict({ rules: records });
  if (decision.verdict === 'pass') return { outcome: 'pass', reasons: [] };
  const missed = [...decision.failing, ...decision.inconclusive]
    .filter((record) => !record.rule.startsWith('generator.'))
    .map((record) => `${record.metric} ${record.actual} (budget ${record.expected})`);
  if (generator.starved.length > 0) {
    return {
      outcome: 'inconclusive',
      reasons: [
        ...generator.starved,
        missed.length > 0
          ? `missed ${missed.join(', ')} while k6 or the runner was short of CPU, so the miss may not be the app's`
          : 'k6 or the runner was short of CPU, so the app never saw the intended load',
      ],
    };
  }
  const latencyOrErrors = decision.failing.filter((record) => !DELIVERY_RULES.has(record.rule));
  if (latencyOrErrors.length > 0) {
    return {
      outcome: 'fail',
      reasons: [
        ...latencyOrErrors.map((record) => record.message),
        ...decision.failing
          .filter((record) => DELIVERY_RULES.has(record.rule))
          .map((record) => record.message),
        ...(generator.undelivered.length > 0
          ? [
              '(k6 also fell short of the offered rate: the app missed the budget under less load than offered)',
            ]
          : []),
      ],
    };
  }
  if (generator.undelivered.length > 0) {
    return {
      outcome: 'inconclusive',
      reasons: [
        ...generator.undelivered,
        `latency and errors were within budget but k6 did not offer ${window.targetRate}/s, so the rate was not tested`,
      ],
    };
  }
  if (decision.verdict === 'fail') {
    return { outcome: 'fail', reasons: decision.failing.map((record) => record.message) };
  }
  // Inconclusive only through dropped iterations, with a healthy generator: every VU was busy
  // waiting for the app, so the app did not keep up with the offered rate.
  return {
    outcome: 'fail',
    reasons: [
      `k6 dropped ${window.droppedIterations} iterations with every VU busy: the app did not keep up with ${window.targetRate}/s`,
      ...missed,
    ],
  };
}

/** The budget a window at `rate` is judged against: the limits, and the rate as TPS to sustain. */
export function budgetAtRate(limits: Budget, rate: number): Budget {
  return { ...limits, tps: rate };
}
