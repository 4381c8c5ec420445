// From config file texts, profiles, the app's environment and JVM options to the effective settings,
// following Spring Boot 2.4+'s config data rules. Pure: no file system, no process.env.
//
// Precedence, lowest first (a later source overrides an earlier one):
//   classpath (src/main/resources) application.*, then classpath config/application.*,
//   then the same locations' application-{profile}.* for each active profile in order,
//   then the app dir's application.* and config/application.*, then their profile files,
//   then the app's environment variables (SPRING_*, SERVER_*).
// Within one location .properties beats .yml; within one file a later document beats an earlier one.

import { ConfigError } from '../errors.js';
import { settingEntries } from './diff.js';
import { parseConfigFile } from './files.js';
import type { ConfigDocument } from './files.js';
import { resolveJvm, jvmOptionSets } from './jvm.js';
import { lintSettings } from './lint.js';
import { canonicalKey, lookupEnv, uniformKey } from './names.js';
import { PlaceholderProblem, resolvePlaceholders } from './placeholders.js';
export { datasourceName } from './datasources.js';
import { datasourceName, discoverDatasources } from './datasources.js';
import { byPrecedence, listProperty, mergeDocuments, where, type Located } from './merge.js';
import { documentFindings, removedKeyFindings, unreadFindings } from './config-findings.js';
import {
  expandProfiles,
  profileExpressionMatches,
  profileExpressionProblem,
  splitProfiles,
} from './profiles.js';
import { HIKARI_DEFAULTS, HIKARI_PROPERTIES, TOMCAT_DEFAULTS, TOMCAT_KEYS } from './keys.js';
import { parseSpringDurationMs, parseWholeNumber } from './values.js';
import type {
  ConfigFileContent,
  DatasourceSettings,
  EffectiveSettings,
  HikariSettings,
  InspectOptions,
  InspectionDetail,
  ResolvedProperty,
  TomcatSettings,
} from './types.js';

/** Keys Spring Boot no longer binds, and what replaced them. */
function placeholderLookup(
  env: Record<string, string>,
  merged: Map<string, Located>,
): (name: string) => string | undefined {
  return (name) => {
    if (env[name] !== undefined) return env[name];
    const fromEnv = lookupEnv(env, canonicalKey(name));
    if (fromEnv) return fromEnv.value;
    // SystemEnvironmentPropertySource also tries the name with dots and dashes as underscores.
    const underscored = name.replace(/[.-]/g, '_');
    if (env[underscored] !== undefined) return env[underscored];
    if (env[underscored.toUpperCase()] !== undefined) return env[underscored.toUpperCase()];
    return merged.get(uniformKey(name))?.entry.value;
  };
}

function resolveText(
  raw: string,
  source: string,
  key: string,
  lookup: (name: string) => string | undefined,
): string {
  try {
    return resolvePlaceholders(raw, lookup);
  } catch (error) {
    if (!(error instanceof PlaceholderProblem)) throw error;
    throw new ConfigError(`${source}: ${key} = "${raw}": ${error.message}`, {
      fix: `set ${error.placeholder} in the app's environment (perf-gate inspect --env ${error.placeholder}=…) or give the placeholder a default, e.g. \${${error.placeholder}:20}`,
    });
  }
}

/** The profile documents that are active, and what decided it. */
function decideProfiles(
  documents: readonly ConfigDocument[],
  env: Record<string, string>,
  requested: readonly string[],
): string[] {
  const base = documents
    .filter((document) => document.fileProfile === null && document.onProfile === null)
    .sort(byPrecedence([]));
  const merged = mergeDocuments(base);
  const lookup = placeholderLookup(env, merged);
  const read = (canonical: string): string[] => {
    const fromEnv = lookupEnv(env, canonical);
    if (fromEnv) return splitProfiles([resolveText(fromEnv.value, 'env', canonical, lookup)]);
    return splitProfiles(
      listProperty(merged, canonical).map((located) =>
        resolveText(located.entry.value, where(located), canonical, lookup),
      ),
    );
  };
  const active = requested.length > 0 ? splitProfiles(requested) : read('spring.profiles.active');
  const include = read('spring.profiles.include');
  const groups: Record<string, string[]> = {};
  const groupPrefix = `${uniformKey('spring.profiles.group')}.`;
  for (const [key, located] of merged) {
    if (!key.startsWith(groupPrefix)) continue;
    const group = key.slice(groupPrefix.length).replace(/\[\d+\]$/, '');
    groups[group] = [
      ...(groups[group] ?? []),
      ...splitProfiles([
        resolveText(located.entry.value, where(located), located.entry.canonical, lookup),
      ]),
    ];
  }
  const expanded = expandProfiles(include, active, groups);
  if (expanded.length > 0) return expanded;
  const fallback = read('spring.profiles.default');
  return fallback.length > 0 ? fallback : ['default'];
}

