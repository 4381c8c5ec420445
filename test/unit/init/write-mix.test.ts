// The starter script's mix beyond the GET endpoints: path variables filled by setup() with ids the
// app's own lists answer, and with `init --writes` a POST or PUT every 10th iteration with a body
// from the OpenAPI schema, POSTs bounded per k6 run. The rendered script is run here against a
// stand-in for k6's modules, so what it sends is checked, not only its text.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/init/endpoints.js';
import { notesFor, type AppFacts } from '../../../src/init/facts.js';
import {
  MAX_CREATES,
  WRITE_EVERY,
  idLists,
  listIds,
  writeEndpoints,
  writesLeftOut,
} from '../../../src/init/mix.js';
import { readAppFacts } from '../../../src/init/read.js';
import { renderScript } from '../../../src/init/render-script.js';
import { fillFromLists, tryEndpoints } from '../../../src/init/try-endpoints.js';
import { uniqueValue } from '../../../src/init/unique-values.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/init');

interface Sent {
  method: string;
  url: string;
  body: string | null;
  params: { headers?: Record<string, string>; tags?: Record<string, string> };
}

type Answer = { status: number; body: unknown };

/**
 * Runs a rendered k6 script with stand-ins for k6/http, k6 and k6/execution: `answer` gives what
 * each GET of setup() gets back. The script's own text is evaluated, so it must be valid
 * JavaScript without Node's APIs.
 */
