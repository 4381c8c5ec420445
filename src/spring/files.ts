// Reads application.yml / application.properties text into documents of flat properties, each with
// the line it was written on. Pure: the caller reads the files.
import { Properties } from 'properties-file/parser';
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';
import { ConfigError } from '../errors.js';
import { canonicalKey, uniformKey } from './names.js';
import type { ConfigFileContent, ConfigLocation } from './types.js';

/** One property as written in a document. */
export interface ConfigEntry {
  /** the name as written (`spring.datasource.hikari.maximumPoolSize`) */
  key: string;
  uniform: string;
  canonical: string;
  value: string;
  /** 1-based line of the key */
  line: number;
}

/** One document of a config file (YAML `---` or properties `#---` separated). */
export interface ConfigDocument {
  file: string;
  location: ConfigLocation;
  format: 'yaml' | 'properties';
  /** the profile in the file name (`application-prod.yml` -> `prod`), null for application.* */
  fileProfile: string | null;
  /** 0-based position in the file */
  index: number;
  /** `spring.config.activate.on-profile` (or legacy `spring.profiles`) expression, null when unconditional */
  onProfile: string | null;
  /** true when the document used the legacy `spring.profiles` key for its condition */
  legacyProfiles: boolean;
  entries: ConfigEntry[];
}

const ON_PROFILE = uniformKey('spring.config.activate.on-profile');
const LEGACY_PROFILES = uniformKey('spring.profiles');

/** The profile named by a config file name, or null for the profile-less application.* file. */
export function fileProfileOf(path: string): string | null {
  const name = path.split('/').pop() ?? path;
  const match = /^application-(.+)\.(?:ya?ml|properties)$/.exec(name);
  return match?.[1] ?? null;
}

/** Parses one config file into its documents; throws ConfigError naming file and line when it is malformed. */
export function parseConfigFile(file: ConfigFileContent): ConfigDocument[] {
  const format = /\.properties$/.test(file.path) ? 'properties' : 'yaml';
  const raw = format === 'yaml' ? yamlDocuments(file) : propertiesDocuments(file);
  return raw.map((entries, index) => toDocument(file, format, index, entries));
}

function toDocument(
  file: ConfigFileContent,
  format: 'yaml' | 'properties',
  index: number,
  entries: ConfigEntry[],
): ConfigDocument {
  const onProfile = entries.filter((entry) => entry.uniform === ON_PROFILE).pop();
  // Legacy `spring.profiles: prod` (or a list of them) conditions the document like on-profile.
  const legacy = entries.filter(
    (entry) =>
      entry.uniform === LEGACY_PROFILES ||
      new RegExp(`^${LEGACY_PROFILES}\\[\\d+\\]$`).test(entry.uniform),
  );
  let condition: string | null = onProfile?.value ?? null;
  if (condition === null && legacy.length > 0)
    condition = legacy.map((entry) => entry.value).join(',');
  return {
    file: file.path,
    location: file.location,
    format,
    fileProfile: fileProfileOf(file.path),
    index,
    onProfile: condition,
    legacyProfiles: onProfile === undefined && legacy.length > 0,
    entries,
  };
}

function entry(key: string, value: string, line: number): ConfigEntry {
  return { key, uniform: uniformKey(key), canonical: canonicalKey(key), value, line };
}

function yamlDocuments(file: ConfigFileContent): ConfigEntry[][] {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(file.content, { lineCounter, prettyErrors: false });
  if (!Array.isArray(documents)) return [];
  return documents.map((document) => {
    const problem = document.errors[0];
    if (problem) {
      const line = lineCounter.linePos(problem.pos[0]).line;
      throw new ConfigError(
        `${file.path}:${line}: not valid YAML (${problem.message.split('\n')[0]})`,
        {
          fix: `correct line ${line} of ${file.path} (indentation, a missing space after ':', or an unquoted value containing ': ')`,
        },
      );
    }
    const entries: ConfigEntry[] = [];
    flattenYaml(document, document.contents, '', 0, lineCounter, entries);
    return entries;
  });
}

function flattenYaml(
  document: Document,
  node: unknown,
  path: string,
  line: number,
  lineCounter: LineCounter,
  entries: ConfigEntry[],
): void {
  const target = isAlias(node) ? node.resolve(document) : node;
  if (isMap(target)) {
    for (const pair of target.items) {
      const keyNode = pair.key;
      const keyText = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
      // Spring writes map keys containing dots as `[a.b]`; keep them as one element.
      const keyLine =
        isScalar(keyNode) && keyNode.range ? lineCounter.linePos(keyNode.range[0]).line : line;
      flattenYaml(
        document,
        pair.value,
        path ? `${path}.${keyText}` : keyText,
        keyLine,
        lineCounter,
        entries,
      );
    }
  } else if (isSeq(target)) {
    target.items.forEach((item, index) => {
      const itemLine =
        (isScalar(item) || isMap(item) || isSeq(item)) && item.range
          ? lineCounter.linePos(item.range[0]).line
          : line;
      flattenYaml(document, item, `${path}[${index}]`, itemLine, lineCounter, entries);
    });
  } else if (path) {
    // An empty value (`key:`) binds as the empty string in Spring.
    const value: unknown = isScalar(target) ? target.value : null;
    const text =
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      typeof value === 'bigint'
        ? String(value)
        : '';
    entries.push(entry(path, text, line));
  }
}

function propertiesDocuments(file: ConfigFileContent): ConfigEntry[][] {
  const documents: ConfigEntry[][] = [[]];
  for (const node of new Properties(file.content).nodes) {
    // Spring Boot 2.4+ splits a .properties file into documents at a `#---` or `!---` line.
    if (node.type === 'comment' && /^[#!]---$/.test(node.rawLine.trim())) documents.push([]);
    else if (node.type === 'property') {
      documents[documents.length - 1]?.push(entry(node.key, node.value, node.startingLineNumber));
    }
  }
  return documents;
}
