// The export formats, pinned as golden strings: Otava's CSV input (one column per series, Otava's
// own fill rule for a missing figure), one Bencher Metric Format object per record, and the long
// CSV; all in time order, all restricted by the series filter. otava-parity.test.ts has Otava's
// own CSV importer read the otava format.
import { describe, expect, it } from 'vitest';
import { seriesFilter } from '../../../src/history/change-points.js';
import { exportHistory } from '../../../src/history/export.js';
import { commit, record } from './records.js';

const c = commit;
// Given out of time order: every format sorts by time.
const records = [
  record(3, { p95: 120.5, statements: 4 }, { branch: 'main' }),
  record(1, { p95: 100, statements: 3 }, { branch: 'main' }),
  record(2, { p95: 110 }),
];

describe('exportHistory', () => {
  it("otava: Otava's CSV input, a missing figure filled as Otava fills it", () => {
    expect(exportHistory(records, 'otava')).toBe(
      [
        'time,commit,scenario/browse/endpoint/GET /x/p95,scenario/browse/p95,scenario/browse/tps,scenario/browse/work/statements',
        `2026-01-01 01:00:00 +0000,${c(1)},50,100,100,3`,
        `2026-01-01 02:00:00 +0000,${c(2)},55,110,100,3`,
        `2026-01-01 03:00:00 +0000,${c(3)},60.25,120.5,100,4`,
        '',
      ].join('\n'),
    );
  });

  it('otava: a series that starts later is back-filled with its first value', () => {
    const later = [record(1, { p95: 100 }), record(2, { p95: 100, statements: 7 })];
    const text = exportHistory(later, 'otava', seriesFilter('scenario/browse/work'));
    expect(text).toBe(
      [
        'time,commit,scenario/browse/work/statements',
        `2026-01-01 01:00:00 +0000,${c(1)},7`,
        `2026-01-01 02:00:00 +0000,${c(2)},7`,
        '',
      ].join('\n'),
    );
  });

  it('bencher: one line per record, its figures as a BMF object', () => {
    expect(exportHistory(records.slice(0, 2), 'bencher')).toBe(
      [
        `{"commit":"${c(1)}","time":"2026-01-01T01:00:00.000Z","branch":"main","bmf":{` +
          '"scenario/browse/endpoint/GET /x":{"p95":{"value":50}},' +
          '"scenario/browse":{"p95":{"value":100},"tps":{"value":100}},' +
          '"scenario/browse/work":{"statements":{"value":3}}}}',
        `{"commit":"${c(3)}","time":"2026-01-01T03:00:00.000Z","branch":"main","bmf":{` +
          '"scenario/browse/endpoint/GET /x":{"p95":{"value":60.25}},' +
          '"scenario/browse":{"p95":{"value":120.5},"tps":{"value":100}},' +
          '"scenario/browse/work":{"statements":{"value":4}}}}',
        '',
      ].join('\n'),
    );
  });

  it('csv: one row per point, in time order then by series', () => {
    expect(exportHistory(records, 'csv', seriesFilter('scenario/browse/p95'))).toBe(
      [
        'time,commit,series,value',
        `2026-01-01T01:00:00.000Z,${c(1)},scenario/browse/p95,100`,
        `2026-01-01T02:00:00.000Z,${c(2)},scenario/browse/p95,110`,
        `2026-01-01T03:00:00.000Z,${c(3)},scenario/browse/p95,120.5`,
        '',
      ].join('\n'),
    );
  });

  it('quotes a series key that holds a comma or a quote', () => {
    const odd = record(1, { p95: 100 });
    odd.scenarios['browse']!.endpoints = { 'GET /a,"b"': { p95: 9 } };
    const keep = seriesFilter('*endpoint*');
    expect(exportHistory([odd], 'csv', keep)).toBe(
      `time,commit,series,value\n2026-01-01T01:00:00.000Z,${c(1)},"scenario/browse/endpoint/GET /a,""b""/p95",9\n`,
    );
    expect(exportHistory([odd], 'otava', keep).split('\n')[0]).toBe(
      'time,commit,"scenario/browse/endpoint/GET /a,""b""/p95"',
    );
  });

  it('writes only the header of an empty history', () => {
    expect(exportHistory([], 'otava')).toBe('time,commit\n');
    expect(exportHistory([], 'csv')).toBe('time,commit,series,value\n');
    expect(exportHistory([], 'bencher')).toBe('');
  });
});
