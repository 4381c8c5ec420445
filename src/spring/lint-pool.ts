// Lint rules over the connection pools of effective settings (see lint.ts for the sources the
// rules lean on). Pure.
import type { Finding, Level } from '../model.js';
import { HIKARI_PROPERTIES } from './keys.js';
import { formatMs } from './values.js';
import type { DatasourceSettings, EffectiveSettings, LintResources } from './types.js';

/** MySQL's default max_connections. */
export const MYSQL_DEFAULT_MAX_CONNECTIONS = 151;
/** MySQL's default wait_timeout, seconds (8 h). */
export const MYSQL_DEFAULT_WAIT_TIMEOUT_SEC = 28_800;
/** Connections kept free for admin sessions, migrations and monitoring: 10 %, at least this many. */
const MIN_RESERVED_CONNECTIONS = 5;
/** "Far above" the HikariCP guidance: more than this many times (cores x 2 + spindles). */
const POOL_GUIDANCE_FACTOR = 2;

/** The canonical key of one of a datasource's Hikari settings. */
export function hikariKey(
  datasource: DatasourceSettings,
  field: keyof typeof HIKARI_PROPERTIES,
): string {
  return `${datasource.prefix}.${HIKARI_PROPERTIES[field]}`;
}

/** A lint finding; evidence only when there is some. */
export function finding(
  rule: string,
  level: Level,
  message: string,
  keys: string[],
  evidence?: Record<string, number | string>,
): Finding {
  return evidence ? { rule, level, message, keys, evidence } : { rule, level, message, keys };
}