function load(script: string, answer: (url: string) => Answer = () => ({ status: 200, body: [] })) {
  const sent: Sent[] = [];
  const exec = { scenario: { iterationInTest: 0 } };
  const http = {
    get(url: string, params: Sent['params']) {
      sent.push({ method: 'GET', url, body: null, params });
      const { status, body } = answer(url);
      return {
        status,
        json: () => (typeof body === 'string' ? (JSON.parse(body) as unknown) : body),
      };
    },
    request(method: string, url: string, body: string | null, params: Sent['params']) {
      sent.push({ method, url, body, params });
      return { status: 200 };
    },
  };
  const code = script
    .replace(/^import .*$/gm, '')
    .replace(/^export function setup/m, 'function setup')
    .replace(/^export default function/m, 'const run = function');
  expect(code).not.toMatch(/\brequire\(|process\.|node:/);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test
  const factory = new Function(
    'http',
    'check',
    'exec',
    '__ENV',
    `${code}\nreturn { setup: typeof setup === 'function' ? setup : undefined, run };`,
  ) as (...args: unknown[]) => { setup?: () => unknown; run: (data?: unknown) => void };
  const module = factory(http, () => true, exec, {});
  return {
    ...module,
    sent,
    /** Runs iterations `from` to `to` (inclusive) and returns what they sent. */
    iterations(from: number, to: number, data?: unknown): Sent[] {
      const start = sent.length;
      for (let n = from; n <= to; n++) {
        exec.scenario.iterationInTest = n;
        module.run(data);
      }
      return sent.slice(start);
    },
  };
}

async function petclinic(writes: boolean): Promise<AppFacts> {
  return { ...(await readAppFacts(resolve(fixtures, 'openapi-petclinic'))), writes };
}

const OWNER_BODY = {
  firstName: 'George',
  lastName: 'Franklin',
  address: '110 W. Liberty St.',
  city: 'Madison',
  telephone: '6085551023',
};

describe('path variables filled with ids the app holds', () => {
  it('setup() reads a list once, tagged apart from the mix, and the requests use its ids', async () => {
    const script = load(renderScript(await petclinic(false), 'k6/perf-gate.js'), () => ({
      status: 200,
      body: [{ id: 5, firstName: 'Ann' }, { id: 6 }],
    }));
    const data = script.setup!();
    expect(data).toEqual({ ids: { '/api/owners': [5, 6] } });
    expect(script.sent).toEqual([
      {
        method: 'GET',
        url: 'http://127.0.0.1:9966/petclinic/api/owners',
        body: null,
        params: { tags: { name: 'GET /api/owners (setup)' } },
      },
    ]);
    const sent = script.iterations(0, 7, data);
    expect(sent.map((request) => request.params.tags!.name)).toEqual([
      'GET /api/owners',
      'GET /api/owners/{ownerId}',
      'GET /api/owners/{ownerId}/pets/{petId}',
      'GET /api/pets/{petId}',
      'GET /api/pettypes/{petTypeId}',
      'GET /api/visits',
      'GET /api/specialties',
      'GET /api/vets',
    ]);
    expect(sent[1]!.url).toMatch(/\/petclinic\/api\/owners\/[56]$/);
    // Two variables: the pet would have to be the owner's, so the document's values stay.
    expect(sent[2]!.url).toMatch(/\/api\/owners\/1\/pets\/7$/);
    expect(sent.every((request) => request.body === null)).toBe(true);
  });

  it.each<[string, unknown, string[]]>([
    ['a Spring Data page', { content: [{ id: 3 }], totalElements: 1 }, ['3']],
    [
      'a HAL collection, ids from the self links',
      {
        _embedded: { owners: [{ _links: { self: { href: 'http://x/owners/42{?projection}' } } }] },
      },
      ['42'],
    ],
    ['items named like the variable', [{ ownerId: 'a b', id: 9 }], ['a%20b']],
    ['a list of ids', [11, 12], ['11', '12']],
    ['an answer that is not JSON', 'not json', ['1']],
    ['an empty list', [], ['1']],
  ])('reads %s (else the value shown)', async (_what, body, ids) => {
    const script = load(renderScript(await petclinic(false), 'k6/perf-gate.js'), () => ({
      status: 200,
      body,
    }));
    const data = script.setup!();
    const [request] = script.iterations(1, 1, data);
    expect(ids.map((id) => `http://127.0.0.1:9966/petclinic/api/owners/${id}`)).toContain(
      request!.url,
    );
  });

  it('keeps the value shown when the list does not answer 200', async () => {
    const script = load(renderScript(await petclinic(false), 'k6/perf-gate.js'), () => ({
      status: 404,
      body: [{ id: 5 }],
    }));
    const data = script.setup!();
    expect(data).toEqual({ ids: { '/api/owners': [] } });
    expect(script.iterations(1, 1, data)[0]!.url).toMatch(/\/api\/owners\/1$/);
  });

  it("reads ids as the script's setup() does (listIds, used by init --discover)", async () => {
    const bodies: unknown[] = [
      [{ id: 1 }, { ownerId: 'x' }, 'y', 7, null, { other: 1 }],
      { items: [{ id: 2 }] },
      { data: [{ id: 3 }] },
      { results: [{ id: 4 }] },
      { _embedded: { a: 'b', things: [{ _links: { self: { href: '/things/%E0' } } }] } },
      { _embedded: { things: [{ _links: { self: { href: '/things/a%20b/' } } }] } },
      Array.from({ length: 150 }, (_, i) => ({ id: i })),
      { page: 1 },
      { success: true, data: { content: [{ id: 8 }, { id: 9 }], totalPages: 1 } },
      { data: { page: { content: [{ id: 10 }] } } },
    ];
    for (const body of bodies) {
      const script = load(renderScript(await petclinic(false), 'k6/perf-gate.js'), () => ({
        status: 200,
        body,
      }));
      const data = script.setup!() as { ids: Record<string, unknown[]> };
      expect(data.ids['/api/owners']).toEqual(listIds(body, ['ownerId', 'id']));
    }
    expect(listIds(bodies[0], ['ownerId', 'id'])).toEqual([1, 'x', 'y', 7]);
    expect(listIds(bodies[6], ['id'])).toHaveLength(100);
    // A page inside an envelope is read; one level only.
    expect(listIds(bodies[8], ['id'])).toEqual([8, 9]);
    expect(listIds(bodies[9], ['id'])).toEqual([]);
  });

  it('takes a list only for a path with one variable, a whole segment right after it', async () => {
    const facts = await petclinic(false);
    const endpoint = (method: string, path: string): Endpoint => ({ method, path, source: 'x' });
    const requests = [
      endpoint('GET', '/api/owners/{ownerId}'),
      endpoint('POST', '/api/owners/{ownerId}/pets'),
      endpoint('GET', '/api/owners/{ownerId}/pets/{petId}'),
      endpoint('GET', '/api/owners/{ownerId}.json'),
      endpoint('GET', '/api/visits/{visitId}'),
      endpoint('GET', '/api/vets/{id}'),
    ];
    const { lists, listOf } = idLists(facts, requests);
    expect(lists.map((list) => [list.path, list.fields])).toEqual([
      ['/api/owners', ['ownerId', 'id']],
      ['/api/visits', ['visitId', 'id']],
      ['/api/vets', ['id']],
    ]);
    expect(requests.map((request) => listOf.get(request)?.path)).toEqual([
      '/api/owners',
      '/api/owners',
      undefined,
      undefined,
      '/api/visits',
      '/api/vets',
    ]);
    // A list with a required query parameter is read with the document's value for it.
    const script = renderScript({ ...facts, endpoints: [...facts.endpoints, requests[4]!] }, 'k');
    expect(script).toContain(
      "'/api/visits': { url: '/api/visits?petId=7', fields: ['visitId', 'id'] },",
    );
  });

  it('writes no setup() when no list precedes a path variable', async () => {
    const facts = await petclinic(false);
    const endpoints = facts.endpoints.filter(
      (e) => !(e.method === 'GET' && e.path === '/api/owners'),
    );
    const text = renderScript({ ...facts, endpoints }, 'k6/perf-gate.js');
    expect(text).not.toContain('setup');
    expect(text).toContain('export default function () {');
    const script = load(text);
    expect(script.setup).toBeUndefined();
    expect(script.iterations(0, 0)[0]!.url).toMatch(/\/api\/owners\/1$/);
  });
});

describe('init --writes', () => {
  it('puts the POST and PUT endpoints with a body in the mix, PUTs first; without it, none', async () => {
    expect(writeEndpoints(await petclinic(false))).toEqual([]);
    expect(writesLeftOut(await petclinic(false))).toEqual([]);
    const writes = writeEndpoints(await petclinic(true));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /api/owners/{ownerId}',
      'POST /api/owners',
      'POST /api/owners/{ownerId}/pets',
    ]);
    expect(writes[0]!.bodySample).toEqual({
      contentType: 'application/json',
      value: OWNER_BODY,
      notes: [],
    });
  });

  it('sends a write every 10th iteration with its JSON body and name, the reads in between', async () => {
    const script = load(renderScript(await petclinic(true), 'k6/perf-gate.js'), () => ({
      status: 200,
      body: [{ id: 5 }],
    }));
    const data = script.setup!();
    const sent = script.iterations(0, 3 * WRITE_EVERY - 1, data);
    const writes = sent.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.url, request.params])).toEqual([
      [
        'PUT',
        'http://127.0.0.1:9966/petclinic/api/owners/5',
        {
          headers: { 'Content-Type': 'application/json' },
          tags: { name: 'PUT /api/owners/{ownerId}' },
        },
      ],
      [
        'POST',
        'http://127.0.0.1:9966/petclinic/api/owners',
        { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /api/owners' } },
      ],
      [
        'POST',
        'http://127.0.0.1:9966/petclinic/api/owners/5/pets',
        {
          headers: { 'Content-Type': 'application/json' },
          tags: { name: 'POST /api/owners/{ownerId}/pets' },
        },
      ],
    ]);
    expect(sent.indexOf(writes[0]!)).toBe(WRITE_EVERY - 1);
    expect(JSON.parse(writes[0]!.body!)).toEqual(OWNER_BODY);
    expect(JSON.parse(writes[2]!.body!)).toEqual({ name: 'Leo', birthDate: '2010-09-07' });
    // The 27 reads go round the 8 GET endpoints evenly.
    const reads = sent.filter((request) => request.method === 'GET');
    expect(reads).toHaveLength(27);
    const counts = new Map<string, number>();
    for (const read of reads) {
      const name = read.params.tags!.name!;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect([...counts.values()].sort()).toEqual([3, 3, 3, 3, 3, 4, 4, 4]);
  });

  it('makes the fields --discover found unique different on every POST, as uniqueValue does', async () => {
    const facts = await petclinic(true);
    const post = writeEndpoints(facts).find((write) => write.path === '/api/owners')!;
    post.bodySample = {
      ...post.bodySample,
      value: { ...OWNER_BODY, email: 'george@example.com' },
      unique: ['lastName', 'email', 'missing'],
    };
    const script = load(renderScript(facts, 'k6/perf-gate.js'));
    const bodies = script
      .iterations(0, 6 * WRITE_EVERY - 1, { ids: {} })
      .filter((request) => request.params.tags!.name === 'POST /api/owners')
      .map((request) => JSON.parse(request.body!) as Record<string, string>);
    // The iteration's number and the k6 run's token (a warm-up and its window share the data).
    const run = /^Franklin-19-([0-9a-z]+)$/.exec(bodies[0]!.lastName!)?.[1];
    expect(run).toBeDefined();
    expect(bodies.map((body) => [body.lastName, body.email])).toEqual([
      [uniqueValue('Franklin', `19-${run}`), uniqueValue('george@example.com', `19-${run}`)],
      [uniqueValue('Franklin', `49-${run}`), uniqueValue('george@example.com', `49-${run}`)],
    ]);
    expect(bodies[0]!.email).toBe(`george-19-${run}@example.com`);
    expect(bodies[0]!.firstName).toBe('George');
    // Writes without unique fields send their body as it is.
    const other = script.iterations(0, 3 * WRITE_EVERY - 1, { ids: {} });
    expect(JSON.parse(other.find((r) => r.method === 'PUT')!.body!)).toEqual(OWNER_BODY);
  });

  it('bounds each POST to MAX_CREATES a k6 run, then gives its turns to reads; PUTs go on', async () => {
    const script = load(renderScript(await petclinic(true), 'k6/perf-gate.js'));
    const names = script
      .iterations(0, 400 * WRITE_EVERY, { ids: {} })
      .filter((request) => request.method !== 'GET')
      .map((request) => request.params.tags!.name);
    const count = (name: string): number => names.filter((n) => n === name).length;
    expect(count('POST /api/owners')).toBe(MAX_CREATES);
    expect(count('POST /api/owners/{ownerId}/pets')).toBe(MAX_CREATES);
    expect(count('PUT /api/owners/{ownerId}')).toBe(134);
  });

  it('leaves out writes without a JSON schema, and those --discover saw fail, with the reason', async () => {
    const facts = await petclinic(true);
    const put = facts.endpoints.find((e) => e.method === 'PUT')!;
    put.tried = { status: 400 };
    facts.endpoints.push(
      { method: 'POST', path: '/api/upload', source: 'src/Upload.java:3', origins: ['sources'] },
      {
        method: 'POST',
        path: '/api/form',
        source: 'src/main/resources/openapi.yml:300',
        origins: ['src/main/resources/openapi.yml'],
        requestBody: true,
        bodySample: { problem: 'its body is form fields: only JSON bodies are built' },
      },
    );
    expect(writeEndpoints(facts).map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /api/owners',
      'POST /api/owners/{ownerId}/pets',
    ]);
    expect(writesLeftOut(facts).map((left) => `${left.endpoint.path}: ${left.reason}`)).toEqual([
      '/api/owners/{ownerId}: answered 400 when tried once',
      '/api/upload: no OpenAPI document describes its body',
      '/api/form: its body is form fields: only JSON bodies are built',
    ]);
    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).toContain(
      '//   POST /api/upload  (src/Upload.java:3): no OpenAPI document describes its body',
    );
    expect(script).toContain('//   PUT /api/owners/{ownerId}  (');
  });

  it('sends every iteration to the writes when the app has no GET endpoint', async () => {
    const facts = await petclinic(true);
    facts.endpoints = facts.endpoints.filter((e) => e.method !== 'GET');
    const text = renderScript(facts, 'k6/perf-gate.js');
    expect(text).toContain('const WRITE_EVERY = 1;');
    const sent = load(text).iterations(0, 2);
    expect(sent.map((request) => request.params.tags!.name)).toEqual([
      'PUT /api/owners/{ownerId}',
      'POST /api/owners',
      'POST /api/owners/{ownerId}/pets',
    ]);
  });

  it('renders bodies as JavaScript literals a line break cannot escape, and notes under check next', async () => {
    const facts = await petclinic(true);
    const post = facts.endpoints.find((e) => e.method === 'POST' && e.path === '/api/owners')!;
    post.bodySample = {
      contentType: 'application/merge-patch+json',
      value: { 'first-name': "O'Hara\n});", list: [1, true, null], nested: {} },
      notes: ['telephone: the pattern x is too complex'],
    };
    const text = renderScript(facts, 'k6/perf-gate.js');
    expect(text).toContain(
      "type: 'application/merge-patch+json', body: { 'first-name': 'O\\'Hara\\n});', list: [1, true, null], nested: {} } },",
    );
    expect(text).toContain('  // check the body: telephone: the pattern x is too complex');
    const sent = load(text).iterations(19, 19, { ids: {} });
    expect(sent[0]!.params.headers).toEqual({ 'Content-Type': 'application/merge-patch+json' });
    expect(JSON.parse(sent[0]!.body!)).toEqual(post.bodySample.value);
    const messages = notesFor(facts).map((note) => note.message);
    expect(messages.some((m) => m.startsWith('with --writes, one iteration in 10'))).toBe(true);
  });

  it('warns when --writes finds no write with a JSON schema', async () => {
    const facts = await readAppFacts(resolve(fixtures, 'maven-app'));
    const warnings = notesFor({ ...facts, writes: true }).filter((n) => n.level === 'warning');
    expect(warnings.map((n) => n.message)).toContain(
      '--writes: no POST or PUT endpoint has a JSON request schema in an OpenAPI document (with --discover, init captures a body from the GET answers for those whose handler takes a @RequestBody), so the mix has no writes; the k6 script lists them with the reason.',
    );
  });
});

