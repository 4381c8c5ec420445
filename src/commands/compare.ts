// `perf-gate compare <base.json> <pr.json>`: compares two saved single-side results and prints the
// report. Exit codes: 0 pass (inconclusive too, unless --fail-on-inconclusive), 1 regression or
// broken budget, 2 bad input.
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { ComparedMetric, CompareOptions } from '../analysis/compare.js';
import { compareResults } from '../analysis/results.js';
import { ConfigError } from '../errors.js';
import { renderMarkdown } from '../report/markdown.js';
import { readResultFile } from './read-result.js';

interface CompareFlags {
  toleranceLatency?: string;
  toleranceP50?: string;
  toleranceP95?: string;
  toleranceP99?: string;
  toleranceTps?: string;
  toleranceErrorRate?: string;
  confidence?: string;
  method?: string;
  seed?: string;
  endpoints?: boolean;
  json?: boolean;
  markdown?: string;
  markerId?: string;
  allowDifferentRunners?: boolean;
  failOnInconclusive?: boolean;
}

/** Registers `perf-gate compare`. */
export function register(program: Command): void {
  program
    .command('compare')
    .description('Compare two saved results (base first, then PR) and print the markdown report')
    .argument('<base>', 'result JSON of the base (perf-gate-result.json)')
    .argument('<pr>', 'result JSON of the PR')
    .option(
      '--tolerance-latency <pct>',
      'allowed change of the geometric-mean latency, which decides with the error rate (default 10%)',
    )
    .option('--tolerance-p50 <pct>', 'allowed p50 change, e.g. 10%')
    .option('--tolerance-p95 <pct>', 'allowed p95 change (default 10%)')
    .option('--tolerance-p99 <pct>', 'allowed p99 change (default 15%)')
    .option('--tolerance-tps <pct>', 'allowed TPS drop (default 5%)')
    .option(
      '--tolerance-error-rate <pp>',
      'allowed error-rate rise in percentage points (default 1)',
    )
    .option('--confidence <level>', 'two-sided confidence of the intervals (default 90%)')
    .option('--method <method>', 'interval method: t (default) or bootstrap')
    .option('--seed <n>', 'bootstrap seed (default 1)')
    .option('--endpoints', 'also compare p95 per endpoint')
    .option('--json', 'print the comparison result JSON instead of markdown')
    .option('--markdown <file>', 'also write the markdown report to this file')
    .option('--marker-id <id>', 'id in the hidden comment marker (default "default")')
    .option('--allow-different-runners', 'compare results measured on different machines')
    .option('--fail-on-inconclusive', 'exit 1 when the verdict is inconclusive')
    .action(async (baseFile: string, prFile: string, flags: CompareFlags) => {
      process.exitCode = await compareCommand(baseFile, prFile, flags);
    });
}

/** Runs the comparison and returns the exit code; bad input throws a ConfigError (exit 2). */
export async function compareCommand(
  baseFile: string,
  prFile: string,
  flags: CompareFlags,
): Promise<number> {
  const compare = compareOptions(flags);
  const base = readResult(baseFile);
  const pr = readResult(prFile);
  const result = compareResults(base, pr, {
    compare,
    baseFile,
    prFile,
    allowDifferentRunners: flags.allowDifferentRunners ?? false,
    failOnInconclusive: flags.failOnInconclusive ?? false,
  });
  const markdown = renderMarkdown(result, flags.markerId ? { markerId: flags.markerId } : {});
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

function compareOptions(flags: CompareFlags): CompareOptions {
  const tolerances: Partial<Record<ComparedMetric, number>> = {};
  const tolerance = (flag: string, value: string | undefined, metric: ComparedMetric) => {
    if (value !== undefined) tolerances[metric] = parsePercent(flag, value);
  };
  tolerance('--tolerance-latency', flags.toleranceLatency, 'latency');
  tolerance('--tolerance-p50', flags.toleranceP50, 'p50');
  tolerance('--tolerance-p95', flags.toleranceP95, 'p95');
  tolerance('--tolerance-p99', flags.toleranceP99, 'p99');
  tolerance('--tolerance-tps', flags.toleranceTps, 'tps');
  tolerance('--tolerance-error-rate', flags.toleranceErrorRate, 'errorRate');
  const options: CompareOptions = { tolerances };
  if (flags.confidence !== undefined) {
    const percent = parsePercent('--confidence', flags.confidence);
    if (!(percent > 50 && percent < 100)) {
      throw new ConfigError(
        `--confidence must be between 50% and 100% (got "${flags.confidence}").`,
        {
          fix: 'Use e.g. --confidence 90%.',
        },
      );
    }
    options.confidence = percent / 100;
  }
  if (flags.method !== undefined) {
    if (flags.method !== 't' && flags.method !== 'bootstrap') {
      throw new ConfigError(`--method must be "t" or "bootstrap" (got "${flags.method}").`, {
        fix: 'Use --method t (the default, best for few rounds) or --method bootstrap.',
      });
    }
    options.method = flags.method;
  }
  if (flags.seed !== undefined) {
    const seed = Number(flags.seed);
    if (!Number.isInteger(seed)) {
      throw new ConfigError(`--seed must be an integer (got "${flags.seed}").`, {
        fix: 'Use e.g. --seed 7.',
      });
    }
    options.seed = seed;
  }
  if (flags.endpoints) options.endpoints = true;
  return options;
}

/** "10%", "10" or "2.5 %" -> 10 / 10 / 2.5; anything else is a ConfigError naming the flag. */
export function parsePercent(flag: string, value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value);
  const parsed = match ? Number(match[1]) : Number.NaN;
  if (!Number.isFinite(parsed)) {
    throw new ConfigError(`${flag} must be a percentage like 10% (got "${value}").`, {
      fix: `Use e.g. ${flag} 10%.`,
    });
  }
  return parsed;
}
