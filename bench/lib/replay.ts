// Replays recorded calibration gates under another round design: fewer fixed rounds, or sequential
// stopping (compare.rounds as the first look, compare.max-rounds as the cap). Pure.
//
// Why a replay is faithful: the gate's rounds do not depend on the looks. Round k's windows are the
// same whether the gate would have stopped after round k or gone on, so cutting a recorded gate of
// 10 rounds after its k-th round gives exactly the windows a gate stopped there would have had.
// The looks are taken as src/engine/sequential-looks.ts takes them: the primary comparisons at the
// look's repeated-interval confidence, decideLook on their statuses; the stopped gate is then
// judged at that confidence, as the gate's final analysis does. Only the primary family is
// recomputed (bench/lib/rejudge.ts); budgets, work per request and findings keep the outcome the
// full gate recorded. A design cannot look beyond the rounds recorded: its cap must not exceed them.
import { compareScenario } from '../../src/analysis/compare.js';
import { lookComparisons } from '../../src/analysis/primary.js';
import {
  decideLook,
  lookConfidence,
  type SequentialDesign,
  type SpendingFunction,
} from '../../src/analysis/sequential.js';
import { recordedOptions, rejudgeGate, type RecordedGate, type RejudgedGate } from './rejudge.js';

/** A round design: `rounds` fixed, or sequential from `rounds` up to `maxRounds`. */
export interface RoundDesign {
  rounds: number;
  maxRounds?: number;
  spending?: SpendingFunction;
}

export interface ReplayedGate extends RejudgedGate {
  /** rounds the gate ran before stopping (the scenario that ran longest) */
  rounds: number;
  /** the recorded wall time less the rounds not run; undefined without the stage timings */
  wallMs?: number;
}

/** Rounds recorded in a gate: the fewest complete rounds over its scenarios. */
export function recordedRounds(gate: RecordedGate): number {
  const counts = gate.scenarios.map((scenario) => {
    const rounds = new Set(scenario.windows.map((w) => w.round));
    const complete = [...rounds].filter(
      (round) => scenario.windows.filter((w) => w.round === round).length >= 2,
    );
    return complete.length;
  });
  return counts.length === 0 ? 0 : Math.min(...counts);
}

/** A short name for a design: "8 rounds" or "6→10 OBF". */
export function designLabel(design: RoundDesign): string {
  if (design.maxRounds === undefined || design.maxRounds <= design.rounds)
    return `${design.rounds} rounds`;
  const spending = design.spending === 'pocock' ? 'Pocock' : 'OBF';
  return `${design.rounds}→${design.maxRounds} ${spending}`;
}

function sequentialOf(design: RoundDesign, confidence: number): SequentialDesign | undefined {
  if (design.maxRounds === undefined || design.maxRounds <= design.rounds) return undefined;
  return {
    firstLook: design.rounds,
    maxPairs: design.maxRounds,
    spending: design.spending ?? 'obrien-fleming',
    confidence,
  };
}

/** The gate cut after its first `rounds` rounds (windows of rounds 0 … rounds − 1). */
function cut(gate: RecordedGate, rounds: number): RecordedGate {
  return {
    ...gate,
    scenarios: gate.scenarios.map((s) => ({
      ...s,
      windows: s.windows.filter((w) => w.round < rounds),
    })),
  };
}

/** Where a scenario's looks stop under `sequential`, replayed on its recorded windows. */
function stopRound(
  gate: RecordedGate,
  scenario: RecordedGate['scenarios'][number],
  sequential: SequentialDesign,
): number {
  const options = recordedOptions(gate);
  for (let pairs = sequential.firstLook; pairs <= sequential.maxPairs; pairs++) {
    const comparisons = compareScenario(
      scenario.name,
      scenario.windows.filter((w) => w.round < pairs),
      { ...options, confidence: lookConfidence(sequential, pairs) },
    );
    const decision = decideLook(
      lookComparisons(comparisons).map((c) => ({
        label: `${c.metric}${c.endpoint === undefined ? '' : ` of ${c.endpoint}`}`,
        status: c.status,
      })),
      pairs,
      sequential,
    );
    if (decision.stop) return pairs;
  }
  return sequential.maxPairs;
}

/** One recorded gate replayed under `design`. */
export function replayGate(gate: RecordedGate, design: RoundDesign): ReplayedGate {
  const available = recordedRounds(gate);
  const cap = Math.max(design.rounds, design.maxRounds ?? 0);
  if (cap > available)
    throw new Error(
      `${gate.file}: ${designLabel(design)} needs ${cap} rounds, ${available} recorded`,
    );
  const confidence = gate.compare.confidence ?? 0.9;
  const sequential = sequentialOf(design, confidence);
  const rounds =
    sequential === undefined
      ? design.rounds
      : Math.max(...gate.scenarios.map((s) => stopRound(gate, s, sequential)));
  // Every scenario is judged at the rounds it ran; one scenario is the calibration's case, and
  // with several the longest decides the cut (a slight over-run for the others, never an under-run).
  const judged = rejudgeGate(
    cut(gate, rounds),
    undefined,
    sequential === undefined ? undefined : lookConfidence(sequential, rounds),
  );
  const ends = gate.roundEndsMs;
  const wallMs =
    gate.wallMs === undefined || ends === undefined || ends.length < available
      ? undefined
      : gate.wallMs - (ends[available - 1]! - ends[rounds - 1]!);
  return { ...judged, rounds, ...(wallMs === undefined ? {} : { wallMs }) };
}
