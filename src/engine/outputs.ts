// The action's headline outputs from a result: pure, so the figures are the ones the report uses.
import { median } from '../analysis/stats.js';
import type { GateResult } from '../model.js';

/** verdict, and the PR side's median TPS and p95 over the first scenario's windows ('' if none). */
export function headlineOutputs(result: GateResult): { verdict: string; tps: string; p95: string } {
  const windows = result.scenarios[0]?.windows.filter((w) => w.side === 'pr') ?? [];
  return {
    verdict: result.verdict,
    tps: windows.length ? median(windows.map((w) => w.tps)).toFixed(2) : '',
    p95: windows.length ? median(windows.map((w) => w.http.latency.p95)).toFixed(1) : '',
  };
}
