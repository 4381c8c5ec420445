// One step of `perf-gate bisect`: what a gate between two commits decides for the search, and the
// line the step prints. Pure.
//
// A step is decided by the comparison, never by budgets (both commits run under the same ones):
// a primary comparison or a work metric that regressed is a regression, an undecided primary
// comparison (or an inconclusive gate) leaves the step undecided, anything else is none. Work
// counters short-circuit it: more SQL statements per request, or a statement shape that is new or
// sent more often, decide "regression" whatever the latency says — statement counts of a seeded
// request sequence do not vary between two runs of one commit, so one round shows them. When the
// first step (bad against good) was decided that way, the bisect looks for the commit that changed
// the statements (`byWork`): a later step whose statement counts did not change is "no regression"
// on the same grounds, so every step is decided in one round.
import { WORK_METRIC_INFO, formatWork } from '../analysis/work-judge.js';
import type { WorkMetric } from '../config/work-metrics.js';
import type { GateResult, MetricComparison } from '../model.js';
import type { StepDecision } from './search.js';

/** The work metrics that count statements: a change in them short-circuits a step. */
const STATEMENT_METRICS: ReadonlySet<WorkMetric> = new Set([
  'statements',
  'selects',
  'inserts',
  'updates',
  'deletes',
]);

/** Stages in which a failure of the tested commit makes it unusable (skipped, not fatal). */
const UNUSABLE_STAGES = new Set(['build', 'app-start']);

/** The comparison a step line shows: the deciding one, preferably latency. */
export interface StepFigure {
  scenario: string;
  metric: MetricComparison['metric'];
  changePct: number;
  lowPct: number;
  highPct: number;
  unit: 'percent' | 'percentage-points';
  status: MetricComparison['status'];
}

export interface StepJudgement {
  decision: StepDecision;
  verdict: GateResult['verdict'];
  /** "work": statement counts decided; "comparison": the A/B statistics; "error": no measurement */
  decidedBy: 'work' | 'comparison' | 'error';
  headline?: StepFigure;
  /** statements whose count per request went up between the two commits, one phrase each */
  workChanges: string[];
  /** the most pairs any primary comparison had (the retry doubles it) */
  pairs: number;
  /** why the decision differs from what the gate's verdict alone would say */
  note?: string;
  /** the gate's error; `fatal` unless the tested commit itself failed to build or to start */
  error?: { message: string; stage?: string; fatal: boolean };
}

/**
 * What a gate between the good end and the tested commit decides for the search; `byWork`: the
 * search looks for a change of statements (its first step was decided by them).
 */
export function judgeStep(result: GateResult, o: { byWork?: boolean } = {}): StepJudgement {
  const comparisons = result.scenarios.flatMap((s) => s.comparisons);
  const primary = comparisons.filter((c) => c.role !== 'diagnostic');
  const pairs = Math.max(0, ...primary.map((c) => c.pairs));
  const headline = headlineOf(primary, result.scenarios.length > 1);
  const base = { verdict: result.verdict, pairs, ...(headline ? { headline } : {}) };
  if (result.verdict === 'error') {
    const failed = result.stages.findLast((s) => !s.ok);
    const unusable =
      failed?.side === 'pr' && UNUSABLE_STAGES.has(result.error?.stage ?? failed.stage);
    return {
      ...base,
      decision: 'unusable',
      decidedBy: 'error',
      workChanges: [],
      error: {
        message: result.error?.message ?? 'the gate failed',
        ...(result.error?.stage ? { stage: result.error.stage } : {}),
        fatal: !unusable,
      },
    };
  }
  const workChanges = statementChanges(result);
  if (workChanges.length > 0) {
    return { ...base, decision: 'regression', decidedBy: 'work', workChanges };
  }
  if (o.byWork && statementsCompared(result)) {
    return {
      ...base,
      decision: 'no-regression',
      decidedBy: 'work',
      workChanges,
      note: 'no regression by work: the statements per request did not go up',
    };
  }
  const otherWork = result.scenarios
    .flatMap((s) => s.work?.comparisons ?? [])
    .filter((c) => c.endpoint === undefined && c.status === 'regression');
  const judged = (decision: StepDecision, note?: string): StepJudgement => ({
    ...base,
    decision,
    decidedBy: 'comparison',
    workChanges: [],
    ...(note ? { note } : {}),
  });
  if (primary.some((c) => c.status === 'regression') || otherWork.length > 0) {
    const work = otherWork.map((c) => WORK_METRIC_INFO[c.metric].label);
    return judged('regression', work.length > 0 ? `more ${work.join(', ')}` : undefined);
  }
  if (primary.some((c) => c.status === 'inconclusive') || result.verdict === 'inconclusive') {
    return judged('undecided');
  }
  if (primary.length === 0) return judged('undecided', 'nothing was compared');
  return judged(
    'no-regression',
    result.verdict === 'fail' ? 'no regression: only budgets failed' : undefined,
  );
}

