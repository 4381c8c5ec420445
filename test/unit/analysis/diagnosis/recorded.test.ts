// Diagnosis of windows recorded from the travel-content example (see
// test/integration/telemetry-example.test.ts, which re-records them with
// PERF_GATE_RECORD_TELEMETRY=1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Finding, TelemetryRecord } from '../../../../src/model.js';
import {
  BOTTLENECK_RULES,
  diagnoseWindow,
  generatorSaturation,
} from '../../../../src/analysis/diagnosis/index.js';

function recorded(name: string): TelemetryRecord {
  return JSON.parse(
    readFileSync(new URL(`../../../fixtures/telemetry/${name}.json`, import.meta.url), 'utf8'),
  ) as TelemetryRecord;
}

const bottlenecks = (findings: Finding[]): string[] =>
  findings
    .map((finding) => finding.rule)
    .filter((rule) => (BOTTLENECK_RULES as readonly string[]).includes(rule));

describe('recorded windows', () => {
  it('keeps every series in time order with one value per time', () => {
    for (const name of ['healthy', 'pool-bound', 'cpu-bound', 'runner-saturated']) {
      const record = recorded(name);
      for (const [series, { t, values }] of Object.entries(record.series)) {
        expect(values.length, `${name} ${series}`).toBe(t.length);
        expect(
          [...t].sort((a, b) => a - b),
          `${name} ${series}`,
        ).toEqual(t);
        expect(t.every((value) => value >= 0 && value <= record.durationSec + 1)).toBe(true);
      }
    }
  });

  it('pool cut to one connection: the pool, with timeouts as evidence, not the CPU', () => {
    const record = recorded('pool-bound');
    const findings = diagnoseWindow(record);
    expect(bottlenecks(findings)).toEqual(['bottleneck.pool']);
    const pool = findings.find((finding) => finding.rule === 'bottleneck.pool')!;
    expect(pool.level).toBe('error');
    expect(pool.evidence?.maximumPoolSize).toBe(1);
    expect(Number(pool.evidence?.samplesAllConnectionsActivePercent)).toBeGreaterThan(50);
    expect(Number(pool.evidence?.acquireTimeouts)).toBeGreaterThan(0);
    expect(Number(pool.evidence?.pendingMean)).toBeGreaterThan(10);
    expect(pool.message).toContain('Raise maximumPoolSize (now 1)');
    // Requests failed with 5xx (HikariCP's 3 s connection-timeout): reported as server errors.
    expect(findings.map((finding) => finding.rule)).toContain('errors.server');
  });

  it('BCrypt logins on half a core: the CPU (quota throttled), not the threads piling up', () => {
    const record = recorded('cpu-bound');
    const findings = diagnoseWindow(record);
    expect(bottlenecks(findings)).toEqual(['bottleneck.cpu']);
    const cpu = findings.find((finding) => finding.rule === 'bottleneck.cpu')!;
    expect(cpu.evidence?.appCpuLimitCores).toBe(0.5);
    expect(Number(cpu.evidence?.throttledPeriodsMeanPercent)).toBeGreaterThan(50);
    expect(Math.max(...record.series['tomcat.busy']!.values)).toBeGreaterThan(50);
    expect(cpu.message).toContain('will not help');
  });

  it('a healthy window names no bottleneck', () => {
    const findings = diagnoseWindow(recorded('healthy'));
    expect(bottlenecks(findings)).toEqual([]);
  });

  it('a runner saturated by other work spoils the window instead of blaming the app or k6', () => {
    const record = recorded('runner-saturated');
    const findings = diagnoseWindow(record);
    expect(bottlenecks(findings)).toEqual([]);
    const runner = findings.find((finding) => finding.rule === 'runner.cpu')!;
    expect(runner.level).toBe('warning');
    expect(runner.message).toContain('inconclusive');
    expect(Number(runner.evidence?.measuredProcessesShareOfBusyCpuPercent)).toBeLessThan(75);
    const saturation = generatorSaturation(record);
    expect(saturation.saturated).toBe(true);
    expect(saturation.reasons.join(' ')).not.toContain('maxVUs');
  });
});
