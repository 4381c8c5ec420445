// The change points of a history: every series of the records (record.ts) run through E-divisive
// means (e-divisive.ts), each change point named by the commits around it. What `perf-gate
// history` prints. Pure.
import { eDivisive, OTAVA_DEFAULTS, type EDivisiveOptions } from './e-divisive.js';
import { higherIsWorse, seriesOf, type HistoryRecord, type SeriesPoint } from './record.js';

/** One change point of a series, between two recorded commits. */
export interface HistoryChangePoint {
  /** position in the series of the first point of the new level */
  index: number;
  /** the last commit of the old level and the first of the new one: the culprit is in between */
  fromCommit: string;
  toCommit: string;
  fromTime: string;
  toTime: string;
  meanBefore: number;
  meanAfter: number;
  /** (meanAfter / meanBefore − 1) × 100 */
  changePct: number;
  /** Otava's magnitude, max(|after/before − 1|, |before/after − 1|), × 100 */
  magnitudePct: number;
  pValue: number;
  /** 1 − pValue */
  confidence: number;
  /** the change is for the worse (higher latency, errors or work; lower TPS) */
  worse: boolean;
  /** what else differs between the two records: the runner, perf-gate, the configuration */
  alsoChanged: ('runner' | 'perf-gate' | 'config')[];
}

/** One series and its change points. */
export interface SeriesChangePoints {
  key: string;
  points: SeriesPoint[];
  changePoints: HistoryChangePoint[];
}

/** The analysis of a whole history. */
export interface HistoryAnalysis {
  options: EDivisiveOptions;
  records: number;
  series: SeriesChangePoints[];
}

/**
 * A series filter: `*` matches any run of characters (slashes included, as endpoint labels hold
 * them) and `?` any one; without either, a prefix. Undefined or empty: every series.
 */
export function seriesFilter(pattern: string | undefined): (key: string) => boolean {
  if (!pattern) return () => true;
  if (!/[*?]/.test(pattern)) return (key) => key.startsWith(pattern);
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`, 's');
  return (key) => regex.test(key);
}

/** Every series of the records that the filter keeps, with its change points. */
export function analyzeHistory(
  records: readonly HistoryRecord[],
  options: Partial<EDivisiveOptions> = {},
  keep: (key: string) => boolean = () => true,
): HistoryAnalysis {
  const resolved = { ...OTAVA_DEFAULTS, ...options };
  const byPoint = new Map(records.map((record) => [`${record.commit} ${record.time}`, record]));
  const series: SeriesChangePoints[] = [];
  for (const [key, points] of seriesOf(records)) {
    if (!keep(key)) continue;
    const found = eDivisive(
      points.map((point) => point.value),
      resolved,
    );
    const changePoints = found.map((cp): HistoryChangePoint => {
      const before = points[cp.index - 1]!;
      const after = points[cp.index]!;
      return {
        index: cp.index,
        fromCommit: before.commit,
        toCommit: after.commit,
        fromTime: before.time,
        toTime: after.time,
        meanBefore: cp.meanBefore,
        meanAfter: cp.meanAfter,
        changePct: cp.change * 100,
        magnitudePct: cp.magnitude * 100,
        pValue: cp.pValue,
        confidence: 1 - cp.pValue,
        worse: higherIsWorse(key) ? cp.meanAfter > cp.meanBefore : cp.meanAfter < cp.meanBefore,
        alsoChanged: alsoChanged(
          byPoint.get(`${before.commit} ${before.time}`),
          byPoint.get(`${after.commit} ${after.time}`),
        ),
      };
    });
    series.push({ key, points, changePoints });
  }
  return { options: resolved, records: records.length, series };
}

function alsoChanged(
  before: HistoryRecord | undefined,
  after: HistoryRecord | undefined,
): HistoryChangePoint['alsoChanged'] {
  if (!before || !after) return [];
  const changed: HistoryChangePoint['alsoChanged'] = [];
  if (before.runner.class !== after.runner.class) changed.push('runner');
  if (before.perfGate !== after.perfGate) changed.push('perf-gate');
  if (before.configHash !== after.configHash) changed.push('config');
  return changed;
}
