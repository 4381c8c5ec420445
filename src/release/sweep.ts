// `perf-gate sweep`, the engine: every combination of settings booted as a fresh app on fresh data
// (the settings as environment variables and JVM options, the app untouched; `instances` as the
// number of app containers booted), warmed up and measured
// at the scenario's rate, repeats interleaved across settings; then each setting judged and the
// recommendation made. The decisions live in settings.ts, judge.ts and recommend.ts (pure).
import { exitCodeForVerdict } from '../analysis/verdict.js';
import { parseMemoryMb } from '../config/units.js';
import { bootApp, vusForRate, type BootedApp, type PreparedApp } from '../lab/release-lab.js';
import { numericVariable } from '../config/server-variables.js';
import { ConfigError, EnvironmentError, describeError } from '../errors.js';
import type { Budget, Finding } from '../model.js';
import { formatMs, formatRatio, formatTps } from '../format/numbers.js';
import type { ReleaseContext } from './execute.js';
import { emptyHeader } from './execute.js';
import { budgetAtRate, judgeWindow } from './judge.js';
import type { SweepResult } from './model.js';
import { recommend, stopEarlyReason, summarizeCase } from './recommend.js';
import { bottlenecksOf, resourcesOf, settingsNotApplied } from './resources.js';
import { prepareForInstances } from './prepare.js';
import {
  HEAP_KEY,
  INSTANCES_KEY,
  POOL_KEY,
  THREADS_KEY,
  instancesWithOwnPool,
  planSweep,
  sweepConnectionProblem,
} from './settings.js';
import { DEFAULTS } from '../config/schema.js';

/** Flags of `perf-gate sweep`, parsed. */
export interface SweepOptions {
  set: string[];
  cases: string[];
  heap?: string;
  repeats: number;
  p95Ms?: number;
  errorRate?: number;
  failOnInconclusive: boolean;
  /** confidence of each setting's p95 interval */
  confidence: number;
}

/** The sweep result before anything ran (verdict "error"). */
export function initialSweepResult(options: SweepOptions): SweepResult {
  return {
    ...emptyHeader('sweep'),
    rate: 0,
    warmupSec: 0,
    durationSec: 0,
    repeats: options.repeats,
    dimensions: [],
    baseline: {},
    cases: [],
  };
}

