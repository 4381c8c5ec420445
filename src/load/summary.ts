// k6's end-of-test summary (the `data` handed to handleSummary, k6 v1) → a WindowMeasurement.
// Pure: no I/O. Per-endpoint figures come from submetrics like `http_req_duration{endpoint:x}`,
// which exist because the gate's wrapper declares a threshold on each.
import type {
  LatencyMs,
  RequestMetrics,
  ScenarioShare,
  Side,
  WindowMeasurement,
} from '../model.js';

interface MetricValues {
  [stat: string]: number | undefined;
}
interface SummaryMetric {
  type?: string;
  values?: MetricValues;
  thresholds?: Record<string, { ok: boolean }>;
}
/** The parts of k6's summary data that perf-gate reads. */
export interface K6Summary {
  state?: { testRunDurationMs?: number };
  /** added by the gate's wrapper: the script's own scenarios an iteration was shared between */
  perfGate?: {
    mix?: ScenarioShare[];
    /** set by perf-gate from k6's log: one exception the script threw (scriptErrorIn) */
    scriptError?: string;
    /** set by perf-gate from k6's log: one URL that was not the app under test (foreignUrlIn) */
    foreignUrl?: string;
  };
  metrics: Record<string, SummaryMetric>;
}

export interface WindowContext {
  scenario: string;
  side: Side;
  round: number;
  targetRate: number;
  durationSec: number;
  maxVus: number;
  k6ExitCode?: number;
}

/** Converts a k6 summary into the measurement of one window. */
export function toWindowMeasurement(summary: K6Summary, context: WindowContext): WindowMeasurement {
  const metrics = summary.metrics;
  const iterations = metrics.iterations?.values?.count ?? 0;
  // Counted by the wrapper: iterations in which the script threw (k6 counts them as iterations).
  const iterationErrors = metrics.perf_gate_iteration_errors?.values?.count ?? 0;
  // Counted by the wrapper: requests that did not go to the app under test.
  const foreignRequests = metrics.perf_gate_foreign_requests?.values?.count ?? 0;
  const mix = summary.perfGate?.mix ?? [];
  // The wrapper's own per-endpoint thresholds always hold, so a crossed one is the script's.
  const thresholdsCrossed = crossedThresholds(summary);
  const iterationMs = metrics.iteration_duration?.values?.avg;
  const dropped = metrics.dropped_iterations?.values?.count ?? 0;
  const vusMax = metrics.vus_max?.values?.max ?? metrics.vus_max?.values?.value ?? 0;
  const durationSec = context.durationSec;

  // Dropped iterations and a full VU pool are not, by themselves, a saturated generator: with an
  // open model they usually mean the app answered too slowly for the pool. Whether k6 itself was
  // the limit (CPU, the runner, drops with VUs to spare) is told by the telemetry
  // (generatorSaturation); the dropped iterations stay a rule of their own (generator.dropped-iterations).
  const reasons: string[] = [];

  const endpoints: Record<string, RequestMetrics> = {};
  for (const name of Object.keys(metrics)) {
    const match = /^http_req_duration\{endpoint:([^,}]+)\}$/.exec(name);
    if (!match?.[1]) continue;
    const endpoint = match[1];
    endpoints[endpoint] = requestMetrics(
      metrics[name],
      metrics[`http_reqs{endpoint:${endpoint}}`],
      metrics[`http_req_failed{endpoint:${endpoint}}`],
      durationSec,
    );
  }

  return {
    scenario: context.scenario,
    side: context.side,
    round: context.round,
    targetRate: context.targetRate,
    durationSec,
    iterations,
    ...(iterationErrors > 0 ? { iterationErrors } : {}),
    ...(iterationErrors > 0 && summary.perfGate?.scriptError
      ? { scriptError: summary.perfGate.scriptError }
      : {}),
    ...(mix.length > 1 ? { mix } : {}),
    ...(thresholdsCrossed.length > 0 ? { thresholdsCrossed } : {}),
    ...(foreignRequests > 0
      ? {
          foreignRequests,
          ...(summary.perfGate?.foreignUrl ? { foreignUrl: summary.perfGate.foreignUrl } : {}),
        }
      : {}),
    ...(iterations > 0 && iterationMs !== undefined ? { iterationMs } : {}),
    tps: durationSec > 0 ? iterations / durationSec : 0,
    droppedIterations: dropped,
    vusMax,
    http: requestMetrics(
      metrics.http_req_duration,
      metrics.http_reqs,
      metrics.http_req_failed,
      durationSec,
    ),
    endpoints,
    checks: {
      passes: metrics.checks?.values?.passes ?? 0,
      fails: metrics.checks?.values?.fails ?? 0,
    },
    generator: { saturated: reasons.length > 0, reasons },
    ...(context.k6ExitCode === undefined ? {} : { k6ExitCode: context.k6ExitCode }),
  };
}

/**
 * The message of one k6 log line (`time=… level=error msg="Error: boom\n\tat buy
 * (file:///…/load.js:12:5(25))\n\tat default (file:///…/wrapper.js…)" …`), unescaped, on one line,
 * without the wrapper's frames; other lines as they are.
 */
export function k6LogMessage(line: string): string {
  const quoted = /\bmsg="((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
  if (quoted === undefined) return line;
  let message: string;
  try {
    message = JSON.parse(`"${quoted}"`) as string;
  } catch {
    message = quoted;
  }
  return message
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part && !part.includes('wrapper.js'))
    .join(' ');
}

/** One exception the script threw, from k6's log lines (`… source=stacktrace`). */
export function scriptErrorIn(lines: readonly string[]): string | undefined {
  const line = lines.find((candidate) => candidate.includes('source=stacktrace'));
  if (line === undefined) return undefined;
  const text = k6LogMessage(line);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** One URL the wrapper found was not the app under test (its "perf-gate: foreign request to …"). */
export function foreignUrlIn(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const url = /perf-gate: foreign request to (\S+)/.exec(k6LogMessage(line))?.[1];
    if (url) return url;
  }
  return undefined;
}

/** Whether a URL names a loopback host (127.0.0.0/8, localhost, [::1]); undefined: no URL. */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (url === undefined) return true;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith('127.') || host === 'localhost' || host === '[::1]';
  } catch {
    return false;
  }
}

/** Names of thresholds k6 reported as crossed, as "metric: expression". */
export function crossedThresholds(summary: K6Summary): string[] {
  const crossed: string[] = [];
  for (const [metric, data] of Object.entries(summary.metrics)) {
    for (const [expression, result] of Object.entries(data.thresholds ?? {})) {
      if (!result.ok) crossed.push(`${metric}: ${expression}`);
    }
  }
  return crossed.sort();
}

function requestMetrics(
  duration: SummaryMetric | undefined,
  reqs: SummaryMetric | undefined,
  failed: SummaryMetric | undefined,
  durationSec: number,
): RequestMetrics {
  const requests = reqs?.values?.count ?? 0;
  // k6's http_req_failed is a Rate: "passes" counts the failed requests (the metric is true).
  const failedCount = failed?.values?.passes ?? 0;
  return {
    requests,
    failed: failedCount,
    errorRate: requests > 0 ? failedCount / requests : 0,
    ratePerSec: durationSec > 0 ? requests / durationSec : 0,
    latency: latency(duration?.values ?? {}),
  };
}

function latency(values: MetricValues): LatencyMs {
  const pick = (key: string): number => round3(values[key] ?? 0);
  return {
    avg: pick('avg'),
    min: pick('min'),
    p50: pick('med'),
    p90: pick('p(90)'),
    p95: pick('p(95)'),
    p99: pick('p(99)'),
    max: pick('max'),
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