/** The pools against the database's connection limit, the cores, and MySQL's timeouts. */
export function poolRules(
  settings: EffectiveSettings,
  resources: Partial<LintResources>,
): Finding[] {
  const findings: Finding[] = [];
  const instances = resources.instances ?? 1;
  const dbMaxConnections = resources.dbMaxConnections ?? MYSQL_DEFAULT_MAX_CONNECTIONS;
  const perInstance = settings.datasources.reduce((sum, ds) => sum + ds.hikari.maximumPoolSize, 0);
  const total = perInstance * instances;
  const reserve = Math.max(MIN_RESERVED_CONNECTIONS, Math.ceil(dbMaxConnections * 0.1));
  const poolKeys = settings.datasources.map((ds) => hikariKey(ds, 'maximumPoolSize'));
  if (settings.datasources.length > 0 && total > dbMaxConnections - reserve) {
    const sum = settings.datasources
      .map((ds) => `${ds.name} ${ds.hikari.maximumPoolSize}`)
      .join(' + ');
    const over = total > dbMaxConnections;
    findings.push(
      finding(
        'hikari-pool-exceeds-db-connections',
        over ? 'error' : 'warning',
        `${instances} instance(s) × (${sum}) = ${total} pooled connections ` +
          (over
            ? `exceed the database's max_connections of ${dbMaxConnections}: once the pools fill up, MySQL refuses the rest with "Too many connections". `
            : `leave fewer than ${reserve} of the database's ${dbMaxConnections} connections for admin sessions, migrations and monitoring (and a rolling deploy briefly runs one more instance). `) +
          `Size the pools so that instances × pool ≤ ${dbMaxConnections - reserve}, or raise max_connections together with them (a 2-vCPU service raising its pool to 50 also raised max_connections to 80).`,
        poolKeys,
        { totalConnections: total, dbMaxConnections, reserve, instances },
      ),
    );
  }

  const dbCpus = resources.dbCpus ?? resources.cpus;
  for (const ds of settings.datasources) {
    const { maximumPoolSize, minimumIdle, connectionTimeoutMs, idleTimeoutMs, maxLifetimeMs } =
      ds.hikari;
    const name = `datasource "${ds.name}"`;
    if (maximumPoolSize < 1 || minimumIdle < 0) {
      findings.push(
        finding(
          'hikari-pool-size-invalid',
          'error',
          `${name}: maximumPoolSize ${maximumPoolSize} / minimumIdle ${minimumIdle}: HikariConfig rejects a maximumPoolSize below 1 and a negative minimumIdle, so the app fails at startup.`,
          [hikariKey(ds, 'maximumPoolSize'), hikariKey(ds, 'minimumIdle')],
        ),
      );
    }
    if (dbCpus !== undefined) {
      const guidance = dbCpus * 2 + 1;
      const connections = maximumPoolSize * instances;
      if (connections > guidance * POOL_GUIDANCE_FACTOR) {
        findings.push(
          finding(
            'hikari-pool-above-core-guidance',
            'warning',
            `${name}: ${instances > 1 ? `${instances} instances × ${maximumPoolSize} = ${connections}` : `maximumPoolSize ${maximumPoolSize}`} connections is more than ${POOL_GUIDANCE_FACTOR}× HikariCP's pool-sizing guidance of ` +
              `${dbCpus} database cores × 2 + 1 spindle = ${guidance} ("About Pool Sizing"). A database runs only as many queries at once as it has cores; ` +
              'extra connections add context switches and lock contention, not throughput (measured on a 2-core service: pool 20 gave 108 TPS, pools of 50 and 100 gave 19 and 64). ' +
              `Start near ${guidance} and raise it only when the pool's pending count shows waiting under the target load.`,
            [hikariKey(ds, 'maximumPoolSize')],
            { maximumPoolSize, guidance, dbCpus },
          ),
        );
      }
    }
    if (minimumIdle > maximumPoolSize) {
      findings.push(
        finding(
          'hikari-min-idle-above-max',
          'warning',
          `${name}: minimumIdle ${minimumIdle} is above maximumPoolSize ${maximumPoolSize}; HikariCP silently lowers it to ${maximumPoolSize}. ` +
            'Remove minimumIdle (a fixed-size pool) or raise maximumPoolSize if more connections were intended.',
          [hikariKey(ds, 'minimumIdle'), hikariKey(ds, 'maximumPoolSize')],
        ),
      );
    } else if (minimumIdle < maximumPoolSize && minimumIdle >= 0) {
      findings.push(
        finding(
          'hikari-min-idle-below-max',
          'notice',
          `${name}: minimumIdle ${minimumIdle} < maximumPoolSize ${maximumPoolSize} makes the pool shrink when idle and open connections (TCP + authentication) during a spike. ` +
            'HikariCP recommends not setting minimumIdle so the pool is fixed-size, for best performance and responsiveness to spikes.',
          [hikariKey(ds, 'minimumIdle'), hikariKey(ds, 'maximumPoolSize')],
        ),
      );
    }
    if (
      minimumIdle >= maximumPoolSize &&
      settings.sources[hikariKey(ds, 'idleTimeoutMs')] !== undefined &&
      settings.sources[hikariKey(ds, 'idleTimeoutMs')] !== 'default'
    ) {
      findings.push(
        finding(
          'hikari-idle-timeout-ignored',
          'notice',
          `${name}: idleTimeout ${formatMs(idleTimeoutMs)} has no effect: the pool is fixed-size (minimumIdle = maximumPoolSize), so HikariCP never retires idle connections.`,
          [hikariKey(ds, 'idleTimeoutMs'), hikariKey(ds, 'minimumIdle')],
        ),
      );
    }
    if (connectionTimeoutMs === 0) {
      findings.push(
        finding(
          'hikari-connection-timeout-infinite',
          'warning',
          `${name}: connectionTimeout 0 makes a request wait for a connection forever; when the pool is exhausted requests hang instead of failing. Set a timeout near the request budget.`,
          [hikariKey(ds, 'connectionTimeoutMs')],
        ),
      );
    } else if (connectionTimeoutMs < 250) {
      findings.push(
        finding(
          'hikari-connection-timeout-too-short',
          'error',
          `${name}: connectionTimeout ${connectionTimeoutMs} ms is below HikariCP's floor of 250 ms; HikariConfig rejects it ("connectionTimeout cannot be less than 250ms") and the app fails at startup.`,
          [hikariKey(ds, 'connectionTimeoutMs')],
        ),
      );
    } else if (
      resources.requestBudgetMs !== undefined &&
      connectionTimeoutMs > resources.requestBudgetMs
    ) {
      findings.push(
        finding(
          'hikari-connection-timeout-exceeds-budget',
          'warning',
          `${name}: connectionTimeout ${formatMs(connectionTimeoutMs)} is longer than the request budget of ${resources.requestBudgetMs} ms: a request waiting that long for a connection has already failed, ` +
            'and under overload the waiting threads pile up (a typical overload log: "Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=189)"). ' +
            `Lower it towards ${resources.requestBudgetMs} ms so overload fails fast and visibly.`,
          [hikariKey(ds, 'connectionTimeoutMs')],
          { connectionTimeoutMs, requestBudgetMs: resources.requestBudgetMs },
        ),
      );
    }
    const waitTimeoutMs = (resources.dbWaitTimeoutSec ?? MYSQL_DEFAULT_WAIT_TIMEOUT_SEC) * 1000;
    if (maxLifetimeMs === 0 || maxLifetimeMs >= waitTimeoutMs) {
      findings.push(
        finding(
          'hikari-max-lifetime-exceeds-wait-timeout',
          'warning',
          `${name}: maxLifetime ${maxLifetimeMs === 0 ? '0 (unlimited)' : formatMs(maxLifetimeMs)} is not shorter than the database's wait_timeout of ${formatMs(waitTimeoutMs)}: ` +
            'MySQL closes connections idle that long and the pool hands out dead ones. HikariCP asks for maxLifetime several seconds shorter than any database-imposed limit ' +
            '(a wait_timeout of 600 s, a common hardening, is already below the default maxLifetime of 30 min).',
          [hikariKey(ds, 'maxLifetimeMs')],
          { maxLifetimeMs, waitTimeoutMs },
        ),
      );
    } else if (maxLifetimeMs < 30_000) {
      findings.push(
        finding(
          'hikari-max-lifetime-too-short',
          'notice',
          `${name}: maxLifetime ${maxLifetimeMs} ms is below HikariCP's minimum of 30 s; HikariCP ignores it and uses 30 min.`,
          [hikariKey(ds, 'maxLifetimeMs')],
        ),
      );
    }
  }
  return findings;
}
