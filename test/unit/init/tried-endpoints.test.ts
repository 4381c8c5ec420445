// What `init --discover`'s tries change in what init writes: an endpoint that did not answer
// 2xx/3xx is left out of the starter script, listed in its comments, and named under "check next"
// with its status and the exception the app logged.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calledEndpoints, failedEndpoints, notesFor } from '../../../src/init/facts.js';
import { readAppFacts } from '../../../src/init/read.js';
import { renderScript } from '../../../src/init/render-script.js';

const fixture = resolve(import.meta.dirname, '../../fixtures/init/maven-app');

describe('endpoints tried by init --discover', () => {
  it('leaves out the ones that did not answer, with their status and exception', async () => {
    const facts = await readAppFacts(fixture);
    const gets = calledEndpoints(facts);
    expect(gets.length).toBeGreaterThan(2);
    gets[0]!.tried = { status: 200 };
    gets[1]!.tried = {
      status: 500,
      exception: 'java.lang.IllegalStateException: no product 1',
    };
    gets[2]!.tried = { status: 'no answer' };
    expect(calledEndpoints(facts)).not.toContain(gets[1]);
    expect(failedEndpoints(facts)).toEqual([gets[1], gets[2]]);

    const warnings = notesFor(facts)
      .filter((note) => note.level === 'warning')
      .map((note) => note.message);
    expect(warnings).toContain(
      `GET ${gets[1]!.path} answered 500 when tried once (the app logged: java.lang.IllegalStateException: no product 1): it is left out of the k6 script; seed the data it reads or fix it, then add it back.`,
    );
    expect(
      warnings.some((w) => w.startsWith(`GET ${gets[2]!.path} answered nothing in 10 s`)),
    ).toBe(true);

    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).toContain(
      '// Tried once by `perf-gate init --discover` and left out: they did not answer 2xx/3xx.',
    );
    expect(script).toMatch(new RegExp(`//   GET \\S+  -> 500`));
    expect(script).not.toContain(`name: 'GET ${gets[1]!.path}' }`);
    expect(script).toContain(`name: 'GET ${gets[0]!.path}' }`);
  });

  it('keeps a path the app reported with a line break inside its comment line', async () => {
    const facts = await readAppFacts(fixture);
    const [first] = calledEndpoints(facts);
    first!.path = '/x\nimport evil from "k6/x";';
    first!.tried = { status: 404 };
    const script = renderScript(facts, 'k6/perf-gate.js');
    expect(script).not.toMatch(/^import evil/m);
    expect(script).toContain('//   GET /x import evil from "k6/x";  -> 404');
  });
});
