// The two lines both reports show beside the p95 comparison: the whole-distribution latency shift
// (src/analysis/shift.ts, reported, not judged) and how sequential stopping ended a scenario's
// rounds (src/analysis/sequential.ts). Plain text, unescaped: each renderer escapes it (endpoint
// names and look reasons come from the scenario). Pure.
import type { ShiftComparison } from '../analysis/shift.js';
import { formatConfidence, formatSignedPct } from '../format/numbers.js';
import type { SequentialRecord } from '../model.js';

const percent = formatConfidence;

/** "latency shift, all requests: +12.0% (90% interval +4.1% to +20.5%), reported, not judged" */
export function shiftText(shift: ShiftComparison): string {
  const interval =
    shift.pairs < 2
      ? `no interval from ${shift.pairs} pair`
      : `${percent(shift.interval.confidence)} interval ${formatSignedPct(shift.interval.lowPct)} to ${formatSignedPct(shift.interval.highPct)}`;
  return `latency shift, ${shift.endpoint ?? 'all requests'}: ${formatSignedPct(shift.changePct)} (${interval}), reported, not judged`;
}

/**
 * How sequential stopping ended one scenario: "stopped after 4 of max 10 rounds: decided at look 2
 * (…)", "ran to the cap of 10 rounds (…)"; undefined when it had no look (sequential stopping off).
 */
export function sequentialText(
  record: SequentialRecord | undefined,
  scenario: string,
): string | undefined {
  const looks = record?.looks.filter((look) => look.scenario === scenario) ?? [];
  const last = looks.at(-1);
  if (!record || !last) return undefined;
  const design = `${record.spending}, ${percent(last.confidence)} repeated interval at the last look`;
  const why = `${design}: ${last.reason}`;
  if (last.pairs >= record.maxRounds && last.reason.startsWith('cap ')) {
    return `sequential stopping: ran to the cap of ${record.maxRounds} rounds, ${looks.length} look(s) (${why})`;
  }
  if (last.pairs >= record.maxRounds && last.stop) {
    return `sequential stopping: decided at the cap of ${record.maxRounds} rounds, look ${looks.length} (${why})`;
  }
  if (!last.stop) {
    return `sequential stopping: ended after ${last.pairs} of max ${record.maxRounds} rounds without a decision at look ${looks.length} (${why})`;
  }
  return `sequential stopping: stopped after ${last.pairs} of max ${record.maxRounds} rounds: decided at look ${looks.length} (${why})`;
}
