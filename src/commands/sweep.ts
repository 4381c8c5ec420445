// `perf-gate sweep`: Tomcat/Hikari/heap settings (or any Spring property) measured side by side at the
// scenario's rate, each on a fresh app and fresh data, and the least resources that meet the budget
// with the best p95 recommended with its evidence. Exit codes: 0 a setting met the budget
// (inconclusive too, unless --fail-on-inconclusive), 1 none did, 2 configuration or environment error.
import type { Command } from 'commander';
import { renderSweepHtml } from '../release/html.js';
import { renderSweepMarkdown } from '../release/render.js';
import {
  finalizeSweep,
  initialSweepResult,
  runSweep,
  type SweepOptions,
} from '../release/sweep.js';
import { durationOverrideFlag, rateFlag, releaseFlags } from './flags.js';
import { list, value, type FlagValues } from './options.js';
import { registerRelease } from './release.js';
import { numberFlag } from './values.js';
import { DEFAULTS } from '../config/schema.js';

/** The options of `perf-gate sweep`, in --help order. */
export const SWEEP_FLAGS = {
  ...releaseFlags('perf-gate-sweep.json'),
  set: list(
    '--set <KEY=V1,V2>',
    'a setting and its values, e.g. server.tomcat.threads.max=10,50,200 (repeatable: every combination is measured)',
  ),
  case: list(
    '--case <KEY=V,KEY=V>',
    'one combination, e.g. threads=20,pool=10 (repeatable; instead of --set)',
  ),
  heap: value('--heap <sizes>', 'maximum heaps to try, e.g. 512m,1g (each becomes -Xmx)'),
  repeats: value(
    '--repeats <n>',
    'windows per setting, each on a fresh app',
    (flag, text) => numberFlag(flag, text, { whole: true, min: 1 }),
    { default: '2' },
  ),
  rate: rateFlag("arrival rate of every window (default: the scenario's rate)"),
  duration: durationOverrideFlag("measured window (default: the scenario's duration)"),
};

/** Registers `perf-gate sweep`. */
export function register(program: Command): void {
  registerRelease(program, {
    what: 'sweep',
    description:
      'Measure settings side by side (Tomcat threads, Hikari pool, heap, any Spring property) and recommend the least that meets the budget',
    table: SWEEP_FLAGS,
    options: sweepOptions,
    initial: initialSweepResult,
    run: runSweep,
    finalize: finalizeSweep,
    markdown: renderSweepMarkdown,
    html: renderSweepHtml,
  });
}

/** The sweep's options from the parsed flags (the settings themselves are checked by planSweep). */
export function sweepOptions(flags: FlagValues<typeof SWEEP_FLAGS>): SweepOptions {
  return {
    set: flags.set,
    cases: flags.case,
    repeats: flags.repeats,
    failOnInconclusive: flags.failOnInconclusive,
    confidence: DEFAULTS.confidence,
    ...(flags.heap === undefined ? {} : { heap: flags.heap }),
    ...(flags.p95 === undefined ? {} : { p95Ms: flags.p95 }),
    ...(flags.errors === undefined ? {} : { errorRate: flags.errors }),
  };
}
