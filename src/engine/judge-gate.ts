// The gate's verdict from what the lab recorded: each scenario's windows, diagnoses and warm-ups,
// the probes, the sequential looks, the policy. Plain data in, plain data out: no I/O, no clock.
import { diagnoseScenario } from '../analysis/diagnosis/index.js';
import { analyzeScenario } from '../analysis/scenario.js';
import { deriveVerdict, exitCodeForVerdict } from '../analysis/verdict.js';
import { warmUpFindings } from '../analysis/warm-up-findings.js';
import { policyRules } from '../config/policy.js';
import type { GateConfig } from '../config/schema.js';
import type {
  Finding,
  PolicyReport,
  RuleRecord,
  ScenarioResult,
  SteadyWarmUpRecord,
  Verdict,
} from '../model.js';
import type { ProbeResult } from '../work/attribution.js';
import { comparisonOptions } from './sequential-looks.js';

/** What a scenario's diagnosis reads of each window (src/analysis/diagnosis). */
export type DiagnosisInput = Parameters<typeof diagnoseScenario>[0][number];

export interface GateEvidence {
  config: GateConfig;
  policy?: PolicyReport | undefined;
  /** whether a base side ran (the comparison is judged) */
  compared: boolean;
  /** every scenario with its measured windows, in the config's order */
  scenarios: readonly ScenarioResult[];
  diagnosis: ReadonlyMap<string, readonly DiagnosisInput[]>;
  warmUps: readonly SteadyWarmUpRecord[];
  probes: ReadonlyMap<string, ProbeResult[]>;
  /** the confidence of the look each scenario ended at (sequential stopping), else undefined */
  confidence: (scenario: string) => number | undefined;
  /** the gate's own findings (lint of the PR's settings) */
  findings: readonly Finding[];
}

export interface GateJudgement {
  scenarios: ScenarioResult[];
  rules: RuleRecord[];
  verdict: Verdict;
  exitCode: number;
  /** one line per scenario: its verdict and why */
  lines: string[];
}

/** Judges every scenario and the gate as a whole; the verdict comes from rule records only. */
export function judgeGate(e: GateEvidence): GateJudgement {
  const { config } = e;
  const lines: string[] = [];
  const scenarios = e.scenarios.map((measured): ScenarioResult => {
    const scenario = config.scenarios.find((s) => s.name === measured.name);
    const analysis = analyzeScenario(measured.name, measured.windows, {
      ...(scenario ? { budget: scenario.budget } : {}),
      ...(e.compared
        ? {
            compare: {
              ...comparisonOptions(config),
              // With sequential stopping: the repeated interval of the look the scenario ended at.
              confidence: e.confidence(measured.name),
            },
            // Work per request: judged per pair, decides on one round (src/analysis/work.ts).
            work: {
              tolerance: config.compare.work.tolerance,
              probes: e.probes.get(measured.name) ?? [],
              seed: config.compare.work.seed,
            },
          }
        : {}),
      failOnFindings: config.gate.failOnFindings,
      scriptThresholds: config.gate.scriptThresholds,
    });
    lines.push(`${measured.name}: ${analysis.verdict} — ${analysis.reason}`);
    return {
      ...measured,
      // Diagnoses stay with their scenario; the gate's findings hold the gate-level ones (lint).
      findings: [
        ...diagnoseScenario([...(e.diagnosis.get(measured.name) ?? [])]),
        ...warmUpFindings(
          e.warmUps.filter((w) => w.scenario === measured.name),
          config.warmup,
        ),
      ],
      rules: analysis.rules,
      comparisons: analysis.comparisons,
      ...(analysis.shifts.length > 0 ? { shifts: analysis.shifts } : {}),
      ...(analysis.work ? { work: analysis.work } : {}),
      verdict: analysis.verdict,
    };
  });
  const rules = [...scenarios.flatMap((s) => s.rules), ...policyRules(e.policy)];
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((s) => s.comparisons),
    findings: [...e.findings],
    failOnFindings: config.gate.failOnFindings,
  });
  return {
    scenarios,
    rules,
    verdict: decision.verdict,
    exitCode: exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: config.gate.failOnInconclusive,
    }),
    lines,
  };
}
