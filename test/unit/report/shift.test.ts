// The shift and sequential-stopping lines of both reports: their wording, where they appear, that
// untrusted names in them are escaped, and that results without either render as before.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { sequentialText, shiftText } from '../../../src/report/shift.js';
import type { SequentialRecord } from '../../../src/model.js';
import { comparisonRegression } from './results.js';
import { sequentialShift } from './sequential-shift.js';

const record = (looks: SequentialRecord['looks']): SequentialRecord => ({
  firstLook: 3,
  maxRounds: 6,
  spending: 'pocock',
  looks,
});
const look = (pairs: number, stop: boolean, reason: string) => ({
  scenario: 'view',
  pairs,
  confidence: 0.966,
  stop,
  reason,
});

describe('the latency shift line', () => {
  it('reads the change, its interval and that it is not judged', () => {
    const [overall] = sequentialShift().scenarios[0]!.shifts!;
    expect(shiftText(overall!)).toBe(
      'latency shift, all requests: +6.2% (99% interval +4.4% to +8.0%), reported, not judged',
    );
  });

  it('names the endpoint, and says when one pair gives no interval', () => {
    const shift = {
      scenario: 'view',
      endpoint: 'GET /a',
      pairs: 1,
      changePct: 3.04,
      interval: { lowPct: Number.NaN, highPct: Number.NaN, confidence: 0.9, method: 't' },
      tolerancePct: 10,
      status: 'inconclusive' as const,
    };
    expect(shiftText(shift)).toBe(
      'latency shift, GET /a: +3.0% (no interval from 1 pair), reported, not judged',
    );
  });
});

describe('the sequential stopping line', () => {
  it('says at which look a scenario was decided', () => {
    const text = sequentialText(
      record([
        look(3, false, 'undecided at 3 pairs: p95'),
        look(4, true, 'every comparison decided at 4 pairs'),
      ]),
      'view',
    );
    expect(text).toBe(
      'sequential stopping: stopped after 4 of max 6 rounds: decided at look 2 ' +
        '(pocock, 96.6% repeated interval at the last look: every comparison decided at 4 pairs)',
    );
  });

  it('says when the rounds ran to the cap undecided', () => {
    const looks = [3, 4, 5].map((pairs) => look(pairs, false, `undecided at ${pairs} pairs: p95`));
    const text = sequentialText(
      record([...looks, look(6, true, 'cap of 6 pairs reached; open: p95')]),
      'view',
    );
    expect(text).toMatch(/^sequential stopping: ran to the cap of 6 rounds, 4 look\(s\) \(pocock/);
  });

  it('says when the answer came at the cap, and when a gate ended short of it', () => {
    const looks = [3, 4, 5].map((pairs) => look(pairs, false, `undecided at ${pairs} pairs: p95`));
    expect(
      sequentialText(
        record([...looks, look(6, true, 'every comparison decided at 6 pairs')]),
        'view',
      ),
    ).toMatch(/^sequential stopping: decided at the cap of 6 rounds, look 4 \(pocock/);
    // interrupted after the look at 5 pairs: no look at the cap
    expect(sequentialText(record(looks), 'view')).toMatch(
      /^sequential stopping: ended after 5 of max 6 rounds without a decision at look 3/,
    );
  });

  it('is absent without looks for the scenario or without sequential stopping', () => {
    expect(sequentialText(undefined, 'view')).toBeUndefined();
    expect(
      sequentialText(record([look(3, true, 'every comparison decided at 3 pairs')]), 'other'),
    ).toBeUndefined();
  });
});

describe('both reports', () => {
  it('show one shift line per series and one sequential line per scenario', () => {
    const result = sequentialShift();
    const markdown = renderMarkdown(result);
    const html = renderHtmlReport(result);
    // per endpoint only: the all-requests shift is the compared latency row
    expect(markdown.match(/latency shift, /g)).toHaveLength(4);
    expect(html.match(/<p class="meta shift">latency shift, /g)).toHaveLength(4);
    expect(markdown.match(/sequential stopping: /g)).toHaveLength(2);
    // the search scenario stops on its slowed endpoint, a regression the family keeps
    expect(html).toContain(
      'stopped after 5 of max 8 rounds: decided at look 3 (obrien-fleming, 97.7% repeated interval at the last look: regression decided at 5 pairs: latency of GET /contents/{id}/places)',
    );
  });

  it('escape endpoint names in the shift and look lines', () => {
    const result = sequentialShift();
    const hostile = 'GET /x?<img src=x onerror=alert(1)>|[a](http://evil)';
    const scenario = result.scenarios[1]!;
    scenario.shifts = scenario.shifts!.map((shift) =>
      shift.endpoint === undefined ? shift : { ...shift, endpoint: hostile },
    );
    const looks = result.protocol!.sequential!.looks;
    looks[looks.length - 1]!.reason = `cap of 8 pairs reached; open: p95 of ${hostile}`;
    const markdown = renderMarkdown(result);
    const html = renderHtmlReport(result);
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('](http');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('show neither line for results that have neither', () => {
    const result = comparisonRegression();
    expect(renderMarkdown(result)).not.toMatch(/latency shift|sequential stopping/);
    expect(renderHtmlReport(result)).not.toMatch(/latency shift|sequential stopping/);
  });
});
