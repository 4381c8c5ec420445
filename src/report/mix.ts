// The share of the iterations each of a script's own k6 scenarios got under the gate's executor
// (src/load/wrapper.ts), for the scenario's header line in the comment and the HTML report. Pure.
import type { WindowMeasurement } from '../model.js';

/** "mix browse 75 %, buy 25 %", or undefined when the script runs one function. */
export function mixText(windows: readonly WindowMeasurement[]): string | undefined {
  const mix = windows.find((window) => window.mix && window.mix.length > 1)?.mix;
  if (!mix) return undefined;
  const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
  return `mix ${mix
    .map((entry) =>
      entry.exec === entry.scenario
        ? `${entry.scenario} ${percent(entry.share)}`
        : `${entry.scenario} (${entry.exec}) ${percent(entry.share)}`,
    )
    .join(', ')}`;
}
