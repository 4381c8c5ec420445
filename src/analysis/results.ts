// Comparing two saved result files (`perf-gate compare base.json pr.json`). Pure: the command reads
// the files and hands their text here.
//
// The two files were measured in separate runs, not interleaved, so drift between the runs (other
// jobs on the machine, thermal state) reads as a change; the result says so in a notice. Rounds are
// paired by index.
import { oneLine } from '../format/shown.js';
import { ConfigError } from '../errors.js';
import type {
  Finding,
  GateResult,
  GateSettings,
  RuleRecord,
  ScenarioResult,
  WindowMeasurement,
} from '../model.js';
import { diffSettings } from '../spring/diff.js';
import { evaluateBudget } from './budget.js';
import { resultSchema } from './result-schema.js';
import { compareScenario, comparisonRules, type CompareOptions } from './compare.js';
import { deriveVerdict, exitCodeForVerdict } from './verdict.js';

/** Parses and checks one result file's text; errors name the file and the offending key. */
export function parseResultFile(text: string, file: string): GateResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${oneLine((error as Error).message, 200)}).`, {
      fix: 'Pass the perf-gate-result.json a `perf-gate run` wrote.',
    });
  }
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== 1) {
    throw new ConfigError(
      `${file}: schemaVersion is ${version === undefined ? 'missing' : oneLine(JSON.stringify(version), 200)}, this perf-gate reads schemaVersion 1.`,
      {
        fix: 'Compare files written by the same perf-gate major version, or re-run the gate to write a current file.',
      },
    );
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${file}: ${pathText(issue.path)} ${issue.message}`);
    throw new ConfigError(problems.join('\n'), {
      fix: 'Pass an unmodified perf-gate-result.json.',
    });
  }
  return raw as GateResult;
}

/** How to compare two files. */
export interface CompareResultsOptions {
  compare?: CompareOptions;
  allowDifferentRunners?: boolean;
  failOnInconclusive?: boolean;
  /** names used in messages */
  baseFile?: string;
  prFile?: string;
}

/**
 * Builds one GateResult comparing the PR file's measurement with the base file's: windows of both,
 * comparisons paired by round, the PR file's budget records, and a verdict derived from them.
 */
export function compareResults(
  base: GateResult,
  pr: GateResult,
  options: CompareResultsOptions = {},
): GateResult {
  const baseFile = options.baseFile ?? 'base result';
  const prFile = options.prFile ?? 'PR result';
  for (const [result, file] of [
    [base, baseFile],
    [pr, prFile],
  ] as const) {
    if (result.verdict === 'error' || result.scenarios.length === 0) {
      throw new ConfigError(
        `${file}: holds no measurement${result.error ? ` (the gate failed: ${result.error.message})` : ''}.`,
        { fix: 'Compare two results of runs that measured something.' },
      );
    }
  }

  const findings: Finding[] = [...pr.findings];
  const runnerProblem = runnerDifference(base.runner, pr.runner);
  if (runnerProblem) {
    if (!options.allowDifferentRunners) {
      throw new ConfigError(
        `${baseFile} and ${prFile} were measured on different runners (${runnerProblem}); their numbers are not comparable.`,
        {
          fix: 'Measure both on the same machine, or pass --allow-different-runners to compare anyway.',
        },
      );
    }
    findings.push({
      rule: 'different-runners',
      level: 'warning',
      message: `The two results come from different runners (${runnerProblem}): part of any change is the machine.`,
    });
  }
  findings.push({
    rule: 'separate-runs',
    level: 'notice',
    message:
      'Base and PR were measured in separate runs, not interleaved: drift between the runs counts as change. ' +
      '`perf-gate run --base <ref>` interleaves the rounds and is more precise.',
  });

  const baseNames = base.scenarios.map((scenario) => scenario.name).sort();
  const prNames = pr.scenarios.map((scenario) => scenario.name).sort();
  if (JSON.stringify(baseNames) !== JSON.stringify(prNames)) {
    throw new ConfigError(
      `Scenario mismatch: ${baseFile} has [${baseNames.join(', ')}], ${prFile} has [${prNames.join(', ')}].`,
      { fix: 'Compare results of the same scenarios (same perf-gate.yml, same --scenario).' },
    );
  }

  const scenarios = pr.scenarios.map((prScenario) => {
    const baseScenario = base.scenarios.find(
      (scenario) => scenario.name === prScenario.name,
    ) as ScenarioResult;
    return compareScenarioResults(baseScenario, prScenario, { baseFile, prFile, ...options });
  });
  const rules = scenarios.flatMap((scenario) => scenario.rules);
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((scenario) => scenario.comparisons),
  });
  const settings = combinedSettings(base.settings, pr.settings);
  return {
    schemaVersion: 1,
    tool: pr.tool,
    startedAt: base.startedAt < pr.startedAt ? base.startedAt : pr.startedAt,
    finishedAt: base.finishedAt > pr.finishedAt ? base.finishedAt : pr.finishedAt,
    verdict: decision.verdict,
    exitCode: exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: options.failOnInconclusive ?? false,
    }),
    config: pr.config,
    runner: pr.runner,
    stages: [],
    sides: { pr: { ...pr.sides.pr, side: 'pr' }, base: { ...base.sides.pr, side: 'base' } },
    scenarios,
    rules,
    findings,
    ...(settings ? { settings } : {}),
  };
}