/** Whether every scenario's statements per request were compared (the counters could be read). */
function statementsCompared(result: GateResult): boolean {
  return (
    result.scenarios.length > 0 &&
    result.scenarios.every((s) =>
      (s.work?.comparisons ?? []).some(
        (c) => c.metric === 'statements' && c.endpoint === undefined && c.pairs > 0,
      ),
    )
  );
}

/**
 * The statements that went up between the sides, one phrase each: the total per request (or, when
 * it stayed, the kinds that went up), then the shapes that are new or sent more often.
 */
export function statementChanges(result: GateResult): string[] {
  const phrases: string[] = [];
  for (const scenario of result.scenarios) {
    const counts = (scenario.work?.comparisons ?? []).filter(
      (c) =>
        c.endpoint === undefined && c.status === 'regression' && STATEMENT_METRICS.has(c.metric),
    );
    const total = counts.filter((c) => c.metric === 'statements');
    for (const c of total.length > 0 ? total : counts) {
      const label = WORK_METRIC_INFO[c.metric].label;
      phrases.push(
        `${label} ${formatWork(c.base, c.metric)} → ${formatWork(c.pr, c.metric)} per request`,
      );
    }
    for (const shape of scenario.work?.shapes ?? []) {
      if (shape.status !== 'new' && shape.status !== 'more') continue;
      const what = shape.status === 'new' ? 'new statement' : 'more of';
      phrases.push(
        `${what} ${shortShape(shape.shape)} ${formatWork(shape.base, 'statements')} → ${formatWork(shape.pr, 'statements')} per request${shape.endpoint ? ` on ${shape.endpoint}` : ''}`,
      );
    }
  }
  return [...new Set(phrases)];
}

/** A statement shape quoted on one line, long ones cut. */
function shortShape(shape: string): string {
  const line = shape.replace(/\s+/g, ' ').trim();
  return `"${line.length > 100 ? `${line.slice(0, 99)}…` : line}"`;
}

/** The comparison a line shows: latency of the scenario that decided, else the worst change. */
function headlineOf(primary: readonly MetricComparison[], named: boolean): StepFigure | undefined {
  const rank = { regression: 0, inconclusive: 1, 'no-change': 2, improvement: 3 };
  const candidates = primary
    .filter((c) => c.endpoint === undefined)
    .sort(
      (a, b) =>
        Number(b.metric === 'latency') - Number(a.metric === 'latency') ||
        rank[a.status] - rank[b.status] ||
        b.changePct - a.changePct,
    );
  const top = candidates[0];
  if (!top) return undefined;
  return {
    scenario: named ? top.scenario : '',
    metric: top.metric,
    changePct: top.changePct,
    lowPct: top.interval.lowPct,
    highPct: top.interval.highPct,
    unit: top.changeUnit ?? 'percent',
    status: top.status,
  };
}

/** A signed change as the step lines print it: "+18.2 %", "-0.4 pp". */
export function signedChange(value: number, unit: StepFigure['unit'] = 'percent'): string {
  const suffix = unit === 'percent' ? ' %' : ' pp';
  const rounded = Number(value.toFixed(1));
  return `${rounded > 0 ? '+' : ''}${(rounded === 0 ? 0 : rounded).toFixed(1)}${suffix}`;
}

/** A commit as a step line names it. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/**
 * One step as printed: `step 3/5: a1b2c3d vs 9f8e7d6: fail, latency +18.2 % (+12.1 % to +24.9 %)`,
 * then the work that decided it, a note, and what the search does next (`then`).
 */
export function stepLine(o: {
  step: number;
  total: number;
  against: string;
  tested: string;
  judgement: StepJudgement;
  then?: string;
}): string {
  const j = o.judgement;
  const parts = [`step ${o.step}/${o.total}: ${shortSha(o.against)} vs ${shortSha(o.tested)}: `];
  if (j.error) {
    parts.push(
      `error${j.error.stage ? ` in ${j.error.stage}` : ''}: ${firstLine(j.error.message)}`,
    );
  } else {
    parts.push(j.verdict);
    const h = j.headline;
    if (h) {
      const where = h.scenario ? ` in ${h.scenario}` : '';
      const interval =
        Number.isFinite(h.lowPct) && Number.isFinite(h.highPct)
          ? `${signedChange(h.lowPct, h.unit)} to ${signedChange(h.highPct, h.unit)}`
          : `no interval from ${j.pairs} pair(s)`;
      parts.push(`, ${h.metric} ${signedChange(h.changePct, h.unit)} (${interval})${where}`);
    }
  }
  if (j.decidedBy === 'work' && j.decision === 'regression') {
    const shown = j.workChanges.slice(0, 3).join('; ');
    const more = j.workChanges.length > 3 ? `; ${j.workChanges.length - 3} more` : '';
    parts.push(`; regression by work: ${shown}${more}`);
  }
  if (j.note) parts.push(`; ${j.note}`);
  if (o.then) parts.push(`; ${o.then}`);
  return parts.join('');
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
