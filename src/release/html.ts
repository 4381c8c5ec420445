// The HTML reports of the release commands: one self-contained page each (inline CSS and SVG, no
// script, no network), opened from a CI artifact. Capacity: the response curve (p95 and achieved
// TPS against the offered rate, every step of every search) and the steps. Sweep: a p95 heatmap
// over the varied settings and the table behind the recommendation. Time-series charts of the
// confirmation steps / the recommended setting reuse the gate's chart renderer. Pure.
//
// The response curves and the heatmap are in html-charts.ts; the frame, stylesheet and tables are
// the gate report's (src/report/html/document.ts).
import { formatMs, formatRatio, formatSeconds, formatTps } from '../format/numbers.js';
import type { TelemetryRecord } from '../model.js';
import { chartsForScenario } from '../report/charts.js';
import {
  escapeHtml as escape,
  htmlDocument,
  RELEASE_STYLE,
  table,
  VERDICT_STYLE,
  verdictBadge,
} from '../report/html/document.js';
import { renderSvgChart } from '../report/svg.js';
import { heatmaps, OUTCOME_COLOUR, scatter, SEARCH_MARKERS } from './html-charts.js';
import type {
  CapacityResult,
  CapacitySearch,
  CapacityStep,
  CapacitySummary,
  ReleaseResultHeader,
  SweepResult,
} from './model.js';
import {
  agreementText,
  capacityStatement,
  capacityText,
  intervalText,
  p95IntervalText,
  p95PerWindow,
  perInstanceText,
  scalingBase,
  scalingText,
  searchTitle,
  severalTopologies,
} from './render.js';
import { instancesText } from './search.js';

/** The capacity report as one HTML document. */
export function renderCapacityHtml(result: CapacityResult): string {
  const body: string[] = [];
  const steps = result.searches.flatMap((search) => search.steps);
  const several = severalTopologies(result);
  body.push(header(result, `perf-gate capacity: ${result.scenario?.name ?? ''}`));
  body.push(`<p class="statement">${escape(capacityStatement(result))}</p>`);
  body.push(errorAndNotes(result));
  if (result.comparison) {
    body.push(
      `<p><strong>Compared with ${escape(result.comparison.file)}:</strong> ${escape(result.comparison.message)}</p>`,
    );
  }
  body.push(
    `<p class="meta">Each step: ${escape(formatSeconds(result.search.stepDurationSec))} at a constant arrival rate on one warm app; ` +
      `pass = p95 ≤ ${escape(formatMs(result.limits.p95Ms))}, errors ≤ ${escape(formatRatio(result.limits.errorRate))}, the rate sustained. ` +
      `Confirmation steps: ${escape(formatSeconds(result.search.confirmDurationSec))}.</p>`,
  );
  if (several) body.push(topologySection(result));
  if (steps.length > 0 && !several) {
    body.push(responseCurves(result, result.searches, result.summary, ''));
  } else if (steps.length > 0) {
    // One pair of curves per topology, each with its own capacity and interval.
    for (const topology of result.topologies ?? []) {
      const searches = result.searches.filter((search) => search.instances === topology.instances);
      if (!searches.some((search) => search.steps.length > 0)) continue;
      body.push(
        `<section><h2>Response curves, ${escape(instancesText(topology.instances))}</h2>${responseCurves(result, searches, topology.summary, `-${topology.instances}x`)}</section>`,
      );
    }
  }
  for (const search of result.searches) {
    const title = several ? searchTitle(result, search) : `Search ${search.index + 1}`;
    body.push(`<section><h2>${escape(title)}: ${escape(search.status)}${search.lower === undefined ? '' : ` — ${search.lower}/s`}</h2>
<p>${escape(search.note)}</p>${search.steps.length > 0 ? stepsTable(search.steps) : ''}</section>`);
  }
  const confirmations = steps.filter((step) => step.purpose === 'confirm' && step.telemetry);
  body.push(
    timeSeries(
      'During the confirmation steps',
      confirmations.map((step) => step.telemetry!),
    ),
  );
  return page(result, body);
}

/**
 * p95 and achieved TPS against the offered rate for the steps of `searches`, with the capacity and
 * its interval of `summary`; marker shapes follow the searches' order in `searches`.
 */
