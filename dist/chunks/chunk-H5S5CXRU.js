import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/spring/keys.ts
var TOMCAT_DEFAULTS = {
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
  connectionTimeoutMs: 6e4
};
var HIKARI_DEFAULTS = {
  maximumPoolSize: 10,
  minimumIdle: 10,
  connectionTimeoutMs: 3e4,
  idleTimeoutMs: 6e5,
  maxLifetimeMs: 18e5
};
var TOMCAT_KEYS = {
  threadsMax: "server.tomcat.threads.max",
  threadsMinSpare: "server.tomcat.threads.min-spare",
  maxConnections: "server.tomcat.max-connections",
  acceptCount: "server.tomcat.accept-count",
  connectionTimeoutMs: "server.tomcat.connection-timeout",
  keepAliveTimeoutMs: "server.tomcat.keep-alive-timeout"
};
var HIKARI_PROPERTIES = {
  maximumPoolSize: "maximum-pool-size",
  minimumIdle: "minimum-idle",
  connectionTimeoutMs: "connection-timeout",
  idleTimeoutMs: "idle-timeout",
  maxLifetimeMs: "max-lifetime"
};

// src/spring/diff.ts
function settingEntries(settings) {
  const entries = [];
  for (const field of Object.keys(TOMCAT_KEYS)) {
    entries.push({ key: TOMCAT_KEYS[field], value: settings.tomcat[field] });
  }
  for (const datasource of settings.datasources) {
    for (const field of Object.keys(HIKARI_PROPERTIES)) {
      entries.push({
        key: `${datasource.prefix}.${HIKARI_PROPERTIES[field]}`,
        value: datasource.hikari[field]
      });
    }
  }
  entries.push(
    { key: "jvm.xms", value: settings.jvm.xmsMb },
    { key: "jvm.xmx", value: settings.jvm.xmxMb },
    { key: "jvm.max-ram-percentage", value: settings.jvm.maxRamPercentage },
    { key: "jvm.gc", value: settings.jvm.gc }
  );
  return entries;
}
function diffSettings(base, pr) {
  const before = new Map(settingEntries(base).map((entry) => [entry.key, entry.value]));
  const after = settingEntries(pr);
  const changes = [];
  for (const { key, value } of after) {
    const previous = before.has(key) ? before.get(key) ?? null : null;
    if (before.has(key) && previous === value) continue;
    changes.push({ key, before: previous, after: value, source: pr.sources[key] ?? "default" });
  }
  const afterKeys = new Set(after.map((entry) => entry.key));
  for (const [key, value] of before) {
    if (!afterKeys.has(key)) changes.push({ key, before: value, after: null, source: "removed" });
  }
  return changes;
}

export {
  TOMCAT_DEFAULTS,
  HIKARI_DEFAULTS,
  TOMCAT_KEYS,
  HIKARI_PROPERTIES,
  settingEntries,
  diffSettings
};
