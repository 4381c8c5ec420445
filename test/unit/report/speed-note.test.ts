// The runner's speed taken out of the latency comparison (src/analysis/speed.ts), as both reports
// say it under the comparison table.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { sequentialShift } from './sequential-shift.js';

describe("the runner's speed in the reports", () => {
  it('says under the comparison what was taken out, or why nothing was', () => {
    const result = sequentialShift();
    const latencyOf = (index: number) =>
      result.scenarios[index]!.comparisons.find((c) => c.metric === 'latency' && !c.endpoint)!;
    latencyOf(0).speedAdjustment = {
      factor: 0.8,
      applied: true,
      generatorChangePct: -1.4,
      unadjustedChangePct: 2.3,
    };
    latencyOf(1).speedAdjustment = {
      factor: 0.8,
      applied: false,
      generatorChangePct: 12,
      reason: "k6's CPU per request differed between the sides",
    };
    const markdown = renderMarkdown(result);
    expect(markdown).toContain(
      "<sub>Latency with the runner's speed taken out of each pair: 0.8 × the change of k6's CPU per request (-1.4% PR vs base on average); unadjusted, the change reads +2.3%.</sub>",
    );
    expect(markdown).toContain(
      "<sub>Latency not adjusted for the runner's speed: k6's CPU per request differed between the sides.</sub>",
    );
    const html = renderHtmlReport(result);
    expect(html).toContain('unadjusted, the change reads +2.3%.</p>');
    expect(html).toContain('Latency not adjusted for the runner&#39;s speed');
  });
});