/** Properties resolved into `properties` (not the settings JSON) because the gate builds URLs from them. */
export const ROUTING_KEYS = [
  'server.servlet.context-path',
  'management.endpoints.web.base-path',
  'management.server.port',
] as const;

/** Resolves config files into effective settings plus the detail the readable output shows. */
export function resolveInspection(
  files: readonly ConfigFileContent[],
  options: InspectOptions = {},
): InspectionDetail {
  const env = options.env ?? {};
  const documents = files.flatMap(parseConfigFile);
  for (const document of documents) {
    const problem =
      document.onProfile === null ? undefined : profileExpressionProblem(document.onProfile);
    if (problem) {
      const line = document.entries.find((entry) => entry.value === document.onProfile)?.line ?? 1;
      throw new ConfigError(
        `${document.file}:${line}: "${document.onProfile}" is not a valid profile expression (${problem})`,
        {
          fix: 'use profile names joined by & or | with parentheses when mixing them, e.g. "prod & !cloud"',
        },
      );
    }
  }

  const activeProfiles = decideProfiles(documents, env, options.profiles ?? []);
  const active = documents
    .filter(
      (document) =>
        (document.fileProfile === null || activeProfiles.includes(document.fileProfile)) &&
        (document.onProfile === null ||
          profileExpressionMatches(document.onProfile, activeProfiles)),
    )
    .sort(byPrecedence(activeProfiles));
  const merged = mergeDocuments(active);
  const lookup = placeholderLookup(env, merged);
  const sources: Record<string, string> = {};
  const properties: Record<string, ResolvedProperty> = {};

  const property = (canonical: string): ResolvedProperty | undefined => {
    const fromEnv = lookupEnv(env, canonical);
    const located = merged.get(uniformKey(canonical));
    const raw = fromEnv?.value ?? located?.entry.value;
    if (raw === undefined) return undefined;
    const source = fromEnv ? 'env' : where(located as Located);
    const resolved: ResolvedProperty = {
      key: canonical,
      raw,
      value: resolveText(raw, source, canonical, lookup),
      source,
    };
    if (fromEnv) resolved.envName = fromEnv.name;
    properties[canonical] = resolved;
    return resolved;
  };

  const read = (
    canonical: string,
    fallback: number,
    parse: (text: string) => number | undefined,
    expected: string,
    example: string,
  ): number => {
    const found = property(canonical);
    sources[canonical] = found?.source ?? 'default';
    if (!found) return fallback;
    const value = parse(found.value);
    if (value === undefined) {
      throw new ConfigError(
        `${found.source}: ${canonical} must be ${expected} (got "${found.value}")`,
        {
          fix: `write e.g. ${canonical}: ${example}${found.source === 'env' ? ' in the environment variable' : ''}`,
        },
      );
    }
    return value;
  };

  const tomcatInt = (
    field: 'threadsMax' | 'threadsMinSpare' | 'maxConnections' | 'acceptCount',
  ): number =>
    read(
      TOMCAT_KEYS[field],
      TOMCAT_DEFAULTS[field],
      parseWholeNumber,
      'a whole number',
      String(TOMCAT_DEFAULTS[field]),
    );
  const tomcatDuration = (key: string, fallback: number): number =>
    read(
      key,
      fallback,
      (text) => parseSpringDurationMs(text),
      'a duration (20s, 20000 in ms, PT20S)',
      '20s',
    );

  const connectionTimeoutMs = tomcatDuration(
    TOMCAT_KEYS.connectionTimeoutMs,
    TOMCAT_DEFAULTS.connectionTimeoutMs,
  );
  const tomcat: TomcatSettings = {
    threadsMax: tomcatInt('threadsMax'),
    threadsMinSpare: tomcatInt('threadsMinSpare'),
    maxConnections: tomcatInt('maxConnections'),
    acceptCount: tomcatInt('acceptCount'),
    connectionTimeoutMs,
    keepAliveTimeoutMs: tomcatDuration(TOMCAT_KEYS.keepAliveTimeoutMs, connectionTimeoutMs),
  };

  const datasources: DatasourceSettings[] = discoverDatasources(merged, env).map((prefix) => {
    // HikariConfig's setters take long milliseconds: Spring cannot bind "30s" to them, so only whole
    // numbers are accepted here too.
    const hikariLong = (field: keyof HikariSettings, fallback: number): number =>
      read(
        `${prefix}.${HIKARI_PROPERTIES[field]}`,
        fallback,
        parseWholeNumber,
        field === 'maximumPoolSize' || field === 'minimumIdle'
          ? 'a whole number'
          : 'a whole number of milliseconds (HikariCP takes a long, so Spring Boot cannot bind "30s")',
        String(HIKARI_DEFAULTS[field]),
      );
    // HikariConfig.validateNumerics: an unset maximumPoolSize becomes minimumIdle when that is set
    // (> 0), else 10; an unset minimumIdle becomes maximumPoolSize (a fixed-size pool).
    const minimumIdleSet = hikariLong('minimumIdle', -1);
    const maximumPoolSize = hikariLong(
      'maximumPoolSize',
      minimumIdleSet > 0 ? minimumIdleSet : HIKARI_DEFAULTS.maximumPoolSize,
    );
    return {
      name: datasourceName(prefix),
      prefix,
      hikari: {
        maximumPoolSize,
        minimumIdle: minimumIdleSet === -1 ? maximumPoolSize : minimumIdleSet,
        connectionTimeoutMs: hikariLong('connectionTimeoutMs', HIKARI_DEFAULTS.connectionTimeoutMs),
        idleTimeoutMs: hikariLong('idleTimeoutMs', HIKARI_DEFAULTS.idleTimeoutMs),
        maxLifetimeMs: hikariLong('maxLifetimeMs', HIKARI_DEFAULTS.maxLifetimeMs),
      },
    };
  });

  // Two prefixes with the same last element (spring.datasource.read / app.datasource.read) keep
  // their full path as name, so report rows and diffs stay unambiguous.
  const shared = datasources
    .map((datasource) => datasource.name)
    .filter((name, index, names) => names.indexOf(name) !== index);
  for (const datasource of datasources) {
    if (shared.includes(datasource.name))
      datasource.name = datasource.prefix.replace(/\.hikari$/, '');
  }
  const jvm = resolveJvm(jvmOptionSets(env, options.jvmOptions), options.resources ?? {});
  Object.assign(sources, jvm.sources);

  const settings: EffectiveSettings = { tomcat, datasources, jvm: jvm.jvm, sources, findings: [] };
  // List sources in the order the settings are reported, whatever order they were read in.
  settings.sources = Object.fromEntries(
    settingEntries(settings).map(({ key }) => [key, sources[key] ?? 'default']),
  );
  // Where the app serves: the gate needs these to build URLs, they are not part of the settings JSON.
  for (const key of [...ROUTING_KEYS, ...(options.properties ?? [])]) {
    try {
      property(key);
    } catch {
      // An unresolvable placeholder here only costs the gate a default; it is not the user's error.
    }
  }
  settings.findings = [
    ...documentFindings(active),
    ...removedKeyFindings(merged, env),
    ...unreadFindings(merged, env, lookup),
    ...lintSettings(settings, options.resources ?? {}),
  ];
  return {
    settings,
    activeProfiles,
    files: [...new Set(active.map((document) => document.file))],
    inactiveFiles: [...new Set(documents.map((document) => document.file))].filter(
      (file) => !active.some((document) => document.file === file),
    ),
    properties,
  };
}

/** Pure: the effective settings of config file texts under the given profiles, env and JVM options. */
export function resolveSettings(
  files: readonly ConfigFileContent[],
  options: InspectOptions = {},
): EffectiveSettings {
  return resolveInspection(files, options).settings;
}
