// Endpoints from OpenAPI 3 and Swagger 2.0 documents: the server path relative to the context
// path, parameters with their sample values, local $refs, and documents that cannot be read
// (problems, never errors).
import { describe, expect, it } from 'vitest';
import { descriptionName, readApiDocument } from '../../../src/init/openapi.js';

const FILE = 'src/main/resources/openapi.yml';

describe('reading an OpenAPI 3 document', () => {
  const text = `openapi: 3.1.0
info: { title: shop, version: '1' }
servers:
  - url: '{scheme}://shop.example.com/{base}/api'
    variables:
      scheme: { default: https }
      base: { default: shop }
paths:
  /products:
    get:
      operationId: listProducts
      tags: [product]
      parameters:
        - { name: q, in: query, required: true, examples: { one: { value: red shoes } } }
        - { name: page, in: query, schema: { type: integer, default: 0 } }
        - { name: X-Trace, in: header, required: true, schema: { type: string } }
    post:
      requestBody: { $ref: '#/components/requestBodies/Product' }
  /products/{id}:
    parameters:
      - $ref: '#/components/parameters/Id'
    get:
      parameters:
        - { name: view, in: query, required: true, schema: { type: [string, 'null'], enum: [full, short] } }
    delete: {}
    head: {}
  /categories/{category}:
    $ref: '#/components/pathItems/Category'
components:
  parameters:
    Id: { name: id, in: path, required: true, schema: { $ref: '#/components/schemas/Id' } }
  schemas:
    Id: { type: integer, examples: [42] }
  pathItems:
    Category:
      get:
        parameters:
          - { name: category, in: path, required: true, schema: { type: string, example: 'tools & more' } }
`;

  it('reads each path and method with its details, under the server path minus the context path', () => {
    const document = readApiDocument(FILE, text, 'named', '/shop')!;
    expect(document.problems).toEqual([]);
    expect(document.prefix).toBe('/api');
    expect(document.endpoints).toEqual([
      {
        method: 'GET',
        path: '/api/products',
        source: `${FILE}:10`,
        operationId: 'listProducts',
        tags: ['product'],
        parameters: [
          { name: 'q', in: 'query', required: true, sample: 'red shoes' },
          { name: 'page', in: 'query', required: false, type: 'integer', sample: '0' },
        ],
      },
      {
        method: 'POST',
        path: '/api/products',
        source: `${FILE}:17`,
        requestBody: true,
        // No body is built from a request body that is not there (openapi-body.ts).
        bodySample: {
          problem:
            'requestBody: the $ref #/components/requestBodies/Product points at nothing in the document',
        },
      },
      {
        method: 'GET',
        path: '/api/products/{id}',
        source: `${FILE}:22`,
        parameters: [
          { name: 'id', in: 'path', required: true, type: 'integer', sample: '42' },
          { name: 'view', in: 'query', required: true, type: 'string', sample: 'full' },
        ],
      },
      {
        method: 'DELETE',
        path: '/api/products/{id}',
        source: `${FILE}:25`,
        parameters: [{ name: 'id', in: 'path', required: true, type: 'integer', sample: '42' }],
      },
      {
        method: 'GET',
        path: '/api/categories/{category}',
        // The operation lives under components: the line of the path that refers to it.
        source: `${FILE}:27`,
        parameters: [
          { name: 'category', in: 'path', required: true, type: 'string', sample: 'tools & more' },
        ],
      },
    ]);
  });

  it('keeps the whole server path when it is not under the context path, and none without servers', () => {
    expect(readApiDocument(FILE, text, 'named', '/other')!.prefix).toBe('/shop/api');
    const plain = 'openapi: "3.0.3"\npaths:\n  /a: { get: {} }\n';
    expect(readApiDocument(FILE, plain, 'named')!.endpoints.map((e) => e.path)).toEqual(['/a']);
  });

  it('passes over paths and parameter names with spaces or control characters', () => {
    const json = JSON.stringify({
      openapi: '3.0.0',
      paths: {
        "/a\nexport default function () { http.get('x') }": { get: {} },
        '/b/{id}': {
          get: {
            parameters: [
              { name: 'id', in: 'path', required: true, example: 'a\nb' },
              { name: 'x\u001b[31m', in: 'query', required: true, example: 1 },
            ],
          },
        },
      },
    });
    expect(readApiDocument(FILE, json, 'named')!.endpoints).toEqual([
      {
        method: 'GET',
        path: '/b/{id}',
        source: `${FILE}:1`,
        parameters: [{ name: 'id', in: 'path', required: true, sample: 'a\nb' }],
      },
    ]);
  });

  it('reads JSON documents too', () => {
    const json = JSON.stringify({
      openapi: '3.0.0',
      servers: [{ url: '/v2' }],
      paths: { '/ping': { get: { operationId: 'ping' } } },
    });
    expect(readApiDocument('api/openapi.json', json, 'named')!.endpoints).toEqual([
      { method: 'GET', path: '/v2/ping', source: 'api/openapi.json:1', operationId: 'ping' },
    ]);
  });
});

