// The JSON bodies `perf-gate init --writes` sends, built from OpenAPI request schemas: examples
// first, then defaults, then values that satisfy the constraints; $refs followed with cycles and
// depth guarded; what cannot be honoured is a note, never an error.
import { describe, expect, it } from 'vitest';
import {
  MAX_DEPTH,
  matchingString,
  requestBodySample,
  type BodySample,
} from '../../../src/init/openapi-body.js';

type Json = Record<string, unknown>;

/** The body of a POST whose application/json schema is `schema`, in a document with `schemas`. */
function bodyOf(schema: unknown, schemas: Json = {}): BodySample {
  const sample = requestBodySample(
    { openapi: '3.0.3', components: { schemas } },
    { requestBody: { content: { 'application/json': { schema } } } },
  );
  if (!sample || !('value' in sample)) throw new Error(`no body: ${JSON.stringify(sample)}`);
  return sample;
}

const valueOf = (schema: unknown, schemas: Json = {}): unknown => bodyOf(schema, schemas).value;

describe('what a schema gives itself comes first', () => {
  it('takes example, then examples, then default, then const, then the first enum value', () => {
    expect(valueOf({ type: 'string', example: 'a', default: 'b', enum: ['c'] })).toBe('a');
    expect(valueOf({ type: 'string', examples: ['e1', 'e2'], default: 'b' })).toBe('e1');
    expect(valueOf({ type: 'integer', default: 3, minimum: 10 })).toBe(3);
    expect(valueOf({ const: 'fixed' })).toBe('fixed');
    expect(valueOf({ type: 'string', enum: [null, 'OPEN', 'CLOSED'] })).toBe('OPEN');
  });

  it("uses the media type's example (or its first named example) for the whole body", () => {
    const root = {
      openapi: '3.0.3',
      components: { examples: { Leo: { value: { name: 'Leo', age: 3 } } } },
    };
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    expect(
      requestBodySample(root, {
        requestBody: {
          content: { 'application/json': { schema, example: { name: 'Rex' } } },
        },
      }),
    ).toEqual({ contentType: 'application/json', value: { name: 'Rex' }, notes: [] });
    expect(
      requestBodySample(root, {
        requestBody: {
          content: {
            'application/json': { schema, examples: { a: { $ref: '#/components/examples/Leo' } } },
          },
        },
      }),
    ).toMatchObject({ value: { name: 'Leo', age: 3 } });
  });

  it('keeps a whole-object example as it is, and turns a YAML date into text', () => {
    expect(valueOf({ type: 'object', example: { id: 1, tags: ['a'] } })).toEqual({
      id: 1,
      tags: ['a'],
    });
    expect(valueOf({ type: 'string', format: 'date', example: new Date('2010-09-07') })).toBe(
      '2010-09-07T00:00:00.000Z',
    );
  });
});

