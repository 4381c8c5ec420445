// The datasources an app declares: every `<prefix>.hikari` in its files or environment, and their
// short names. Pure.
import type { Located } from './merge.js';
import {
  canonicalKey,
  envNameToUniformKey,
  envNamesFor,
  lookupEnv,
  nameElements,
  uniformKey,
} from './names.js';

/** Which `<prefix>.hikari` datasources the app declares, in the order they first appear. */
export function discoverDatasources(
  merged: Map<string, Located>,
  env: Record<string, string>,
): string[] {
  const prefixes = new Map<string, string>();
  for (const located of merged.values()) {
    const elements = nameElements(located.entry.canonical);
    const hikari = elements.indexOf('hikari');
    if (hikari < 1 || hikari === elements.length - 1) continue;
    const canonical = canonicalKey(elements.slice(0, hikari + 1).join('.'));
    const uniform = uniformKey(canonical);
    if (!prefixes.has(uniform)) prefixes.set(uniform, canonical);
  }
  for (const name of Object.keys(env).sort()) {
    const upper = name.toUpperCase();
    if (!upper.includes('_HIKARI_')) continue;
    const known = [...prefixes.values()].some((prefix) =>
      envNamesFor(prefix).some((envPrefix) => upper.startsWith(`${envPrefix}_`)),
    );
    if (known) continue;
    const elements = nameElements(envNameToUniformKey(name));
    const hikari = elements.indexOf('hikari');
    if (hikari < 1) continue;
    const canonical = elements.slice(0, hikari + 1).join('.');
    if (!prefixes.has(uniformKey(canonical))) prefixes.set(uniformKey(canonical), canonical);
  }
  if (prefixes.size === 0) {
    const url =
      merged.has(uniformKey('spring.datasource.url')) ||
      lookupEnv(env, 'spring.datasource.url') !== undefined;
    if (url) prefixes.set(uniformKey('spring.datasource.hikari'), 'spring.datasource.hikari');
  }
  return [...prefixes.values()];
}

/** `spring.datasource.read.hikari` -> `read`; `spring.datasource.hikari` -> `default`; `app.datasource.hikari` -> `app.datasource`. */
export function datasourceName(prefix: string): string {
  const elements = nameElements(prefix).slice(0, -1);
  const last = elements[elements.length - 1] ?? prefix;
  if (last !== 'datasource') return last;
  return elements.join('.') === 'spring.datasource' ? 'default' : elements.join('.');
}
