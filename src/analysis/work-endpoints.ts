// Work per request per endpoint, from each side's work probe (src/work/probe.ts): statements, rows
// examined, bytes allocated and the Java threads' CPU per request of every endpoint both sides
// sent, judged like the window figures, and the statement shapes each endpoint gained or lost. A
// figure that varies from request to request (the bytes) is judged only on an endpoint with enough
// requests in both probes (`minRequests`, PROBE_MIN_REQUESTS); the counts on any number. Pure.
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

/**
 * Comparisons and shape changes of every endpoint that both probes saw, and a note naming the
 * figures left unjudged for too few requests.
 */
export function compareEndpoints(
  scenario: string,
  base: ProbeResult,
  pr: ProbeResult,
  tolerance: Record<WorkMetric, number | false>,
): { comparisons: WorkComparison[]; shapes: ShapeChange[]; notes: string[] } {
  const comparisons: WorkComparison[] = [];
  const shapes: ShapeChange[] = [];
  // The endpoints of each metric left unjudged for too few requests, and the fewest it needs.
  const tooFew = new Map<WorkMetric, { minimum: number; endpoints: string[] }>();
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
        tolerance[metric] === false
          ? undefined
          : figure.reportedOnly
            ? PROBE_CPU_NOT_JUDGED
            : tooFewRequests(baseEndpoint.requests, prEndpoint.requests, figure.minRequests);
      if (notJudged !== undefined && !figure.reportedOnly) {
        const entry = tooFew.get(metric) ?? { minimum: figure.minRequests!, endpoints: [] };
        entry.endpoints.push(name);
        tooFew.set(metric, entry);
      }
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
  const notes = [...tooFew].map(
    ([metric, { minimum, endpoints }]) =>
      `Not judged per endpoint: ${WORK_METRIC_INFO[metric].label} of ${endpoints.join(', ')}, with fewer than ${minimum} requests in a probe; compare.work.probe raises the probe's iterations.`,
  );
  return { comparisons, shapes, notes };
}

/**
 * Why a figure that varies from request to request is not judged on an endpoint with fewer than
 * `minimum` requests in either side's probe; undefined when both have enough.
 */
function tooFewRequests(base: number, pr: number, minimum: number | undefined): string | undefined {
  if (minimum === undefined || Math.min(base, pr) >= minimum) return undefined;
  const counts =
    base === pr
      ? `${base} request(s) in each side's probe`
      : `${base} request(s) in the base's probe and ${pr} in the PR's`;
  return `${counts}, fewer than the ${minimum} a figure that varies from request to request needs (compare.work.probe raises the probe's iterations)`;
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
