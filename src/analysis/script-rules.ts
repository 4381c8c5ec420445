// Rules about the user's k6 script rather than the app: requests sent elsewhere, iterations that
// threw, and the script's own thresholds. Pure; called by evaluateBudget for one side's windows.
import type { RuleRecord, ScriptThresholds, WindowMeasurement } from '../model.js';
import { sum } from './stats.js';

/** Requests the script sent elsewhere than the app under test (a hard-coded host or port). */
export function foreignRequestRecords(
  scenario: string,
  windows: readonly WindowMeasurement[],
): RuleRecord[] {
  const foreign = sum(windows.map((window) => window.foreignRequests ?? 0));
  if (foreign === 0) return [];
  const requests = sum(windows.map((window) => window.http.requests));
  const example = windows.find((window) => window.foreignUrl)?.foreignUrl;
  return [
    {
      rule: 'script.foreign-requests',
      metric: 'foreignRequests',
      scenario,
      expected: '0',
      actual: `${foreign} of ${requests}`,
      passed: false,
      level: 'warning',
      message:
        `${scenario}: ${foreign} of ${requests} requests did not go to the app under test${example ? ` (e.g. ${example})` : ''}; ` +
        'they count in the figures above. Build every URL from __ENV.BASE_URL; addresses outside loopback are refused.',
    },
  ];
}

/** Iterations that threw: their requests up to the exception were sent, the rest were not. */
export function scriptErrorRecords(
  scenario: string,
  windows: readonly WindowMeasurement[],
): RuleRecord[] {
  const threw = sum(windows.map((window) => window.iterationErrors ?? 0));
  if (threw === 0) return [];
  const iterations = sum(windows.map((window) => window.iterations));
  const example = windows.find((window) => window.scriptError)?.scriptError;
  return [
    {
      rule: 'script.iteration-errors',
      metric: 'iterationErrors',
      scenario,
      expected: '0',
      actual: `${threw} of ${iterations}`,
      passed: false,
      level: 'warning',
      message:
        `${scenario}: ${threw} of ${iterations} iterations threw an exception in the script${example ? ` (${example})` : ''}, ` +
        'so they skipped the requests after it. An error response the script cannot parse throws too: look at the error rate, then fix the script or the app.',
    },
  ];
}

/**
 * Why the VUs were all busy when the iterations spent most of their time in the script itself,
 * not waiting on the app: a sleep() for think time, written for a closed model. Under an arrival
 * rate the rate sets the pace and a sleep() only holds a VU (Little's law: VUs = rate × iteration
 * time). The rest of the sentence for generator.dropped-iterations, or undefined.
 */
export function scriptHeldVus(
  scenario: string,
  windows: readonly WindowMeasurement[],
): string | undefined {
  const timed = windows.filter((w) => w.iterationMs !== undefined && w.iterations > 0);
  if (timed.length === 0) return undefined;
  const iterationMs = Math.max(...timed.map((w) => w.iterationMs!));
  const requestMs = Math.max(
    ...timed.map((w) => (w.http.latency.avg * w.http.requests) / w.iterations),
  );
  const ownMs = iterationMs - requestMs;
  if (!(ownMs > requestMs)) return undefined;
  const rate = Math.max(...timed.map((w) => w.targetRate));
  const vus = Math.ceil(((rate * iterationMs) / 1000) * 1.2);
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  return (
    `: an iteration took ${ms(iterationMs)} on average, ${ms(ownMs)} of it in the script itself rather than waiting on the app (a sleep() for think time?). ` +
    `Under an arrival rate the rate sets the pace and a sleep() only holds a VU: remove it from the script, or give ${scenario} max-vus of at least ${vus} (rate × iteration time, with a fifth to spare; it had ${Math.max(...timed.map((w) => w.vusMax))}).`
  );
}

/**
 * The script's own k6 thresholds (`thresholds: { http_req_duration: ['p(95)<500'] }`), judged like
 * the budget: on most windows, so one disturbed round neither fails nor rescues them. A threshold
 * crossed in most windows fails the gate with `fail`, warns with `warn`; one crossed in fewer is a
 * notice. Thresholds that held are not listed (k6 reports them beside the wrapper's own).
 */
export function scriptThresholdRecords(
  scenario: string,
  windows: readonly WindowMeasurement[],
  setting: ScriptThresholds,
): RuleRecord[] {
  if (setting === 'ignore') return [];
  const crossed = new Map<string, number>();
  for (const window of windows)
    for (const expression of new Set(window.thresholdsCrossed ?? []))
      crossed.set(expression, (crossed.get(expression) ?? 0) + 1);
  return [...crossed.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([expression, count]) => {
      const most = count * 2 > windows.length;
      const actual = `crossed in ${count} of ${windows.length} window(s)`;
      return {
        rule: 'script.threshold',
        metric: 'threshold',
        scenario,
        expected: `${expression} (the script's own threshold)`,
        actual,
        passed: !most,
        level: !most ? 'notice' : setting === 'fail' ? 'error' : 'warning',
        message: most
          ? `${scenario}: the script's threshold ${expression} was ${actual}.` +
            (setting === 'fail'
              ? ' gate.script-thresholds is fail, so it fails the gate.'
              : ' It warns (gate.script-thresholds: warn); set fail to make it fail the gate, or judge the same limit with budget.')
          : `${scenario}: the script's threshold ${expression} was ${actual}, held in the rest: not counted (judged on most windows, like the budget).`,
      } satisfies RuleRecord;
    });
}
