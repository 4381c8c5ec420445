// The topology both sides run in comes from the base commit, files included: a PR that edits the
// repository's nginx.conf and my.cnf (a looser limit_req, a higher max_connections) is measured
// with the base commit's files, read with git, not the checkout's. Real git, no Docker.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withBasePolicy } from '../../../src/engine/policy.js';
import { loadConfig } from '../../../src/files/config-file.js';

const repo = mkdtempSync(join(tmpdir(), 'perf-gate-base-topology-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();

const CONFIG = `app:
  instances: 2
database:
  server: my.cnf
proxy:
  config: nginx.conf
scenarios:
  - name: a
    script: load.js
    rate: 5
`;
const nginx = (rate: string) =>
  `events {}\nhttp {\n  limit_req_zone $binary_remote_addr zone=api:1m rate=${rate};\n  server { listen 80; location / { limit_req zone=api; proxy_pass http://app:8080; } }\n}\n`;

describe("the base commit's topology files", () => {
  it("reach both sides although the checkout has the PR's", async () => {
    git('init', '-q');
    writeFileSync(join(repo, 'load.js'), 'export default function () {}\n');
    writeFileSync(join(repo, 'perf-gate.yml'), CONFIG);
    writeFileSync(join(repo, 'nginx.conf'), nginx('30r/s'));
    writeFileSync(join(repo, 'my.cnf'), '[mysqld]\nmax_connections = 60\n');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const base = git('rev-parse', 'HEAD');
    // The pull request loosens both and asks for four instances.
    writeFileSync(join(repo, 'nginx.conf'), nginx('3000r/s'));
    writeFileSync(join(repo, 'my.cnf'), '[mysqld]\nmax_connections = 5000\n');
    writeFileSync(join(repo, 'perf-gate.yml'), CONFIG.replace('instances: 2', 'instances: 4'));
    git('commit', '-qam', 'pr');
    const file = join(repo, 'perf-gate.yml');
    const pr = loadConfig(file);
    expect(pr.proxy?.text).toContain('3000r/s');

    const { config, policy } = await withBasePolicy(pr, file, base, {});
    expect(config.app.instances).toBe(2);
    expect(config.proxy?.text).toContain('rate=30r/s');
    expect(config.database.server?.variables.max_connections?.value).toBe('60');
    expect(config.database.serverArgs).toEqual(['--max_connections=60']);
    const changes = Object.fromEntries(policy.changes.map((c) => [c.key, [c.base, c.pr]]));
    expect(changes['app.instances']).toEqual(['2', '4']);
    expect(changes['database.server-args']).toEqual([
      '--max_connections=60',
      '--max_connections=5000',
    ]);
    expect(changes['proxy.config']?.[0]).not.toBe(changes['proxy.config']?.[1]);
  });

  it('refuses a base config naming a file its commit does not have', async () => {
    const file = join(repo, 'perf-gate.yml');
    writeFileSync(join(repo, 'other.conf'), nginx('1r/s'));
    writeFileSync(file, CONFIG.replace('config: nginx.conf', 'config: other.conf'));
    git('add', '-A');
    git('commit', '-qm', 'base names a file only the checkout has');
    const sha = git('rev-parse', 'HEAD');
    git('rm', '-q', '--cached', 'other.conf');
    git('commit', '-qm', 'drop it');
    const base = git('rev-parse', 'HEAD');
    expect(sha).not.toBe(base);
    await expect(withBasePolicy(loadConfig(file), file, base, {})).rejects.toThrow(
      /names proxy\.config .*other\.conf, which that commit does not have/,
    );
  });
});
