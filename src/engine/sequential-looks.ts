// Sequential stopping in a gate: the scheduler's `look` hook and the confidence the final analysis
// of each scenario uses. The rule itself is pure and lives in src/analysis/sequential.ts; this
// file only feeds it the windows measured so far.
import { compareScenario } from '../analysis/compare.js';
import { comparisonOptions } from '../analysis/compare-options.js';
import { lookComparisons } from '../analysis/primary.js';
import { decideLook, lookConfidence } from '../analysis/sequential.js';
import type { GateConfig } from '../config/schema.js';
import { sequentialDesign } from '../config/sequential.js';

export { comparisonOptions };
import type { SequentialRecord, WindowMeasurement } from '../model.js';

export interface SequentialLooks {
  /** the scheduler's hook: true to stop the scenario's rounds after `pairs` rounds */
  look(step: { scenario: string; pairs: number }): boolean;
  /**
   * Records the look at the cap for a scenario that ran every round (the plan has no step there:
   * no round is left to skip), so the record says how the gate ended: decided at the cap, or not.
   */
  closeAtCap(scenario: string, stoppedAt: Record<string, number> | undefined): void;
  /** the confidence a scenario's final comparison uses, given the rounds it ran */
  confidence(scenario: string, stoppedAt: Record<string, number> | undefined): number;
  /** undefined when sequential stopping is off */
  record: SequentialRecord | undefined;
}

/** Looks for a gate; with sequential stopping off they never stop and keep the fixed confidence. */
export function sequentialLooks(
  config: GateConfig,
  windowsOf: (scenario: string) => readonly WindowMeasurement[],
  progress: (line: string) => void,
): SequentialLooks {
  const design = sequentialDesign(config.compare);
  const record: SequentialRecord | undefined = design && {
    firstLook: design.firstLook,
    maxRounds: design.maxPairs,
    spending: design.spending,
    looks: [],
  };
  const look = (step: { scenario: string; pairs: number }): boolean => {
    if (!design || !record) return false;
    const confidence = lookConfidence(design, step.pairs);
    const comparisons = compareScenario(step.scenario, windowsOf(step.scenario), {
      ...comparisonOptions(config),
      confidence,
    });
    // Only what decides the verdict decides when to stop: diagnostics never end a gate early
    // nor keep it running; an endpoint ends it with a regression, but never keeps it running.
    const decision = decideLook(
      lookComparisons(comparisons).map((c) => ({
        label: `${c.metric}${c.endpoint === undefined ? '' : ` of ${c.endpoint}`}`,
        status: c.status,
      })),
      step.pairs,
      design,
    );
    record.looks.push({ scenario: step.scenario, pairs: step.pairs, confidence, ...decision });
    progress(
      `${step.scenario}: look after ${step.pairs} rounds (${(confidence * 100).toFixed(1)} % repeated interval): ` +
        `${decision.stop ? 'stop' : 'one more round'} — ${decision.reason}`,
    );
    return decision.stop;
  };
  return {
    record,
    look,
    closeAtCap(scenario, stoppedAt) {
      if (!design || stoppedAt?.[scenario] !== undefined) return;
      const windows = windowsOf(scenario);
      const pairs = Math.min(
        windows.filter((w) => w.side === 'base').length,
        windows.filter((w) => w.side === 'pr').length,
      );
      // An interrupted gate has fewer; its final comparison says what it had.
      if (pairs >= design.maxPairs) look({ scenario, pairs: design.maxPairs });
    },
    confidence(scenario, stoppedAt) {
      if (!design) return config.compare.confidence;
      return lookConfidence(design, stoppedAt?.[scenario] ?? design.maxPairs);
    },
  };
}

/** The windows a gate's result holds so far for one scenario. */
export function scenarioWindows(
  result: { scenarios: readonly { name: string; windows: WindowMeasurement[] }[] },
  scenario: string,
): readonly WindowMeasurement[] {
  return result.scenarios.find((s) => s.name === scenario)?.windows ?? [];
}
