// Values a write must not repeat: which refusals look like a repeated value, which fields could
// hold one, how a value is made unique, and the search for the smallest set of fields that gets a
// POST through (each try a write of its own).
import { describe, expect, it } from 'vitest';
import {
  findUniqueFields,
  looksDuplicate,
  shareUniqueFields,
  uniqueCandidates,
  uniqueValue,
  withUniqueFields,
} from '../../../src/init/unique-values.js';

describe('values a write must not repeat', () => {
  it('reads a 409, or an error naming a duplicate or a unique key, as a repeated value', () => {
    expect(looksDuplicate(409, undefined)).toBe(true);
    expect(
      looksDuplicate(
        500,
        "java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'Pen' for key 'product.UK_name'",
      ),
    ).toBe(true);
    expect(looksDuplicate(400, 'IllegalStateException: email already exists')).toBe(true);
    expect(looksDuplicate(400, 'MethodArgumentNotValidException: name must not be blank')).toBe(
      false,
    );
    expect(looksDuplicate(500, undefined)).toBe(false);
    expect(looksDuplicate('no answer', 'Duplicate entry')).toBe(false);
  });

  it('takes free-text fields only: no constants, dates, numbers, ids or links', () => {
    expect(
      uniqueCandidates({
        name: 'Pen',
        email: 'ann@example.com',
        status: 'IN_STOCK',
        created: '2024-01-15T10:00:00Z',
        day: '2024-01-15',
        price: '12.50',
        code: 'A-17 blue',
        ref: '123e4567-e89b-12d3-a456-426614174000',
        site: 'https://example.com/x',
        empty: '',
        count: 3,
        tags: ['a'],
      }),
    ).toEqual(['name', 'email', 'code']);
    expect(uniqueCandidates(['Pen'])).toEqual([]);
    expect(uniqueCandidates('Pen')).toEqual([]);
    expect(uniqueCandidates(Object.fromEntries([...'abcdefghij'].map((k) => [k, 'text'])))).toEqual(
      [...'abcdefgh'],
    );
  });

  it('appends the suffix, before the @ of an email', () => {
    expect(uniqueValue('Pen', '7')).toBe('Pen-7');
    expect(uniqueValue('ann@example.com', 'd1')).toBe('ann-d1@example.com');
    expect(uniqueValue('@handle', '2')).toBe('@handle-2');
    expect(withUniqueFields({ name: 'Pen', n: 1, other: 'x' }, ['name', 'n', 'gone'], '3')).toEqual(
      { name: 'Pen-3', n: 1, other: 'x' },
    );
  });

  it('finds one field alone, two together, or none, each try with a suffix of its own', async () => {
    const search = async (unique: string[], candidates: string[]) => {
      const tried: string[] = [];
      const fields = await findUniqueFields(candidates, (set, suffix) => {
        tried.push(`${set.join('+')}:${suffix}`);
        return Promise.resolve(unique.every((field) => set.includes(field)));
      });
      return { fields, tried };
    };
    expect(await search(['email'], ['name', 'email', 'city'])).toEqual({
      fields: ['email'],
      tried: ['name:d1', 'email:d2'],
    });
    expect(await search(['name', 'email'], ['name', 'email', 'city'])).toEqual({
      fields: ['name', 'email'],
      tried: [
        'name:d1',
        'email:d2',
        'city:d3',
        'name+email+city:d4',
        'email+city:d5',
        'name+city:d6',
        'name+email:d7',
      ],
    });
    expect(await search(['zip'], ['name', 'email'])).toEqual({
      fields: undefined,
      tried: ['name:d1', 'email:d2', 'name+email:d3'],
    });
    expect(await search(['zip'], ['name'])).toEqual({ fields: undefined, tried: ['name:d1'] });
  });

  it('gives a PUT of the same body type the unique fields its body holds', () => {
    const write = (method: string, bodyType: string, value: unknown, unique?: string[]) => ({
      method,
      path: '/products',
      source: 'x',
      bodyType,
      bodySample: {
        contentType: 'application/json',
        value,
        notes: [],
        ...(unique ? { unique } : {}),
      },
    });
    const post = write('POST', 'ProductRequest', { name: 'Pen', code: 'p1' }, ['name', 'code']);
    const put = write('PUT', 'ProductRequest', { name: 'Pen', code: 7 });
    const other = write('PUT', 'Review', { name: 'Pen' });
    const list = write('PUT', 'ProductRequest', ['Pen']);
    shareUniqueFields([put, post, other, list]);
    expect(put.bodySample.unique).toEqual(['name']);
    expect(other.bodySample.unique).toBeUndefined();
    expect(list.bodySample.unique).toBeUndefined();
  });
});
