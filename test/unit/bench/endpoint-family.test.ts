// Smoke run of bench/endpoint-family.mjs: simulated gates of a 10-endpoint app decided by the
// gate's own looks and verdict (bench/lib/endpoint-family.ts), with the noise model estimated from
// the example's recorded A/A gates of cal5 and cal6. The bench's full run (400 gates a case) and
// its bounds are in bench/README.md; this checks, on fewer seeded gates, that the family design
// still catches one slowed endpoint and keeps A/A gates from failing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  endpointName,
  estimateEndpointNoise,
  simulateGates,
  summarizeGates,
} from '../../../bench/lib/endpoint-family.js';
import type { RecordedGate } from '../../../bench/lib/rejudge.js';
import { parseConfig } from '../../../src/files/config-file.js';

const config = parseConfig(
  'scenarios:\n  - name: mix\n    script: mix.js\n    rate: 40\n',
  '/nonexistent/perf-gate.yml',
  {},
  { checkFiles: false },
);

function recordedNoise() {
  const files = ['cal5', 'cal6'].flatMap((label: string) => {
    const dir = join(import.meta.dirname, '../../../bench/results', `${label}-raw`);
    return readdirSync(dir)
      .filter((f) => f.includes('-aa-'))
      .map((f) => join(dir, f));
  });
  // Only the windows are read (what bench/recorded-gates.mjs reads, less the bookkeeping).
  const gates = files.map(
    (file) =>
      ({
        scenarios: (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as RecordedGate)
          .scenarios,
      }) as RecordedGate,
  );
  const estimated = estimateEndpointNoise(gates);
  return {
    ...estimated,
    instanceSd: Math.max(
      estimated.instanceSd,
      Math.log1p(config.compare.instanceNoise) / Math.SQRT2,
    ),
  };
}

describe('one slowed endpoint among ten, through the gate’s own decision code', () => {
  const noise = recordedNoise();
  const run = (slow?: { endpoint: number; factor: number }, endpointsJudged = true) =>
    summarizeGates(
      simulateGates({
        endpoints: 10,
        requestsPerEndpoint: 40,
        gates: 20,
        seed: 11,
        noise,
        config,
        endpointsJudged,
        ...(slow ? { slow } : {}),
      }),
      slow ? endpointName(slow.endpoint) : undefined,
    );

  it('estimates a noise model from the recorded A/A gates', () => {
    expect(noise.gates).toBe(34);
    expect(noise.windowSd).toBeGreaterThan(0.03);
    expect(noise.windowSd).toBeLessThan(0.12);
  });

  it('fails ×2 and ×1.5 on that endpoint, naming it; the scenario’s figure alone did not', () => {
    const double = run({ endpoint: 3, factor: 2 });
    expect(double.fail / double.gates).toBeGreaterThanOrEqual(0.8);
    expect(double.named).toBe(double.fail);
    const half = run({ endpoint: 3, factor: 1.5 });
    expect(half.fail / half.gates).toBeGreaterThanOrEqual(0.5);
    // before: only the scenario's figure (+7 %) could fail it, and rarely did
    const before = run({ endpoint: 3, factor: 2 }, false);
    expect(before.fail / before.gates).toBeLessThanOrEqual(0.2);
    expect(double.family).toBe(11);
  }, 120_000);

  it('keeps A/A gates with all ten endpoints judged from failing', () => {
    const aa = run();
    expect(aa.fail).toBeLessThanOrEqual(1);
    expect(aa.pass / aa.gates).toBeGreaterThanOrEqual(0.7);
  }, 60_000);
});
