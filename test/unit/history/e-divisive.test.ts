// E-divisive means as Apache Otava 0.8.0 runs it: the change points Otava's own tests and docs
// expect, on their own data (tests/analysis_test.py, series_test.py, tigerbeetle_test.py, and the
// CSV example of docs/CSV.md; test/fixtures/history/README.md), and the behaviour at the edges.
// otava-parity.test.ts runs Otava itself beside it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eDivisive, OTAVA_DEFAULTS } from '../../../src/history/e-divisive.js';

const fixture = (name: string) => new URL(`../../fixtures/history/${name}`, import.meta.url);
const indexes = (values: number[], options = {}) =>
  eDivisive(values, options).map((point) => point.index);

describe("Otava's own expectations", () => {
  it('tests/analysis_test.py test_single_series: one step at 10', () => {
    const series = [
      1.02, 0.95, 0.99, 1.0, 1.12, 1.0, 1.01, 0.98, 1.01, 0.96, 0.5, 0.51, 0.48, 0.48, 0.55, 0.5,
      0.49, 0.51, 0.5, 0.49,
    ];
    expect(indexes(series, { windowLen: 10, maxPValue: 0.0001 })).toEqual([10]);
  });

  it('tests/series_test.py: detection, min magnitude, a series starting at 0', () => {
    const series1 = [1.02, 0.95, 0.99, 1.0, 1.12, 0.9, 0.5, 0.51, 0.48, 0.48, 0.55];
    const series2 = [2.02, 2.03, 2.01, 2.04, 1.82, 1.85, 1.79, 1.81, 1.8, 1.76, 1.78];
    expect(indexes(series1)).toEqual([6]);
    expect(indexes(series2)).toEqual([4]);
    expect(indexes(series1, { minMagnitude: 0.2 })).toEqual([6]);
    expect(indexes(series2, { minMagnitude: 0.2 })).toEqual([]);
    const fromZero = eDivisive([0, 0, 0, 1.0, 1.12, 0.9, 0.5, 0.51, 0.48, 0.48, 0.55]);
    expect(fromZero).toHaveLength(2);
    expect(fromZero[0]).toMatchObject({ index: 3, meanBefore: 0, change: 0, magnitude: 1 });
  });

  it('tests/tigerbeetle_test.py: the Tigerbeetle data set at ten settings', () => {
    const series = JSON.parse(readFileSync(fixture('otava-tigerbeetle.json'), 'utf8')) as number[];
    const at = (maxPValue: number, minMagnitude: number) =>
      indexes(series, { windowLen: 30, maxPValue, minMagnitude });
    expect(at(0.01, 0.05)).toEqual([15, 71]);
    expect(at(0.05, 0.05)).toEqual([15, 71]);
    expect(at(0.1, 0.05)).toEqual([10, 11, 15, 71, 363]);
    expect(at(0.2, 0.05)).toEqual([10, 11, 15, 71]);
    expect(at(0.1, 0)).toEqual([
      3, 6, 10, 11, 15, 16, 28, 29, 35, 37, 39, 41, 44, 48, 49, 61, 71, 95, 117, 131, 142, 148, 165,
      169, 192, 206, 212, 260, 265, 268, 278, 282, 288, 305, 363,
    ]);
    expect(at(0.2, 0)).toHaveLength(70);
    expect(at(0.01, 0)).toEqual([15, 26, 61, 71, 95, 117, 131, 142, 148, 165, 169, 192, 212, 260]);
    expect(at(0.001, 0)).toEqual([15, 61, 71, 95, 117, 131, 142, 148, 192, 212, 260]);
    expect(at(0.0001, 0)).toEqual([71, 95, 117, 131, 142, 148, 192, 212]);
    expect(at(0.00001, 0)).toEqual([71, 95, 131, 192, 212]);
  });

  it("docs/CSV.md's example: metric2 falls by 12.9 % at aaa6, metric1 has no change point", () => {
    const rows = readFileSync(fixture('otava-local-sample.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    const column = (i: number) => rows.map((row) => Number(row.split(',')[i]));
    expect(eDivisive(column(2))).toEqual([]);
    const [drop, ...rest] = eDivisive(column(3));
    expect(rest).toEqual([]);
    expect(drop!.index).toBe(6);
    expect(drop!.change * 100).toBeCloseTo(-12.943, 3);
    expect(drop!.magnitude).toBeCloseTo(0.148676, 6);
    expect(drop!.pValue).toBeCloseTo(4.985e-6, 9);
  });
});

describe('eDivisive', () => {
  it("defaults to Otava's analysis options", () => {
    expect(OTAVA_DEFAULTS).toEqual({ windowLen: 50, maxPValue: 0.001, minMagnitude: 0 });
  });

  it('reports a step with the means, spreads and t-test of the segments around it', () => {
    const values = [10, 11, 10, 11, 10, 11, 10, 11, 20, 21, 20, 21, 20, 21, 20, 21];
    expect(eDivisive(values)).toEqual([
      {
        index: 8,
        meanBefore: 10.5,
        meanAfter: 20.5,
        stdDevBefore: 0.5,
        stdDevAfter: 0.5,
        pValue: expect.closeTo(0, 12) as number,
        change: expect.closeTo(10 / 10.5, 12) as number,
        magnitude: expect.closeTo(10 / 10.5, 12) as number,
      },
    ]);
  });

  it('finds nothing in a constant, an empty or a two-point series', () => {
    expect(eDivisive([])).toEqual([]);
    expect(eDivisive([5])).toEqual([]);
    expect(eDivisive([1, 2])).toEqual([]);
    expect(eDivisive(Array<number>(40).fill(3))).toEqual([]);
  });

  it('finds a step between two constant levels (work counters are deterministic)', () => {
    const statements = [...Array<number>(12).fill(3), ...Array<number>(12).fill(4)];
    expect(eDivisive(statements)).toMatchObject([{ index: 12, pValue: 0, meanAfter: 4 }]);
  });

  it('measures magnitude both ways, as Otava does', () => {
    const [up] = eDivisive([...Array<number>(10).fill(100), ...Array<number>(10).fill(200)]);
    const [down] = eDivisive([...Array<number>(10).fill(200), ...Array<number>(10).fill(100)]);
    expect(up).toMatchObject({ change: 1, magnitude: 1 });
    expect(down).toMatchObject({ change: -0.5, magnitude: 1 });
  });

  it('refuses a window under 2 and a value that is not finite', () => {
    expect(() => eDivisive([1, 2, 3], { windowLen: 1 })).toThrow(/windowLen/);
    expect(() => eDivisive([1, Number.NaN, 3])).toThrow(/finite/);
  });
});
