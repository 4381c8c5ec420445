// No import cycle in src/, type-only imports included (a cycle of types still ties the layers
// into one knot): checked with madge, a maintained dependency-graph tool, on every test run; and
// the check fails on a planted cycle, so it can fail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function graphOf(directory: string) {
  return madge(directory, {
    fileExtensions: ['ts'],
    tsConfig: join(root, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false } },
  });
}

describe('import cycles', () => {
  const planted = mkdtempSync(join(tmpdir(), 'perf-gate-cycle-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('src/ has none', async () => {
    const graph = await graphOf(join(root, 'src'));
    // Not vacuous: every file is read and the `.js` specifiers resolve to the `.ts` files.
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(200);
    expect(graph.obj()['model.ts']).toContain('model-core.ts');
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it('a planted cycle of type imports is found', async () => {
    writeFileSync(
      join(planted, 'a.ts'),
      "import type { B } from './b.js';\nexport type A = B[];\n",
    );
    writeFileSync(
      join(planted, 'b.ts'),
      "import type { A } from './a.js';\nexport type B = A | 1;\n",
    );
    expect((await graphOf(planted)).circular()).toEqual([['a.ts', 'b.ts']]);
  }, 60_000);
});
