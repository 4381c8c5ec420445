// A write's body captured from the GET answers `init --discover` tried: by the fields of its
// @RequestBody type from any answer, else from the item of an answer on the same resource.
import { describe, expect, it } from 'vitest';
import { captureBodies, capturedBody, type Answer } from '../../../src/init/captured-body.js';
import type { Endpoint } from '../../../src/init/endpoints.js';

const get = (path: string): Endpoint => ({ method: 'GET', path, source: 'actuator' });
const answer = (template: string, path: string, body: unknown): Answer => ({
  endpoint: get(template),
  path,
  body,
});

describe('bodies captured from GET answers', () => {
  it("takes the body type's fields from the object of any answer holding the most of them", () => {
    const write: Endpoint = {
      method: 'POST',
      path: '/api/user/addUser',
      source: 'src/UserController.java:37',
      bodyType: 'UserReq',
      bodyFields: ['name', 'email'],
    };
    const answers = [
      answer('/api/user/testRedis', '/api/user/testRedis', { ok: true, name: 'redis' }),
      answer('/api/user/getUserListAll', '/api/user/getUserListAll', [
        { id: 7, name: 'Ann', email: 'ann@example.com' },
        { id: 8, name: 'Bo', email: 'bo@example.com' },
      ]),
    ];
    expect(capturedBody(write, answers)).toEqual({
      contentType: 'application/json',
      value: { name: 'Ann', email: 'ann@example.com' },
      notes: ['captured from the answer to GET /api/user/getUserListAll: check the values'],
      captured: 'GET /api/user/getUserListAll',
    });
  });

  it('unwraps an envelope, prefers the same resource, keeps a PUT its id and drops a POST its', () => {
    const fields = ['id', 'name', 'price', 'rating', 'stockQuantity', 'categoryId'];
    const item = {
      id: 1,
      name: 'Laptop',
      price: 999.99,
      rating: 4.5,
      stockQuantity: 10,
      createdAt: '2026-01-01T00:00:00',
    };
    const answers = [
      answer('/api/products', '/api/products?page=0', {
        success: true,
        data: { content: [{ ...item, id: 2, name: 'Phone' }], totalElements: 2 },
      }),
      answer('/api/products/{id}', '/api/products/1', {
        success: true,
        message: 'found',
        data: item,
        timestamp: '2026-11-29',
      }),
    ];
    const post: Endpoint = {
      method: 'POST',
      path: '/api/products',
      source: 'x',
      bodyFields: fields,
    };
    const put: Endpoint = { ...post, method: 'PUT', path: '/api/products/{id}' };
    const posted = capturedBody(post, answers)!;
    expect(posted.value).toEqual({ name: 'Laptop', price: 999.99, rating: 4.5, stockQuantity: 10 });
    expect(posted.notes).toEqual([
      'captured from the answer to GET /api/products/1: check the values',
      'not in that answer, so not sent: categoryId',
      'left out: id',
    ]);
    expect(capturedBody(put, answers)!.value).toEqual({
      id: 1,
      name: 'Laptop',
      price: 999.99,
      rating: 4.5,
      stockQuantity: 10,
    });
  });

  it('without the fields, reads the item of the same resource, minus what the server sets', () => {
    const write: Endpoint = { method: 'POST', path: '/owners', source: 'x', bodyType: 'Owner' };
    const answers = [
      answer('/vets', '/vets', [{ id: 1, firstName: 'James', specialties: [] }]),
      answer('/owners', '/owners', {
        content: [
          {
            id: 3,
            firstName: 'Eduardo',
            city: 'Monona',
            version: 2,
            pets: [{ id: 4, name: 'Jewel' }],
            address: { street: 'x' },
            _links: { self: { href: '/owners/3' } },
          },
        ],
        totalElements: 10,
        totalPages: 1,
        size: 20,
        number: 0,
        first: true,
        last: true,
        empty: false,
      }),
    ];
    const body = capturedBody(write, answers)!;
    expect(body.value).toEqual({ firstName: 'Eduardo', city: 'Monona', address: { street: 'x' } });
    expect(body.notes).toEqual([
      'captured from the answer to GET /owners: check the values',
      'left out: id, version, pets',
    ]);
    // No answer on its resource, no fields: nothing is captured.
    expect(capturedBody({ ...write, path: '/visits' }, answers)).toBeUndefined();
  });

  it('captures nothing from too few of the fields, and sets the bodies it could capture', () => {
    const writes: Endpoint[] = [
      { method: 'POST', path: '/a', source: 'x', bodyFields: ['title', 'body', 'tags', 'due'] },
      { method: 'POST', path: '/b', source: 'x', bodyFields: ['title', 'body'] },
    ];
    const answers = [answer('/notes', '/notes', [{ id: 1, title: 'T', body: null }])];
    expect(captureBodies(writes, answers)).toBe(1);
    expect(writes[0]!.bodySample).toBeUndefined();
    expect(writes[1]!.bodySample).toMatchObject({ value: { title: 'T' } });
  });

  it('keeps no body longer than the script should hold', () => {
    const write: Endpoint = { method: 'POST', path: '/docs', source: 'x', bodyFields: ['text'] };
    const answers = [answer('/docs', '/docs', [{ id: 1, text: 'x'.repeat(10_000) }])];
    expect(capturedBody(write, answers)).toBeUndefined();
  });
});
