// Smoke run of bench/endpoint-family.mjs: simulated gates of a 10-endpoint app decided by the
// gate's own looks and verdict (bench/lib/endpoint-family.ts), with the latency-noise model
// estimated from the example's recorded A/A gates of cal5 and cal6 and the work-noise model
// (bench/lib/work-noise.ts) fitted on the odd-numbered recorded A/A gates of camp1, as the bench
// fits it. The bench's full run (400 gates a case) and its bounds are in bench/README.md; this
// checks, on fewer seeded gates, that the family design still catches one slowed endpoint and keeps
// A/A gates from failing, latency alone and with every work metric of the windows and of all ten
// endpoints judged.
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
import {
  fitWorkNoise,
  workSampleOf,
  type RecordedWorkResult,
} from '../../../bench/lib/work-noise.js';
import { parseConfig } from '../../../src/files/config-file.js';

const config = parseConfig(
  'scenarios:\n  - name: mix\n    script: mix.js\n    rate: 40\n',
  '/nonexistent/perf-gate.yml',
  {},
  { checkFiles: false },
);

const RESULTS = join(import.meta.dirname, '../../../bench/results');
const aaFiles = (label: string, keep: (name: string) => boolean = () => true) =>
  readdirSync(join(RESULTS, `${label}-raw`))
    .filter((f) => /-aa-\d+\.json\.gz$/u.test(f) && keep(f))
    .map((f) => join(RESULTS, `${label}-raw`, f));
const readGz = (file: string): unknown =>
  JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));

function recordedNoise() {
  const files = ['cal5', 'cal6'].flatMap((label) => aaFiles(label));
  // Only the windows are read (what bench/recorded-gates.mjs reads, less the bookkeeping).
  const gates = files.map(
    (file) => ({ scenarios: (readGz(file) as RecordedGate).scenarios }) as RecordedGate,
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

/** The work-noise model as the bench fits it: on each app's odd-numbered A/A gates of camp1. */
function recordedWorkNoise() {
  const odd = aaFiles('camp1', (f) => Number(/-(\d+)\.json\.gz$/u.exec(f)?.[1]) % 2 === 1);
  return fitWorkNoise(odd.map((file) => workSampleOf(file, readGz(file) as RecordedWorkResult)));
}

describe('one slowed endpoint among ten, through the gate’s own decision code', () => {
  const noise = recordedNoise();
  const work = recordedWorkNoise();
  const run = (
    slow?: { endpoint: number; factor: number },
    endpointsJudged = true,
    withWork = false,
  ) =>
    summarizeGates(
      simulateGates({
        endpoints: 10,
        requestsPerEndpoint: 40,
        gates: 20,
        seed: 11,
        noise,
        config,
        endpointsJudged,
        ...(withWork ? { work } : {}),
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

  it('fits the work noise on the 30 odd-numbered gates of the three apps', () => {
    expect(work.gates).toBe(30);
    // a count of the code path never moved in a probe; the threads' CPU does, per window
    expect(work.probe.statements).toMatchObject({ sideSd: 0, perRequestSd: 0 });
    expect(work.window['thread-cpu']!.windowSd).toBeGreaterThan(0.02);
    expect(work.window['thread-cpu']!.windowSd).toBeLessThan(0.15);
  });

  it('keeps A/A gates from failing with every work metric of the windows and all ten endpoints judged', () => {
    const aa = run(undefined, true, true);
    expect(aa.fail).toBeLessThanOrEqual(1);
    // The probe is sized to 30 requests of each endpoint, so each endpoint's bytes are judged.
    expect(aa.probe?.requests).toBe(30);
    // Windows: statements, SELECTs, INSERTs, UPDATEs, DELETEs, rows, threads' CPU, bytes (8);
    // endpoints: statements, SELECTs, rows and bytes of ten (40), and the seven writers' kind (7).
    expect(aa.workJudged).toEqual({ min: 55, max: 55, window: 8, perEndpoint: 4 });
    expect(aa.workUnjudged.sort()).toEqual([
      'cpu (window): not judged (tolerance off)',
      'gc (window): not judged (tolerance off)',
      'thread-cpu (endpoints): per endpoint, from the probe: reported only',
    ]);
    // The work draws come on top of the same latency draws: no latency verdict moved.
    const latencyOnly = run();
    expect(aa.failLatency).toBe(latencyOnly.failLatency);
    expect(aa.fail - aa.failWork + aa.failBoth).toBe(latencyOnly.fail);
  }, 60_000);
});