/** Measures every setting and fills `result` in place. */
export async function runSweep(
  result: SweepResult,
  context: ReleaseContext,
  options: SweepOptions,
): Promise<void> {
  const { config, scenario, progress } = context;
  // Every flag is checked before a container starts.
  const plan = planSweep({
    set: options.set,
    cases: options.cases,
    ...(options.heap === undefined ? {} : { heap: options.heap }),
    appMemoryMb: config.app.resources.memoryMb,
  });
  // instances × pool of every case against max_connections, before anything is built or booted.
  const maxConnections = numericVariable(config.database.server, 'max_connections');
  if (maxConnections !== undefined) {
    const problem = sweepConnectionProblem(plan, {
      maxConnections,
      source: config.database.server!.variables.max_connections!.source,
      appInstances: config.app.instances,
    });
    if (problem) throw problem;
  }
  const p95Ms = options.p95Ms ?? scenario.budget.p95Ms;
  if (p95Ms === undefined) {
    throw new ConfigError(
      `sweep needs a latency budget and scenario ${scenario.name} has no budget.p95.`,
      {
        fix: `Pass --p95 500ms, or set scenarios[].budget.p95 for ${scenario.name} in ${config.source}.`,
      },
    );
  }
  const rate = scenario.targetRate;
  const budget: Budget = {
    ...scenario.budget,
    p95Ms,
    errorRate: options.errorRate ?? scenario.budget.errorRate ?? DEFAULTS.releaseErrorRate,
    tps: rate,
  };
  result.scenario = {
    name: scenario.name,
    script: scenario.script,
    targetRate: rate,
    target: rate,
    warmupSec: scenario.release.warmupMs / 1000,
    budget,
  };
  result.rate = rate;
  result.warmupSec = scenario.release.warmupMs / 1000;
  result.durationSec = scenario.release.durationMs / 1000;
  result.dimensions = plan.dimensions;
  result.cases = plan.cases.map((planned) => ({
    ...planned,
    status: 'not-run',
    windows: [],
    notApplied: [],
    findings: [],
  }));
  progress(
    `sweep: ${result.cases.length} setting(s) × ${options.repeats} repeat(s) at ${rate}/s, ` +
      `about ${Math.ceil((result.cases.length * options.repeats * (scenario.release.warmupMs + scenario.release.durationMs + 30_000)) / 60_000)} min`,
  );

  // The cases that keep the app's own pools: the preparation's pool lint checks them at the largest
  // instance count among them (the others were checked above).
  const ownPoolInstances = instancesWithOwnPool(plan, config.app.instances) ?? config.app.instances;
  const instancesDimension = plan.dimensions.find((dimension) => dimension.key === INSTANCES_KEY);
  const prepared = await prepareForInstances(context, ownPoolInstances, {
    flag: options.cases.length > 0 ? '--case' : '--set',
    value: `instances=${instancesDimension?.values.join(',') ?? ownPoolInstances}`,
  });
  result.runner = prepared.runner;
  result.app = {
    side: 'pr',
    checkout: config.app.directory,
    jar: prepared.jar,
    buildMs: prepared.buildMs,
  };
  result.baseline = baselineOf(
    prepared,
    plan.dimensions.map((dimension) => dimension.key),
    config.app.instances,
  );

  const started = Date.now();
  const vus = vusForRate(scenario, rate);
  let bootFailures = 0;
  let boots = 0;
  for (let repeat = 0; repeat < options.repeats; repeat++) {
    // Alternate the order per repeat (ABC, CBA, …) so slow drift of the runner spreads evenly.
    const order = repeat % 2 === 0 ? result.cases : [...result.cases].reverse();
    for (const entry of order) {
      if (entry.status === 'stopped-early' || entry.error !== undefined) continue;
      const tag = `repeat ${repeat + 1}/${options.repeats} ${entry.label}`;
      boots++;
      let booted: BootedApp;
      try {
        booted = await bootApp(
          prepared,
          {
            env: entry.env,
            jvmOptions: entry.jvmOptions,
            label: `sweep ${entry.label}`,
            // Always explicit: the preparation may have run with another count.
            instances: entry.instances ?? config.app.instances,
          },
          context,
        );
      } catch (error) {
        bootFailures++;
        entry.error = `the app did not start with these settings: ${describeError(error).split('\n')[0]}`;
        entry.status = 'fail';
        progress(`${tag}: ${entry.error}`);
        continue;
      }
      try {
        await booted.warmUp(rate, scenario.release.warmupMs, { ...vus, label: tag });
        progress(`${tag}: measuring ${scenario.release.durationMs / 1000} s at ${rate}/s`);
        const measureOnce = async () => {
          const measured = await booted.measure({
            rate,
            durationMs: scenario.release.durationMs,
            ...vus,
            round: repeat,
            label: tag,
          });
          return {
            measured,
            judged: judgeWindow(measured.window, budgetAtRate(budget, rate), measured.generator),
          };
        };
        let { measured, judged } = await measureOnce();
        if (judged.outcome === 'inconclusive') {
          // A shared runner is sometimes busy for a few seconds: measure the window once more.
          progress(`${tag}: ${judged.reasons[0] ?? 'not judged'}; measuring once more`);
          ({ measured, judged } = await measureOnce());
        }
        const resources = resourcesOf(measured.record);
        entry.windows.push({
          repeat,
          window: measured.window,
          resources,
          generator: {
            starved: measured.generator.starved,
            undelivered: measured.generator.undelivered,
          },
          outcome: judged.outcome,
          reasons: judged.reasons,
          startupMs: booted.startupMs,
          telemetry: measured.record,
        });
        for (const line of settingsNotApplied(entry.settings, resources, parseMemoryMb)) {
          if (!entry.notApplied.includes(line)) entry.notApplied.push(line);
        }
        entry.findings = mergeFindings(entry.findings, bottlenecksOf(measured.findings));
        entry.status = judged.outcome;
        progress(
          `${tag}: ${formatTps(measured.window.tps)}, p95 ${formatMs(measured.window.http.latency.p95)}, errors ${formatRatio(measured.window.http.errorRate)}` +
            `${resources.appCpuPercent === undefined ? '' : `, app CPU ${Math.round(resources.appCpuPercent)}%`} → ${judged.outcome}`,
        );
        const clearMiss =
          judged.outcome === 'fail' ? stopEarlyReason(measured.window, budget) : undefined;
        if (repeat === 0 && options.repeats > 1 && clearMiss) {
          entry.status = 'stopped-early';
          progress(`${tag}: stopped early, ${clearMiss}`);
        }
      } finally {
        await booted.stop();
      }
    }
  }
  if (boots > 0 && bootFailures === boots) {
    const first = result.cases.find((entry) => entry.error)!;
    throw new EnvironmentError(
      `No setting could be measured: ${first.error} (and every other one likewise).`,
      {
        fix: 'Check the swept values against the app (the log lines of the failed start say why), or the app itself with `perf-gate run`.',
      },
    );
  }
  result.wallSec = Math.round((Date.now() - started) / 1000);
}

