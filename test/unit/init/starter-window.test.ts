// The starter scenario's window holds the requests the app's work metrics need: CPU and allocation
// per request are judged only on windows of APP_METRIC_MIN_REQUESTS or more (analysis/work.ts).
// Read back through the real config loader, so a duration left to the default window counts too.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TPS_SLACK } from '../../../src/analysis/budget.js';
import { APP_METRIC_MIN_REQUESTS } from '../../../src/analysis/work.js';
import { initCommand } from '../../../src/commands/init.js';
import { DEFAULTS } from '../../../src/config/schema.js';
import { DEFAULT_MAX_ROUNDS } from '../../../src/config/sequential.js';
import { loadConfig } from '../../../src/files/config-file.js';
import { ENDPOINT_MIN_REQUESTS } from '../../../src/analysis/family.js';
import {
  MAX_STARTER_RATE,
  STARTER_DURATION_S,
  STARTER_RATE,
  starterRate,
} from '../../../src/init/render-config.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/init');
const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The starter scenario init writes for a fixture app, as the gate loads it. */
async function starterOf(app: string, writes = false) {
  const dir = join(mkdtempSync(join(tmpdir(), 'perf-gate-init-')), app);
  temporary.push(dir);
  cpSync(join(fixtures, app), dir, { recursive: true });
  expect(await initCommand(dir, { profile: [], writes }, () => {})).toBe(0);
  const config = loadConfig(join(dir, 'perf-gate.yml'));
  return {
    scenario: config.scenarios[0]!,
    compare: config.compare,
    text: readFileSync(join(dir, 'perf-gate.yml'), 'utf8'),
  };
}

describe('the starter window', () => {
  it.each([
    ['maven-app', false],
    ['openapi-petclinic', true],
  ])(
    '%s (writes: %s): rate × window reaches the work minimum, also a tps-slack short',
    async (app, writes) => {
      const { scenario } = await starterOf(app, writes);
      // One request per iteration (reads in turn, a write every 10th): requests = rate × window.
      const requests = (scenario.targetRate * scenario.durationMs) / 1000;
      expect(requests).toBeGreaterThanOrEqual(APP_METRIC_MIN_REQUESTS);
      // A window that falls as short of the rate as the tps budget lets pass still holds it
      // (20/s × 8 s = 160 and 20/s × 10 s = 200 do not: 157 and 196).
      expect(requests * (1 - DEFAULT_TPS_SLACK)).toBeGreaterThanOrEqual(APP_METRIC_MIN_REQUESTS);
      expect(scenario.budget.tps).toBe(scenario.targetRate);
    },
  );

  it('is the shortest whole-second window that does, and its cost is written down', async () => {
    const shorter = STARTER_RATE * (STARTER_DURATION_S - 1) * (1 - DEFAULT_TPS_SLACK);
    expect(shorter).toBeLessThan(APP_METRIC_MIN_REQUESTS);
    const { scenario, compare, text } = await starterOf('maven-app');
    expect(compare.rounds).toBe(DEFAULTS.rounds);
    const window = (scenario.warmupMs + scenario.durationMs) / 1000;
    const seconds = (rounds: number) => rounds * 2 * window;
    // Modest: the windows of a gate that runs to its last round stay under 5 minutes.
    expect(seconds(DEFAULT_MAX_ROUNDS)).toBeLessThanOrEqual(300);
    expect(text).toContain(
      `# Windows: ${DEFAULTS.rounds} rounds × 2 sides × (${scenario.warmupMs / 1000} s warm-up + ${scenario.durationMs / 1000} s) = 2 min 20 s of load (${DEFAULT_MAX_ROUNDS} rounds: 4 min 40 s).`,
    );
    expect(seconds(DEFAULTS.rounds)).toBe(140);
  });
});

describe('the starter rate meets the per-endpoint minimum of the family that decides', () => {
  const perEndpoint = (rate: number, reads: number, writes: number) =>
    (rate * STARTER_DURATION_S * (1 - DEFAULT_TPS_SLACK) * (writes > 0 ? 0.9 : 1)) / reads;

  it('keeps 20/s while that already gives each GET endpoint 30 requests a window', () => {
    expect(starterRate(3, 0)).toBe(STARTER_RATE);
    expect(perEndpoint(STARTER_RATE, 7, 0)).toBeGreaterThanOrEqual(ENDPOINT_MIN_REQUESTS);
    expect(starterRate(7, 0)).toBe(STARTER_RATE);
  });

  it('raises the rate with the endpoints in turn, and with writes taking every 10th turn', () => {
    for (const [reads, writes] of [
      [8, 0],
      [12, 0],
      [12, 2],
      [17, 0],
    ] as const) {
      const rate = starterRate(reads, writes);
      expect(perEndpoint(rate, reads, writes)).toBeGreaterThanOrEqual(ENDPOINT_MIN_REQUESTS);
      // and no faster than needed
      expect(perEndpoint(rate - 1, reads, writes)).toBeLessThan(ENDPOINT_MIN_REQUESTS);
    }
    expect([starterRate(8, 0), starterRate(12, 0)]).toEqual([23, 34]);
  });

  it(`stops at ${MAX_STARTER_RATE}/s`, () => {
    expect(starterRate(40, 0)).toBe(MAX_STARTER_RATE);
  });
});
