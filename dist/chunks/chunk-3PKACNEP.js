import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/report/calibration.ts
var pct = (fraction, digits = 1) => `${Number((fraction * 100).toFixed(digits))} %`;
var factor = (value) => String(Number(value.toFixed(3)));
function stealFitWords(steal) {
  if (steal.source === "fitted")
    return `steal-adjustment ${factor(steal.factor)}, fitted on ${steal.pairs} pairs of ${steal.gates} gates`;
  const kept = steal.source === "recorded" ? "the gates' own compare.steal-adjustment" : "perf-gate's default";
  return `steal-adjustment ${factor(steal.factor)} kept (${kept}): not fitted, ${steal.reason ?? "no reason recorded"}`;
}
function runnerEntryLine(c, date) {
  const cpu = JSON.stringify(c.entry.cpu);
  const held = c.proposed;
  return `    - { cpu: ${cpu}, cores: ${c.entry.cores}, instance-noise: ${pct(c.entry.instanceNoise).replace(" ", "")}, steal-adjustment: ${factor(c.entry.stealAdjustment)} } # perf-gate calibrate ${date}: fitted on ${c.fittedOn.length} A/A gates, judged on ${held.gates.length}: ${held.pass} pass, ${held.fail} fail, ${held.inconclusive} inconclusive`;
}
function heldOutLine(label, s) {
  return `instance-noise ${pct(s.instanceNoise)}, steal-adjustment ${factor(s.stealAdjustment)} (${label}): ${s.pass} pass, ${s.fail} fail, ${s.inconclusive} inconclusive; false fails ${s.fail} of ${s.gates.length}, at most ${pct(s.falseFailHigh)} (95 %)`;
}
function calibrationLines(c, date) {
  const lines = [
    `perf-gate calibrate: ${c.fittedOn.length + c.judgedOn.length} A/A gates on ${c.runnerClass}`,
    `  fitted on ${c.fittedOn.length} (${c.fittedOn.join(", ")}):`,
    `    host's steal: ${stealFitWords(c.steal)}`
  ];
  for (const fit of c.fits) {
    lines.push(
      `    ${fit.scenario}: \u03C3_u ${pct(fit.sigmaU)} (80 % bound ${pct(fit.upper80)}, 95 % ${pct(fit.upper95)}), pairs' spread ${pct(fit.pairSpread)} over ${fit.pairs} pairs; suggests ${pct(fit.suggested)}`
    );
    if (c.steal.source === "fitted")
      lines.push(
        `      without the steal taken out: \u03C3_u ${pct(fit.withoutSteal.sigmaU)}, pairs' spread ${pct(fit.withoutSteal.pairSpread)}`
      );
  }
  lines.push(
    `  judged on the ${c.judgedOn.length} it did not see (${c.judgedOn.join(", ")}):`,
    `    ${heldOutLine("proposed", c.proposed)}`,
    `    ${heldOutLine("perf-gate's default", c.defaults)}`
  );
  for (const gate of c.proposed.gates) {
    const l = gate.latency;
    const signed = (x) => `${x >= 0 ? "+" : ""}${x.toFixed(1)} %`;
    const figure = l ? `latency ${signed(l.changePct)} (${signed(l.lowPct)} to ${signed(l.highPct)})` : "no latency comparison";
    lines.push(
      `      ${gate.file}: ${gate.verdict}, ${figure}${gate.failedBy.length > 0 ? `; regression: ${gate.failedBy.join(", ")}` : ""}`
    );
  }
  if (c.proposed.gates.length < 20) {
    lines.push(
      `  ${c.proposed.gates.length} held-out gates bound the false-fail rate only loosely; --gates 40 gives 20 to judge on.`
    );
  }
  lines.push(
    "",
    "Add to perf-gate.yml (docs/calibration.md):",
    "compare:",
    "  runners:",
    runnerEntryLine(c, date)
  );
  return lines;
}
function calibrationMarkdown(c, date) {
  return [
    `## perf-gate calibrate: ${c.runnerClass}`,
    "",
    `Proposed \`compare.runners\` entry: **instance-noise ${pct(c.entry.instanceNoise)}, steal-adjustment ${factor(c.entry.stealAdjustment)}** (${c.steal.source === "fitted" ? "fitted" : "kept, not fitted"}), judged on ${c.proposed.gates.length} A/A gates the fit did not see: ${c.proposed.pass} pass, ${c.proposed.fail} fail, ${c.proposed.inconclusive} inconclusive (false fails at most ${pct(c.proposed.falseFailHigh)}, 95 %).`,
    "",
    "```text",
    ...calibrationLines(c, date),
    "```",
    ""
  ].join("\n");
}

export {
  pct,
  factor,
  stealFitWords,
  calibrationLines,
  calibrationMarkdown
};
