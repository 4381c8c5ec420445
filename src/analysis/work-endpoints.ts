// Work per request per endpoint, from each side's work probe (src/work/probe.ts): statements, rows
// examined, bytes allocated and the Java threads' CPU per request of every endpoint both sides
// sent, judged like the window figures, and the statement shapes each endpoint gained or lost.
// Pure.
import {
  endpointFigureOf,
  PROBE_STATEMENT_FLOOR,
  WORK_METRICS,
  type EndpointFigure,
  type WorkMetric,
} from '../config/work-metrics.js';
import type { EndpointWork, ProbeResult } from '../work/attribution.js';
import {
  WORK_METRIC_INFO,
  judgeWork,
  type ShapeChange,
  type WorkComparison,
} from './work-judge.js';

export { PROBE_STATEMENT_FLOOR };

/** Why a figure the probe only reports (`reportedOnly`: the threads' CPU) is not judged. */
const PROBE_CPU_NOT_JUDGED = 'per endpoint, from the probe: reported only';

/**
 * The metrics the probe has a figure of per endpoint, in the order they are compared: those it
 * judges, then those it only reports, each group in the registry's order.
 */
const ENDPOINT_METRICS: ReadonlyArray<[WorkMetric, EndpointFigure]> = (() => {
  const all = WORK_METRICS.flatMap((m): Array<[WorkMetric, EndpointFigure]> => {
    const figure = endpointFigureOf(m);
    return figure ? [[m, figure]] : [];
  });
  return [...all.filter(([, f]) => !f.reportedOnly), ...all.filter(([, f]) => f.reportedOnly)];
})();

/** Comparisons and shape changes of every endpoint that both probes saw. */
export function compareEndpoints(
  scenario: string,
  base: ProbeResult,
  pr: ProbeResult,
  tolerance: Record<WorkMetric, number | false>,
): { comparisons: WorkComparison[]; shapes: ShapeChange[] } {
  const comparisons: WorkComparison[] = [];
  const shapes: ShapeChange[] = [];
  for (const prEndpoint of pr.endpoints) {
    const baseEndpoint = base.endpoints.find((e) => e.endpoint === prEndpoint.endpoint);
    if (!baseEndpoint) continue;
    const name = prEndpoint.endpoint;
    for (const [metric, figure] of ENDPOINT_METRICS) {
      const b = figure.read(baseEndpoint);
      const p = figure.read(prEndpoint);
      if (b === undefined || p === undefined) continue;
      if (figure.omitZero && b === 0 && p === 0) continue;
      const notJudged =
        figure.reportedOnly && tolerance[metric] !== false ? PROBE_CPU_NOT_JUDGED : undefined;
      comparisons.push(
        judgeWork(
          scenario,
          metric,
          [{ base: b, pr: p }],
          tolerance[metric],
          name,
          figure.floor ?? 0,
          notJudged,
        ),
      );
    }
    shapes.push(...endpointShapeChanges(baseEndpoint, prEndpoint, tolerance.statements));
  }
  return { comparisons, shapes };
}

function endpointShapeChanges(
  base: EndpointWork,
  pr: EndpointWork,
  tolerance: number | false,
): ShapeChange[] {
  const band = tolerance === false ? 0.05 : tolerance;
  const floor = Math.max(WORK_METRIC_INFO.statements.floor, PROBE_STATEMENT_FLOOR);
  const changes: ShapeChange[] = [];
  const all = new Set([...base.shapes, ...pr.shapes].map((s) => s.shape));
  for (const shape of all) {
    const b = base.shapes.find((s) => s.shape === shape);
    const p = pr.shapes.find((s) => s.shape === shape);
    const bCount = b?.perRequest ?? 0;
    const pCount = p?.perRequest ?? 0;
    let status: ShapeChange['status'] | undefined;
    if (bCount === 0 && pCount >= floor) status = 'new';
    else if (pCount === 0 && bCount >= floor) status = 'vanished';
    else if (pCount - bCount > Math.max(band * bCount, floor)) status = 'more';
    else if (bCount - pCount > Math.max(band * bCount, floor)) status = 'fewer';
    if (status) {
      changes.push({
        shape,
        kind: (p ?? b)!.kind,
        endpoint: pr.endpoint,
        base: bCount,
        pr: pCount,
        status,
      });
    }
  }
  const order = { new: 0, more: 1, vanished: 2, fewer: 3 };
  return changes.sort((x, y) => order[x.status] - order[y.status]);
}
