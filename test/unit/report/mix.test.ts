// A script's own k6 scenarios under the gate's executor: their shares on the scenario's header line.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { mixText } from '../../../src/report/mix.js';
import { sequentialShift } from './sequential-shift.js';

const mix = [
  { scenario: 'browse', exec: 'browse', share: 0.75 },
  { scenario: 'buy_<b>', exec: 'checkout', share: 0.25 },
];

describe("the script's own scenarios in the reports", () => {
  it('names each with its share, and its function when the name differs', () => {
    const result = sequentialShift();
    const windows = result.scenarios[0]!.windows;
    expect(mixText(windows)).toBeUndefined();
    windows[0]!.mix = mix;
    expect(mixText(windows)).toBe('mix browse 75 %, buy_<b> (checkout) 25 %');

    const markdown = renderMarkdown(result);
    expect(markdown).toContain(
      ' target · mix browse 75 %, buy_&lt;b&gt; (checkout) 25 % · warm-up',
    );
    const html = renderHtmlReport(result);
    expect(html).toContain(' · mix browse 75 %, buy_&lt;b&gt; (checkout) 25 % · warm-up');
  });
});
