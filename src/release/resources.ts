// What a window's telemetry says about resources: mean CPU of app, database and k6, and the
// settings the app reported while measured — the evidence that a swept value really applied. Pure.
import type { Finding, TelemetryRecord } from '../model.js';
import type { WindowResources } from './model.js';
import { HEAP_KEY, POOL_KEY, THREADS_KEY } from './settings.js';

/** Mean CPUs and reported settings of one window's telemetry record. */
export function resourcesOf(record: TelemetryRecord): WindowResources {
  const meanOf = (name: string): number | undefined => {
    const values = record.series[name]?.values ?? [];
    if (values.length === 0) return undefined;
    return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  };
  const fact = (name: string): number | undefined => {
    const value = record.facts[name];
    return typeof value === 'number' ? value : undefined;
  };
  const out: WindowResources = {};
  const app = meanOf('container.app.cpu') ?? meanOf('jvm.cpu');
  if (app !== undefined) out.appCpuPercent = app;
  const database = meanOf('container.database.cpu');
  if (database !== undefined) out.databaseCpuPercent = database;
  const k6 = meanOf('k6.cpu');
  if (k6 !== undefined) out.k6CpuPercent = k6;
  const threadsMax = fact('threadsMax');
  if (threadsMax !== undefined) out.threadsMax = threadsMax;
  const maximumPoolSize = fact('maximumPoolSize');
  if (maximumPoolSize !== undefined) out.maximumPoolSize = maximumPoolSize;
  const heapMaxMb = fact('heapMaxMb');
  if (heapMaxMb !== undefined) out.heapMaxMb = heapMaxMb;
  return out;
}

/**
 * Requested settings the app did not report back, one line each. Only settings the telemetry
 * reports are checked (threads.max, the default pool's size, the heap); the JVM reports a maximum
 * heap a little under -Xmx (one survivor space is not counted), hence the tolerance.
 */
export function settingsNotApplied(
  requested: Readonly<Record<string, string>>,
  reported: WindowResources,
  heapMb: (value: string) => number | undefined,
): string[] {
  const out: string[] = [];
  const threads = requested[THREADS_KEY];
  if (
    threads !== undefined &&
    reported.threadsMax !== undefined &&
    reported.threadsMax !== Number(threads)
  ) {
    out.push(`${THREADS_KEY}=${threads} requested, the app reported ${reported.threadsMax}`);
  }
  const pool = requested[POOL_KEY];
  if (
    pool !== undefined &&
    reported.maximumPoolSize !== undefined &&
    reported.maximumPoolSize !== Number(pool)
  ) {
    out.push(`${POOL_KEY}=${pool} requested, the app reported ${reported.maximumPoolSize}`);
  }
  const heap = requested[HEAP_KEY];
  const wantedMb = heap === undefined ? undefined : heapMb(heap);
  if (wantedMb !== undefined && reported.heapMaxMb !== undefined) {
    if (reported.heapMaxMb < wantedMb * 0.8 || reported.heapMaxMb > wantedMb * 1.02) {
      out.push(
        `heap -Xmx${Math.round(wantedMb)}m requested, the JVM reported a ${Math.round(reported.heapMaxMb)} MB maximum`,
      );
    }
  }
  return out;
}

/** Bottleneck findings only (what limited the app), one per rule, first seen first. */
export function bottlenecksOf(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const finding of findings) {
    if (!finding.rule.startsWith('bottleneck.') || seen.has(finding.rule)) continue;
    seen.add(finding.rule);
    out.push(finding);
  }
  return out;
}
