// The committed JSON Schema of perf-gate.yml is what the zod schema generates, and it carries the
// keys, unit types and descriptions editors complete from.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import {
  SCHEMA_URL,
  configJsonSchema,
  configJsonSchemaText,
} from '../../../src/config/json-schema.js';

const committed = resolve(import.meta.dirname, '../../../schema/perf-gate.schema.json');

it('schema/perf-gate.schema.json is current (fix: npm run schema)', () => {
  expect(readFileSync(committed, 'utf8')).toBe(configJsonSchemaText());
});

it('describes every key, refuses unknown ones and takes units as text or numbers', () => {
  const schema = configJsonSchema() as {
    $id: string;
    required: string[];
    additionalProperties: boolean;
    properties: Record<
      string,
      {
        description?: string;
        properties?: Record<string, { description?: string; type?: unknown }>;
        items?: { properties: Record<string, { description?: string }> };
      }
    >;
  };
  expect(schema.$id).toBe(SCHEMA_URL);
  expect(schema.required).toEqual(['scenarios']);
  expect(schema.additionalProperties).toBe(false);
  expect(Object.keys(schema.properties)).toEqual([
    'app',
    'database',
    'services',
    'proxy',
    'load',
    'scenarios',
    'warmup',
    'compare',
    'gate',
  ]);
  for (const [name, section] of Object.entries(schema.properties)) {
    expect(section.description, name).toBeTruthy();
    const keys = section.properties ?? section.items?.properties ?? {};
    for (const [key, property] of Object.entries(keys)) {
      expect(property.description, `${name}.${key}`).toBeTruthy();
    }
  }
  expect(schema.properties.app!.properties!['startup-timeout']!.type).toEqual(['string', 'number']);
});
