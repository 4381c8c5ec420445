// `perf-gate capacity`, the engine: per search a fresh app on fresh data, warmed once, then the
// steps `nextCapacityMove` asks for, each judged against the latency budget; finally the figure
// across searches, the verdict and the comparison with a previous result. With `--instances 1,2`
// the searches run per instance count (topology) and each count gets its own figure; the verdict
// stays on one of them. The decisions live in search.ts and judge.ts (pure); this file only
// sequences the I/O.
import { setTimeout as sleep } from 'node:timers/promises';
import { exitCodeForVerdict } from '../analysis/verdict.js';
import { bootApp, vusForRate } from '../lab/release-lab.js';
import { ConfigError } from '../errors.js';
import { formatMs, formatRatio, formatTps } from '../format/numbers.js';
import { compareCapacity, parseCapacityResult } from './compare.js';
import type { ReleaseContext } from './execute.js';
import { emptyHeader } from './execute.js';
import { budgetAtRate, judgeWindow } from './judge.js';
import type { CapacityResult, CapacitySearch, CapacityStep } from './model.js';
import { bottlenecksOf, resourcesOf } from './resources.js';
import { prepareForInstances } from './prepare.js';
import {
  instancesText,
  nextCapacityMove,
  summarizeTopologies,
  type SearchOptions,
} from './search.js';
import { DEFAULTS } from '../config/schema.js';

/** Flags of `perf-gate capacity`, parsed: the search's knobs and the rest. */
export interface CapacityOptions extends SearchOptions {
  /** p95 budget override, ms (default: the scenario's budget.p95) */
  p95Ms?: number;
  /** error budget override, 0..1 (default: the scenario's budget.errors, else 1%) */
  errorRate?: number;
  stepDurationMs: number;
  /** default: the scenario's measured window */
  confirmDurationMs?: number;
  repeats: number;
  /** a previous capacity result to compare with: its path and text */
  compareWith?: { file: string; text: string };
  failOnInconclusive: boolean;
  /** confidence of the interval over three or more searches */
  confidence: number;
  /** app instance counts to measure, `--repeats` searches each (default: the config's app.instances) */
  instances?: number[];
}

/** Fraction of the offered rate a step may fall short by (timer jitter at the window's edges). */
export const TPS_SLACK = 0.02;

/** The note of a search that was cut short (interrupted or failed): it gives no figure. */
const UNFINISHED = 'the search did not finish';

/** Pause after a failed step, so the backlog of an overloaded app does not leak into the next. */
const COOL_DOWN_MS = 2_000;

/** The capacity result before anything ran (verdict "error"). */
export function initialCapacityResult(options: CapacityOptions): CapacityResult {
  return {
    ...emptyHeader('capacity'),
    limits: {
      p95Ms: options.p95Ms ?? 0,
      errorRate: options.errorRate ?? DEFAULTS.releaseErrorRate,
      tpsSlack: TPS_SLACK,
    },
    search: {
      startRate: options.startRate,
      maxRate: options.maxRate,
      factor: options.factor,
      resolution: options.resolution,
      stepDurationSec: options.stepDurationMs / 1000,
      confirmDurationSec: (options.confirmDurationMs ?? options.stepDurationMs) / 1000,
      repeats: options.repeats,
      maxSteps: options.maxSteps,
      retries: options.retries,
    },
    searches: [],
    ...(options.instances ? { instances: options.instances } : {}),
  };
}

