import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { applyBasePolicy, policyChanges, policyRules } from '../../../src/config/policy.js';
import { deriveVerdict, exitCodeForVerdict } from '../../../src/analysis/verdict.js';
import { statusStateFor } from '../../../src/github/status.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { gateResult } from '../report/results.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-policy-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
const file = join(dir, 'perf-gate.yml');

const BASE = `
scenarios:
  - name: detail
    script: load.js
    rate: 50
    budget: { p95: 300ms, errors: 1%, tps: 50 }
  - name: search
    script: load.js
    rate: 20
    budget: { p95: 800ms }
compare:
  base: auto
  rounds: 5
  tolerance: { p95: 10% }
gate:
  fail-on-inconclusive: true
`;

const PR = `
app:
  jvm-options: [-Xmx512m]
scenarios:
  - name: detail
    script: load.js
    rate: 5
    budget: { p95: 10s, errors: 50% }
  - name: brand-new
    script: load.js
    rate: 10
    budget: { p95: 1s }
compare:
  base: none
  rounds: 1
  tolerance: { p95: 90% }
gate:
  fail-on-inconclusive: false
`;

describe('the base branch owns the policy', () => {
  const base = parseConfig(BASE, file);
  const pr = parseConfig(PR, file);

  it('applies the base budgets, rates, compare.* and gate.*; keeps the PR how-to', () => {
    const { config, policy } = applyBasePolicy(pr, base);
    expect(policy.source).toBe('base');
    const detail = config.scenarios.find((s) => s.name === 'detail')!;
    expect(detail.budget).toEqual({ p95Ms: 300, errorRate: 0.01, tps: 50 });
    expect(detail.targetRate).toBe(50);
    expect(config.compare.base).toBe('auto');
    expect(config.compare.rounds).toBe(5);
    expect(config.compare.tolerance.p95).toBeCloseTo(0.1);
    expect(config.gate.failOnInconclusive).toBe(true);
    // Not policy: the PR's JVM options and its new scenario stay.
    expect(config.app.jvmOptions).toEqual(['-Xmx512m']);
    expect(config.scenarios.map((s) => s.name)).toEqual(['detail', 'brand-new']);
  });

  it('lists every policy change the PR makes, removed scenarios included', () => {
    const changes = policyChanges(base, pr);
    const byKey = Object.fromEntries(changes.map((c) => [c.key, [c.base, c.pr]]));
    expect(byKey['compare.base']).toEqual(['auto', 'none']);
    expect(byKey['compare.rounds']).toEqual(['5', '1']);
    expect(byKey['gate.failOnInconclusive']).toEqual(['true', 'false']);
    expect(byKey['scenarios[detail].budget.p95Ms']).toEqual(['300', '10000']);
    expect(byKey['scenarios[detail].budget.tps']).toEqual(['50', '(none)']);
    expect(byKey['scenarios[detail].rate']).toEqual(['50', '5']);
    expect(byKey['scenarios[search].budget.p95Ms']).toEqual(['800', '(none)']);
    expect(byKey['scenarios[brand-new].rate']).toEqual(['(none)', '10']);
    expect(changes.map((c) => c.key)).not.toContain('app.jvmOptions');
    expect(policyChanges(base, base)).toEqual([]);
  });

  it('reads the default design and the same design written out as one policy', () => {
    const bare = BASE.replace('  rounds: 5\n', '');
    const written = BASE.replace('  rounds: 5\n', '  rounds: 5\n  max-rounds: 10\n');
    expect(policyChanges(parseConfig(bare, file), parseConfig(written, file))).toEqual([]);
    const fixed = policyChanges(parseConfig(bare, file), base);
    expect(fixed.map((c) => c.key)).toContain('compare.sequential.maxRounds');
  });

  it('shows the changes in the comment as not applied', () => {
    const { policy } = applyBasePolicy(pr, base);
    const markdown = renderMarkdown({ ...gateResult([]), policy });
    expect(markdown).toContain('### Policy changes in this pull request (not applied)');
    expect(markdown).toContain('| compare.base | auto | none |');
  });

  it("fails a base scenario the PR removes or renames, and lists the PR's build command", () => {
    const built = parseConfig(PR.replace('app:\n', 'app:\n  build: sh ./mvnw package\n'), file);
    const { policy } = applyBasePolicy(built, base);
    expect(policy.removedScenarios).toEqual(['search']);
    const rules = policyRules(policy);
    expect(rules).toMatchObject([
      { rule: 'policy.scenario-removed', scenario: 'search', passed: false, level: 'error' },
    ]);
    expect(deriveVerdict({ rules }).verdict).toBe('fail');
    expect(policyRules(applyBasePolicy(base, base).policy)).toEqual([]);
    const byKey = Object.fromEntries(policy.changes.map((c) => [c.key, [c.base, c.pr]]));
    expect(byKey['app.build']).toEqual(['(none)', 'sh ./mvnw package']);
  });

  it("takes the shared database's image from the base and lists the PR's images", () => {
    const imaged = parseConfig(
      PR.replace('app:\n', 'app:\n  image: evil/jre:{java}\n') +
        'database:\n  image: evil/mysql:8\n',
      file,
    );
    const { config, policy } = applyBasePolicy(imaged, base);
    expect(config.database.image).toBe(base.database.image);
    // The PR's side boots in its own image; the base side in the base's (src/engine/base.ts).
    expect(config.app.image).toBe('evil/jre:{java}');
    const byKey = Object.fromEntries(policy.changes.map((c) => [c.key, [c.base, c.pr]]));
    expect(byKey['app.image']).toEqual([base.app.image, 'evil/jre:{java}']);
    expect(byKey['database.image']).toEqual([base.database.image, 'evil/mysql:8']);
  });

  it('runs both sides in the topology of the base and lists what the PR changes in it', () => {
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp { server { listen 80; } }\n');
    const topology = parseConfig(
      PR.replace(
        'app:\n',
        'app:\n  instances: 3\n  resources: { cpus: 4, memory: 4g }\n  ulimits: { nofile: 65536 }\n',
      ) +
        'database:\n  server: { max_connections: 1000 }\nproxy:\n  config: nginx.conf\nservices:\n  redis: {}\n',
      file,
    );
    const { config, policy } = applyBasePolicy(topology, base);
    expect(config.app.instances).toBe(1);
    expect(config.app.resources).toEqual(base.app.resources);
    expect(config.app.ulimits).toBeUndefined();
    expect(config.database.server).toBeUndefined();
    expect(config.database.serverArgs).toEqual(base.database.serverArgs);
    expect(config.proxy).toBeUndefined();
    expect(config.services).toEqual({});
    const byKey = Object.fromEntries(policy.changes.map((c) => [c.key, [c.base, c.pr]]));
    expect(byKey['app.instances']).toEqual(['1', '3']);
    expect(byKey['app.ulimits.nofile.soft']).toEqual(['(none)', '65536']);
    expect(byKey['database.server-args']).toEqual(['(none)', '--max_connections=1000']);
    expect(byKey['proxy.config']?.[1]).toMatch(/^nginx\.conf \(sha256 [0-9a-f]{12}\)$/);
    expect(byKey.services).toEqual(['(none)', 'redis']);
    // With the roles swapped, the base's topology reaches both sides.
    expect(applyBasePolicy(base, topology).config.app.instances).toBe(3);
    expect(applyBasePolicy(base, topology).config.proxy?.written).toBe('nginx.conf');
  });

  it("one decision: the base's fail-on-inconclusive makes an inconclusive gate exit 1 and post failure", () => {
    // The PR turns fail-on-inconclusive off; the base's value applies.
    const { config } = applyBasePolicy(pr, base);
    const exitCode = exitCodeForVerdict('inconclusive', {
      failOnInconclusive: config.gate.failOnInconclusive,
    });
    expect(exitCode).toBe(1);
    // The status reads the same decision, whatever the action input said.
    expect(statusStateFor('inconclusive', { failOnInconclusive: false, exitCode })).toBe('failure');
    expect(statusStateFor('inconclusive', { failOnInconclusive: false, exitCode: 0 })).toBe(
      'success',
    );
    expect(statusStateFor('error', { exitCode: 2 })).toBe('error');
  });
});
