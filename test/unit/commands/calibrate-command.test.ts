// `perf-gate calibrate` end to end in the unit project: the command's core (runCalibration) over a
// real temporary git repository with the fake lab of test/support/fake-gate-lab.ts, so each of its
// A/A gates is the real engine's (executeGate with --base HEAD) without Docker, JVM or k6. It shows
// the gates run one after another into the output folder, the proposal written to calibration.json
// and calibration.md (then recorded in a history folder with `perf-gate history append`), a failing
// gate stopping the calibration with exit 2, and result files given instead of gates.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calibrateCommand,
  runCalibration,
  type CalibrateOutcome,
} from '../../../src/commands/calibrate.js';
import { EnvironmentError } from '../../../src/errors.js';
import { calibrationsCommand } from '../../../src/commands/history-calibrations.js';
import { appendCommand } from '../../../src/commands/history.js';
import { fakeGateLab } from '../../support/fake-gate-lab.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

let repo: string;

beforeEach(() => {
  vi.stubEnv('PERF_GATE_JAR_CACHE', mkdtempSync(join(tmpdir(), 'perf-gate-jars-')));
  repo = mkdtempSync(join(tmpdir(), 'perf-gate-calibrate-'));
  writeFileSync(join(repo, 'load.js'), 'export default function () {}\n');
  writeFileSync(
    join(repo, 'perf-gate.yml'),
    'scenarios:\n  - name: browse\n    script: load.js\n    rate: 10\n    warmup: 2s\n    duration: 6s\n' +
      '    budget: { p95: 2s, errors: 1% }\ncompare: { rounds: 4, seed: 11 }\n',
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: GIT_ENV });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the app');
});

afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function calibrate(o: { gates?: number; files?: string[]; failing?: boolean } = {}) {
  const lines: string[] = [];
  const progress: string[] = [];
  const outDir = join(repo, 'out');
  const run = runCalibration({
    configPath: join(repo, 'perf-gate.yml'),
    gates: o.gates ?? 10,
    outDir,
    overrides: {},
    files: o.files ?? [],
    progress: (line) => progress.push(line),
    print: (line) => lines.push(line),
    lab: () =>
      fakeGateLab(
        o.failing
          ? {
              failAt: {
                stage: 'build',
                side: 'pr',
                error: new EnvironmentError('pr: the build failed'),
              },
            }
          : {},
      ),
    removeStray: () => Promise.resolve(0),
    today: '2026-11-28',
  });
  return { run, lines, progress, outDir };
}

describe('perf-gate calibrate', () => {
  it('runs the A/A gates into the output folder and proposes an entry judged on half of them', async () => {
    const { run, lines, progress, outDir } = calibrate();
    const outcome = await run;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.gateFiles).toHaveLength(10);
    expect(existsSync(join(outDir, 'aa-01.json'))).toBe(true);
    expect(existsSync(join(outDir, 'aa-10.json'))).toBe(true);
    expect(progress.filter((l) => /^calibrate: A\/A gate \d+ of 10 →/.test(l))).toHaveLength(10);
    const saved = JSON.parse(
      readFileSync(join(outDir, 'calibration.json'), 'utf8'),
    ) as CalibrateOutcome;
    expect(saved.calibration!.fittedOn).toEqual([
      'aa-01.json',
      'aa-03.json',
      'aa-05.json',
      'aa-07.json',
      'aa-09.json',
    ]);
    expect(saved.calibration!.judgedOn).toEqual([
      'aa-02.json',
      'aa-04.json',
      'aa-06.json',
      'aa-08.json',
      'aa-10.json',
    ]);
    expect(lines.at(-1)).toMatch(
      /^ {4}- \{ cpu: .*, instance-noise: .*%, steal-adjustment: [\d.]+ \} # perf-gate calibrate 2026-11-28: fitted on 5 A\/A gates, judged on 5:/,
    );
    expect(readFileSync(join(outDir, 'calibration.md'), 'utf8')).toMatch(
      /^## perf-gate calibrate: /,
    );
    // The commit every gate measured and when: what its record in the history store keeps.
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' });
    expect(saved.commit).toBe(head.trim());
    expect(Date.parse(saved.time!)).toBeGreaterThan(Date.parse('2026-01-01'));

    // Recorded as a user would: `perf-gate history append calibration.json --to <folder>`.
    const history = join(repo, 'history');
    expect(await appendCommand(join(outDir, 'calibration.json'), { to: history })).toBe(
      `perf-gate history: recorded the calibration of ${saved.calibration!.runnerClass} (${saved.time}, instance-noise ${(saved.calibration!.entry.instanceNoise * 100).toFixed(1).replace(/\.0$/, '')} %) in ${join(history, 'calibrations.jsonl')}`,
    );
    const { text, problems } = await calibrationsCommand({ from: history });
    expect(problems).toEqual([]);
    expect(text.split('\n').slice(0, 5)).toEqual([
      `perf-gate history: 1 calibration(s) in ${history}`,
      '',
      `${saved.time} · ${saved.calibration!.runnerClass} · ${head.trim().slice(0, 12)} · perf-gate ${saved.tool.version}`,
      expect.stringMatching(
        /^ {2}entry: \{ cpu: ".*", cores: \d+, instance-noise: [\d.]+%, steal-adjustment: [\d.]+ \}$/,
      ),
      '  fitted on 5 A/A gates, judged on the 5 it did not see:',
    ]);
    await expect(
      appendCommand(join(outDir, 'calibration.json'), { to: history, pullRequest: '4' }),
    ).rejects.toThrow(
      /^--pull-request 4: .*calibration\.json is a calibration, not a gate's result\.$/,
    );
  }, 120_000);

  it('stops at the first gate that ends in an error, with exit 2 and the gate named', async () => {
    const { run, outDir } = calibrate({ failing: true });
    const outcome = await run;
    expect(outcome.exitCode).toBe(2);
    expect(outcome.gateFiles).toEqual([join(outDir, 'aa-01.json')]);
    expect(outcome.error!.message).toMatch(
      /^A\/A gate 1 of 10 ended in an error: .*pr: the build failed/,
    );
    expect(JSON.parse(readFileSync(join(outDir, 'calibration.json'), 'utf8'))).toMatchObject({
      exitCode: 2,
    });
  });

  it('judges result files given instead (recorded A/A gates of the example), and refuses too few', async () => {
    const raw = join(import.meta.dirname, '../../../bench/results/cal7-raw');
    const files = readdirSync(raw)
      .filter((f) => f.includes('-aa-'))
      .sort()
      .map((f) => {
        const path = join(repo, f.replace(/\.gz$/, ''));
        writeFileSync(path, gunzipSync(readFileSync(join(raw, f))));
        return path;
      });
    const few = await calibrate({ files: files.slice(0, 9) }).run;
    expect(few.exitCode).toBe(2);
    expect(few.error!.message).toMatch(/9 usable A\/A gate\(s\) .*a calibration needs 10/);
    const { run, lines } = calibrate({ files });
    const outcome = await run;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.gateFiles).toEqual([]);
    expect(outcome.calibration!.judgedOn).toHaveLength(8);
    expect(lines[0]).toMatch(/^perf-gate calibrate: 16 A\/A gates on 2 cores, AMD EPYC/);
  });

  it('refuses --gates outside 10 to 60 with exit 2', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await calibrateCommand([], { gates: '3', config: join(repo, 'perf-gate.yml') })).toBe(2);
    expect(String(stderr.mock.calls[0]?.[0])).toContain(
      '--gates must be a whole number from 10 to 60 (got "3")',
    );
    stderr.mockRestore();
  });
});
