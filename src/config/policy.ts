// Who decides how a pull request is judged. The PR's own perf-gate.yml is untrusted: one edit
// (a looser budget, `compare.base: none`, `fail-on-inconclusive: false`) would turn a required
// check green. So in the action the policy keys — each scenario's budget and rate, `compare.*`,
// `gate.*` and the database image both sides share — come from the base branch's perf-gate.yml;
// what the PR changes in them is listed in the report and takes effect once merged. How each side
// is built and booted (app.build, app.jar, app.image) is that side's own file's, and listed too.
// The topology both sides run in (instances, container limits, the database server's variables,
// the proxy and its nginx.conf, the services) is the base's, as production runs it until the PR
// is merged. The rest (how to drive the app) is the PR's. Pure: both configs in, the effective config and
// the changes out.
import type { PolicyChange, PolicyReport, RuleRecord } from '../model.js';
import { createHash } from 'node:crypto';
import type { GateConfig } from './schema.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const NONE = '(none)';

/** The policy keys of a config, flattened to display strings. */
export function policyValues(config: GateConfig): Map<string, string> {
  const values = new Map<string, string>();
  const put = (prefix: string, value: unknown): void => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) put(`${prefix}.${key}`, inner);
    } else if (value !== undefined) {
      values.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
    }
  };
  for (const scenario of config.scenarios) {
    const prefix = `scenarios[${scenario.name}]`;
    put(`${prefix}.rate`, scenario.targetRate);
    put(`${prefix}.budget`, scenario.budget);
    if (Object.keys(scenario.budget).length === 0) values.set(`${prefix}.budget`, NONE);
  }
  put('compare', config.compare);
  put('gate', config.gate);
  // How the app is built and booted: the base side by the base's file, this PR's side by its own.
  put('app.build', config.app.build);
  put('app.jar', config.app.jar);
  put('app.image', config.app.image);
  // The database serves both sides: its image is the base's.
  put('database.image', config.database.image);
  // The topology both sides run in (docs/topology.md).
  put('app.instances', config.app.instances);
  put('app.resources', config.app.resources);
  put('app.ulimits', config.app.ulimits);
  put('database.resources', config.database.resources);
  put('database.ulimits', config.database.ulimits);
  put('database.server-args', config.database.serverArgs.join(' ') || undefined);
  if (config.proxy) {
    put(
      'proxy.config',
      `${config.proxy.written} (sha256 ${sha256(config.proxy.text).slice(0, 12)})`,
    );
    put('proxy.image', config.proxy.image);
    put('proxy.ulimits', config.proxy.ulimits);
  } else values.set('proxy', NONE);
  put('services', Object.keys(config.services).join(', ') || NONE);
  return values;
}

/** The differences base → PR in the policy keys, sorted by key. */
export function policyChanges(base: GateConfig, pr: GateConfig): PolicyChange[] {
  const before = policyValues(base);
  const after = policyValues(pr);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  return keys
    .map((key) => ({ key, base: before.get(key) ?? NONE, pr: after.get(key) ?? NONE }))
    .filter((change) => change.base !== change.pr);
}

/**
 * The PR's config with the base branch's policy: `compare` and `gate` whole, and each scenario's
 * budget and rate from the base scenario of the same name. A scenario new in the PR keeps its own
 * (it can only add checks); one the PR removes or renames is listed in `removedScenarios`, which
 * the gate turns into a failing rule (removing a scenario would otherwise drop its budget).
 */
export function applyBasePolicy(
  pr: GateConfig,
  base: GateConfig,
): { config: GateConfig; policy: PolicyReport } {
  const baseScenarios = new Map(base.scenarios.map((scenario) => [scenario.name, scenario]));
  const config: GateConfig = {
    ...pr,
    compare: structuredClone(base.compare),
    gate: { ...base.gate },
    app: {
      ...pr.app,
      instances: base.app.instances,
      resources: { ...base.app.resources },
      ...(base.app.ulimits ? { ulimits: base.app.ulimits } : { ulimits: undefined }),
    },
    database: {
      ...pr.database,
      image: base.database.image,
      serverArgs: [...base.database.serverArgs],
      server: base.database.server,
      resources: { ...base.database.resources },
      ulimits: base.database.ulimits,
    },
    services: structuredClone(base.services),
    proxy: base.proxy && { ...base.proxy },
    scenarios: pr.scenarios.map((scenario) => {
      const fromBase = baseScenarios.get(scenario.name);
      return fromBase
        ? { ...scenario, targetRate: fromBase.targetRate, budget: structuredClone(fromBase.budget) }
        : scenario;
    }),
  };
  const prNames = new Set(pr.scenarios.map((scenario) => scenario.name));
  const removed = base.scenarios.map((s) => s.name).filter((name) => !prNames.has(name));
  return {
    config,
    policy: {
      source: 'base',
      changes: policyChanges(base, pr),
      ...(removed.length > 0 ? { removedScenarios: removed } : {}),
    },
  };
}

/** One failing rule per base scenario the PR removed or renamed: its budget must still be met. */
export function policyRules(policy: PolicyReport | undefined): RuleRecord[] {
  return (policy?.removedScenarios ?? []).map((name) => ({
    rule: 'policy.scenario-removed',
    metric: 'scenario',
    scenario: name,
    expected: 'measured (a scenario of the base branch)',
    actual: "not in this pull request's perf-gate.yml",
    passed: false,
    level: 'error',
    message: `The base branch's scenario "${name}" is missing from this pull request's perf-gate.yml (removed or renamed), so its budget would no longer be checked. Keep it, or have the removal merged first on its own; set trust-pr-config: true only where every PR author is trusted.`,
  }));
}
