// The result schema as publish and compare apply it: names are single bounded lines, enums are
// enums, free text is bounded, the gate's own notes hold no markup; the notes the gate writes, and
// an error message with a log tail, still pass. Errors quote the file's text on one line.
import { describe, expect, it } from 'vitest';
import { parseResultFile } from '../../../src/analysis/results.js';
import { MAX_NAME_CHARS, MAX_TEXT_CHARS } from '../../../src/analysis/result-schema.js';
import { ConfigError } from '../../../src/errors.js';
import { EndpointCollector, withRequestEndpoints } from '../../../src/load/endpoints.js';
import type { GateResult } from '../../../src/model.js';
import { errorResult, passSingleRun } from '../report/results.js';

/** The first line of the error parseResultFile throws for `result`, or undefined when it parses. */
function refusal(result: GateResult | object): string | undefined {
  try {
    parseResultFile(JSON.stringify(result), 'forged.json');
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

/** A valid result with `change` applied to a copy. */
function forged(change: (result: GateResult) => void): GateResult {
  // a copy: the fixture shares its runner between results
  const result = structuredClone(passSingleRun());
  change(result);
  return result;
}

/** The endpoint notes the gate writes under the endpoint table. */
function gateNotes(): string[] {
  const noteOf = (urls: string[], setupRequests?: number) => {
    const collector = new EndpointCollector();
    for (const name of urls) {
      collector.add({ metric: 'http_reqs', value: 1, method: 'GET', name });
      collector.add({ metric: 'http_req_duration', value: 12, method: 'GET', name });
    }
    const window: Parameters<typeof withRequestEndpoints>[0] = { endpoints: {} };
    withRequestEndpoints(window, {
      ...collector.build(60),
      ...(setupRequests ? { setupRequests } : {}),
    });
    return window.endpointNote!;
  };
  const paths = (count: number) =>
    Array.from({ length: count }, (_, index) => `http://127.0.0.1:8080/a${index}/b`);
  const tags = Array.from({ length: 60 }, (_, index) => `tag ${index}`);
  return [noteOf(paths(3)), noteOf(paths(30)), noteOf(tags), noteOf(paths(2), 4)];
}

describe('the result schema', () => {
  it('keeps a name on one line, without control characters, and bounded', () => {
    expect(refusal(forged((r) => (r.scenarios[0]!.name = 'a\n```\n# b')))).toBe(
      'forged.json: scenarios[0].name must be one line without control characters',
    );
    // the rule is in the scenario's records and in the gate's, one message each
    expect(
      refusal(forged((r) => (r.scenarios[0]!.rules[0]!.endpoint = 'GET /a\u202egnp.exe'))),
    ).toMatch(
      /^forged\.json: scenarios\[0\]\.rules\[0\]\.endpoint must be one line without control characters$/m,
    );
    expect(refusal(forged((r) => (r.runner.cpuModel = 'x'.repeat(MAX_NAME_CHARS + 1))))).toBe(
      `forged.json: runner.cpuModel must be at most ${MAX_NAME_CHARS} characters`,
    );
    // A plain name with markup in it is accepted: the reports escape it.
    expect(refusal(forged((r) => (r.scenarios[0]!.name = '<b>@x</b> [y](z)')))).toBeUndefined();
  });

  it('checks enums as enums and numbers as numbers', () => {
    expect(refusal(forged((r) => (r.scenarios[0]!.verdict = '<h1>pass</h1>' as 'pass')))).toMatch(
      /^forged\.json: scenarios\[0\]\.verdict Invalid option/,
    );
    expect(
      refusal(forged((r) => (r.findings = [{ rule: 'x', level: 'loud' as 'error', message: '' }]))),
    ).toMatch(/^forged\.json: findings\[0\]\.level Invalid option/);
    expect(refusal(forged((r) => (r.scenarios[0]!.windows[0]!.round = 0.5)))).toMatch(
      /^forged\.json: scenarios\[0\]\.windows\[0\]\.round /,
    );
    // JSON holds null where the gate wrote NaN (one pair: no interval): accepted.
    const onePair = forged((r) => {
      r.scenarios[0]!.comparisons = [
        {
          scenario: 'content-detail',
          metric: 'p95',
          higherIsWorse: true,
          base: 100,
          pr: 110,
          changePct: 10,
          interval: { lowPct: Number.NaN, highPct: Number.NaN, confidence: 0.9, method: 't' },
          tolerancePct: 10,
          mdePct: Number.NaN,
          pairs: 1,
          status: 'inconclusive',
        },
      ];
    });
    expect(refusal(onePair)).toBeUndefined();
    // the host's steal adjustment the reports print: numbers as numbers
    const stealAdjustment = {
      factor: 0.057,
      applied: true,
      stealDiffMeanPoints: -1.2,
      stealDiffMaxPoints: 3,
      unadjustedChangePct: 6.8,
    };
    const withSteal = (record: object) =>
      forged((r) => {
        r.scenarios[0]!.comparisons = [
          { ...onePair.scenarios[0]!.comparisons[0]!, stealAdjustment: record as never },
        ];
      });
    expect(refusal(withSteal(stealAdjustment))).toBeUndefined();
    expect(refusal(withSteal({ ...stealAdjustment, stealDiffMeanPoints: '<b>1</b>' }))).toMatch(
      /^forged\.json: scenarios\[0\]\.comparisons\[0\]\.stealAdjustment\.stealDiffMeanPoints /,
    );
  });

  it('bounds free text and accepts an error with its log tail', () => {
    const tail = Array.from({ length: 30 }, (_, line) => `\u001b[31mERROR\u001b[0m line ${line}`);
    const failed = structuredClone(errorResult());
    failed.error = { kind: 'environment', message: `the app exited:\n${tail.join('\n')}` };
    expect(refusal(failed)).toBeUndefined();
    failed.error.message = 'x'.repeat(MAX_TEXT_CHARS + 1);
    expect(refusal(failed)).toBe(
      `forged.json: error.message must be at most ${MAX_TEXT_CHARS} characters`,
    );
  });

  it('accepts the endpoint notes the gate writes, and no markup in one', () => {
    const notes = gateNotes();
    expect(notes.join(' ')).toContain('`name` tag');
    for (const note of notes) {
      expect(
        refusal(forged((r) => (r.scenarios[0]!.windows[0]!.endpointNote = note))),
      ).toBeUndefined();
    }
    for (const note of ['see <img src=x>', 'ask @octocat', 'https://evil.example', '[a](b)']) {
      expect(refusal(forged((r) => (r.scenarios[0]!.windows[0]!.endpointNote = note)))).toMatch(
        /^forged\.json: scenarios\[0\]\.windows\[0\]\.endpointNote must be plain text/,
      );
    }
  });

  it('quotes a key of the file on one line, cut, in its message', () => {
    const key = `GET /x\n::warning::forged ${'y'.repeat(200)}`;
    const message = refusal(
      forged((r) => {
        r.scenarios[0]!.windows[0]!.endpoints[key] = r.scenarios[0]!.windows[0]!.http;
      }),
    )!;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('endpoints."GET /x\\n::warning::forged yyy');
    expect(message.length).toBeLessThan(200);
    expect(refusal({ schemaVersion: `2\n::error::${'z'.repeat(500)}` })).toMatch(
      /^forged\.json: schemaVersion is "2\\n::error::z+…, this perf-gate reads schemaVersion 1\.$/,
    );
  });
});
