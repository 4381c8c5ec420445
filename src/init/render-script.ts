// The starter k6 script `perf-gate init` writes. Pure. Each request carries k6's `name` tag
// ("GET /contents/{id}"): the convention k6 users know for grouping URLs with variables into one
// metric, and what perf-gate's report breaks figures down by. A path variable right after one of
// the app's own lists takes an id setup() reads from that list; with `init --writes`, one iteration
// in WRITE_EVERY sends a POST or PUT with a body (render-writes.ts). A required query parameter
// without an example holds a guess from its type (sample-path.ts).
import type { Endpoint } from './endpoints.js';
import { calledEndpoints, failedEndpoints, type AppFacts } from './facts.js';
import { fromDocuments, originCounts } from './merge-endpoints.js';
import {
  MAX_IDS,
  WRITE_EVERY,
  idLists,
  writeEndpoints,
  writesLeftOut,
  type IdList,
} from './mix.js';
import { writesSection } from './render-writes.js';
import { guessedQuery, samplePath } from './sample-path.js';
import { commentText, quote, requestFields, sourceComment } from './script-text.js';

/** Whether some path variable of a called endpoint takes a value from an OpenAPI document. */
function sampled(called: readonly Endpoint[]): boolean {
  return called.some((endpoint) =>
    (endpoint.parameters ?? []).some((p) => p.in === 'path' && p.sample !== undefined),
  );
}

function requestLine(endpoint: Endpoint, list: IdList | undefined): string {
  return `  { ${requestFields(endpoint, list)} }, // ${sourceComment(endpoint)}`;
}

/** Where the endpoints came from, for the script's first line. */
function originOf(facts: AppFacts): string {
  return facts.endpointsFrom === 'sources' && fromDocuments(facts.endpoints)
    ? originCounts(facts.endpoints)
        .map((origin) => origin.label)
        .join(', ')
    : facts.endpointsFrom;
}

function variablesComment(called: readonly Endpoint[], lists: readonly IdList[]): string[] {
  if (lists.length === 0) {
    return sampled(called)
      ? [
          "// Path variables hold the OpenAPI document's example, else 1: use ids that exist in the seeded",
          "// database. The `name` tag groups every URL of one endpoint (k6's convention); the report has",
          '// one row per name.',
        ]
      : [
          '// Path variables hold 1: use ids that exist in the seeded database. The `name` tag groups every',
          "// URL of one endpoint (k6's convention); the report has one row per name.",
        ];
  }
  return [
    "// A path variable right after one of the app's lists (`list`) takes an id setup() reads from",
    '// that list (below). The others, and those of a list that answers no ids, hold the value shown',
    '// (`value`), a first guess: use ids that exist in the seeded database.',
    "// The `name` tag groups every URL of one endpoint (k6's convention); the report has one row per",
    '// name.',
  ];
}

/** What the comments beside the requests say about the query values guessed, when there are some. */
function guessesComment(endpoints: readonly Endpoint[]): string[] {
  if (!endpoints.some((endpoint) => guessedQuery(endpoint.parameters ?? []).length > 0)) return [];
  return [
    '// A required query parameter without an example holds a guess from its type (`test`, `1`,',
    '// `true`), named beside its request: use values that find rows in the seeded database.',
  ];
}

