// Target TPS arithmetic: the worked examples of the field reports, and bad input naming flag, value and fix.
import { describe, expect, it } from 'vitest';
import { planCommand } from '../../../src/commands/plan.js';
import { ConfigError } from '../../../src/errors.js';
import { planInputFromFlags, planTargetTps, renderPlan } from '../../../src/plan/index.js';
import type { PlanFlags } from '../../../src/plan/index.js';

function plan(flags: PlanFlags) {
  return planTargetTps(planInputFromFlags(flags));
}

describe('interval model', () => {
  it('300 daily users sending one request every 3 s need 100 TPS', () => {
    const result = plan({ dau: '300', interval: '3s' });
    expect(result).toMatchObject({ model: 'interval', targetTps: 100, rate: 100 });
    expect(result.steps.map((step) => step.value)).toEqual([100]);
  });

  it('derives the daily users from users × active ratio (3,000 × 10 %)', () => {
    const result = plan({ users: '3000', activeRatio: '10%', interval: '3s' });
    expect(result.steps.map((step) => [step.label, step.value])).toEqual([
      ['daily active users', 300],
      ['target TPS', 100],
    ]);
    expect(plan({ users: '3000', activeRatio: '0.1', interval: '3000ms' }).targetTps).toBe(100);
  });

  it('applies headroom last and rounds the k6 rate up', () => {
    expect(plan({ dau: '300', interval: '3s', headroom: '1.5' })).toMatchObject({
      targetTps: 150,
      rate: 150,
    });
    expect(plan({ dau: '100', interval: '3' })).toMatchObject({ targetTps: 33.33, rate: 34 });
  });
});

describe('peak-window model', () => {
  it('470,000 MAU × 30 requests in a 6-hour peak is about 22 TPS', () => {
    const result = plan({ mau: '470000', requestsPerUser: '30', peakHours: '6' });
    expect(result.model).toBe('peak-window');
    // 470,000 ÷ 30 days = 15,666.67 a day; × 30 = 470,000 requests; ÷ 21,600 s = 21.76
    expect(result.targetTps).toBe(21.76);
    expect(Math.round(result.targetTps)).toBe(22);
    expect(result.rate).toBe(22);
    expect(result.steps.map((step) => step.value)).toEqual([
      470_000 / 30,
      470_000,
      21_600,
      470_000 / 21_600,
    ]);
  });

  it('makes every factor a flag', () => {
    // 16,000 a day as the write-up rounded it: 16,000 × 30 ÷ 21,600 = 22.22
    expect(plan({ dau: '16000', requestsPerUser: '30', peakHours: '6' }).targetTps).toBe(22.22);
    // active 2 days of a 31-day month, 80 % of traffic in the peak
    const result = plan({
      mau: '470000',
      daysPerMonth: '31',
      activeDays: '2',
      requestsPerUser: '30',
      peakHours: '6',
      peakShare: '80%',
    });
    expect(result.targetTps).toBeCloseTo((((470_000 * 2) / 31) * 30 * 0.8) / 21_600, 2);
  });
});

describe('actors model', () => {
  // Admins of 40 clubs reviewing at once and applicants of 10 clubs applying at once, with each
  // admin's calls over 2 hours and each club's applicant calls over 1 hour.
  const flags: PlanFlags = {
    actor: ['admin:users=10,window=2h,groups=40', 'applicant:users=1,window=1h,groups=10'],
    action: [
      'admin:login=1',
      'admin:applicant-detail=768',
      'admin:evaluate=144',
      'admin:reject=16',
      'admin:move=12',
      'admin:dashboard=24',
      'admin:email=0.3',
      'applicant:view-form=120',
      'applicant:submit=24',
    ],
  };

  it('sums calls per user × users ÷ window × groups over the kinds of user', () => {
    const result = plan(flags);
    expect(result.model).toBe('actors');
    const byLabel = Object.fromEntries(result.steps.map((step) => [step.label, step.value]));
    expect(byLabel['admin: calls per user in 2 h']).toBeCloseTo(965.3, 6);
    expect(byLabel['admin: TPS of one group']).toBeCloseTo(9653 / 7200, 9);
    expect(byLabel['admin: TPS of all groups']).toBeCloseTo(53.63, 2);
    expect(byLabel['applicant: TPS of all groups']).toBeCloseTo(0.4, 9);
    expect(result.targetTps).toBe(54.03);
    expect(result.rate).toBe(55);
  });

  it('gives each action its TPS and share, a scenario mix', () => {
    const result = plan(flags);
    const detail = result.actions?.find((action) => action.action === 'applicant-detail');
    expect(detail?.tps).toBeCloseTo((10 * 768 * 40) / 7200, 2);
    expect(detail?.share).toBeCloseTo(42.67 / 54.03, 2);
    const shares = result.actions?.reduce((sum, action) => sum + action.share, 0) ?? 0;
    expect(shares).toBeCloseTo(1, 1);
  });
});

