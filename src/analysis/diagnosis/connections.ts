// The database's side of a window's connections: connections MySQL refused over max_connections
// (the app's pools then wait or fail with "Too many connections") and connects it aborted, named
// with where max_connections was set. Pure.
import type { Finding, Side, WindowMeasurement } from '../../model.js';
import { formatCount } from '../../format/numbers.js';

/** The findings of one window's database connection counters. */
export function connectionFindings(
  window: WindowMeasurement,
  at: (text: string) => string,
  base: { scenario: string; side: Side },
): Finding[] {
  const database = window.database;
  if (!database) return [];
  const findings: Finding[] = [];
  const limit = `max_connections = ${database.maxConnections}${database.maxConnectionsSource ? ` (${database.maxConnectionsSource})` : " (the server's default)"}`;
  const evidence = {
    refused: database.refused,
    aborted: database.aborted,
    maxUsedConnections: database.maxUsedConnections,
    maxConnections: database.maxConnections,
  };
  if (database.refused > 0) {
    findings.push({
      ...base,
      rule: 'database.max-connections',
      level: 'warning',
      message: at(
        `MySQL refused ${formatCount(database.refused)} connections over ${limit}; its peak was ${formatCount(database.maxUsedConnections)} connections: the app's pools (instances × maximum-pool-size, plus migrations and monitoring) asked for more than the database allows, and those requests waited or failed with "Too many connections".`,
      ),
      keys: ['max_connections', 'spring.datasource.hikari.maximum-pool-size'],
      evidence,
    });
  }
  if (database.aborted > 0) {
    findings.push({
      ...base,
      rule: 'database.aborted-connects',
      level: 'notice',
      message: at(
        `MySQL aborted ${formatCount(database.aborted)} connection attempts during the window (Aborted_connects: a failed handshake, a wrong password or connect_timeout).`,
      ),
      keys: ['connect_timeout'],
      evidence,
    });
  }
  return findings;
}