describe('init --discover with the app booted (a local stand-in)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('tries the path variables with the first id a list holds, and the writes with their bodies', async () => {
    const seen: string[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(
          `${request.method} ${request.url} ${request.headers['content-type'] ?? ''} ${body}`,
        );
        if (request.url === '/api/owners') {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify([{ id: 42 }, { id: 43 }]));
        } else if (request.method === 'POST' && request.url === '/api/owners/42/pets') {
          response.writeHead(400).end();
        } else {
          response.writeHead(request.url!.includes('/1') ? 404 : 200).end();
        }
      });
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const app = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      logMark: () => 0,
      logsSince: () => [],
    };
    const facts = await petclinic(true);
    const owner = facts.endpoints.find(
      (e) => e.method === 'GET' && e.path === '/api/owners/{ownerId}',
    )!;
    const requests = [owner, ...writeEndpoints(facts)];
    const progress: string[] = [];
    await fillFromLists(app, facts, requests, (line) => progress.push(line));
    await tryEndpoints(app, requests);
    expect(progress).toEqual([
      'discover: GET /api/owners holds 2 id(s); 3 endpoint(s) are tried with the first, 42',
    ]);
    expect(seen).toEqual([
      'GET /api/owners  ',
      'GET /api/owners/42  ',
      `PUT /api/owners/42 application/json ${JSON.stringify(OWNER_BODY)}`,
      `POST /api/owners application/json ${JSON.stringify(OWNER_BODY)}`,
      'POST /api/owners/42/pets application/json {"name":"Leo","birthDate":"2010-09-07"}',
    ]);
    // The failed write leaves the mix; the others keep the id as the script's fallback value.
    expect(writeEndpoints(facts).map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /api/owners/{ownerId}',
      'POST /api/owners',
    ]);
    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).toContain("path: '/api/owners/{ownerId}', list: '/api/owners', value: '42'");
    expect(script).toContain(
      '//   POST /api/owners/{ownerId}/pets  (src/main/java/org/springframework/samples/petclinic/rest/controller/OwnerRestController.java:59): answered 400 when tried once',
    );
  });
});
