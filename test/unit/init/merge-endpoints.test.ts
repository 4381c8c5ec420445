// Sources and OpenAPI documents merged into one list of endpoints, what init prints about where they
// came from, the notes on them, and the paths the starter script calls.
import { describe, expect, it } from 'vitest';
import { endpointNotes } from '../../../src/init/endpoint-notes.js';
import type { Endpoint } from '../../../src/init/endpoints.js';
import { mergeEndpoints, originCounts } from '../../../src/init/merge-endpoints.js';
import type { ApiDocument } from '../../../src/init/openapi.js';
import { samplePath } from '../../../src/init/sample-path.js';

const DOC = 'src/main/resources/openapi.yml';
const source = (method: string, path: string, line: number): Endpoint => ({
  method,
  path,
  source: `src/main/java/OwnerController.java:${line}`,
});
const documentOf = (endpoints: Endpoint[], prefix = '', file = DOC): ApiDocument => ({
  file,
  prefix,
  endpoints,
  problems: [],
});

describe('merging', () => {
  const described: Endpoint[] = [
    {
      method: 'GET',
      path: '/api/owners/{ownerId}/pets/{petId}',
      source: `${DOC}:40`,
      operationId: 'getOwnersPet',
      tags: ['pet'],
      parameters: [
        { name: 'ownerId', in: 'path', required: true, sample: '1' },
        { name: 'petId', in: 'path', required: true, sample: '7' },
        { name: 'full', in: 'query', required: false },
      ],
    },
    { method: 'POST', path: '/api/owners', source: `${DOC}:12`, requestBody: true },
    { method: 'GET', path: '/api/vets', source: `${DOC}:60` },
  ];

  it("keeps the sources' path and line, adds the document's details, then what only it declares", () => {
    const merged = mergeEndpoints(
      [source('GET', '/api/owners/{id}/pets/{pet}', 30), source('POST', '/api/owners', 20)],
      [documentOf(described)],
    );
    expect(merged).toEqual([
      {
        ...source('GET', '/api/owners/{id}/pets/{pet}', 30),
        origins: ['sources', DOC],
        operationId: 'getOwnersPet',
        tags: ['pet'],
        parameters: [
          { name: 'id', in: 'path', required: true, sample: '1' },
          { name: 'pet', in: 'path', required: true, sample: '7' },
          { name: 'full', in: 'query', required: false },
        ],
      },
      { ...source('POST', '/api/owners', 20), origins: ['sources', DOC], requestBody: true },
      { method: 'GET', path: '/api/vets', source: `${DOC}:60`, origins: [DOC] },
    ]);
    expect(originCounts(merged)).toEqual([
      { label: 'openapi.yml', count: 3 },
      { label: 'sources', count: 2 },
    ]);
  });

  it("drops a document's server path when the sources match it better (a gateway's path)", () => {
    const merged = mergeEndpoints([source('POST', '/owners', 20)], [documentOf(described, '/api')]);
    expect(merged.map((e) => `${e.method} ${e.path} ${e.origins!.join('+')}`)).toEqual([
      `POST /owners sources+${DOC}`,
      `GET /owners/{ownerId}/pets/{petId} ${DOC}`,
      `GET /vets ${DOC}`,
    ]);
  });

  it('names two documents of the same file name by their paths', () => {
    const merged = mergeEndpoints(
      [],
      [
        documentOf([described[2]!]),
        documentOf([{ ...described[1]! }], '', 'src/main/resources/v2/openapi.yml'),
      ],
    );
    expect(originCounts(merged)).toEqual([
      { label: DOC, count: 1 },
      { label: 'src/main/resources/v2/openapi.yml', count: 1 },
    ]);
  });
});

describe('the paths the starter script calls', () => {
  it('fills path variables from the samples (encoded), else with 1, and adds required query samples', () => {
    expect(
      samplePath('/owners/{ownerId}/pets/{petId}/tags/{tag}', [
        { name: 'ownerId', in: 'path', required: true, sample: '1' },
        { name: 'tag', in: 'path', required: true, sample: 'red & blue' },
        { name: 'sort', in: 'query', required: true, sample: 'name' },
        { name: 'page', in: 'query', required: false, sample: '0' },
        { name: 'q', in: 'query', required: true },
      ]),
    ).toBe('/owners/1/pets/1/tags/red%20%26%20blue?sort=name');
    expect(samplePath('/products/{id}')).toBe('/products/1');
  });
});

describe('notes on the endpoints', () => {
  const messages = (endpoints: Endpoint[], problems: string[] = []): string[] =>
    endpointNotes(endpoints, endpoints, problems).map((note) => note.message);

  it('keeps the sources-only note as it was', () => {
    expect(messages([{ ...source('GET', '/owners/{id}', 3), origins: ['sources'] }])).toEqual([
      'the k6 script puts 1 into every path variable ({id}): use ids that exist in the seeded database.',
    ]);
  });

  it('names guessed variables, required query parameters without a value, document-only endpoints and problems', () => {
    const endpoints: Endpoint[] = [
      {
        ...source('GET', '/owners/{id}', 3),
        origins: ['sources', DOC],
        parameters: [{ name: 'id', in: 'path', required: true, sample: '1' }],
      },
      {
        method: 'GET',
        path: '/vets/{vetId}',
        source: `${DOC}:9`,
        origins: [DOC],
        parameters: [
          { name: 'vetId', in: 'path', required: true },
          { name: 'specialty', in: 'query', required: true },
        ],
      },
    ];
    expect(messages(endpoints, [`${DOC}: a problem.`])).toEqual([
      'the k6 script takes path variables from the OpenAPI examples and puts 1 into the others (GET /vets/{vetId}): use ids that exist in the seeded database.',
      'required query parameters have no example and no value init can guess from their type (GET /vets/{vetId} ?specialty): the k6 script leaves them out; add values.',
      '1 endpoint is declared only in openapi.yml, by no controller of the sources (interfaces generated at build time are read from target/ or build/ after a build): if the app does not serve it, take it out of the k6 script; init --discover asks the booted app.',
      `${DOC}: a problem.`,
    ]);
    expect(messages([endpoints[0]!])).toEqual([
      "the k6 script takes every path variable from the OpenAPI document's examples: check those ids exist in the seeded database.",
    ]);
  });
});
