// Property names and the defaults Spring Boot, Tomcat and HikariCP apply when the app sets nothing.
import type { HikariSettings, TomcatSettings } from './types.js';

/** Spring Boot's and Tomcat's defaults for what the app does not set. */
export const TOMCAT_DEFAULTS = {
  threadsMax: 200,
  threadsMinSpare: 10,
  maxConnections: 8192,
  acceptCount: 100,
  // Spring Boot sets no default for server.tomcat.connection-timeout: the property is a Duration
  // without initial value, and its configuration metadata (spring-boot-autoconfigure 3.4.1,
  // META-INF/spring-configuration-metadata.json) lists no defaultValue ("Amount of time the
  // connector will wait, after accepting a connection, for the request URI line to be presented").
  // So Tomcat's own applies: AbstractHttp11Protocol's constructor (tomcat-embed-core 10.1.34) calls
  // setConnectionTimeout(Constants.DEFAULT_CONNECTION_TIMEOUT) = 60000 ms. The 20 s often quoted is
  // the value in standalone Tomcat's server.xml, which embedded Tomcat does not read.
  // server.tomcat.keep-alive-timeout: "When not set the connectionTimeout is used" (same metadata).
  connectionTimeoutMs: 60_000,
} as const;

/** HikariCP's defaults (HikariConfig): pool of 10, minimumIdle = maximumPoolSize, 30 s, 10 min, 30 min. */
export const HIKARI_DEFAULTS: HikariSettings = {
  maximumPoolSize: 10,
  minimumIdle: 10,
  connectionTimeoutMs: 30_000,
  idleTimeoutMs: 600_000,
  maxLifetimeMs: 1_800_000,
};

/** The canonical property behind each Tomcat setting. */
export const TOMCAT_KEYS = {
  threadsMax: 'server.tomcat.threads.max',
  threadsMinSpare: 'server.tomcat.threads.min-spare',
  maxConnections: 'server.tomcat.max-connections',
  acceptCount: 'server.tomcat.accept-count',
  connectionTimeoutMs: 'server.tomcat.connection-timeout',
  keepAliveTimeoutMs: 'server.tomcat.keep-alive-timeout',
} as const satisfies Record<keyof TomcatSettings, string>;

/** The property under a `.hikari` prefix for each Hikari setting. */
export const HIKARI_PROPERTIES = {
  maximumPoolSize: 'maximum-pool-size',
  minimumIdle: 'minimum-idle',
  connectionTimeoutMs: 'connection-timeout',
  idleTimeoutMs: 'idle-timeout',
  maxLifetimeMs: 'max-lifetime',
} as const satisfies Record<keyof HikariSettings, string>;
