// The pieces of text the starter k6 script is made of: comment text, quoted strings, JSON values as
// JavaScript literals, and the fields of a request's line. Pure.
import type { Endpoint } from './endpoints.js';
import type { IdList } from './mix.js';
import { guessedQuery, queryOf, samplePath, variableValue } from './sample-path.js';

/** Text of a `//` comment line: a line break in a path the app reported would end the comment. */
export function commentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/** A single-quoted JavaScript string (a line break in it would end the line). */
export function quote(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** A JSON value as a JavaScript literal in the script's style (`{ name: 'Leo', tags: [] }`). */
export function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${literal(item)}`,
    );
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
  }
  return 'null';
}

/** The fields of a request's line: its path (with its list and fallback value), and its name. */
export function requestFields(endpoint: Endpoint, list: IdList | undefined): string {
  const parameters = endpoint.parameters ?? [];
  const name = `${endpoint.method} ${endpoint.path}`;
  const path = list
    ? `path: ${quote(`${endpoint.path}${queryOf(parameters)}`)}, list: ${quote(list.path)}, value: ${quote(variableValue(/\{([^}]*)\}/.exec(endpoint.path)![1]!, parameters))}`
    : `path: ${quote(samplePath(endpoint.path, parameters))}`;
  return `method: ${quote(endpoint.method)}, ${path}, name: ${quote(name)}`;
}

/** The comment beside a request: where it was found, and the query values that are guesses. */
export function sourceComment(endpoint: Endpoint): string {
  const guessed = guessedQuery(endpoint.parameters ?? []);
  const guesses = guessed.length > 0 ? `; guessed: ${guessed.join(', ')}` : '';
  return commentText(`${endpoint.source}${guesses}`);
}
