// The pull request comment's history line: the base's latest results of a scenario's decisive
// figure as a unicode sparkline, and where main stands against its last change point among them
// (or that there is none); the scenario's name escaped for markdown.
import { describe, expect, it } from 'vitest';
import { decisiveKey, historyLine, sparkline } from '../../../src/history/sparkline.js';
import { steppedCommit, steppedHistory, steppedRecord } from './stepped.js';

describe('sparkline', () => {
  it('draws the lowest value ▁ and the highest █', () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe('▁▂▃▄▅▆▇█');
    expect(sparkline([100, 100, 115, 115])).toBe('▁▁██');
  });

  it('draws a flat series in the middle, and noise within 10 % of the median as small steps', () => {
    expect(sparkline([5, 5, 5])).toBe('▄▄▄');
    expect(sparkline([0, 0])).toBe('▄▄');
    expect(sparkline([100, 101, 99, 100])).toMatch(/^[▃▄▅]{4}$/);
    expect(sparkline([])).toBe('');
  });
});

describe('historyLine', () => {
  it('names the last change point among the results shown and where main stands against it', () => {
    const line = historyLine(steppedHistory(), 'browse', { points: 30 })!;
    const [from, to] = [steppedCommit(11).slice(0, 7), steppedCommit(12).slice(0, 7)];
    expect(line).toMatch(
      new RegExp(
        `^browse [▁▂▃▄▅▆▇█]{30} latency \\(geometric mean\\), main's last 30 results, \\d+\\.\\d ms now: ` +
          `main is 1\\d\\.\\d% above its last change point \\(commit ${from}\\.\\.${to}, \\+15\\.0%\\)$`,
      ),
    );
    // The step shows in the sparkline: the results before it low, those after it high.
    const blocks = [.../ ([▁▂▃▄▅▆▇█]{30}) /.exec(line)![1]!];
    expect(blocks.slice(0, 2).every((b) => '▁▂▃'.includes(b))).toBe(true);
    expect(blocks.slice(-5).every((b) => '▅▆▇█'.includes(b))).toBe(true);
  });

  it('says there is no change point among the last results when the step is older', () => {
    expect(historyLine(steppedHistory(), 'browse')).toMatch(
      /^browse [▁▂▃▄▅▆▇█]{20} latency \(geometric mean\), main's last 20 results, [\d.]+ ms now: no change point in the last 20 results$/,
    );
    expect(historyLine(steppedHistory(), 'checkout', { points: 40 })).toMatch(
      /no change point in the last 40 results$/,
    );
  });

  it('says below when main came down from its last change point', () => {
    const records = steppedHistory()
      .reverse()
      .map((record, n) => ({ ...record, time: steppedRecord(n).time }));
    expect(historyLine(records, 'browse', { points: 40 })).toMatch(
      /main is 1\d\.\d% below its last change point \(commit [0-9a-f]{7}\.\.[0-9a-f]{7}, -1\d\.\d%\)$/,
    );
  });

  it('falls back to p95 without the geometric-mean latency, and is undefined without either', () => {
    const records = steppedHistory().map((record) => {
      const browse = { ...record.scenarios.browse! };
      delete browse.latency;
      return { ...record, scenarios: { browse } };
    });
    expect(decisiveKey(records, 'browse')).toBe('scenario/browse/p95');
    expect(historyLine(records, 'browse')).toMatch(/ p95, main's last 20 results, \d+ ms now/);
    expect(historyLine(records, 'checkout')).toBeUndefined();
    expect(historyLine(records, 'constructor')).toBeUndefined();
    expect(historyLine(records, '__proto__')).toBeUndefined();
    expect(historyLine([], 'browse')).toBeUndefined();
  });

  it('escapes the scenario name for markdown', () => {
    const name = '@octocat <img src=x> [x](https://evil.example) #12';
    const records = steppedHistory(5).map((record) => ({
      ...record,
      scenarios: { [name]: record.scenarios.browse! },
    }));
    const line = historyLine(records, name)!;
    expect(line).not.toMatch(/<img|\]\(|@octocat|#12|https:\/\//);
    expect(line).toMatch(/main's last 5 results/);
  });
});
