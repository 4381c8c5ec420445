// `perf-gate compare <base.json> <pr.json>`: compares two saved single-side results and prints the
// report. Exit codes: 0 pass (inconclusive too, unless --fail-on-inconclusive), 1 regression or
// broken budget, 2 bad input.
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_TOLERANCES,
  type ComparedMetric,
  type CompareOptions,
} from '../analysis/compare.js';
import { compareResults } from '../analysis/results.js';
import type { IntervalMethod } from '../analysis/stats.js';
import { ConfigError } from '../errors.js';
import { renderMarkdown } from '../report/markdown.js';
import { failOnInconclusiveFlag } from './flags.js';
import { parseFlags, registerFlags, toggle, value, type FlagValues } from './options.js';
import { readResultFile } from './read-result.js';
import { choiceFlag, confidenceFlag, integerFlag, percentFlag } from './values.js';

const METHODS: readonly IntervalMethod[] = ['t', 'bootstrap'];

const tolerance = (flags: string, help: string, metric: ComparedMetric) =>
  value(flags, help, percentFlag, { default: `${DEFAULT_TOLERANCES[metric]}%` });

/**
 * The options of `perf-gate compare`, in --help order. Tolerances read as perf-gate.yml's
 * compare.tolerance does: 10% or 0.1 (a bare number above 1 is refused as ambiguous); the error
 * rate's in percentage points (1% is one point), as compare.tolerance.errors.
 */
export const COMPARE_FLAGS = {
  toleranceLatency: tolerance(
    '--tolerance-latency <pct>',
    'allowed change of the geometric-mean latency, which decides with the error rate, e.g. 10% or 0.1',
    'latency',
  ),
  toleranceP50: tolerance('--tolerance-p50 <pct>', 'allowed p50 change', 'p50'),
  toleranceP95: tolerance('--tolerance-p95 <pct>', 'allowed p95 change', 'p95'),
  toleranceP99: tolerance('--tolerance-p99 <pct>', 'allowed p99 change', 'p99'),
  toleranceTps: tolerance('--tolerance-tps <pct>', 'allowed TPS drop', 'tps'),
  toleranceErrorRate: tolerance(
    '--tolerance-error-rate <pp>',
    'allowed error-rate rise in percentage points, e.g. 1% (one point)',
    'errorRate',
  ),
  confidence: value(
    '--confidence <level>',
    'two-sided confidence of the intervals, e.g. 90% or 0.9',
    confidenceFlag,
    { default: `${DEFAULT_CONFIDENCE * 100}%` },
  ),
  method: value('--method <method>', 'interval method: t or bootstrap', choiceFlag(METHODS), {
    default: 't',
  }),
  seed: value('--seed <n>', 'bootstrap seed', integerFlag, { default: '1' }),
  endpoints: toggle('--endpoints', 'also compare p95 per endpoint'),
  json: toggle('--json', 'print the comparison result JSON instead of markdown'),
  markdown: value('--markdown <file>', 'also write the markdown report to this file'),
  markerId: value('--marker-id <id>', 'id in the hidden comment marker', undefined, {
    default: 'default',
  }),
  allowDifferentRunners: toggle(
    '--allow-different-runners',
    'compare results measured on different machines',
  ),
  failOnInconclusive: failOnInconclusiveFlag('exit 1 when the verdict is inconclusive'),
};

/** Registers `perf-gate compare`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('compare')
      .description('Compare two saved results (base first, then PR) and print the markdown report')
      .argument('<base>', 'result JSON of the base (perf-gate-result.json)')
      .argument('<pr>', 'result JSON of the PR'),
    COMPARE_FLAGS,
  ).action(async (baseFile: string, prFile: string, raw: Record<string, unknown>) => {
    process.exitCode = await compareCommand(baseFile, prFile, raw);
  });
}

/** Runs the comparison and returns the exit code; bad input throws a ConfigError (exit 2). */
export async function compareCommand(
  baseFile: string,
  prFile: string,
  raw: Record<string, unknown>,
): Promise<number> {
  const flags = parseFlags(COMPARE_FLAGS, raw);
  const base = readResult(baseFile);
  const pr = readResult(prFile);
  const result = compareResults(base, pr, {
    compare: compareOptions(flags),
    baseFile,
    prFile,
    allowDifferentRunners: flags.allowDifferentRunners,
    failOnInconclusive: flags.failOnInconclusive,
  });
  const markdown = renderMarkdown(result, { markerId: flags.markerId });
  if (flags.markdown) await writeFile(flags.markdown, `${markdown}\n`);
  process.stdout.write(flags.json ? `${JSON.stringify(result, null, 2)}\n` : `${markdown}\n`);
  return result.exitCode;
}

function readResult(file: string) {
  return readResultFile(
    file,
    (code) =>
      new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: 'Pass the path of a perf-gate-result.json written by `perf-gate run`.',
      }),
  );
}

/** The comparison's options: every tolerance (percent; the error rate's in points) and the interval. */
export function compareOptions(flags: FlagValues<typeof COMPARE_FLAGS>): CompareOptions {
  return {
    tolerances: {
      latency: flags.toleranceLatency,
      p50: flags.toleranceP50,
      p95: flags.toleranceP95,
      p99: flags.toleranceP99,
      tps: flags.toleranceTps,
      errorRate: flags.toleranceErrorRate,
    },
    confidence: flags.confidence,
    method: flags.method,
    seed: flags.seed,
    ...(flags.endpoints ? { endpoints: true } : {}),
  };
}