function listsSection(lists: readonly IdList[]): string[] {
  if (lists.length === 0) return [];
  return [
    '',
    "// The app's own lists, each read once per k6 run by setup() before the load (k6 groups its",
    '// requests under ::setup; perf-gate leaves them out of the figures). An answer is an array of',
    '// items or a page of them (`content`, `items`, `data`, `results`, `_embedded`), perhaps inside an',
    "// envelope (`{ data: { content: [ … ] } }`); an item's id is its field named like the variable,",
    '// else `id`, else the end of its `_links.self.href`.',
    'const lists = {',
    ...lists.map(
      (list) =>
        `  ${quote(list.path)}: { url: ${quote(samplePath(list.endpoint.path, list.endpoint.parameters))}, fields: [${list.fields.map(quote).join(', ')}] },`,
    ),
    '};',
    `const MAX_IDS = ${MAX_IDS};`,
    '',
    'export function setup() {',
    '  const ids = {};',
    '  for (const [path, list] of Object.entries(lists)) {',
    '    const response = http.get(BASE_URL + list.url, { tags: { name: `GET ${path} (setup)` } });',
    '    ids[path] = response.status === 200 ? idsOf(response, list.fields) : [];',
    '  }',
    '  return { ids };',
    '}',
    '',
    "/** The ids of a list's first MAX_IDS items. */",
    'function idsOf(response, fields) {',
    '  let body;',
    '  try {',
    '    body = response.json();',
    '  } catch (e) {',
    '    return [];',
    '  }',
    '  const items = itemsOf(body, 0);',
    '  if (!Array.isArray(items)) return [];',
    '  return items',
    '    .slice(0, MAX_IDS)',
    '    .map((item) => idOf(item, fields))',
    '    .filter((id) => id !== undefined);',
    '}',
    '',
    "/** An array answer, or the first array of a page's fields; else the same inside an envelope. */",
    'function itemsOf(body, depth) {',
    '  if (Array.isArray(body)) return body;',
    "  if (!body || typeof body !== 'object') return undefined;",
    "  const embedded = body._embedded && typeof body._embedded === 'object'",
    '    ? Object.values(body._embedded).find(Array.isArray)',
    '    : undefined;',
    '  const candidates = [body.content, body.items, body.data, body.results];',
    '  const found = candidates.concat([embedded]).find(Array.isArray);',
    '  if (found || depth > 0) return found;',
    "  const inner = candidates.find((value) => value && typeof value === 'object');",
    '  return inner === undefined ? undefined : itemsOf(inner, depth + 1);',
    '}',
    '',
    'function idOf(item, fields) {',
    "  if (typeof item === 'string' || typeof item === 'number') return item;",
    "  if (!item || typeof item !== 'object') return undefined;",
    '  for (const field of fields) {',
    "    if (typeof item[field] === 'string' || typeof item[field] === 'number') return item[field];",
    '  }',
    '  const self = item._links && item._links.self && item._links.self.href;',
    "  if (typeof self !== 'string') return undefined;",
    "  const id = self.replace(/\\{[^}]*\\}$/, '').replace(/\\/+$/, '').split('/').pop();",
    '  try {',
    '    return id ? decodeURIComponent(id) : undefined;',
    '  } catch (e) {',
    '    return undefined;',
    '  }',
    '}',
    '',
    "/** The request's path: its variable holds one of the ids its list answered, else `value`. */",
    'function pathOf(request, data) {',
    '  if (!request.list) return request.path;',
    '  const ids = (data && data.ids[request.list]) || [];',
    '  const id = ids.length > 0 ? ids[Math.floor(Math.random() * ids.length)] : request.value;',
    '  return request.path.replace(/\\{[^}]*\\}/, encodeURIComponent(String(id)));',
    '}',
  ];
}

function commentedOut(facts: AppFacts, mixed: readonly Endpoint[]): string[] {
  const failed = failedEndpoints(facts);
  const leftOutWrites = new Map(writesLeftOut(facts).map((left) => [left.endpoint, left.reason]));
  const others = facts.endpoints.filter(
    (endpoint) => !mixed.includes(endpoint) && !failed.includes(endpoint),
  );
  const writable = facts.endpoints.some(
    (endpoint) =>
      (endpoint.method === 'POST' || endpoint.method === 'PUT') &&
      endpoint.bodySample !== undefined &&
      'value' in endpoint.bodySample,
  );
  const notCalled =
    others.length > 0
      ? [
          '',
          '// Found but not called: they change data or need a request body. To add one, give it a body:',
          "//   http.request('POST', `${BASE_URL}/orders`, JSON.stringify({ … }),",
          "//     { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /orders' } });",
          ...(!facts.writes && writable
            ? [
                '// (`perf-gate init --writes` adds the POST and PUT endpoints whose body an OpenAPI document',
                '// describes, with bodies built from their schemas.)',
              ]
            : []),
          ...others.map((endpoint) => {
            const reason = leftOutWrites.get(endpoint);
            return `//   ${commentText(`${endpoint.method} ${endpoint.path}  (${endpoint.source})${reason ? `: ${reason}` : ''}`)}`;
          }),
        ]
      : [];
  const leftOut =
    failed.length > 0
      ? [
          '',
          '// Tried once by `perf-gate init --discover` and left out: they did not answer 2xx/3xx.',
          ...failed.map(
            (endpoint) =>
              `//   ${commentText(`${endpoint.method} ${samplePath(endpoint.path, endpoint.parameters)}  -> ${endpoint.tried!.status}`)}`,
          ),
        ]
      : [];
  return [...leftOut, ...notCalled];
}

/**
 * The script's copy of uniqueValue (unique-values.ts): a write's `unique` fields get the iteration's
 * number and a token of the k6 run, so each POST sends values the app has not seen. The token
 * matters: a warm-up and the window after it run on the same data (the database is restored before
 * the warm-up), and each counts its iterations from 0.
 */
