// Values a write must not repeat. A POST whose body holds a value the app keeps unique (a product's
// name, a user's email) creates its row once and then answers 409, or a duplicate-key error, on
// every later request: a starter that sends the same body each time measures refusals.
// `init --discover` finds such fields by trying the write again with values made unique (a suffix),
// and the starter script then makes those fields unique on every request: the iteration's number
// and a token of the k6 run are appended (before the `@` of an email); a PUT of the same body type
// gets the same fields. The same rule is written into the script
// (render-writes.ts), so what was tried is what the script sends. Pure.

import type { Endpoint } from './endpoints.js';
import type { BodySample } from './openapi-body.js';

/** The exception lines of a duplicate value: MySQL's, Hibernate's and Spring's wordings. */
const DUPLICATE =
  /\bduplicate\b|unique (?:constraint|index|key)|uk_\w+|already (?:exists|taken|in use|registered)/i;

/** An enum constant (`ACTIVE`, `IN_STOCK`): a unique suffix would make it one the app refuses. */
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;
/** Strings that are not free text either: dates and times, numbers, UUIDs, URLs. */
const NOT_TEXT =
  /^(?:\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|[+-]?[\d:.]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|https?:\/\/\S*)$/i;

/** At most this many fields are tried one by one (each try writes a row). */
const MAX_CANDIDATES = 8;

/**
 * Whether a write that did not answer 2xx/3xx looks refused for a value it repeats: a 409, or an
 * exception line the app logged for it that names a duplicate or a unique key.
 */
export function looksDuplicate(
  status: number | 'no answer',
  exception: string | undefined,
): boolean {
  if (status === 409) return true;
  return typeof status === 'number' && status >= 400 && DUPLICATE.test(exception ?? '');
}

/** The top-level fields of a body that hold free text, the ones a unique key could be on. */
export function uniqueCandidates(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(
      ([, value]) =>
        typeof value === 'string' && value !== '' && !CONSTANT.test(value) && !NOT_TEXT.test(value),
    )
    .map(([field]) => field)
    .slice(0, MAX_CANDIDATES);
}

/** `value` made unique with `suffix`: `pen` → `pen-7`, `ann@example.com` → `ann-7@example.com`. */
export function uniqueValue(value: string, suffix: string): string {
  const at = value.indexOf('@');
  return at > 0 ? `${value.slice(0, at)}-${suffix}${value.slice(at)}` : `${value}-${suffix}`;
}

/** A copy of the body with each of `fields` that holds a string made unique with `suffix`. */
export function withUniqueFields(
  body: Record<string, unknown>,
  fields: readonly string[],
  suffix: string,
): Record<string, unknown> {
  const copy = { ...body };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = uniqueValue(value, suffix);
  }
  return copy;
}

/**
 * The smallest set of `candidates` that, made unique, gets the write through, found by `tries`
 * (true when the app answered 2xx/3xx): each field alone first (most apps have one unique key),
 * then all of them, then each left out in turn while the write still goes through. Undefined when
 * no set did. Each try is a write, so each gets a suffix of its own (`d1`, `d2`, …).
 */
export async function findUniqueFields(
  candidates: readonly string[],
  tries: (fields: readonly string[], suffix: string) => Promise<boolean>,
): Promise<string[] | undefined> {
  let count = 0;
  const attempt = (fields: readonly string[]) => tries(fields, `d${++count}`);
  for (const field of candidates) if (await attempt([field])) return [field];
  if (candidates.length < 2 || !(await attempt(candidates))) return undefined;
  let kept = [...candidates];
  for (const field of candidates) {
    const without = kept.filter((f) => f !== field);
    if (without.length > 0 && (await attempt(without))) kept = without;
  }
  return kept;
}

/**
 * A PUT of the same body type as a POST found to need unique fields gets them too (those its body
 * holds as strings): the script's PUT takes any id of the list, and sending another row's unique
 * value (the one its body was captured from) is refused. Its try, on the row the body came from,
 * cannot show that.
 */
export function shareUniqueFields(
  writes: readonly (Endpoint & { bodySample: BodySample })[],
): void {
  for (const post of writes) {
    const fields = post.bodySample.unique;
    if (post.method !== 'POST' || !fields?.length || !post.bodyType) continue;
    for (const write of writes) {
      if (write === post || write.bodySample.unique || write.bodyType !== post.bodyType) continue;
      const value = write.bodySample.value;
      if (typeof value !== 'object' || value === null) continue;
      const shared = fields.filter(
        (field) => typeof (value as Record<string, unknown>)[field] === 'string',
      );
      if (shared.length > 0) write.bodySample.unique = shared;
    }
  }
}
