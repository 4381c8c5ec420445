// Work per request per endpoint, from each side's work probe (src/work/probe.ts): statements, rows
// examined, bytes allocated and the Java threads' CPU per request of every endpoint both sides
// sent, judged like the window figures, and the statement shapes each endpoint gained or lost.
// Pure.
import type { WorkMetric } from '../config/work.js';
import type { EndpointWork, ProbeResult } from '../work/attribution.js';
import {
  WORK_METRIC_INFO,
  judgeWork,
  type ShapeChange,
  type WorkComparison,
} from './work-judge.js';

const KIND_METRICS: Array<[WorkMetric, keyof EndpointWork['kindsPerRequest']]> = [
  ['selects', 'select'],
  ['inserts', 'insert'],
  ['updates', 'update'],
  ['deletes', 'delete'],
];

/**
 * The probe's CPU per endpoint is reported, not judged: one VU's 20 requests of an endpoint, a
 * millisecond or two each, moved by up to 35 % between the sides of an A/A gate and by 48 % where
 * only the allocation changed (bench/README.md, "Bytes allocated, injected"); the timed windows
 * judge the CPU. The probe's bytes per endpoint held within 1.4 % in the same A/A gates: judged.
 */
const PROBE_CPU_NOT_JUDGED = 'per endpoint, from the probe: reported only';

const APP_FIGURES: Array<[WorkMetric, (e: EndpointWork) => number | undefined]> = [
  ['allocated', (e) => e.allocatedBytesPerRequest],
  ['thread-cpu', (e) => e.threadCpuMsPerRequest],
];

/**
 * The smallest change in statements per request of one endpoint that the probe judges: a query
 * added to an endpoint's every request is +1. A probe has been seen to count up to +0.5 per
 * request on one side of a gate: MariaDB logging prepared statements re-prepared after a database
 * reset twice (docs/work.md; now counted once). Half a statement separates the two until the A/A
 * calibration says otherwise.
 */
export const PROBE_STATEMENT_FLOOR = 0.5;

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
    comparisons.push(
      judgeWork(
        scenario,
        'statements',
        [{ base: baseEndpoint.statementsPerRequest, pr: prEndpoint.statementsPerRequest }],
        tolerance.statements,
        name,
        PROBE_STATEMENT_FLOOR,
      ),
    );
    for (const [metric, kind] of KIND_METRICS) {
      const b = baseEndpoint.kindsPerRequest[kind];
      const p = prEndpoint.kindsPerRequest[kind];
      if (b === 0 && p === 0) continue;
      comparisons.push(
        judgeWork(
          scenario,
          metric,
          [{ base: b, pr: p }],
          tolerance[metric],
          name,
          PROBE_STATEMENT_FLOOR,
        ),
      );
    }
    // Rows examined, from the statement history (absent when the server's could not be read).
    const baseRows = baseEndpoint.rowsExaminedPerRequest;
    const prRows = prEndpoint.rowsExaminedPerRequest;
    if (baseRows !== undefined && prRows !== undefined) {
      comparisons.push(
        judgeWork(
          scenario,
          'rows-examined',
          [{ base: baseRows, pr: prRows }],
          tolerance['rows-examined'],
          name,
        ),
      );
    }
    // Bytes and the Java threads' CPU, from the work agent read at the probe's marks.
    for (const [metric, of] of APP_FIGURES) {
      const b = of(baseEndpoint);
      const p = of(prEndpoint);
      if (b === undefined || p === undefined) continue;
      const notJudged =
        metric === 'thread-cpu' && tolerance[metric] !== false ? PROBE_CPU_NOT_JUDGED : undefined;
      comparisons.push(
        judgeWork(scenario, metric, [{ base: b, pr: p }], tolerance[metric], name, 0, notJudged),
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
