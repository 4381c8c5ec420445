// What `perf-gate calibrate` prints and writes to calibration.md: the fit (the host's steal factor
// and σ_u), the held-out gates' verdicts with the proposal and with the default, and the
// compare.runners entry to paste. Pure.
import type { Calibration, HeldOutSummary } from '../analysis/calibration.js';
import type { NoiseStealFit } from '../analysis/instance-noise.js';

/** a fraction as a percentage, e.g. `4.5 %` */
export const pct = (fraction: number, digits = 1) =>
  `${Number((fraction * 100).toFixed(digits))} %`;
/** a steal factor as perf-gate.yml takes it: 3 decimals at most, e.g. 0.057 */
export const factor = (value: number) => String(Number(value.toFixed(3)));

/** "steal-adjustment 0.052, fitted on 80 pairs of 8 gates", or why the kept one was kept. */
export function stealFitWords(steal: NoiseStealFit): string {
  if (steal.source === 'fitted')
    return `steal-adjustment ${factor(steal.factor)}, fitted on ${steal.pairs} pairs of ${steal.gates} gates`;
  const kept =
    steal.source === 'recorded' ? "the gates' own compare.steal-adjustment" : "perf-gate's default";
  return `steal-adjustment ${factor(steal.factor)} kept (${kept}): not fitted, ${steal.reason ?? 'no reason recorded'}`;
}

/** A compare.runners entry as perf-gate.yml takes it, on one line. */
export function runnerEntryText(entry: Calibration['entry']): string {
  return (
    `{ cpu: ${JSON.stringify(entry.cpu)}, cores: ${entry.cores}, instance-noise: ${pct(entry.instanceNoise).replace(' ', '')}, ` +
    `steal-adjustment: ${factor(entry.stealAdjustment)} }`
  );
}

/** The compare.runners entry, as a perf-gate.yml line (two-space list item under `runners:`). */
export function runnerEntryLine(c: Calibration, date: string): string {
  const held = c.proposed;
  return (
    `    - ${runnerEntryText(c.entry)}` +
    ` # perf-gate calibrate ${date}: fitted on ${c.fittedOn.length} A/A gates, judged on ${held.gates.length}: ` +
    `${held.pass} pass, ${held.fail} fail, ${held.inconclusive} inconclusive`
  );
}

function heldOutLine(label: string, s: HeldOutSummary): string {
  return (
    `instance-noise ${pct(s.instanceNoise)}, steal-adjustment ${factor(s.stealAdjustment)} (${label}): ${s.pass} pass, ${s.fail} fail, ${s.inconclusive} inconclusive; ` +
    `false fails ${s.fail} of ${s.gates.length}, at most ${pct(s.falseFailHigh)} (95 %)`
  );
}

/** The terminal's lines (and calibration.md's body, fenced). */
export function calibrationLines(c: Calibration, date: string): string[] {
  const lines = [
    `perf-gate calibrate: ${c.fittedOn.length + c.judgedOn.length} A/A gates on ${c.runnerClass}`,
    `  fitted on ${c.fittedOn.length} (${c.fittedOn.join(', ')}):`,
    `    host's steal: ${stealFitWords(c.steal)}`,
  ];
  for (const fit of c.fits) {
    lines.push(
      `    ${fit.scenario}: σ_u ${pct(fit.sigmaU)} (80 % bound ${pct(fit.upper80)}, 95 % ${pct(fit.upper95)}), ` +
        `pairs' spread ${pct(fit.pairSpread)} over ${fit.pairs} pairs; suggests ${pct(fit.suggested)}`,
    );
    if (c.steal.source === 'fitted')
      lines.push(
        `      without the steal taken out: σ_u ${pct(fit.withoutSteal.sigmaU)}, pairs' spread ${pct(fit.withoutSteal.pairSpread)}`,
      );
  }
  lines.push(
    `  judged on the ${c.judgedOn.length} it did not see (${c.judgedOn.join(', ')}):`,
    `    ${heldOutLine('proposed', c.proposed)}`,
    `    ${heldOutLine("perf-gate's default", c.defaults)}`,
  );
  for (const gate of c.proposed.gates) {
    const l = gate.latency;
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
    const figure = l
      ? `latency ${signed(l.changePct)} (${signed(l.lowPct)} to ${signed(l.highPct)})`
      : 'no latency comparison';
    lines.push(
      `      ${gate.file}: ${gate.verdict}, ${figure}${gate.failedBy.length > 0 ? `; regression: ${gate.failedBy.join(', ')}` : ''}`,
    );
  }
  if (c.proposed.gates.length < 20) {
    lines.push(
      `  ${c.proposed.gates.length} held-out gates bound the false-fail rate only loosely; --gates 40 gives 20 to judge on.`,
    );
  }
  lines.push(
    '',
    'Add to perf-gate.yml (docs/calibration.md):',
    'compare:',
    '  runners:',
    runnerEntryLine(c, date),
  );
  return lines;
}

/** calibration.md: the same figures for a job summary. */
export function calibrationMarkdown(c: Calibration, date: string): string {
  return [
    `## perf-gate calibrate: ${c.runnerClass}`,
    '',
    `Proposed \`compare.runners\` entry: **instance-noise ${pct(c.entry.instanceNoise)}, steal-adjustment ` +
      `${factor(c.entry.stealAdjustment)}** (${c.steal.source === 'fitted' ? 'fitted' : 'kept, not fitted'}), judged on ` +
      `${c.proposed.gates.length} A/A gates the fit did not see: ${c.proposed.pass} pass, ${c.proposed.fail} fail, ` +
      `${c.proposed.inconclusive} inconclusive (false fails at most ${pct(c.proposed.falseFailHigh)}, 95 %).`,
    '',
    '```text',
    ...calibrationLines(c, date),
    '```',
    '',
  ].join('\n');
}
