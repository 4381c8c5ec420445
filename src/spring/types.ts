// The effective Tomcat/Hikari/JVM settings of a Spring Boot app, as the gate and its report consume
// them. The JSON shape of EffectiveSettings is a contract: keep the names.
import type { Finding } from '../model-core.js';

/** Embedded Tomcat settings (server.tomcat.*), durations in milliseconds. */
export interface TomcatSettings {
  threadsMax: number;
  threadsMinSpare: number;
  maxConnections: number;
  acceptCount: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/** HikariCP pool settings of one datasource, durations in milliseconds. */
export interface HikariSettings {
  maximumPoolSize: number;
  minimumIdle: number;
  connectionTimeoutMs: number;
  idleTimeoutMs: number;
  maxLifetimeMs: number;
}

/** One connection pool, named from its property prefix (`spring.datasource.read.hikari` -> `read`). */
export interface DatasourceSettings {
  name: string;
  /** canonical kebab-case prefix ending in `.hikari`, e.g. `spring.datasource.hikari` */
  prefix: string;
  hikari: HikariSettings;
}

/** Heap and collector of the JVM; null when it cannot be known (no container memory given). */
export interface JvmSettings {
  xmsMb: number | null;
  xmxMb: number | null;
  maxRamPercentage: number;
  /** G1, Parallel, Serial, Z, Shenandoah, Epsilon; the ergonomic choice when no flag selects one */
  gc: string;
}

/**
 * Where a value came from: `"<file>:<line>"` (relative to the app dir), `"env"` (an environment
 * variable of the app), `"jvm-options"` (the JVM options given to perf-gate) or `"default"`.
 */
export type SettingSource = string;

/** What `perf-gate inspect --json` prints and the gate stores per side. */
export interface EffectiveSettings {
  tomcat: TomcatSettings;
  datasources: DatasourceSettings[];
  jvm: JvmSettings;
  /** canonical property key (`server.tomcat.threads.max`, `jvm.xmx`) -> source */
  sources: Record<string, SettingSource>;
  findings: Finding[];
}

/** The machine and database the settings are judged against. */
export interface LintResources {
  /** CPUs of one app instance (container limit) */
  cpus: number;
  /** memory of one app instance (container limit), MiB */
  memoryMb: number;
  /** app instances sharing the database; default 1 */
  instances?: number;
  /** the database's max_connections; default 151 (MySQL's default) */
  dbMaxConnections?: number;
  /** CPUs of the database server, for HikariCP's pool-size guidance; default: cpus */
  dbCpus?: number;
  /** the database's wait_timeout in seconds; default 28800 (MySQL's default) */
  dbWaitTimeoutSec?: number;
  /** the latency budget of one request, ms (e.g. the scenario's p95 budget) */
  requestBudgetMs?: number;
}

/** One setting that differs between the base and the PR. */
export interface SettingChange {
  /** canonical key, e.g. `server.tomcat.threads.max` or `spring.datasource.read.hikari.maximum-pool-size` */
  key: string;
  before: number | string | null;
  after: number | string | null;
  /** where the PR side's value comes from (`"removed"` when the PR no longer has it) */
  source: SettingSource;
}

/** Where a config file sits, which decides its precedence (Spring Boot's config data locations). */
export type ConfigLocation = 'classpath' | 'classpath-config' | 'file' | 'file-config';

/** One config file's text, with its path relative to the app dir. */
export interface ConfigFileContent {
  path: string;
  location: ConfigLocation;
  content: string;
}

/** Options of an inspection: what the app would be started with. */
export interface InspectOptions {
  /** active profiles, as `--spring.profiles.active` would set them; they replace the files' own */
  profiles?: string[];
  /** the app's environment variables (not the caller's) */
  env?: Record<string, string>;
  /** JVM options on the command line, e.g. `-Xms512m -Xmx1g -XX:+UseG1GC` */
  jvmOptions?: string;
  /** container limits; memoryMb decides the default heap */
  resources?: Partial<LintResources>;
  /** more canonical keys to resolve into `InspectionDetail.properties` (e.g. `server.port`) */
  properties?: readonly string[];
}

/** One property as it will be bound, with what it was written as and where. */
export interface ResolvedProperty {
  /** canonical kebab-case key */
  key: string;
  /** the raw text, before placeholders were resolved */
  raw: string;
  /** the text after placeholders were resolved */
  value: string;
  source: SettingSource;
  /** the environment variable that set it, when the source is `env` */
  envName?: string;
}

/** Everything an inspection learned, for the readable output; `settings` is the JSON contract. */
export interface InspectionDetail {
  settings: EffectiveSettings;
  activeProfiles: string[];
  /** config files that apply under the active profiles, relative to the app dir, lowest precedence first */
  files: string[];
  /** config files found but not applied (other profiles' files) */
  inactiveFiles: string[];
  /** the properties behind each reported setting, by canonical key */
  properties: Record<string, ResolvedProperty>;
}
