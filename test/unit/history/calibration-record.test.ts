// A calibration in the history store: the record derived from calibration.json (what is kept and
// what is refused), its place beside the month files in a history folder (gate readers never see
// it, the calibrations reader finds it, a bad line is reported and skipped), and how
// `perf-gate history calibrations` prints it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import {
  CALIBRATIONS_FILE,
  calibrationRecordFrom,
} from '../../../src/history/calibration-record.js';
import {
  appendCalibration,
  appendRecord,
  readCalibrations,
  readRecords,
} from '../../../src/history/folder-store.js';
import { recordFromResult } from '../../../src/history/record.js';
import { renderCalibrations } from '../../../src/report/calibration-history.js';
import { calibrationJson } from './calibrations.js';
import { commit, measuredResult } from './records.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'perf-gate-calibrations-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('calibrationRecordFrom', () => {
  it('keeps the entry, the runner, the commit and the held-out figures of both noise models', () => {
    const record = calibrationRecordFrom('calibration.json', calibrationJson(), {
      branch: 'main',
    });
    expect(record).toEqual({
      kind: 'calibration',
      schema: 1,
      time: '2026-12-07T03:41:09.512Z',
      commit: commit(0xca1),
      branch: 'main',
      runner: { class: '2 cores, AMD EPYC, 24 GiB', cpuModel: 'AMD EPYC', cores: 2 },
      perfGate: '0.1.0',
      entry: { cpu: 'AMD EPYC', cores: 2, instanceNoise: 0.045, stealAdjustment: 0.057 },
      fittedOn: 5,
      judgedOn: 5,
      proposed: {
        instanceNoise: 0.045,
        stealAdjustment: 0.057,
        pass: 1,
        fail: 0,
        inconclusive: 4,
        falseFailHigh: 0.5218,
      },
      defaults: {
        instanceNoise: 0.015,
        stealAdjustment: 0.057,
        pass: 3,
        fail: 0,
        inconclusive: 2,
        falseFailHigh: 0.5218,
      },
    });
  });

  it('takes the clock when the file names no time (calibration.json before it held one)', () => {
    const untimed = calibrationJson();
    delete untimed.time;
    const record = calibrationRecordFrom('c.json', untimed, {
      now: () => new Date('2026-12-01T00:00:00Z'),
    });
    expect(record.time).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses a calibration without a proposal, a gate result and a tampered figure, naming the file', () => {
    const failed = { ...calibrationJson(), calibration: undefined, exitCode: 2 };
    (failed as Record<string, unknown>).error = { message: 'A/A gate 3 of 10 ended in an error' };
    const refusal = (() => {
      try {
        calibrationRecordFrom('out/calibration.json', failed);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(refusal).toHaveProperty(
      'fix',
      expect.stringMatching(/proposed an entry \(exit code 0\)/),
    );
    expect(() => calibrationRecordFrom('out/calibration.json', failed)).toThrow(
      'out/calibration.json: the calibration proposed no entry (A/A gate 3 of 10 ended in an error).',
    );
    expect(() => calibrationRecordFrom('r.json', { schemaVersion: 1 })).toThrow(
      'r.json: is not a calibration.json of perf-gate calibrate.',
    );
    const tampered = calibrationJson({ noise: 7 });
    expect(() => calibrationRecordFrom('c.json', tampered)).toThrow(
      /^c\.json: the calibration cannot be recorded: entry\.instanceNoise /,
    );
    const escaped = calibrationJson({ cpu: 'EPYC\u001b[31m\nforged line' });
    expect(() => calibrationRecordFrom('c.json', escaped)).toThrow(
      /cannot be recorded: runner\.class must be one line without control characters/,
    );
  });
});

describe('calibrations in a history folder', () => {
  it('go to calibrations.jsonl, which the readers of gate records never open', () => {
    appendRecord(folder, recordFromResult(measuredResult(commit(1))));
    const first = calibrationRecordFrom('c.json', calibrationJson());
    const second = calibrationRecordFrom(
      'c.json',
      calibrationJson({ time: '2026-12-14T03:40:00Z', noise: 0.03 }),
    );
    expect(appendCalibration(folder, first)).toBe(join(folder, CALIBRATIONS_FILE));
    appendCalibration(folder, second);
    expect(readdirSync(folder).sort()).toEqual(['2026-03.jsonl', CALIBRATIONS_FILE]);
    expect(readRecords(folder)).toEqual({
      records: [expect.objectContaining({ commit: commit(1) })],
      problems: [],
    });
    expect(readCalibrations(folder)).toEqual({ records: [first, second], problems: [] });
  });

  it('reports and skips a line that is not a calibration; none when nothing was recorded', () => {
    expect(readCalibrations(folder)).toEqual({ records: [], problems: [] });
    const record = calibrationRecordFrom('c.json', calibrationJson());
    writeFileSync(
      join(folder, CALIBRATIONS_FILE),
      `${JSON.stringify(record)}\n{"schema":1,"commit":"abc1234"}\n${JSON.stringify({ ...record, schema: 2 })}\n{"kind":"cali`,
    );
    const read = readCalibrations(folder);
    expect(read.records).toEqual([record]);
    expect(read.problems.map((p) => `${p.line}: ${p.reason}`)).toEqual([
      '2: not a perf-gate calibration record (kind is not "calibration")',
      '3: schema 2, this perf-gate reads calibration schema 1',
      '4: not JSON (a truncated or hand-edited line?)',
    ]);
    appendCalibration(folder, record);
    const text = readFileSync(join(folder, CALIBRATIONS_FILE), 'utf8');
    expect(text.endsWith(`{"kind":"cali\n${JSON.stringify(record)}\n`)).toBe(true);
  });
});

describe('renderCalibrations', () => {
  it('prints each calibration, oldest first, with its entry and the held-out figures', () => {
    const later = calibrationRecordFrom(
      'c.json',
      calibrationJson({ time: '2026-12-14T03:40:00Z', noise: 0.03 }),
      { branch: 'main' },
    );
    const earlier = calibrationRecordFrom('c.json', calibrationJson());
    expect(renderCalibrations([later, earlier], 'origin/perf-gate-data')).toBe(
      [
        'perf-gate history: 2 calibration(s) in origin/perf-gate-data',
        '',
        `2026-12-07T03:41:09.512Z · 2 cores, AMD EPYC, 24 GiB · ${commit(0xca1).slice(0, 12)} · perf-gate 0.1.0`,
        '  entry: { cpu: "AMD EPYC", cores: 2, instance-noise: 4.5%, steal-adjustment: 0.057 }',
        '  fitted on 5 A/A gates, judged on the 5 it did not see:',
        '    the entry: 1 pass, 0 fail, 4 inconclusive; false fails at most 52.2 % (95 %)',
        "    perf-gate's defaults (instance-noise 1.5 %, steal-adjustment 0.057): 3 pass, 0 fail, 2 inconclusive",
        '',
        `2026-12-14T03:40:00Z · 2 cores, AMD EPYC, 24 GiB · ${commit(0xca1).slice(0, 12)} on main · perf-gate 0.1.0`,
        '  entry: { cpu: "AMD EPYC", cores: 2, instance-noise: 3%, steal-adjustment: 0.057 }',
        '  fitted on 5 A/A gates, judged on the 5 it did not see:',
        '    the entry: 1 pass, 0 fail, 4 inconclusive; false fails at most 52.2 % (95 %)',
        "    perf-gate's defaults (instance-noise 1.5 %, steal-adjustment 0.057): 3 pass, 0 fail, 2 inconclusive",
        '',
      ].join('\n'),
    );
    expect(renderCalibrations([], 'h')).toMatch(
      /^perf-gate history: 0 calibration\(s\) in h\n\nNone recorded: /,
    );
  });
});
