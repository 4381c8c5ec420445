// The JSON body `init --discover --writes` sends to a POST or PUT endpoint no API description
// describes: captured from what the booted app answered, with its data loaded, to the GET endpoints
// it tried. With the fields of the handler's @RequestBody type (body-fields.ts), the object of any
// answer holding the most of them gives their values (`POST /api/user/addUser` from the items of
// `GET /api/user/getUserListAll`); without them, only an answer on the same resource does (`GET
// /owners/{id}`, else `GET /owners`, for `POST /owners` and `PUT /owners/{id}`), its item read as the
// object with an `id` and the most plain values, minus what the server sets. A POST never sends the
// `id` it read (it would name a row that exists). The try that follows (try-endpoints.ts) tells
// whether the app takes it; one it refuses is left out with its status. Pure.
import type { Endpoint } from './endpoints.js';
import type { BodySample } from './openapi-body.js';

/** What the app answered to one GET it was tried with. */
export interface Answer {
  endpoint: Endpoint;
  /** the path it was tried on (`/owners/1`) */
  path: string;
  /** the parsed JSON answer */
  body: unknown;
}

type Json = Record<string, unknown>;

/** Objects looked at per answer, and how deep. */
const MAX_OBJECTS = 500;
const MAX_DEPTH = 6;
/** Items of an array looked at. */
const ITEMS = 3;
/** The longest body kept (its JSON text, in characters): the script holds it as a literal. */
export const MAX_CAPTURED = 8192;
/** Fields the server sets: left out of a body captured without the body type's fields. */
const SERVER_SET = new Set([
  '_links',
  'createdAt',
  'updatedAt',
  'createdDate',
  'lastModifiedDate',
  'created_at',
  'updated_at',
  'version',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of an answer, outermost first (an array's first few items). */
function objectsOf(body: unknown): Json[] {
  const found: Json[] = [];
  let level: unknown[] = [body];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of level) {
      if (found.length === MAX_OBJECTS) return found;
      if (Array.isArray(value)) next.push(...(value as unknown[]).slice(0, ITEMS));
      else if (isObject(value)) {
        found.push(value);
        next.push(...Object.values(value));
      }
    }
    level = next.filter((value) => typeof value === 'object' && value !== null);
  }
  return found;
}

/** `/owners/{ownerId}/pets` -> owners, {}, pets. */
const segments = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\{[^}]*\}$/.test(segment) ? '{}' : segment));

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((segment, i) => segment === b[i]);

/** 2: the read gives one item of the write's resource (`GET /x/{id}`), 1: its list (`GET /x`), 0: neither. */
function resource(write: Endpoint, read: Endpoint): number {
  const path = segments(write.path);
  const collection = write.method === 'PUT' && path.at(-1) === '{}' ? path.slice(0, -1) : path;
  const own = segments(read.path);
  if (same(own, [...collection, '{}'])) return 2;
  return same(own, collection) ? 1 : 0;
}

const present = (object: Json, field: string): boolean =>
  object[field] !== undefined && object[field] !== null;

/** The best object for a body type's fields: the most of them, then the nearest resource. */
function byFields(
  write: Endpoint,
  fields: readonly string[],
  answers: readonly Answer[],
): { answer: Answer; object: Json } | undefined {
  const needed = Math.max(1, Math.ceil(fields.length / 2));
  let best: { answer: Answer; object: Json; rank: number } | undefined;
  for (const answer of answers) {
    const near = resource(write, answer.endpoint);
    for (const object of objectsOf(answer.body)) {
      const held = fields.filter((field) => present(object, field)).length;
      const rank = held * 3 + near;
      if (held >= needed && (!best || rank > best.rank)) best = { answer, object, rank };
    }
  }
  return best;
}

/** The item of an answer on the write's own resource: an object with an id and the most values. */
function byResource(
  write: Endpoint,
  answers: readonly Answer[],
): { answer: Answer; object: Json } | undefined {
  let best: { answer: Answer; object: Json; rank: number } | undefined;
  for (const answer of answers) {
    const near = resource(write, answer.endpoint);
    if (near === 0) continue;
    for (const object of objectsOf(answer.body)) {
      if (!present(object, 'id')) continue;
      const plain = Object.values(object).filter(
        (value) => !isObject(value) && !Array.isArray(value),
      );
      const rank = near * 1000 + plain.length;
      if (!best || rank > best.rank) best = { answer, object, rank };
    }
  }
  return best;
}

/** The body captured for one write, or undefined when no answer holds one. */
export function capturedBody(write: Endpoint, answers: readonly Answer[]): BodySample | undefined {
  const fields = write.bodyFields;
  const found = fields ? byFields(write, fields, answers) : byResource(write, answers);
  if (!found) return undefined;
  const { answer, object } = found;
  const notes: string[] = [];
  const left: string[] = [];
  const kept = Object.entries(object).filter(([field, value]) => {
    const keep = fields
      ? fields.includes(field) && value !== null
      : !SERVER_SET.has(field) && !(Array.isArray(value) && value.some(isObject));
    if (!keep && !fields && field !== '_links') left.push(field);
    return keep;
  });
  const value = Object.fromEntries(
    kept.filter(([field]) => !(write.method === 'POST' && field === 'id')),
  );
  if (write.method === 'POST' && kept.some(([field]) => field === 'id')) left.unshift('id');
  const captured = `GET ${answer.path}`;
  notes.push(`captured from the answer to ${captured}: check the values`);
  const missing = fields?.filter((field) => !present(object, field)) ?? [];
  if (missing.length > 0) notes.push(`not in that answer, so not sent: ${missing.join(', ')}`);
  if (left.length > 0) notes.push(`left out: ${left.join(', ')}`);
  if (Object.keys(value).length === 0) return undefined;
  if (JSON.stringify(value).length > MAX_CAPTURED) return undefined;
  return { contentType: 'application/json', value, notes, captured };
}

/**
 * The writes (`init --writes`) whose body no document gives, with a body captured from the GET
 * answers; those no answer fits keep none (their reason is given where they are listed).
 */
export function captureBodies(writes: readonly Endpoint[], answers: readonly Answer[]): number {
  let captured = 0;
  for (const write of writes) {
    const sample = capturedBody(write, answers);
    if (!sample) continue;
    write.bodySample = sample;
    captured += 1;
  }
  return captured;
}