it('reads Swagger 2.0: basePath, x-example, body and form parameters', () => {
  const text = `swagger: "2.0"
basePath: /v1
paths:
  /pets/{petId}:
    get:
      parameters:
        - { name: petId, in: path, required: true, type: integer, x-example: 3 }
    post:
      parameters:
        - { name: petId, in: path, required: true, type: integer }
        - { name: body, in: body, schema: { type: object } }
`;
  expect(readApiDocument('src/main/resources/petstore-api.yaml', text, 'maybe')!.endpoints).toEqual(
    [
      {
        method: 'GET',
        path: '/v1/pets/{petId}',
        source: 'src/main/resources/petstore-api.yaml:5',
        parameters: [{ name: 'petId', in: 'path', required: true, type: 'integer', sample: '3' }],
      },
      {
        method: 'POST',
        path: '/v1/pets/{petId}',
        source: 'src/main/resources/petstore-api.yaml:8',
        parameters: [{ name: 'petId', in: 'path', required: true, type: 'integer' }],
        requestBody: true,
        bodySample: { contentType: 'application/json', value: {}, notes: [] },
      },
    ],
  );
});

describe('what cannot be read becomes a problem', () => {
  it('names $refs into other files, to nothing, and in a circle, and keeps the endpoints', () => {
    const text = `openapi: 3.0.0
paths:
  /a/{id}:
    get:
      parameters:
        - $ref: 'common.yml#/components/parameters/Id'
        - $ref: '#/components/parameters/Missing'
        - $ref: '#/components/parameters/Loop'
        - $ref: '#/components/parameters/%E0'
components:
  parameters:
    Loop: { $ref: '#/components/parameters/Loop' }
`;
    const document = readApiDocument(FILE, text, 'named')!;
    expect(document.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /a/{id}']);
    expect(document.problems).toEqual([
      `${FILE}: GET /a/{id} refers to common.yml#/components/parameters/Id in another file, which init does not read: its parameters are left out.`,
      `${FILE}: GET /a/{id}: the $ref #/components/parameters/Missing points at nothing in the document.`,
      `${FILE}: GET /a/{id}: the $ref #/components/parameters/Loop goes round in a circle.`,
      // A malformed %-escape is no error: the name is looked up as written.
      `${FILE}: GET /a/{id}: the $ref #/components/parameters/%E0 points at nothing in the document.`,
    ]);
  });

  it('reports a broken or foreign openapi.yml, and passes over other files silently', () => {
    const broken = 'openapi: 3.0.0\npaths:\n  /a: [unclosed\n';
    expect(readApiDocument(FILE, broken, 'named')!.problems[0]).toMatch(
      /^src\/main\/resources\/openapi\.yml:\d+ is not valid YAML or JSON \(.+\): its endpoints are left out\.$/,
    );
    expect(readApiDocument('src/main/resources/rapid.yml', broken, 'maybe')).toBeUndefined();
    expect(readApiDocument(FILE, 'name: not an api\n', 'named')!.problems).toEqual([
      `${FILE} is not an OpenAPI 3 or Swagger 2.0 document (no top-level openapi: 3.x or swagger: "2.0"): its endpoints are left out.`,
    ]);
    expect(
      readApiDocument('src/main/resources/api-keys.yml', 'keys: []\n', 'maybe'),
    ).toBeUndefined();
    expect(readApiDocument(FILE, 'openapi: 3.0.0\ninfo: {}\n', 'named')!.problems).toEqual([
      `${FILE} declares no paths.`,
    ]);
  });

  it('refuses to expand an alias bomb', () => {
    const rows = ['openapi: 3.0.0', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++) {
      rows.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    }
    rows.push('paths: {}');
    const document = readApiDocument(FILE, rows.join('\n'), 'named')!;
    expect(document.endpoints).toEqual([]);
    expect(document.problems[0]).toMatch(/^src\/main\/resources\/openapi\.yml cannot be read \(/);
  });

  it('shows five problems of a document and counts the rest', () => {
    const refs = Array.from({ length: 8 }, (_, i) => `        - $ref: '#/missing/${i}'`);
    const text = [
      'openapi: 3.0.0',
      'paths:',
      '  /a:',
      '    get:',
      '      parameters:',
      ...refs,
    ].join('\n');
    const problems = readApiDocument(FILE, text, 'named')!.problems;
    expect(problems).toHaveLength(6);
    expect(problems[5]).toBe(`${FILE}: 3 more problems like these.`);
  });
});

it('tells API description file names from the others', () => {
  expect(descriptionName('openapi.yml')).toBe('named');
  expect(descriptionName('OpenAPI.JSON')).toBe('named');
  expect(descriptionName('petstore-api.yaml')).toBe('maybe');
  expect(descriptionName('swagger.json')).toBe('maybe');
  expect(descriptionName('application.yml')).toBeUndefined();
  expect(descriptionName('openapi.yml.bak')).toBeUndefined();
});
