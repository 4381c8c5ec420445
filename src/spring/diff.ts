// What changed between the base's and the PR's effective settings, keyed like `sources`.
import { HIKARI_PROPERTIES, TOMCAT_KEYS } from './keys.js';
import type { EffectiveSettings, HikariSettings, SettingChange, TomcatSettings } from './types.js';

/** Every reported setting as (canonical key, value), in a stable order. */
export function settingEntries(
  settings: EffectiveSettings,
): Array<{ key: string; value: number | string | null }> {
  const entries: Array<{ key: string; value: number | string | null }> = [];
  for (const field of Object.keys(TOMCAT_KEYS) as Array<keyof TomcatSettings>) {
    entries.push({ key: TOMCAT_KEYS[field], value: settings.tomcat[field] });
  }
  for (const datasource of settings.datasources) {
    for (const field of Object.keys(HIKARI_PROPERTIES) as Array<keyof HikariSettings>) {
      entries.push({
        key: `${datasource.prefix}.${HIKARI_PROPERTIES[field]}`,
        value: datasource.hikari[field],
      });
    }
  }
  entries.push(
    { key: 'jvm.xms', value: settings.jvm.xmsMb },
    { key: 'jvm.xmx', value: settings.jvm.xmxMb },
    { key: 'jvm.max-ram-percentage', value: settings.jvm.maxRamPercentage },
    { key: 'jvm.gc', value: settings.jvm.gc },
  );
  return entries;
}

/** The settings whose value differs between base and PR (added and removed datasources included). */
export function diffSettings(base: EffectiveSettings, pr: EffectiveSettings): SettingChange[] {
  const before = new Map(settingEntries(base).map((entry) => [entry.key, entry.value]));
  const after = settingEntries(pr);
  const changes: SettingChange[] = [];
  for (const { key, value } of after) {
    const previous = before.has(key) ? (before.get(key) ?? null) : null;
    if (before.has(key) && previous === value) continue;
    changes.push({ key, before: previous, after: value, source: pr.sources[key] ?? 'default' });
  }
  const afterKeys = new Set(after.map((entry) => entry.key));
  for (const [key, value] of before) {
    if (!afterKeys.has(key)) changes.push({ key, before: value, after: null, source: 'removed' });
  }
  return changes;
}
