// action.yml and the action's input table (src/commands/action-inputs.ts) declare the same inputs:
// every input of one is in the other, and a default the table applies is the one action.yml shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTION_INPUTS } from '../../../src/commands/action-inputs.js';

interface ActionYml {
  inputs: Record<string, { description?: string; default?: string }>;
}

const actionYml = parse(
  readFileSync(join(import.meta.dirname, '../../../action.yml'), 'utf8'),
) as ActionYml;
const table = Object.values(ACTION_INPUTS);

describe('action.yml and the input table', () => {
  it('declare exactly the same inputs', () => {
    expect(table.map((spec) => spec.name).sort()).toEqual(Object.keys(actionYml.inputs).sort());
  });

  it.each(table.map((spec) => [spec.name, spec] as const))(
    '%s: the same default in both',
    (name, spec) => {
      const declared = actionYml.inputs[name]?.default;
      if (spec.default !== undefined) {
        expect(declared).toBe(spec.default);
      } else {
        // No default in the table: empty in action.yml, or an expression the runner fills in.
        expect(declared === undefined || declared === '' || /^\$\{\{.*\}\}$/.test(declared)).toBe(
          true,
        );
      }
    },
  );

  it('describes every input', () => {
    for (const [name, input] of Object.entries(actionYml.inputs))
      expect(input.description?.trim(), name).toBeTruthy();
  });
});