/** Runs the searches and fills `result` in place. */
export async function runCapacity(
  result: CapacityResult,
  context: ReleaseContext,
  options: CapacityOptions,
): Promise<void> {
  const { scenario, progress } = context;
  if (scenario.executor !== 'gate') {
    throw new ConfigError(
      `${context.config.source}: scenario ${scenario.name} uses executor: script, so perf-gate cannot set the arrival rate of each step.`,
      {
        fix: 'Remove `executor: script` from the scenario (perf-gate then drives it at a constant arrival rate) to measure its capacity.',
      },
    );
  }
  const p95Ms = options.p95Ms ?? scenario.budget.p95Ms;
  if (p95Ms === undefined) {
    throw new ConfigError(
      `capacity needs a latency budget and scenario ${scenario.name} has no budget.p95.`,
      {
        fix: `Pass --p95 500ms, or set scenarios[].budget.p95 for ${scenario.name} in ${context.config.source}.`,
      },
    );
  }
  const errorRate = options.errorRate ?? scenario.budget.errorRate ?? DEFAULTS.releaseErrorRate;
  result.limits = { p95Ms, errorRate, tpsSlack: TPS_SLACK };
  const confirmDurationMs = options.confirmDurationMs ?? scenario.release.durationMs;
  result.search.confirmDurationSec = confirmDurationMs / 1000;
  result.scenario = {
    name: scenario.name,
    script: scenario.script,
    targetRate: scenario.targetRate,
    target: scenario.budget.tps ?? scenario.targetRate,
    warmupSec: scenario.release.warmupMs / 1000,
    budget: { p95Ms, errorRate },
  };
  // Parse the previous result before minutes of measuring, so a bad file fails at once.
  if (options.compareWith) parseCapacityResult(options.compareWith.text, options.compareWith.file);

  // The topologies: the counts asked for, and the one the verdict stands on.
  const configured = context.config.app.instances;
  const counts = options.instances ?? [configured];
  result.instances = counts;
  result.verdictTopology = counts.includes(configured)
    ? { instances: configured, reason: `app.instances in ${context.config.source}` }
    : {
        instances: counts.at(-1)!,
        reason: `the last count of --instances (app.instances in ${context.config.source}, ${configured}, was not measured)`,
      };
  const largest = Math.max(...counts);

  // Prepared for the largest count: its pools are checked against max_connections before the build.
  const prepared = await prepareForInstances(context, largest, {
    flag: '--instances',
    value: counts.join(','),
  });
  result.runner = prepared.runner;
  const cpus = context.config.app.resources.cpus;
  if (counts.length > 1 && largest * cpus > prepared.runner.cores) {
    result.notes.push(
      `${instancesText(largest)} × ${cpus} CPU(s) (app.resources.cpus) ask for more than this runner's ${prepared.runner.cores} cores, which they share with the database and k6: the scaling between topologies measured here says more about the runner than about separate machines.`,
    );
  }
  result.app = {
    side: 'pr',
    checkout: context.config.app.directory,
    jar: prepared.jar,
    buildMs: prepared.buildMs,
  };

  const searchOptions: SearchOptions = options;
  const warmRate = Math.min(options.maxRate, Math.max(options.startRate, scenario.targetRate));
  const runs = counts.flatMap((instances) =>
    Array.from({ length: options.repeats }, (_, repeat) => ({ instances, repeat })),
  );
  for (const [index, { instances, repeat }] of runs.entries()) {
    const tag =
      counts.length > 1
        ? `${instancesText(instances)}, search ${repeat + 1}/${options.repeats}`
        : `search ${repeat + 1}/${options.repeats}`;
    const search: CapacitySearch = {
      index,
      instances,
      status: 'inconclusive',
      confirmed: false,
      note: UNFINISHED,
      steps: [],
    };
    result.searches.push(search);
    const booted = await bootApp(
      prepared,
      { label: `capacity-${instances}x-${repeat + 1}`, instances },
      context,
    );
    search.startupMs = booted.startupMs;
    (result.app.startupMs ??= []).push(booted.startupMs);
    try {
      await booted.warmUp(warmRate, scenario.release.warmupMs, {
        ...vusForRate(scenario, warmRate),
        label: tag,
      });
      for (;;) {
        const move = nextCapacityMove(search.steps, searchOptions);
        if (move.kind === 'done') {
          search.status = move.status;
          search.confirmed = move.confirmed;
          search.note = move.note;
          if (move.lower !== undefined) search.lower = move.lower;
          if (move.upper !== undefined) search.upper = move.upper;
          progress(`${tag}: ${move.status} — ${move.note}`);
          break;
        }
        const durationMs = move.purpose === 'confirm' ? confirmDurationMs : options.stepDurationMs;
        const stepIndex = search.steps.length;
        progress(
          `${tag} step ${stepIndex + 1} (${move.purpose}): ${durationMs / 1000} s at ${move.rate}/s`,
        );
        const vus = vusForRate(scenario, move.rate);
        const measured = await booted.measure({
          rate: move.rate,
          durationMs,
          ...vus,
          round: stepIndex,
          label: `${tag} step ${stepIndex + 1}`,
        });
        const judged = judgeWindow(
          measured.window,
          budgetAtRate({ p95Ms, errorRate }, move.rate),
          measured.generator,
        );
        const step: CapacityStep = {
          search: index,
          index: stepIndex,
          purpose: move.purpose,
          rate: move.rate,
          durationSec: durationMs / 1000,
          tps: measured.window.tps,
          p95Ms: measured.window.http.latency.p95,
          p99Ms: measured.window.http.latency.p99,
          errorRate: measured.window.http.errorRate,
          requests: measured.window.http.requests,
          droppedIterations: measured.window.droppedIterations,
          ...(measured.vusPeak === undefined ? {} : { vusPeak: measured.vusPeak }),
          maxVus: vus.maxVus,
          resources: resourcesOf(measured.record),
          generator: {
            starved: measured.generator.starved,
            undelivered: measured.generator.undelivered,
          },
          outcome: judged.outcome,
          reasons: judged.reasons,
          bottlenecks: bottlenecksOf(measured.findings),
          window: measured.window,
          telemetry: measured.record,
        };
        search.steps.push(step);
        progress(
          `${tag} step ${stepIndex + 1}: ${formatTps(step.tps)}, p95 ${formatMs(step.p95Ms)}, errors ${formatRatio(step.errorRate)}` +
            `${step.resources.appCpuPercent === undefined ? '' : `, app CPU ${Math.round(step.resources.appCpuPercent)}%`}` +
            `${step.droppedIterations > 0 ? `, dropped ${step.droppedIterations}` : ''} → ${step.outcome}` +
            `${step.reasons[0] ? ` (${step.reasons[0]})` : ''}`,
        );
        if (step.outcome === 'fail') await sleep(COOL_DOWN_MS);
      }
    } finally {
      await booted.stop();
    }
  }
}

