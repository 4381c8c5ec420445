// The statement shapes whose count per request moved between the sides' timed windows. Pure.
import type { WindowMeasurement } from '../model.js';
import type { StatementKind } from '../work/statements.js';
import { WORK_METRIC_INFO, type ShapeChange } from './work-judge.js';

/**
 * Statement shapes whose count per request differs between the sides (means over each side's
 * windows): new (absent from every base window), vanished, or more/fewer by more than the
 * statements tolerance.
 */
export function shapeChanges(
  windows: readonly WindowMeasurement[],
  tolerance: number,
  endpoint?: string,
): ShapeChange[] {
  const perSide = (side: 'base' | 'pr') => {
    const own = windows.filter((w) => w.side === side && w.work?.database);
    const totals = new Map<string, { kind: StatementKind; sum: number }>();
    for (const window of own) {
      for (const shape of window.work!.database!.shapes) {
        const entry = totals.get(shape.shape) ?? { kind: shape.kind, sum: 0 };
        entry.sum += shape.perRequest;
        totals.set(shape.shape, entry);
      }
    }
    return { windows: own.length, totals };
  };
  const base = perSide('base');
  const pr = perSide('pr');
  if (base.windows === 0 || pr.windows === 0) return [];
  const changes: ShapeChange[] = [];
  for (const shape of new Set([...base.totals.keys(), ...pr.totals.keys()])) {
    const b = (base.totals.get(shape)?.sum ?? 0) / base.windows;
    const p = (pr.totals.get(shape)?.sum ?? 0) / pr.windows;
    const kind = (pr.totals.get(shape) ?? base.totals.get(shape))!.kind;
    const floor = WORK_METRIC_INFO.statements.floor;
    let status: ShapeChange['status'] | undefined;
    if (b === 0 && p >= floor) status = 'new';
    else if (p === 0 && b >= floor) status = 'vanished';
    else if (p - b > Math.max(tolerance * b, floor)) status = 'more';
    else if (b - p > Math.max(tolerance * b, floor)) status = 'fewer';
    if (status) {
      changes.push({
        shape,
        kind,
        ...(endpoint === undefined ? {} : { endpoint }),
        base: b,
        pr: p,
        status,
      });
    }
  }
  const order = { new: 0, more: 1, vanished: 2, fewer: 3 };
  return changes.sort(
    (x, y) =>
      order[x.status] - order[y.status] || Math.abs(y.pr - y.base) - Math.abs(x.pr - x.base),
  );
}
