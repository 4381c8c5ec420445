// The lab's tiers over a scenario's windows, for both reports: each app instance (app.instances
// above 1) with its own telemetry, the database's connections and Redis. Plain rows and lines;
// the markdown and HTML renderers escape them. Pure.
import { instancesOverWindows } from '../analysis/instances.js';
import { formatCount } from '../format/numbers.js';
import type { InstanceWindow, Side, WindowMeasurement } from '../model.js';

export const INSTANCE_HEADER = [
  'Instance',
  'Container',
  'Requests/s',
  'CPU (% of a core)',
  'Busy threads (peak)',
  'Hikari active (peak)',
  'Waiting for a connection (peak)',
  'Heap (peak)',
  '5xx/s',
] as const;

const figure = (value: number | undefined, unit = ''): string =>
  value === undefined
    ? '–'
    : `${value.toFixed(value >= 100 || Number.isInteger(value) ? 0 : 1)}${unit}`;

function instanceRow(instance: InstanceWindow): string[] {
  return [
    instance.label,
    instance.container,
    figure(instance.requestsPerSec),
    figure(instance.cpuPercent),
    figure(instance.busyThreadsPeak),
    figure(instance.hikariActivePeak),
    figure(instance.hikariPendingPeak),
    figure(instance.heapUsedMbPeak, ' MB'),
    figure(instance.serverErrorsPerSec),
  ];
}

/** Every instance of both sides (base first), over their windows; empty with one instance. */
export function instanceRows(windows: readonly WindowMeasurement[]): string[][] {
  return (['base', 'pr'] as const).flatMap((side) =>
    instancesOverWindows(windows.filter((window) => window.side === side)).map(instanceRow),
  );
}

/** The database's connections (one server for both sides), then Redis per side, when read. */
export function serviceLines(windows: readonly WindowMeasurement[]): string[] {
  const lines: string[] = [];
  const database = databaseText(windows);
  if (database) lines.push(database);
  for (const side of ['base', 'pr'] as const) {
    const proxy = proxyText(windows.filter((window) => window.side === side));
    if (proxy) lines.push(`${sideName(side)}: ${proxy}`);
  }
  for (const side of ['base', 'pr'] as const) {
    const redis = redisText(windows.filter((window) => window.side === side));
    if (redis) lines.push(`${sideName(side)}: ${redis}`);
  }
  return lines;
}

function sideName(side: Side): string {
  return side === 'pr' ? 'PR' : 'base';
}

function databaseText(windows: readonly WindowMeasurement[]): string | undefined {
  const read = windows.flatMap((window) => (window.database ? [window.database] : []));
  if (read.length === 0) return undefined;
  const peak = Math.max(...read.map((db) => db.maxUsedConnections));
  const last = read[read.length - 1]!;
  const per = (side: Side, key: 'refused' | 'aborted'): string =>
    formatCount(
      windows.reduce(
        (sum, window) => sum + (window.side === side ? (window.database?.[key] ?? 0) : 0),
        0,
      ),
    );
  const sides = (key: 'refused' | 'aborted'): string =>
    windows.some((window) => window.side === 'base')
      ? `${key} base ${per('base', key)}, PR ${per('pr', key)}`
      : `${key} ${per('pr', key)}`;
  return (
    `Database: at most ${formatCount(peak)} connections at once (Max_used_connections, both sides) ` +
    `of max_connections ${formatCount(last.maxConnections)}` +
    `${last.maxConnectionsSource ? ` (${last.maxConnectionsSource})` : ''}; ` +
    `${sides('refused')}; ${sides('aborted')}`
  );
}

function redisText(windows: readonly WindowMeasurement[]): string | undefined {
  const read = windows.flatMap((window) => (window.redis ? [window.redis] : []));
  if (read.length === 0) return undefined;
  const commands = read.reduce((sum, redis) => sum + redis.commands, 0);
  const perSec = read.reduce((sum, redis) => sum + redis.commandsPerSec, 0) / read.length;
  const hits = read.reduce((sum, redis) => sum + redis.hits, 0);
  const misses = read.reduce((sum, redis) => sum + redis.misses, 0);
  const ratio =
    hits + misses > 0 ? `, hit ratio ${((hits / (hits + misses)) * 100).toFixed(1)} %` : '';
  return `Redis: ${formatCount(commands)} commands (${perSec.toFixed(1)}/s)${ratio}`;
}

function proxyText(windows: readonly WindowMeasurement[]): string | undefined {
  const read = windows.flatMap((window) =>
    window.proxy?.connections ? [window.proxy.connections] : [],
  );
  if (read.length === 0) return undefined;
  const peak = Math.max(...read.map((c) => c.activePeak));
  const waiting = Math.max(...read.map((c) => c.waitingPeak));
  const limit = windows
    .flatMap((window) => window.proxy?.limits ?? [])
    .find((l) => l.kind === 'worker_connections');
  return (
    `Nginx: at most ${formatCount(peak)} client connections open at once (${formatCount(waiting)} idle in keep-alive), ` +
    `mean ${formatCount(Math.round(read.reduce((sum, c) => sum + c.activeMean, 0) / read.length))}` +
    (limit ? `; ${limit.text} (${limit.source}) per worker` : '')
  );
}