function compareScenarioResults(
  base: ScenarioResult,
  pr: ScenarioResult,
  options: CompareResultsOptions & { baseFile: string; prFile: string },
): ScenarioResult {
  if (base.targetRate !== pr.targetRate) {
    throw new ConfigError(
      `Scenario ${pr.name}: ${options.baseFile} ran it at ${base.targetRate}/s, ${options.prFile} at ${pr.targetRate}/s; latency at different rates is not comparable.`,
      { fix: 'Compare runs made with the same rate.' },
    );
  }
  const measured = (
    scenario: ScenarioResult,
    file: string,
    side: 'pr' | 'base',
  ): WindowMeasurement[] => {
    const windows = scenario.windows.filter((window) => window.side === 'pr');
    if (windows.length === 0) {
      throw new ConfigError(`${file}: scenario ${scenario.name} has no measured PR-side window.`, {
        fix: 'Pass the result of a run that measured this scenario.',
      });
    }
    return windows.map((window) => ({ ...window, side }));
  };
  const windows = [
    ...measured(base, options.baseFile, 'base'),
    ...measured(pr, options.prFile, 'pr'),
  ];
  const comparisons = compareScenario(pr.name, windows, options.compare ?? {});
  // The PR file's own budget and health records stand; earlier comparison records do not.
  const carried = pr.rules.filter((rule) => !rule.rule.startsWith('regression.'));
  const baseHealth: RuleRecord[] = evaluateBudget({ scenario: pr.name, windows, side: 'base' })
    .filter((rule) => rule.rule.startsWith('generator.'))
    .map((rule) => ({ ...rule, message: `base run: ${rule.message}` }));
  const rules = [...carried, ...baseHealth, ...comparisonRules(comparisons)];
  const decision = deriveVerdict({ rules, comparisons });
  return { ...pr, windows, rules, comparisons, verdict: decision.verdict };
}

function runnerDifference(
  base: GateResult['runner'],
  pr: GateResult['runner'],
): string | undefined {
  const differences: string[] = [];
  if (base.cpuModel !== pr.cpuModel) differences.push(`CPU "${base.cpuModel}" vs "${pr.cpuModel}"`);
  if (base.cores !== pr.cores) differences.push(`${base.cores} vs ${pr.cores} cores`);
  // Memory reported by the OS wobbles by a few MB between boots; 5 % is a different machine.
  if (Math.abs(base.memoryMb - pr.memoryMb) > 0.05 * Math.max(base.memoryMb, pr.memoryMb)) {
    differences.push(`${base.memoryMb} vs ${pr.memoryMb} MB memory`);
  }
  return differences.length > 0 ? differences.join(', ') : undefined;
}

function combinedSettings(
  base: GateSettings | undefined,
  pr: GateSettings | undefined,
): GateSettings | undefined {
  const prSide = pr?.pr;
  const baseSide = base?.pr;
  if (prSide === undefined && baseSide === undefined) return undefined;
  return {
    ...(prSide ? { pr: prSide } : {}),
    ...(baseSide ? { base: baseSide } : {}),
    ...(prSide && baseSide ? { diff: diffSettings(baseSide, prSide) } : {}),
  };
}

// The messages below quote the file's own text (a key, the parser's excerpt): one line, capped,
// so a forged file cannot write lines of its own into the job's log (e.g. workflow commands).
function pathText(path: ReadonlyArray<PropertyKey>): string {
  return (
    path.reduce<string>(
      (text, key) =>
        typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${keyText(key)}`,
      '',
    ) || '(root)'
  );
}

/** A key as written when it is plain (`host.cpu`, `GET /items/{id}`), else quoted and capped. */
function keyText(key: PropertyKey): string {
  const text = String(key);
  if (/^[\w .:/{}()-]{1,80}$/.test(text)) return text;
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
