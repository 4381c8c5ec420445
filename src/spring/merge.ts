// Config documents in Spring Boot's precedence order, merged key by key: the later document wins.
// Pure.
import type { ConfigDocument, ConfigEntry } from './files.js';
import { uniformKey } from './names.js';

const LOCATION_RANK: Record<ConfigDocument['location'], [number, number]> = {
  classpath: [0, 0],
  'classpath-config': [0, 1],
  file: [1, 0],
  'file-config': [1, 1],
};

function precedence(document: ConfigDocument, profiles: readonly string[]): number[] {
  const [group, location] = LOCATION_RANK[document.location];
  const profileRank = document.fileProfile === null ? -1 : profiles.indexOf(document.fileProfile);
  return [group, profileRank, location, document.format === 'yaml' ? 0 : 1, document.index];
}

export function byPrecedence(profiles: readonly string[]) {
  return (a: ConfigDocument, b: ConfigDocument): number => {
    const left = precedence(a, profiles);
    const right = precedence(b, profiles);
    for (let index = 0; index < left.length; index++) {
      const difference = (left[index] ?? 0) - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return a.file.localeCompare(b.file);
  };
}

export interface Located {
  entry: ConfigEntry;
  document: ConfigDocument;
}

/** Later documents override earlier ones, key by key. */
export function mergeDocuments(documents: readonly ConfigDocument[]): Map<string, Located> {
  const merged = new Map<string, Located>();
  for (const document of documents) {
    for (const entry of document.entries) {
      merged.delete(entry.uniform);
      merged.set(entry.uniform, { entry, document });
    }
  }
  return merged;
}

export function where(located: Located): string {
  return `${located.document.file}:${located.entry.line}`;
}

/** Reads a list property as Spring binds it: a comma-separated value or indexed items. */
export function listProperty(merged: Map<string, Located>, canonical: string): Located[] {
  const uniform = uniformKey(canonical);
  const whole = merged.get(uniform);
  if (whole) return [whole];
  const items: Array<[number, Located]> = [];
  for (const [key, located] of merged) {
    const item = new RegExp(`^${uniform.replace(/\./g, '\\.')}\\[(\\d+)\\]$`).exec(key);
    if (item) items.push([Number(item[1]), located]);
  }
  return items.sort((a, b) => a[0] - b[0]).map(([, located]) => located);
}

/** Looks a placeholder name up the way Spring's Environment would: env variables, then the files. */