function responseCurves(
  result: CapacityResult,
  searches: readonly CapacitySearch[],
  summary: CapacitySummary | undefined,
  idSuffix: string,
): string {
  // Shapes by the search's place in this chart, so each topology's searches start at a circle.
  const steps = searches.flatMap((search, position) =>
    search.steps.map((step) => (step.search === position ? step : { ...step, search: position })),
  );
  const capacity = summary?.capacity;
  const band = summary?.interval;
  const curves = `<div class="charts"><figure>${scatter({
    id: `p95-vs-rate${idSuffix}`,
    title: 'p95 latency by offered rate',
    unit: 'ms',
    steps,
    y: (step) => step.p95Ms,
    reference: { label: `budget ${formatMs(result.limits.p95Ms)}`, value: result.limits.p95Ms },
    ...(capacity === undefined ? {} : { marker: capacity }),
    ...(band ? { band: { low: band.low, high: band.high } } : {}),
  })}</figure><figure>${scatter({
    id: `tps-vs-rate${idSuffix}`,
    title: 'Achieved TPS by offered rate',
    unit: 'iterations/s',
    steps,
    y: (step) => step.tps,
    diagonal: true,
    ...(capacity === undefined ? {} : { marker: capacity }),
  })}</figure></div>`;
  const legend = `<p class="legend">${(['pass', 'fail', 'inconclusive'] as const)
    .map(
      (outcome) =>
        `<span class="swatch" style="background:${OUTCOME_COLOUR[outcome]}"></span>${outcome}`,
    )
    .join(
      ' ',
    )} · marker shape: search ${searches.map((_, i) => `${i + 1} ${SEARCH_MARKERS[i % SEARCH_MARKERS.length]}`).join(', ')}${capacity === undefined ? '' : ' · dashed blue: capacity, shaded: its interval'}</p>`;
  return `${curves}\n${legend}`;
}

/** The capacity per topology, the topology the verdict stands on and the scaling notes. */
function topologySection(result: CapacityResult): string {
  const topologies = result.topologies ?? [];
  const verdict = result.verdictTopology;
  const base = scalingBase(result);
  const notes = topologies.flatMap((topology) =>
    topology.scaling?.note ? [topology.scaling.note] : [],
  );
  return `<section><h2>Capacity per topology</h2>${
    topologies.length > 0
      ? table(
          [
            'Instances',
            'Capacity',
            'Interval',
            'Per instance',
            base === undefined ? 'Scaling' : `Scaling vs ${base}`,
            'Searches agree',
          ],
          topologies.map((topology) => [
            `${topology.instances}${topology.instances === verdict?.instances ? ' <strong>(verdict)</strong>' : ''}`,
            escape(capacityText(topology.summary)),
            escape(intervalText(topology.summary)),
            escape(perInstanceText(topology)),
            topology.instances === base ? 'base' : escape(scalingText(topology)),
            escape(agreementText(topology)),
          ]),
        )
      : ''
  }${
    verdict
      ? `<p>The verdict, the statement above and the comparison are for ${escape(instancesText(verdict.instances))} (${escape(verdict.reason)}).</p>`
      : ''
  }${notes.length > 0 ? `<ul class="notes">${notes.map((note) => `<li>${escape(note)}</li>`).join('')}</ul>` : ''}</section>`;
}

/** The sweep report as one HTML document. */
export function renderSweepHtml(result: SweepResult): string {
  const body: string[] = [];
  body.push(header(result, `perf-gate sweep: ${result.scenario?.name ?? ''} at ${result.rate}/s`));
  body.push(
    `<p class="statement">${escape(result.recommendation?.statement ?? result.reason)}</p>`,
  );
  body.push(errorAndNotes(result));
  const budget = result.scenario?.budget;
  body.push(
    `<p class="meta">Every window: a fresh app on fresh data, ${escape(formatSeconds(result.warmupSec))} warm-up, ${escape(formatSeconds(result.durationSec))} at ${result.rate}/s; ${result.repeats} repeat(s) per setting.${budget?.p95Ms === undefined ? '' : ` Budget p95 ≤ ${escape(formatMs(budget.p95Ms))}.`}${result.wallSec === undefined ? '' : ` Wall time ${escape(formatSeconds(result.wallSec))}.`}</p>`,
  );
  if (result.cases.some((entry) => entry.summary) && budget?.p95Ms !== undefined) {
    body.push(`<section><h2>Median p95 by setting</h2>${heatmaps(result, budget.p95Ms)}
<p class="legend">Colour: p95 relative to the budget (green well under, yellow at it, red twice over) · ✘ missed the budget · ⊘ excluded from recommendation · thick border: recommended</p></section>`);
  }
  body.push(`<section><h2>Settings</h2>${sweepTable(result)}</section>`);
  const evidence = result.recommendation?.evidence ?? [];
  if (evidence.length > 0) {
    body.push(
      `<section><h2>Evidence</h2><ul>${evidence.map((line) => `<li>${escape(line)}</li>`).join('')}</ul></section>`,
    );
  }
  const recommended = result.cases.find((entry) => entry.id === result.recommendation?.caseId);
  body.push(
    timeSeries(
      recommended ? `During the windows of ${recommended.label}` : 'During the windows',
      (recommended?.windows ?? []).flatMap((entry) => (entry.telemetry ? [entry.telemetry] : [])),
    ),
  );
  return page(result, body);
}