/** Each setting's summary, the recommendation, verdict and exit code from what was measured. */
export function finalizeSweep(result: SweepResult, options: SweepOptions): void {
  const budget = result.scenario?.budget;
  if (!budget) return;
  for (const entry of result.cases) {
    if (entry.error !== undefined && entry.windows.length === 0) {
      entry.summary = {
        windows: 0,
        tps: 0,
        p95Ms: Number.NaN,
        errorRate: 0,
        outcome: 'fail',
        reasons: [entry.error],
      };
      continue;
    }
    if (entry.windows.length === 0) continue;
    entry.summary = summarizeCase(entry.windows, budget, options.confidence);
    if (entry.status !== 'stopped-early') entry.status = entry.summary.outcome;
  }
  const recommendation = recommend(result.cases, result.dimensions);
  result.recommendation = recommendation;
  const notApplied = result.cases.filter((entry) => entry.notApplied.length > 0);
  if (notApplied.length > 0) {
    result.notes.push(
      `The app did not run with the requested value for ${notApplied.map((entry) => entry.label).join(', ')} (${notApplied[0]!.notApplied[0]}): it may set the value in code or under another prefix.`,
    );
  }
  const limited = result.cases
    .flatMap((entry) => entry.windows)
    .filter((window) => window.generator.starved.length > 0);
  if (limited.length > 0) {
    result.notes.push(
      `${limited.length} window(s) ran while k6 or the runner was short of CPU: their figures are noisier than on a quiet runner.`,
    );
  }
  const unfinished = result.cases.filter((entry) => entry.status === 'not-run');
  if (unfinished.length > 0)
    result.notes.push(`${unfinished.length} setting(s) were not measured.`);
  if (recommendation.caseId) {
    result.verdict = 'pass';
  } else if (result.cases.some((entry) => entry.summary?.outcome === 'inconclusive')) {
    result.verdict = 'inconclusive';
  } else {
    result.verdict = 'fail';
  }
  result.reason = recommendation.statement;
  result.exitCode = exitCodeForVerdict(result.verdict, {
    failOnInconclusive: options.failOnInconclusive,
  });
}

/** The app's own value of each swept key, from its files (or Spring's default). */
function baselineOf(
  prepared: PreparedApp,
  keys: string[],
  appInstances: number,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    if (key === INSTANCES_KEY) {
      out[key] = String(appInstances);
      continue;
    }
    if (key === HEAP_KEY) {
      const xmx = prepared.settings.jvm.xmxMb;
      out[key] = xmx === null ? 'JVM default' : `${Math.round(xmx)}m`;
      continue;
    }
    const declared = prepared.properties[key]?.value;
    if (declared !== undefined) out[key] = declared;
    else if (key === THREADS_KEY) out[key] = String(prepared.settings.tomcat.threadsMax);
    else if (key === POOL_KEY && prepared.settings.datasources[0]) {
      out[key] = String(prepared.settings.datasources[0].hikari.maximumPoolSize);
    }
  }
  return out;
}

function mergeFindings(existing: Finding[], more: Finding[]): Finding[] {
  const rules = new Set(existing.map((finding) => finding.rule));
  return [...existing, ...more.filter((finding) => !rules.has(finding.rule))];
}
