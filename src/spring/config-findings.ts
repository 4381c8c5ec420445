// Findings about how the app's config files are written, not what they set: legacy profile keys,
// profile properties in profile documents, keys Spring Boot no longer binds, and config this
// inspection cannot follow. Pure.
import type { Finding } from '../model.js';
import type { ConfigDocument } from './files.js';
import { listProperty, where, type Located } from './merge.js';
import { lookupEnv, uniformKey } from './names.js';
import { resolvePlaceholders } from './placeholders.js';

const REMOVED_KEYS: Record<string, string> = {
  'server.tomcat.max-threads': 'server.tomcat.threads.max',
  'server.tomcat.min-spare-threads': 'server.tomcat.threads.min-spare',
  'server.connection-timeout': 'server.tomcat.connection-timeout',
};

const PROFILE_PROPERTIES = [
  'spring.profiles.active',
  'spring.profiles.include',
  'spring.profiles.default',
  'spring.profiles.group',
];

export function documentFindings(documents: readonly ConfigDocument[]): Finding[] {
  const findings: Finding[] = [];
  for (const document of documents) {
    if (document.legacyProfiles) {
      const line = document.entries.find((entry) =>
        entry.uniform.startsWith(uniformKey('spring.profiles')),
      )?.line;
      findings.push({
        rule: 'spring-legacy-profiles-key',
        level: 'warning',
        message:
          `${document.file}:${line ?? 1}: the document is conditioned with the legacy "spring.profiles: ${document.onProfile ?? ''}". ` +
          'Spring Boot 2.4+ refuses to start on it (unless spring.config.use-legacy-processing=true, removed in 3.0); ' +
          'perf-gate treats it like spring.config.activate.on-profile. Replace it with spring.config.activate.on-profile.',
        keys: ['spring.profiles', 'spring.config.activate.on-profile'],
      });
    }
    if (document.fileProfile === null && document.onProfile === null) continue;
    for (const entry of document.entries) {
      const property = PROFILE_PROPERTIES.find(
        (name) =>
          entry.canonical === name ||
          entry.canonical.startsWith(`${name}.`) ||
          entry.canonical.startsWith(`${name}[`),
      );
      if (!property) continue;
      findings.push({
        rule: 'spring-profile-property-in-profile-document',
        level: 'error',
        message:
          `${document.file}:${entry.line}: ${entry.canonical} is set in a profile-specific document. ` +
          `Spring Boot 2.4+ fails at startup ("Property '${property}' … is invalid in a profile specific resource"); ` +
          'set it in application.yml without an on-profile condition, or with --profile / SPRING_PROFILES_ACTIVE.',
        keys: [entry.canonical],
      });
    }
  }
  return findings;
}

export function removedKeyFindings(
  merged: Map<string, Located>,
  env: Record<string, string>,
): Finding[] {
  const findings: Finding[] = [];
  for (const [removed, replacement] of Object.entries(REMOVED_KEYS)) {
    const located = merged.get(uniformKey(removed));
    const fromEnv = lookupEnv(env, removed);
    if (!located && !fromEnv) continue;
    const origin = fromEnv ? `environment variable ${fromEnv.name}` : where(located as Located);
    findings.push({
      rule: 'spring-removed-property',
      level: 'warning',
      message:
        `${origin}: ${removed} is deprecated since Spring Boot 2.3 and not bound by Spring Boot 3, ` +
        `so the app keeps the default of ${replacement}. Rename it to ${replacement}.`,
      keys: [removed, replacement],
    });
  }
  return findings;
}

/** Settings that change what this inspection can see: say so instead of guessing. */
export function unreadFindings(
  merged: Map<string, Located>,
  env: Record<string, string>,
  lookup: (name: string) => string | undefined,
): Finding[] {
  const findings: Finding[] = [];
  for (const key of [
    'spring.config.import',
    'spring.config.location',
    'spring.config.additional-location',
  ]) {
    const fromEnv = lookupEnv(env, key);
    const located = merged.get(uniformKey(key)) ?? listProperty(merged, key)[0];
    if (!fromEnv && !located) continue;
    findings.push({
      rule: 'spring-config-not-followed',
      level: 'notice',
      message:
        `${fromEnv ? `environment variable ${fromEnv.name}` : where(located as Located)}: ${key} is set; ` +
        'perf-gate reads only application*.yml/.properties in the standard locations, so settings from the imported or relocated config are not shown.',
      keys: [key],
    });
  }
  const virtual =
    lookupEnv(env, 'spring.threads.virtual.enabled')?.value ??
    merged.get(uniformKey('spring.threads.virtual.enabled'))?.entry.value;
  if (
    virtual !== undefined &&
    resolvePlaceholders(virtual, lookup).trim().toLowerCase() === 'true'
  ) {
    findings.push({
      rule: 'tomcat-virtual-threads',
      level: 'notice',
      message:
        'spring.threads.virtual.enabled is true: Tomcat runs each request on a virtual thread (Spring Boot 3.2+, Java 21+), so server.tomcat.threads.max and min-spare have no effect; ' +
        'concurrency is bounded by max-connections and, on a database-bound service, by the connection pool.',
      keys: ['spring.threads.virtual.enabled', 'server.tomcat.threads.max'],
    });
  }
  return findings;
}