function stepsTable(steps: CapacityStep[]): string {
  return table(
    [
      'Step',
      'Purpose',
      'Rate',
      'Achieved',
      'p95',
      'p99',
      'Errors',
      'Dropped',
      'App CPU',
      'DB CPU',
      'k6 CPU',
      'Outcome',
      'Why / what limited it',
    ],
    steps.map((step) => [
      String(step.index + 1),
      escape(step.purpose),
      `${step.rate}/s`,
      escape(formatTps(step.tps)),
      escape(formatMs(step.p95Ms)),
      escape(formatMs(step.p99Ms)),
      escape(formatRatio(step.errorRate)),
      String(step.droppedIterations),
      percent(step.resources.appCpuPercent),
      percent(step.resources.databaseCpuPercent),
      percent(step.resources.k6CpuPercent),
      `<span style="color:${OUTCOME_COLOUR[step.outcome]};font-weight:600">${step.outcome}</span>`,
      [...step.reasons, ...step.bottlenecks.map((finding) => finding.message)]
        .map(escape)
        .join('<br>'),
    ]),
  );
}

function sweepTable(result: SweepResult): string {
  const recommended = result.recommendation?.caseId;
  const excluded = new Map(
    (result.recommendation?.excluded ?? []).map((entry) => [entry.caseId, entry.reason]),
  );
  return table(
    [
      ...result.dimensions.map((d) => d.label),
      'TPS',
      'p95',
      'p95 interval',
      'p95 per window',
      'Errors',
      'App CPU',
      'Status',
      'Notes',
    ],
    result.cases.map((entry) => {
      const summary = entry.summary;
      const status =
        entry.id === recommended
          ? '<strong>recommended</strong>'
          : excluded.has(entry.id)
            ? 'met budget, excluded'
            : escape(entry.status);
      const notes = [
        ...(excluded.has(entry.id) ? [excluded.get(entry.id)!] : []),
        ...(summary?.outcome === 'pass' ? [] : (summary?.reasons ?? [])),
        ...entry.notApplied,
        ...entry.findings.map((finding) => finding.message),
      ];
      return [
        ...result.dimensions.map((d) => escape(entry.settings[d.key] ?? '(app)')),
        escape(summary ? formatTps(summary.tps) : ''),
        escape(summary ? formatMs(summary.p95Ms) : ''),
        escape(p95IntervalText(entry)),
        escape(p95PerWindow(entry)),
        escape(summary ? formatRatio(summary.errorRate) : ''),
        percent(summary?.appCpuPercent),
        status,
        notes.map(escape).join('<br>'),
      ];
    }),
  );
}

function timeSeries(title: string, records: TelemetryRecord[]): string {
  const charts = chartsForScenario(records);
  if (charts.length === 0) return '';
  return `<section><h2>${escape(title)}</h2><p class="legend">One line per window · dotted red: configured limit</p><div class="charts">${charts
    .map((chart) => `<figure>${renderSvgChart(chart)}</figure>`)
    .join('')}</div></section>`;
}

function header(result: ReleaseResultHeader, title: string): string {
  const runner = result.runner;
  return `<header><h1>${escape(title)} ${verdictBadge(result.verdict)}</h1>
<p class="meta">${escape(`${runner.cpuModel}, ${runner.cores} cores, ${Math.round(runner.memoryMb / 1024)} GB · ${runner.k6Version ?? 'k6'} · ${result.startedAt} → ${result.finishedAt}`)}</p></header>`;
}

function errorAndNotes(result: ReleaseResultHeader): string {
  const parts: string[] = [];
  if (result.error) {
    parts.push(
      `<section class="error-box"><h2>Could not measure</h2><p>${escape(result.error.message)}</p>${result.error.fix ? `<p><strong>Fix:</strong> ${escape(result.error.fix)}</p>` : ''}</section>`,
    );
  }
  if (result.notes.length > 0) {
    parts.push(
      `<ul class="notes">${result.notes.map((note) => `<li>${escape(note)}</li>`).join('')}</ul>`,
    );
  }
  return parts.join('');
}

function page(result: ReleaseResultHeader, body: string[]): string {
  const verdict = VERDICT_STYLE[result.verdict];
  return htmlDocument(
    `perf-gate ${result.kind}: ${verdict.label}`,
    [...body, `<footer>Generated by perf-gate ${escape(result.tool.version)}</footer>`],
    RELEASE_STYLE,
  );
}

function percent(value: number | undefined): string {
  return value === undefined ? '' : `${Math.round(value)}%`;
}
