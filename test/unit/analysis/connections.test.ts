// The database's connection counters around a window, and what the diagnosis says of them.
import { describe, expect, it } from 'vitest';
import { connectionFindings } from '../../../src/analysis/diagnosis/connections.js';
import { connectionReading, windowConnections } from '../../../src/env/db-connections.js';
import type { WindowMeasurement } from '../../../src/model.js';

const rows = (errors: number, aborted: number, peak: number) => [
  { Variable_name: 'Aborted_connects', Value: String(aborted) },
  { Variable_name: 'Connection_errors_max_connections', Value: String(errors) },
  { Variable_name: 'Max_used_connections', Value: String(peak) },
  { Variable_name: 'Threads_connected', Value: '21' },
];

describe('database connections over a window', () => {
  it('takes the counters as differences and the peak as read', () => {
    const before = connectionReading(rows(3, 1, 12), 60);
    const after = connectionReading(rows(45, 1, 61), 60);
    expect(windowConnections(before, after)).toEqual({
      threadsConnected: 21,
      maxUsedConnections: 61,
      refused: 42,
      aborted: 0,
      maxConnections: 60,
    });
  });

  it('names the refusals with where max_connections was set', () => {
    const window = {
      database: {
        threadsConnected: 21,
        maxUsedConnections: 61,
        refused: 42,
        aborted: 2,
        maxConnections: 60,
        maxConnectionsSource: 'deploy/my.cnf:11',
      },
    } as unknown as WindowMeasurement;
    const findings = connectionFindings(window, (text) => text, { scenario: 's', side: 'pr' });
    expect(findings.map((f) => [f.rule, f.level])).toEqual([
      ['database.max-connections', 'warning'],
      ['database.aborted-connects', 'notice'],
    ]);
    expect(findings[0]!.message).toMatch(
      /^MySQL refused 42 connections over max_connections = 60 \(deploy\/my\.cnf:11\); its peak was 61 connections/,
    );
    const quiet = { database: { ...window.database!, refused: 0, aborted: 0 } };
    expect(
      connectionFindings(quiet as WindowMeasurement, (t) => t, { scenario: 's', side: 'pr' }),
    ).toEqual([]);
  });
});
