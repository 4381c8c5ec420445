// What the starter script's mix holds beyond the GET endpoints in turn: the writes `init --writes`
// adds (POST and PUT endpoints whose JSON body an OpenAPI document's request schema gives, or
// `init --discover` captured from a GET answer), and the app's own lists the script's setup() reads
// ids from for the path variables. Pure.
import type { Endpoint } from './endpoints.js';
import { answered, calledEndpoints, type AppFacts } from './facts.js';
import type { BodySample } from './openapi-body.js';

/** One iteration in this many sends a write (the 10th, 20th, … of each k6 run). */
export const WRITE_EVERY = 10;
/**
 * Rows each POST endpoint creates at most per k6 run (a warm-up or a measured window): past it, its
 * turns go to reads, so a long window or a raised rate does not grow the tables without limit.
 */
export const MAX_CREATES = 50;
/** Ids setup() keeps per list. */
export const MAX_IDS = 100;

/** A write endpoint with the body it sends. */
export type Write = Endpoint & { bodySample: BodySample };

function appOwn(facts: AppFacts, endpoint: Endpoint): boolean {
  const actuator = facts.spring.managementBasePath.value;
  return (
    endpoint.path !== '/error' && !(actuator !== '/' && endpoint.path.startsWith(`${actuator}/`))
  );
}

const isWriteMethod = (endpoint: Endpoint): boolean =>
  endpoint.method === 'POST' || endpoint.method === 'PUT';

const built = (endpoint: Endpoint): endpoint is Write =>
  endpoint.bodySample !== undefined && 'value' in endpoint.bodySample;

/**
 * The writes in the mix (with `init --writes`): the app's POST and PUT endpoints with a JSON body
 * built from a request schema or captured, PUTs first (they change rows that exist and do not grow the tables);
 * one `init --discover` tried and that did not answer 2xx/3xx is left out.
 */
export function writeEndpoints(facts: AppFacts): Write[] {
  if (!facts.writes) return [];
  const writes = facts.endpoints.filter(
    (endpoint): endpoint is Write =>
      isWriteMethod(endpoint) && appOwn(facts, endpoint) && built(endpoint) && answered(endpoint),
  );
  return [
    ...writes.filter((endpoint) => endpoint.method === 'PUT'),
    ...writes.filter((endpoint) => endpoint.method === 'POST'),
  ];
}

/**
 * The POST and PUT endpoints (with `init --writes`) whose handler takes a @RequestBody type the
 * sources name and no document gives a body for: `init --discover` captures one (captured-body.ts).
 */
export function writesToCapture(facts: AppFacts): Endpoint[] {
  if (!facts.writes) return [];
  return facts.endpoints.filter(
    (endpoint) =>
      isWriteMethod(endpoint) &&
      appOwn(facts, endpoint) &&
      endpoint.bodySample === undefined &&
      endpoint.bodyType !== undefined,
  );
}

/** Why a write has no body: no document describes it, and none was (or could be) captured. */
function undescribed(endpoint: Endpoint, discovered: boolean): string {
  if (endpoint.requestBody) return 'no JSON request schema for its body';
  if (endpoint.origins?.some((origin) => origin !== 'sources'))
    return 'no request body in the OpenAPI document';
  if (!endpoint.bodyType) return 'no OpenAPI document describes its body';
  return discovered
    ? `no GET answer held the fields of its body type ${endpoint.bodyType} when tried`
    : `no OpenAPI document describes its body (${endpoint.bodyType}); \`init --discover\` captures one from a GET answer`;
}

/** The POST and PUT endpoints `init --writes` leaves out, with the reason. */
export function writesLeftOut(facts: AppFacts): Array<{ endpoint: Endpoint; reason: string }> {
  if (!facts.writes) return [];
  const discovered = facts.endpoints.some((endpoint) => endpoint.tried !== undefined);
  return facts.endpoints
    .filter((endpoint) => isWriteMethod(endpoint) && appOwn(facts, endpoint))
    .flatMap((endpoint) => {
      const sample = endpoint.bodySample;
      if (sample && 'problem' in sample) return [{ endpoint, reason: sample.problem }];
      if (!sample) return [{ endpoint, reason: undescribed(endpoint, discovered) }];
      if (!answered(endpoint)) {
        return [{ endpoint, reason: `answered ${endpoint.tried!.status} when tried once` }];
      }
      return [];
    });
}

/** A list setup() reads ids from: a GET endpoint without path variables the app serves. */
export interface IdList {
  /** the list's path template (its key in the script) */
  path: string;
  endpoint: Endpoint;
  /** the fields that hold an item's id: the path variables it fills, then `id` */
  fields: string[];
}