describe('bad input names the flag, the value and the fix', () => {
  it.each<[PlanFlags, RegExp]>([
    [{ dau: 'abc', interval: '3s' }, /^--dau must be a positive number \(got "abc"\)$/],
    [{ dau: '-5', interval: '3s' }, /^--dau must be a positive number \(got "-5"\)$/],
    [{ dau: '300', interval: 'fast' }, /^--interval must be a duration such as 3s \(got "fast"\)$/],
    [{ dau: '300', interval: '0s' }, /^--interval must be a duration/],
    [{ interval: '3s' }, /needs the daily users/],
    [{ dau: '300' }, /needs how often users send transactions/],
    [
      { dau: '300', mau: '9000', interval: '3s' },
      /give only one of --dau, --users, --mau \(got --dau, --mau\)/,
    ],
    [{ dau: '300', interval: '3s', requestsPerUser: '30' }, /--interval cannot be combined/],
    [{ mau: '470000', requestsPerUser: '30' }, /--requests-per-user needs --peak-hours/],
    [
      { mau: '470000', requestsPerUser: '30', peakHours: '25' },
      /--peak-hours must be at most 24 \(got "25"\)/,
    ],
    [
      { users: '3000', activeRatio: '150%', interval: '3s' },
      /--active-ratio must be a share between 0 and 1, or a percentage \(got "150%"\)/,
    ],
    [{ dau: '300', activeRatio: '10%', interval: '3s' }, /--active-ratio applies to --users only/],
    [
      { mau: '100', activeDays: '40', requestsPerUser: '1', peakHours: '1' },
      /--active-days 40 is more than --days-per-month 30/,
    ],
    [{ dau: '300', daysPerMonth: '30', interval: '3s' }, /apply to --mau only/],
    [
      { dau: '300', interval: '3s', headroom: 'lots' },
      /^--headroom must be a positive number \(got "lots"\)$/,
    ],
    [{ actor: ['admin'] }, /--actor must be NAME:users=N,window=DURATION/],
    [{ actor: ['admin:users=10'] }, /--actor admin needs window=DURATION/],
    [{ actor: ['admin:users=10,window=2h,color=red'] }, /--actor admin: unknown key "color"/],
    [
      { actor: ['admin:users=ten,window=2h'] },
      /--actor admin: users must be a positive number \(got "ten"\)/,
    ],
    [{ actor: ['admin:window=2h'] }, /--actor admin has no --action/],
    [{ actor: ['admin:window=2h'], action: ['user:login=1'] }, /no --actor named "user"/],
    [
      { actor: ['admin:window=2h'], action: ['admin:login'] },
      /--action must be ACTOR:ACTION=CALLS_PER_USER/,
    ],
    [
      { actor: ['admin:window=2h'], action: ['admin:login=1'], dau: '3' },
      /--actor cannot be combined/,
    ],
  ])('%j', (flags, message) => {
    let error: unknown;
    try {
      plan(flags);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).fix).toMatch(/\S/);
  });
});

describe('output', () => {
  it('prints the arithmetic step by step', () => {
    const text = renderPlan(plan({ mau: '470000', requestsPerUser: '30', peakHours: '6' }));
    expect(text).toContain(
      '1. daily active users = MAU × active days ÷ days per month = 470,000 × 1 ÷ 30 = 15,666.67 users',
    );
    expect(text).toContain('3. peak window = 6 h × 3,600 = 21,600 s');
    expect(text).toContain('Target: 21.76 TPS (k6 arrival rate: 22 iterations/s)');
    expect(text).toContain('Assumptions:');
  });

  it('prints JSON with targetTps for a budget', () => {
    let output = '';
    expect(
      planCommand({ dau: '300', interval: '3s', json: true }, (text) => (output += text)),
    ).toBe(0);
    const parsed = JSON.parse(output) as { targetTps: number; rate: number; steps: unknown[] };
    expect(parsed.targetTps).toBe(100);
    expect(parsed.rate).toBe(100);
    expect(parsed.steps).toHaveLength(1);
  });
});