const UNIQUE_BODY = [
  '// Differs between k6 runs (a warm-up and its window write to the same data); same length.',
  'const RUN = Date.now().toString(36);',
  '',
  "/** The write's body, its `unique` fields made unique for iteration n (`pen` → `pen-n-RUN`). */",
  'function bodyOf(request, n) {',
  '  if (!request.unique) return request.body;',
  '  const body = Object.assign({}, request.body);',
  "  const suffix = n + '-' + RUN;",
  '  for (const field of request.unique) {',
  "    if (typeof body[field] !== 'string') continue;",
  '    const value = body[field];',
  "    const at = value.indexOf('@');",
  "    body[field] = at > 0 ? value.slice(0, at) + '-' + suffix + value.slice(at) : value + '-' + suffix;",
  '  }',
  '  return body;',
  '}',
  '',
];

function defaultFunction(writes: boolean, lists: boolean, unique: boolean): string[] {
  const path = lists ? 'pathOf(request, data)' : 'request.path';
  const pick = writes
    ? [
        "/** Iteration n's request: every WRITE_EVERY-th a write (a POST past MAX_CREATES: a read), else the next read. */",
        'function requestOf(n) {',
        '  const turn = Math.floor(n / WRITE_EVERY);',
        '  if (n % WRITE_EVERY === WRITE_EVERY - 1) {',
        '    const write = writes[turn % writes.length];',
        "    if (write.method !== 'POST' || Math.floor(turn / writes.length) < MAX_CREATES) return write;",
        '  }',
        '  return requests.length > 0 ? requests[(n - turn) % requests.length] : undefined;',
        '}',
        '',
      ]
    : [];
  const send = writes
    ? [
        `export default function (${lists ? 'data' : ''}) {`,
        '  const request = requestOf(exec.scenario.iterationInTest);',
        '  if (!request) return;',
        unique
          ? '  const body = request.body === undefined ? null : JSON.stringify(bodyOf(request, exec.scenario.iterationInTest));'
          : '  const body = request.body === undefined ? null : JSON.stringify(request.body);',
        `  const response = http.request(request.method, BASE_URL + ${path}, body, {`,
        "    headers: body === null ? {} : { 'Content-Type': request.type || 'application/json' },",
        '    tags: { name: request.name },',
        '  });',
      ]
    : [
        `export default function (${lists ? 'data' : ''}) {`,
        '  if (requests.length === 0) return;',
        '  const request = requests[exec.scenario.iterationInTest % requests.length];',
        `  const response = http.request(request.method, BASE_URL + ${path}, null, {`,
        '    tags: { name: request.name },',
        '  });',
      ];
  return [
    ...pick,
    ...(unique ? UNIQUE_BODY : []),
    ...send,
    "  check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });",
    '}',
  ];
}

/**
 * The k6 script (`file`: its path from the app directory): the app's GET endpoints in turn, with
 * `init --writes` one write every WRITE_EVERY iterations.
 */
export function renderScript(facts: AppFacts, file: string): string {
  const called = calledEndpoints(facts);
  const writes = writeEndpoints(facts);
  const { lists, listOf } = idLists(facts, [...called, ...writes]);
  const requests =
    called.length > 0
      ? called.map((endpoint) => requestLine(endpoint, listOf.get(endpoint)))
      : [
          "  // No GET endpoint was found: add the app's requests here, e.g.",
          "  // { method: 'GET', path: '/orders/1', name: 'GET /orders/{id}' },",
        ];
  const comments = commentedOut(facts, [...called, ...writes]);
  const port = facts.spring.port.value;
  const context = facts.spring.contextPath?.value ?? '';
  const iterations =
    writes.length > 0
      ? Math.max(called.length, WRITE_EVERY * writes.length)
      : Math.max(called.length, 1);
  const body = [
    ...variablesComment(called, lists),
    ...guessesComment([...called, ...writes]),
    'const requests = [',
    ...requests,
    '];',
    ...writesSection(writes, listOf, called.length),
    ...comments,
    ...listsSection(lists),
    '',
    ...defaultFunction(
      writes.length > 0,
      lists.length > 0,
      writes.some((write) => (write.bodySample.unique?.length ?? 0) > 0),
    ),
  ];
  return `// Starter load test of ${facts.name}, written by \`perf-gate init\` from its endpoints (${originOf(facts)}).
// perf-gate runs it at the scenario's rate (iterations per second, open model) and sets BASE_URL to
// the app it booted, context path included. Try it against a running app with
//   k6 run -e BASE_URL=http://127.0.0.1:${port}${context} --iterations ${iterations} ${file}
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:${port}${context}';

${body.join('\n')}
`;
}
