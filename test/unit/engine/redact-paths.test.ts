// Every file a run writes passes the one redaction: the result JSON, the markdown report and the
// HTML report, on the error path here (the success path writes through the same functions).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/files/config-file.js';
import { fakeGateLab } from '../../support/fake-gate-lab.js';
import { executeGate } from '../../../src/engine/execute.js';
import { clearSecrets } from '../../../src/engine/redact.js';
import { errorResult, writeResultFile } from '../../../src/engine/result-file.js';

const SECRETS = ['db-pass-Zq81', 'api-token-77Xc', 'seed-secret-41', 'member-pass-09'];

function project(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-redact-'));
  writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
  writeFileSync(join(dir, 'perf-gate.yml'), yaml);
  return dir;
}

const CONFIG = [
  'app:',
  '  build: null',
  '  env: { API_TOKEN: api-token-77Xc, SPRING_PROFILES_ACTIVE: perf }',
  'database:',
  '  password: db-pass-Zq81',
  '  variables: { SEED_SECRET: seed-secret-41, scale: 1 }',
  'scenarios:',
  '  - name: detail',
  '    script: load.js',
  '    rate: 5',
  '    env: { MEMBER_PASSWORD: member-pass-09 }',
  '',
].join('\n');

afterEach(() => clearSecrets());

describe('no secret in any result or report', () => {
  it('on the error path: config, error message and log tail quoting the secrets', async () => {
    const dir = project(CONFIG);
    const resultPath = join(dir, 'out', 'result.json');
    const reportPath = join(dir, 'out', 'report.md');
    const outcome = await executeGate({
      configPath: join(dir, 'perf-gate.yml'),
      overrides: {},
      resultPath,
      reportPath,
      progress: () => undefined,
      lab: () => ({
        ...fakeGateLab(),
        checkTools: () =>
          Promise.reject(
            new Error(
              `Access denied for user 'app' (using password: db-pass-Zq81)\nlog tail: token=api-token-77Xc seed=seed-secret-41 pw=member-pass-09`,
            ),
          ),
      }),
    });
    expect(outcome.result.verdict).toBe('error');
    const written = [
      readFileSync(resultPath, 'utf8'),
      readFileSync(reportPath, 'utf8'),
      readFileSync(join(dir, 'out', 'result.html'), 'utf8'),
      outcome.markdown,
    ];
    expect(written[0]).toContain('Access denied');
    expect(written[0]).toContain('SPRING_PROFILES_ACTIVE');
    for (const text of written) for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('picks a random database password per run unless one is set', () => {
    const dir = project('scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n');
    const first = loadConfig(join(dir, 'perf-gate.yml'), {}).database.password;
    const second = loadConfig(join(dir, 'perf-gate.yml'), {}).database.password;
    expect(first).toMatch(/^[\w-]{24}$/);
    expect(second).not.toBe(first);
  });

  it('errorResult records the config redacted', () => {
    const dir = project(CONFIG);
    const config = loadConfig(join(dir, 'perf-gate.yml'), {});
    const path = join(dir, 'error.json');
    writeResultFile(path, errorResult(new Error('boom'), 'setup', config));
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('"password": "***"');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});
