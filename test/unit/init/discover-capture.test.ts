// `init --discover --writes` on an app no OpenAPI document describes: the reads are tried first, and
// a POST whose handler takes a @RequestBody gets a body captured from their answers, tried in turn
// and written into the starter script. The app is a local stand-in speaking HTTP on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notesFor } from '../../../src/init/facts.js';
import { writeEndpoints, writesLeftOut } from '../../../src/init/mix.js';
import { readAppFacts } from '../../../src/init/read.js';
import { renderScript } from '../../../src/init/render-script.js';
import { PROGRESS_LINE_CHARS, tryStarter } from '../../../src/init/try-endpoints.js';

const fixture = resolve(import.meta.dirname, '../../fixtures/init/maven-app');

describe('init --discover --writes captures bodies from GET answers', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function standIn(
    created: number | ((body: string) => number),
  ): Promise<{ app: Parameters<typeof tryStarter>[0]; seen: string[] }> {
    const seen: string[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${body}`.trim());
        const json = (value: unknown) => {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        if (request.method === 'POST')
          response.writeHead(typeof created === 'number' ? created : created(body)).end();
        else if (/^\/products(\?page=0)?$/.test(request.url!)) json([{ id: 5, name: 'Pen' }]);
        else if (request.url === '/products/5') json({ id: 5, name: 'Pen' });
        else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const app = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      logMark: () => 0,
      logsSince: () => [],
    };
    return { app, seen };
  }

  it('sends the POST the fields its record declares, from the answer on its resource', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    const post = facts.endpoints.find((e) => e.method === 'POST')!;
    expect(post).toMatchObject({
      path: '/products',
      bodyType: 'Product',
      bodyFields: ['id', 'name'],
    });
    const { app, seen } = await standIn(201);
    const progress: string[] = [];
    await tryStarter(app, facts, (line) => progress.push(line));

    expect(seen).toContain('GET /products/5');
    // The reads first, then the write with the captured body: no id for a POST.
    expect(seen.at(-1)).toBe('POST /products {"name":"Pen"}');
    expect(progress).toContain(
      'discover: 1 of 1 write(s) without a described body got one from a GET answer',
    );
    expect(writeEndpoints(facts)).toEqual([post]);
    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).toContain(
      '  // check the body: captured from the answer to GET /products/5: check the values',
    );
    expect(script).toContain(
      "  { method: 'POST', path: '/products', name: 'POST /products', body: { name: 'Pen' } },",
    );
    expect(script).toContain('// Their bodies were captured');
    const messages = notesFor(facts).map((note) => note.message);
    expect(messages).toContain(
      'with --writes, one iteration in 10 is a POST or PUT whose JSON body is built from the OpenAPI request schema or captured from the answer to a GET (--discover): check the bodies in the k6 script, and the writes it lists as left out.',
    );
  });

  it('prints what the app answers on one line, cut to a length', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    // An id with a terminal escape, a line break and 1,000 more characters.
    const id = `5\u001b[2J\nperf-gate: forged line ${'x'.repeat(1000)}`;
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(request.url === '/products' ? [{ id, name: 'Pen' }] : {}));
      });
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const app = {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      logMark: () => 0,
      logsSince: () => [],
    };
    const progress: string[] = [];
    await tryStarter(app, facts, (line) => progress.push(line));
    const held = progress.find((line) => line.startsWith('discover: GET /products holds 1 id(s)'));
    expect(held).toContain('with the first, 5 [2J perf-gate: forged line xxx');
    expect(held).toHaveLength(PROGRESS_LINE_CHARS);
    expect(held!.endsWith('…')).toBe(true);
    for (const line of progress) {
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(line.length).toBeLessThanOrEqual(PROGRESS_LINE_CHARS);
    }
  });

  it('leaves out a captured body the app refuses, with its status', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    const { app } = await standIn(400);
    await tryStarter(app, facts);
    expect(writeEndpoints(facts)).toEqual([]);
    expect(writesLeftOut(facts).map((left) => `${left.endpoint.path}: ${left.reason}`)).toEqual([
      '/products: answered 400 when tried once',
    ]);
  });

  it('makes a field unique on every request when the app refuses a repeated value', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    // The product's name is a unique key, and `Pen` is taken by the product the body came from.
    const names = new Set(['Pen']);
    const { app, seen } = await standIn((body) => {
      const { name } = JSON.parse(body) as { name: string };
      if (names.has(name)) return 409;
      names.add(name);
      return 201;
    });
    const progress: string[] = [];
    await tryStarter(app, facts, (line) => progress.push(line));
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /products {"name":"Pen"}',
      'POST /products {"name":"Pen-d1"}',
    ]);
    expect(progress).toContain(
      'discover: POST /products -> 201 with name made unique; the script makes it unique on every request',
    );
    expect(writeEndpoints(facts).map((write) => write.bodySample.unique)).toEqual([['name']]);
    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).toContain(
      "  { method: 'POST', path: '/products', name: 'POST /products', body: { name: 'Pen' }, unique: ['name'] },",
    );
    expect(script).toContain('JSON.stringify(bodyOf(request, exec.scenario.iterationInTest))');
  });

  it('leaves the POST out when no field made unique gets it through', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    const { app, seen } = await standIn(409);
    const progress: string[] = [];
    await tryStarter(app, facts, (line) => progress.push(line));
    expect(seen.filter((line) => line.startsWith('POST'))).toHaveLength(2);
    expect(progress).toContain(
      'discover: POST /products refused a repeated value; made unique, name did not get it through either',
    );
    expect(writeEndpoints(facts)).toEqual([]);
    expect(writesLeftOut(facts).map((left) => left.reason)).toEqual([
      'answered 409 when tried once',
    ]);
  });

  it('says what --discover would do, and what it found, when no body is captured', async () => {
    const facts = { ...(await readAppFacts(fixture)), writes: true };
    expect(writesLeftOut(facts).map((left) => left.reason)).toEqual([
      'no OpenAPI document describes its body (Product); `init --discover` captures one from a GET answer',
    ]);
    const warning = (): string[] =>
      notesFor(facts)
        .filter((note) => note.level === 'warning' && note.message.startsWith('--writes'))
        .map((note) => note.message);
    expect(warning()).toEqual([
      '--writes: no POST or PUT endpoint has a JSON request schema in an OpenAPI document (with --discover, init captures a body from the GET answers for those whose handler takes a @RequestBody), so the mix has no writes; the k6 script lists them with the reason.',
    ]);
    // Tried, with no answer holding a Product.
    for (const endpoint of facts.endpoints) endpoint.tried = { status: 200 };
    expect(writesLeftOut(facts).map((left) => left.reason)).toEqual([
      'no GET answer held the fields of its body type Product when tried',
    ]);
    expect(warning()[0]).toContain(
      ', and no GET answer held the fields of their @RequestBody types,',
    );
  });
});
