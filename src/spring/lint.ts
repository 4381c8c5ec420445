// Lint rules over effective settings: pure, each finding names its config keys and says why.
// Sources the rules lean on:
// - HikariCP "About Pool Sizing" (github.com/brettwooldridge/HikariCP/wiki/About-Pool-Sizing):
//   connections = (core_count x 2) + effective_spindle_count, "a small pool, saturated with threads
//   waiting for connections";
// - HikariCP's README on minimumIdle ("we recommend not setting this value and instead allowing
//   HikariCP to act as a fixed size connection pool"), maxLifetime ("several seconds shorter than any
//   database or infrastructure imposed connection time limit"), and HikariConfig 5.x's validation
//   (connectionTimeout < 250 ms rejected, maxLifetime < 30 s reset, idleTimeout unused on fixed pools);
// - field reports of hand tuning (2-core Spring Boot + MySQL services): pools of 50-100 on 2 cores cut
//   throughput, threads 200 vs pool 10 left 189
//   requests waiting 30 s for a connection (002), pool 25 on 2 vCPU against max_connections 40 (004),
//   -Xmx1024m on 2 GiB making GC eat the CPU (000).
import type { Finding, Level } from '../model.js';
import { HIKARI_PROPERTIES, TOMCAT_KEYS } from './keys.js';
import { formatMs } from './values.js';
import { jvmRules } from './lint-jvm.js';
import type { DatasourceSettings, EffectiveSettings, LintResources } from './types.js';

/** MySQL's default max_connections. */
export const MYSQL_DEFAULT_MAX_CONNECTIONS = 151;
/** MySQL's default wait_timeout, seconds (8 h). */
export const MYSQL_DEFAULT_WAIT_TIMEOUT_SEC = 28_800;
/** Connections kept free for admin sessions, migrations and monitoring: 10 %, at least this many. */
const MIN_RESERVED_CONNECTIONS = 5;
/** "Far above" the HikariCP guidance: more than this many times (cores x 2 + spindles). */
const POOL_GUIDANCE_FACTOR = 2;
/** Threads per pooled connection above which threads mostly queue on the pool. */
const THREADS_PER_CONNECTION = 4;

const TOMCAT = TOMCAT_KEYS;

function hikariKey(datasource: DatasourceSettings, field: keyof typeof HIKARI_PROPERTIES): string {
  return `${datasource.prefix}.${HIKARI_PROPERTIES[field]}`;
}

export function finding(
  rule: string,
  level: Level,
  message: string,
  keys: string[],
  evidence?: Record<string, number | string>,
): Finding {
  return evidence ? { rule, level, message, keys, evidence } : { rule, level, message, keys };
}

function poolRules(settings: EffectiveSettings, resources: Partial<LintResources>): Finding[] {
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

function tomcatRules(settings: EffectiveSettings, resources: Partial<LintResources>): Finding[] {
  const findings: Finding[] = [];
  const { threadsMax, threadsMinSpare, maxConnections, acceptCount } = settings.tomcat;
  const pool = settings.datasources.reduce((sum, ds) => sum + ds.hikari.maximumPoolSize, 0);
  const poolKeys = settings.datasources.map((ds) => hikariKey(ds, 'maximumPoolSize'));
  if (pool > 0 && threadsMax > pool * THREADS_PER_CONNECTION) {
    findings.push(
      finding(
        'tomcat-threads-exceed-pool',
        'warning',
        `threads.max ${threadsMax} is more than ${THREADS_PER_CONNECTION}× the ${pool} pooled connection(s): on a database-bound service up to ${threadsMax - pool} request threads wait for a connection ` +
          '(for up to connectionTimeout each) while holding memory and adding context switches (with 200 threads on a pool of 10, an overloaded service logged 189 requests waiting; a 2-core service measured 10-20 threads faster than 200). ' +
          `Bring threads.max closer to the pool (tuned services set it to the sum of their pools, or the pool to 60-70 % of the threads).`,
        [TOMCAT.threadsMax, ...poolKeys],
        { threadsMax, pooledConnections: pool },
      ),
    );
  }
  if (pool > 0 && threadsMax < pool) {
    findings.push(
      finding(
        'tomcat-threads-below-pool',
        'notice',
        `threads.max ${threadsMax} is below the ${pool} pooled connection(s): request threads can use at most ${threadsMax} of them, the rest stay idle unless @Async executors or schedulers use them (one 2-vCPU service counted 21 such threads). ` +
          'Shrink the pool to what the threads can use, or keep it if those executors need it.',
        [TOMCAT.threadsMax, ...poolKeys],
      ),
    );
  }
  if (resources.cpus !== undefined && threadsMax < resources.cpus * 2) {
    findings.push(
      finding(
        'tomcat-threads-very-low',
        'warning',
        `threads.max ${threadsMax} is below 2 per CPU (${resources.cpus} CPUs): every request blocks on I/O (database, network) part of the time, so this few threads cannot keep the CPUs busy and requests queue in accept-count. ` +
          '(Seed 000: 5 threads gave a worse p95 (721 ms) than 10 (480 ms) on 2 cores.)',
        [TOMCAT.threadsMax],
      ),
    );
  }
  if (threadsMinSpare > threadsMax) {
    findings.push(
      finding(
        'tomcat-min-spare-above-max',
        'warning',
        `threads.min-spare ${threadsMinSpare} is above threads.max ${threadsMax}; Tomcat cannot keep more idle threads than its maximum. Lower min-spare or raise threads.max.`,
        [TOMCAT.threadsMinSpare, TOMCAT.threadsMax],
      ),
    );
  }
  if (maxConnections >= 0 && maxConnections < threadsMax) {
    findings.push(
      finding(
        'tomcat-max-connections-below-threads',
        'warning',
        `max-connections ${maxConnections} is below threads.max ${threadsMax}: Tomcat never accepts enough connections to use all its threads, so ${threadsMax - maxConnections} threads can never work and extra clients wait in the OS backlog. ` +
          'Keep max-connections ≥ threads.max (keep-alive connections hold a slot while idle).',
        [TOMCAT.maxConnections, TOMCAT.threadsMax],
      ),
    );
  }
  if (acceptCount <= 0) {
    findings.push(
      finding(
        'tomcat-accept-count-zero',
        'warning',
        `accept-count ${acceptCount} does not disable the queue: Java treats a listen backlog ≤ 0 as its own default (50), and the OS may cap or round it. ` +
          'Set the queue length you mean explicitly (a measured service saw no gain from 0).',
        [TOMCAT.acceptCount],
      ),
    );
  }
  return findings;
}

export function lintSettings(
  settings: EffectiveSettings,
  resources: Partial<LintResources>,
): Finding[] {
  return [
    ...poolRules(settings, resources),
    ...tomcatRules(settings, resources),
    ...jvmRules(settings, resources),
  ];
}
