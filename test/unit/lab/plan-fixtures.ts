// Shared helpers of the plan tests: a minimal gate config, two sides with the same data, and a
// run of a plan against the fake lab.
import type { GateConfig } from '../../../src/config/schema.js';
import { toWorkConfig } from '../../../src/config/work.js';
import { gateOrder } from '../../../src/lab/order.js';
import { planGate, type PlanSide } from '../../../src/lab/plan.js';
import { runPlan, type Lab } from '../../../src/lab/schedule.js';
import { fakeLab, type FakeLabOptions } from './fake-lab.js';

type PlanConfig = Pick<GateConfig, 'scenarios' | 'compare'>;

export function config(
  compare: Partial<GateConfig['compare']> = {},
  scenarios = ['view'],
): PlanConfig {
  return {
    scenarios: scenarios.map((name) => ({ name }) as GateConfig['scenarios'][number]),
    compare: {
      base: 'auto',
      rounds: 2,
      order: 'alternate',
      seed: undefined,
      pauseIdle: false,
      reuseApp: true,
      instanceNoise: 0.07,
      primary: ['latency', 'errorRate'],
      endpoints: true,
      tolerance: { latency: 0.1, p95: 0.1, p99: 0.15, tps: 0.05, errors: 0.01 },
      confidence: 0.9,
      work: toWorkConfig(undefined),
      ...compare,
    },
  };
}

export const sameData: PlanSide[] = [
  { side: 'base', data: 'schema-1' },
  { side: 'pr', data: 'schema-1' },
];

/** A seed whose drawn boot order starts with `side`. */
/** A seed that boots `side` first and (the tests' expectations) opens round 1 with the base. */
export function seedBooting(side: 'base' | 'pr'): number {
  const { order, rounds } = config().compare;
  for (let seed = 0; ; seed++) {
    const opens = gateOrder(order, rounds, ['base', 'pr'], seed).rounds[0]?.[0];
    if (planGate(config(), sameData, seed).bootOrder[0] === side && opens === 'base') return seed;
  }
}

export async function run(
  plan: ReturnType<typeof planGate>,
  options: FakeLabOptions = {},
  look?: Lab<string>['look'],
) {
  const lab = fakeLab(options);
  if (look) lab.look = look;
  const windows: string[] = [];
  const report = await runPlan(plan, lab, (_, window) => windows.push(window));
  return { lab, windows, report };
}
