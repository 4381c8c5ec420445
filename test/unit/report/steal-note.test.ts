// The host's steal taken out of the latency comparison (src/analysis/steal.ts), as both reports
// say it under the comparison table, beside the runner's speed.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { sequentialShift } from './sequential-shift.js';

describe("the host's steal in the reports", () => {
  it('says under the comparison what was taken out, or why nothing was, or nothing on bare metal', () => {
    const result = sequentialShift();
    const latencyOf = (index: number) =>
      result.scenarios[index]!.comparisons.find((c) => c.metric === 'latency' && !c.endpoint)!;
    latencyOf(0).speedAdjustment = {
      factor: 0.8,
      applied: true,
      generatorChangePct: -1.4,
      unadjustedChangePct: 2.3,
    };
    latencyOf(0).stealAdjustment = {
      factor: 0.057,
      applied: true,
      stealDiffMeanPoints: -1.2,
      stealDiffMaxPoints: 3.5,
      unadjustedChangePct: 6.8,
    };
    latencyOf(1).stealAdjustment = {
      factor: 0.057,
      applied: false,
      stealDiffMeanPoints: 0,
      stealDiffMaxPoints: 0,
      reason: "the host's steal was not read in every measured window",
    };
    const sentence =
      "Latency with the host's steal taken out of each pair: 0.057 × the PR−base difference of the hypervisor's steal (-1.2 points on average); unadjusted, the change reads +6.8%.";
    const markdown = renderMarkdown(result);
    expect(markdown).toContain(`<sub>${sentence}</sub>`);
    // after the runner's speed
    expect(markdown.indexOf(sentence)).toBeGreaterThan(
      markdown.indexOf("Latency with the runner's speed taken out"),
    );
    expect(markdown).toContain(
      "<sub>Latency not adjusted for the host's steal: the host's steal was not read in every measured window.</sub>",
    );
    const html = renderHtmlReport(result);
    expect(html).toContain(
      'unadjusted, the change reads +2.3%.</p><p class="meta">Latency with the host&#39;s steal',
    );
    expect(html).toContain('Latency not adjusted for the host&#39;s steal');

    // a bare-metal runner reads 0 steal in every window: nothing was taken out, nothing is said
    latencyOf(0).stealAdjustment = {
      ...latencyOf(0).stealAdjustment!,
      stealDiffMeanPoints: 0,
      stealDiffMaxPoints: 0,
    };
    expect(renderMarkdown(result)).not.toContain("Latency with the host's steal");
    expect(renderHtmlReport(result)).not.toContain('Latency with the host&#39;s steal');
  });
});