/** The path variable of a path with exactly one, when it is a whole segment (`/owners/{id}`). */
function onlyVariable(path: string): { name: string; before: string } | undefined {
  const found = [...path.matchAll(/\{([^}]*)\}/g)];
  if (found.length !== 1) return undefined;
  const match = found[0]!;
  const before = path.slice(0, match.index);
  const after = path.slice(match.index + match[0].length);
  if (!before.endsWith('/') || (after !== '' && !after.startsWith('/'))) return undefined;
  return { name: match[1]!, before: before.slice(0, -1) || '/' };
}

/**
 * Which list fills the path variable of each request: `GET /owners` fills `{ownerId}` in
 * `/owners/{ownerId}` and `/owners/{ownerId}/pets`. Only a path with one variable takes an id from
 * a list: in `/owners/{ownerId}/pets/{petId}` the pet would have to be one of that owner's, so such
 * a path keeps the values the document gives (else 1) for all its variables.
 */
export function idLists(
  facts: AppFacts,
  requests: readonly Endpoint[],
): { lists: IdList[]; listOf: Map<Endpoint, IdList> } {
  const gets = new Map(
    calledEndpoints(facts)
      .filter((endpoint) => !endpoint.path.includes('{'))
      .map((endpoint) => [endpoint.path, endpoint]),
  );
  const lists = new Map<string, IdList>();
  const listOf = new Map<Endpoint, IdList>();
  for (const request of requests) {
    const variable = onlyVariable(request.path);
    const endpoint = variable && gets.get(variable.before);
    if (!variable || !endpoint) continue;
    const list = lists.get(endpoint.path) ?? { path: endpoint.path, endpoint, fields: [] };
    if (!list.fields.includes(variable.name)) list.fields.push(variable.name);
    lists.set(endpoint.path, list);
    listOf.set(request, list);
  }
  for (const list of lists.values()) {
    list.fields = [...list.fields.filter((field) => field !== 'id'), 'id'];
  }
  return { lists: [...lists.values()], listOf };
}

/**
 * The items of a list's answer, as the script's setup() finds them: the answer itself when it is
 * an array, else the first array among its `content`, `items`, `data`, `results` and the first
 * array under `_embedded`; when none is an array, the same one level down, in the first of those
 * that is an object (an envelope around a page: `{ "data": { "content": [ … ] } }`).
 */
function itemsOf(body: unknown, depth = 0): unknown[] | undefined {
  if (Array.isArray(body)) return body as unknown[];
  if (typeof body !== 'object' || body === null) return undefined;
  const page = body as Record<string, unknown>;
  const embedded =
    typeof page._embedded === 'object' && page._embedded !== null
      ? Object.values(page._embedded).find(Array.isArray)
      : undefined;
  const candidates = [page.content, page.items, page.data, page.results];
  const found = [...candidates, embedded].find(Array.isArray);
  if (found || depth > 0) return found;
  const inner = candidates.find((value) => typeof value === 'object' && value !== null);
  return inner === undefined ? undefined : itemsOf(inner, depth + 1);
}

/**
 * The ids of a list's answer, as the script's setup() reads them: its items (itemsOf); an item's
 * id is its first field of `fields` holding a string or number, else the end of its
 * `_links.self.href`.
 */
export function listIds(body: unknown, fields: readonly string[]): Array<string | number> {
  const items = itemsOf(body);
  if (!Array.isArray(items)) return [];
  return items.slice(0, MAX_IDS).flatMap((item: unknown) => {
    if (typeof item === 'string' || typeof item === 'number') return [item];
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string' || typeof value === 'number') return [value];
    }
    const links = record._links as { self?: { href?: unknown } } | undefined;
    const self = links?.self?.href;
    if (typeof self !== 'string') return [];
    const id = self
      .replace(/\{[^}]*\}$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop();
    try {
      return id ? [decodeURIComponent(id)] : [];
    } catch {
      return [];
    }
  });
}

/** Gives the path variable of `endpoint` the value `sample` (the first id its list answered). */
export function setPathSample(endpoint: Endpoint, sample: string): void {
  const name = /\{([^}]*)\}/.exec(endpoint.path)?.[1];
  if (name === undefined) return;
  const parameters = endpoint.parameters ?? [];
  const known = parameters.find((p) => p.in === 'path' && p.name === name);
  if (known) known.sample = sample;
  else parameters.push({ name, in: 'path', required: true, sample });
  endpoint.parameters = parameters;
}
