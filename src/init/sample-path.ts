// The paths the starter script (and `init --discover`'s tries) call: path variables filled, and the
// required query parameters added, each with the value an OpenAPI document gives, else a guess from
// its type (`1`, `true`, `test`) within the bounds its validation or schema declares. Pure.
import type { EndpointParameter } from './endpoints.js';

/** The longest string guessed: a parameter that needs more is left to the user. */
const MAX_GUESSED_LENGTH = 1000;

/**
 * A value for a parameter the description gives none for, from its type and bounds: 1 (or its
 * minimum) for a number, `true`, `test` (as long as its length bounds need) for a string without a
 * format; undefined for anything else.
 */
export function guessedValue(parameter: EndpointParameter): string | undefined {
  const { type, min, max } = parameter;
  if (type === 'boolean') return 'true';
  if (type === 'integer' || type === 'number') {
    let value = 1;
    if (min !== undefined && min > value) value = type === 'integer' ? Math.ceil(min) : min;
    if (max !== undefined && max < value) value = type === 'integer' ? Math.floor(max) : max;
    return Number.isFinite(value) ? String(value) : undefined;
  }
  if (type !== 'string' || parameter.format !== undefined) return undefined;
  let length = 4;
  if (min !== undefined && min > length) length = Math.ceil(min);
  if (max !== undefined && max < length) length = Math.max(0, Math.floor(max));
  if (!(length <= MAX_GUESSED_LENGTH)) return undefined;
  return 'test'.repeat(Math.ceil(length / 4)).slice(0, length);
}

/** The required query parameters and their values: the description's sample, else a guess. */
function queryValues(
  parameters: readonly EndpointParameter[],
): Array<{ name: string; value: string; guessed: boolean }> {
  return parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => ({
      name: p.name,
      value: p.sample ?? guessedValue(p),
      guessed: p.sample === undefined,
    }))
    .filter((p): p is { name: string; value: string; guessed: boolean } => p.value !== undefined);
}

/**
 * Required query parameters with a sample value or a guessed one, as a query string
 * (`?petId=7&q=test`), or ``.
 */
export function queryOf(parameters: readonly EndpointParameter[]): string {
  const query = queryValues(parameters).map(
    (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value)}`,
  );
  return query.length > 0 ? `?${query.join('&')}` : '';
}

/** The query values of `queryOf` that are guesses (`q=test`), for the comment beside a request. */
export function guessedQuery(parameters: readonly EndpointParameter[]): string[] {
  return queryValues(parameters)
    .filter((p) => p.guessed)
    .map((p) => `${p.name}=${p.value}`);
}

/** The value a path variable holds when no list gives one: the document's sample, else 1. */
export function variableValue(name: string, parameters: readonly EndpointParameter[]): string {
  return parameters.find((p) => p.in === 'path' && p.name === name)?.sample ?? '1';
}

/**
 * The path with every `{variable}` filled: the OpenAPI document's sample value (example, default or
 * first enum value) when it gives one, else 1 (a first guess the user is asked to check); required
 * query parameters are added as a query string, with their sample value or a guessed one.
 */
export function samplePath(path: string, parameters: readonly EndpointParameter[] = []): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
    encodeURIComponent(variableValue(name, parameters)),
  );
  return `${filled}${queryOf(parameters)}`;
}