describe('objects', () => {
  const Pet = {
    type: 'object',
    required: ['name', 'id', 'kind'],
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string', minLength: 2 },
      kind: { $ref: '#/components/schemas/Kind' },
      nickname: { type: 'string' },
      color: { type: 'string', example: 'black' },
      owner: { $ref: '#/components/schemas/Named' },
    },
  };
  const schemas = {
    Kind: { type: 'string', enum: ['cat', 'dog'] },
    Named: { type: 'object', example: { name: 'Ann' } },
  };

  it('sends required properties always, optional ones with an example, read-only ones never', () => {
    expect(valueOf(Pet, schemas)).toEqual({
      name: 'sample',
      kind: 'cat',
      color: 'black',
      owner: { name: 'Ann' },
    });
  });

  it('merges allOf parts: their properties and their required lists', () => {
    const schema = {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        { type: 'object', required: ['age'], properties: { age: { type: 'integer', minimum: 1 } } },
      ],
    };
    const base = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    expect(valueOf(schema, { Base: base })).toEqual({ name: 'sample', age: 1 });
  });

  it('takes the first option of oneOf/anyOf that is not null', () => {
    expect(valueOf({ oneOf: [{ type: 'null' }, { type: 'integer', minimum: 5 }] })).toBe(5);
    expect(valueOf({ anyOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(true);
  });

  it('reads the type from a list (OpenAPI 3.1) and infers it from the keywords', () => {
    expect(valueOf({ type: ['null', 'string'], maxLength: 3 })).toBe('sam');
    expect(valueOf({ properties: { a: { type: 'integer' } }, required: ['a'] })).toEqual({ a: 1 });
    expect(valueOf({ items: { type: 'string' } })).toEqual(['sample']);
    expect(valueOf({ minimum: 2.5 })).toBe(2.5);
  });

  it('names a required property it cannot build, and sends null for it', () => {
    const body = bodyOf({
      type: 'object',
      required: ['a', 'b', 'missing'],
      properties: { a: {}, b: { $ref: '#/components/schemas/Nowhere' } },
    });
    expect(body.value).toEqual({ a: null, b: null });
    expect(body.notes).toEqual([
      'a: the schema gives no type; null is sent',
      'b: the $ref #/components/schemas/Nowhere points at nothing in the document',
      'missing: required but not among the properties; left out',
    ]);
  });
});

describe('$ref cycles and depth', () => {
  it('cuts a schema that contains itself, and says where', () => {
    const Node = {
      type: 'object',
      required: ['name', 'parent', 'children'],
      properties: {
        name: { type: 'string', example: 'root' },
        parent: { $ref: '#/components/schemas/Node' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
    };
    const body = bodyOf({ $ref: '#/components/schemas/Node' }, { Node });
    expect(body.value).toEqual({ name: 'root', parent: null, children: [] });
    expect(body.notes).toEqual([
      'parent: #/components/schemas/Node contains itself; the cycle is cut there',
      'children[]: #/components/schemas/Node contains itself; the cycle is cut there',
    ]);
  });

  it('goes no deeper than MAX_DEPTH levels', () => {
    let schema: Json = { type: 'string', example: 'leaf' };
    for (let i = 0; i < MAX_DEPTH + 5; i++) {
      schema = { type: 'object', required: ['next'], properties: { next: schema } };
    }
    const body = bodyOf(schema);
    expect(JSON.stringify(body.value)).not.toContain('leaf');
    expect(body.notes[0]).toMatch(/^next(\.next)+: nested deeper than 10 levels; left out$/);
  });

  it('refuses $refs into other files with a note', () => {
    const sample = requestBodySample(
      {},
      { requestBody: { content: { 'application/json': { schema: { $ref: 'common.yml#/X' } } } } },
    );
    expect(sample).toEqual({
      problem: 'the body: the $ref common.yml#/X is in another file, which init does not read',
    });
  });
});

describe('strings', () => {
  it('fits minLength and maxLength', () => {
    expect(valueOf({ type: 'string', minLength: 10 })).toBe('samplexxxx');
    expect(valueOf({ type: 'string', maxLength: 4 })).toBe('samp');
    expect(valueOf({ type: 'string', minLength: 0, maxLength: 0 })).toBe('');
  });

  it('writes the date, date-time, email and uuid formats (and a few more)', () => {
    const formats = ['date', 'date-time', 'email', 'uuid', 'uri', 'ipv4', 'time'];
    const values = formats.map((format) => valueOf({ type: 'string', format }));
    expect(values).toEqual([
      '2024-01-15',
      '2024-01-15T10:00:00Z',
      'user@example.com',
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      'https://example.com/',
      '192.0.2.1',
      '10:00:00',
    ]);
    expect(valueOf({ type: 'string', format: 'custom-thing' })).toBe('sample');
  });

  it('builds a value for a simple pattern, matched as a whole (as @Pattern does)', () => {
    expect(valueOf({ type: 'string', pattern: '^[0-9]*$' })).toBe('0');
    expect(valueOf({ type: 'string', pattern: '^[0-9]*$', minLength: 10, maxLength: 10 })).toBe(
      '0000000000',
    );
    expect(valueOf({ type: 'string', pattern: '[A-Z]{2}-\\d{4}' })).toBe('AA-0000');
    expect(valueOf({ type: 'string', pattern: '^\\+?[1-9]\\d{1,14}$' })).toBe('+10');
    expect(valueOf({ type: 'string', pattern: '^(?:ACTIVE|INACTIVE)$' })).toBe('ACTIVE');
    expect(valueOf({ type: 'string', pattern: '^[2-9][a-z]+\\.txt$' })).toBe('2a.txt');
    // The format's value when it matches the pattern too.
    expect(valueOf({ type: 'string', format: 'email', pattern: '^.+@.+$' })).toBe(
      'user@example.com',
    );
  });

  it('says so when a pattern is beyond the simple syntax, and sends the plain value', () => {
    const body = bodyOf({
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string', pattern: '^(?!0)\\d{3}$' } },
    });
    expect(body.value).toEqual({ code: 'sample' });
    expect(body.notes).toEqual([
      'code: the pattern ^(?!0)\\d{3}$ is too complex to build a value for; "sample" is sent, check it',
    ]);
  });

  it('never runs a pattern that could backtrack for ever, nor an overlong one', () => {
    expect(matchingString('^(a+)+$')).toBeUndefined();
    expect(matchingString('^(a|ab)*$')).toBeUndefined();
    expect(matchingString(`^${'a'.repeat(600)}$`)).toBeUndefined();
    expect(matchingString('^[0-9]+$', 200)).toBeUndefined();
    expect(matchingString('([')).toBeUndefined();
  });
});

describe('numbers, booleans and arrays', () => {
  it('satisfies minimum, maximum, their exclusive forms and multipleOf', () => {
    expect(valueOf({ type: 'integer' })).toBe(1);
    expect(valueOf({ type: 'integer', minimum: 18 })).toBe(18);
    expect(valueOf({ type: 'integer', maximum: -5 })).toBe(-5);
    expect(valueOf({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toBe(1);
    expect(valueOf({ type: 'integer', exclusiveMinimum: 7 })).toBe(8);
    expect(valueOf({ type: 'number', exclusiveMaximum: 0 })).toBe(-0.5);
    expect(valueOf({ type: 'integer', minimum: 7, multipleOf: 5 })).toBe(10);
    expect(valueOf({ type: 'number', minimum: 0.25, multipleOf: 0.1 })).toBe(0.3);
  });

  it('notes bounds no value satisfies', () => {
    const body = bodyOf({ type: 'integer', minimum: 5, maximum: 3 });
    expect(body.value).toBe(5);
    expect(body.notes).toEqual(['the body: no integer satisfies its bounds; 5 is sent']);
  });

  it('sends true for a boolean, and minItems items (one by default, five at most)', () => {
    expect(valueOf({ type: 'boolean' })).toBe(true);
    expect(valueOf({ type: 'array', items: { type: 'integer' } })).toEqual([1]);
    expect(valueOf({ type: 'array', minItems: 3, items: { type: 'integer' } })).toEqual([1, 1, 1]);
    expect(valueOf({ type: 'array', minItems: 50, items: { type: 'integer' } })).toHaveLength(5);
    expect(valueOf({ type: 'array', maxItems: 0, items: { type: 'integer' } })).toEqual([]);
  });
});

describe('which bodies are built', () => {
  it('prefers application/json, then a +json type, then */*', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'string' } } };
    const root = { openapi: '3.0.3' };
    const of = (content: Json): unknown => requestBodySample(root, { requestBody: { content } });
    expect(
      of({ 'application/xml': { schema }, 'application/merge-patch+json': { schema } }),
    ).toEqual({ contentType: 'application/merge-patch+json', value: { a: 'sample' }, notes: [] });
    expect(of({ '*/*': { schema } })).toMatchObject({ contentType: 'application/json' });
    expect(of({ 'application/x-www-form-urlencoded': { schema } })).toEqual({
      problem: 'its body is application/x-www-form-urlencoded: only JSON bodies are built',
    });
  });

  it('follows a requestBody $ref into components.requestBodies', () => {
    const root = {
      openapi: '3.0.3',
      components: {
        requestBodies: {
          Pet: { content: { 'application/json': { schema: { type: 'string', example: 'x' } } } },
        },
      },
    };
    expect(
      requestBodySample(root, { requestBody: { $ref: '#/components/requestBodies/Pet' } }),
    ).toMatchObject({ value: 'x' });
  });

  it("reads Swagger 2.0's body parameter (and its consumes), and refuses form fields", () => {
    const root = {
      swagger: '2.0',
      definitions: {
        Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      },
    };
    const body = { name: 'body', in: 'body', schema: { $ref: '#/definitions/Pet' } };
    expect(requestBodySample(root, { parameters: [body] })).toEqual({
      contentType: 'application/json',
      value: { name: 'sample' },
      notes: [],
    });
    expect(requestBodySample(root, {}, [body])).toMatchObject({ value: { name: 'sample' } });
    expect(requestBodySample(root, { consumes: ['application/xml'], parameters: [body] })).toEqual({
      problem: 'it consumes application/xml: only JSON bodies are built',
    });
    expect(
      requestBodySample(root, { parameters: [{ name: 'file', in: 'formData', type: 'file' }] }),
    ).toEqual({ problem: 'its body is form fields: only JSON bodies are built' });
    expect(requestBodySample(root, {})).toBeUndefined();
  });

  it('keeps five notes and counts the rest', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`p${i}`, { type: 'string', pattern: '(?=x)y' }]),
    );
    const body = bodyOf({ type: 'object', required: Object.keys(properties), properties });
    expect(body.notes).toHaveLength(6);
    expect(body.notes[5]).toBe('3 more notes like these');
  });
});