/** Summary, comparison, verdict and exit code from the searches measured so far. */
export function finalizeCapacity(result: CapacityResult, options: CapacityOptions): void {
  const target = result.scenario?.target ?? 0;
  const finished = result.searches.filter((search) => search.note !== UNFINISHED);
  if (finished.length === 0) return;
  const topologies = summarizeTopologies(finished, {
    target,
    confidence: options.confidence,
    defaultInstances: result.verdictTopology?.instances ?? 1,
  });
  result.topologies = topologies;
  const several = topologies.length > 1 || (result.instances?.length ?? 1) > 1;
  const verdictCount = result.verdictTopology?.instances ?? topologies.at(-1)!.instances;
  const chosen = topologies.find((topology) => topology.instances === verdictCount);
  if (!chosen) {
    result.notes.push(
      `No search with ${instancesText(verdictCount)} finished, so there is no verdict (it stands on that topology).`,
    );
    return;
  }
  const summary = chosen.summary;
  result.summary = summary;
  const spoiled = result.searches.filter((search) => search.status === 'inconclusive');
  if (spoiled.length > 0) {
    result.notes.push(
      `${spoiled.length} of ${result.searches.length} search(es) ended inconclusive (the load generator or the runner was limited at a step that failed): ${spoiled.map((s) => s.note).join('; ')}.`,
    );
  }
  const limitedSteps = result.searches
    .flatMap((search) => search.steps)
    .filter((step) => step.generator.starved.length > 0 && step.outcome === 'pass');
  if (limitedSteps.length > 0) {
    result.notes.push(
      `${limitedSteps.length} passing step(s) ran while the runner or k6 was busy; a pass under contention still shows the app can do that much, but the ceiling may be higher on a quiet runner.`,
    );
  }
  const contradicted = result.searches.flatMap((search) =>
    search.steps
      .filter((step) => step.purpose === 'confirm' && step.outcome === 'fail')
      .filter((step) =>
        search.steps.some(
          (other) =>
            other.purpose !== 'confirm' && other.rate === step.rate && other.outcome === 'pass',
        ),
      )
      .map((step) => `${step.rate}/s`),
  );
  if (contradicted.length > 0) {
    result.notes.push(
      `Rates that passed a ${result.search.stepDurationSec} s step failed the ${result.search.confirmDurationSec} s confirmation (${contradicted.join(', ')}): near the ceiling, queues and garbage build up over time. A longer --step-duration brings the steps closer to what the confirmation sees.`,
    );
  }
  const disagreeing = topologies.filter(
    (topology) => topology.summary.capacity !== undefined && !topology.summary.agree,
  );
  if (disagreeing.length > 0) {
    const which = several
      ? ` with ${disagreeing.map((topology) => instancesText(topology.instances)).join(' and with ')}`
      : '';
    result.notes.push(
      `The searches${which} disagree (no single ceiling fits all of them): run on a quieter runner or with longer steps.`,
    );
  }
  if (options.compareWith) {
    try {
      const previous = parseCapacityResult(options.compareWith.text, options.compareWith.file);
      result.comparison = compareCapacity(result, previous, options.compareWith.file);
    } catch (error) {
      result.notes.push(`No comparison: ${(error as Error).message}`);
    }
  }
  const statement = several
    ? `With ${instancesText(chosen.instances)}: ${summary.statement}`
    : summary.statement;
  if (summary.capacity !== undefined) {
    result.verdict = summary.meetsTarget ? 'pass' : 'fail';
  } else if (summary.meetsTarget === false) {
    result.verdict = 'fail';
  } else {
    result.verdict = 'inconclusive';
  }
  result.reason = statement;
  result.exitCode = exitCodeForVerdict(result.verdict, {
    failOnInconclusive: options.failOnInconclusive,
  });
}
