// A calibration.json as `perf-gate calibrate` writes it (src/commands/calibrate.ts), with chosen
// figures, for the tests of calibration records in the history store. Deterministic.
import { commit } from './records.js';

const heldOut = (o: { noise: number; pass: number; fail: number; inconclusive: number }) => ({
  instanceNoise: o.noise,
  stealAdjustment: 0.057,
  gates: [],
  pass: o.pass,
  fail: o.fail,
  inconclusive: o.inconclusive,
  falseFailHigh: 0.5218,
});

/** The content of a calibration.json that proposed an entry. */
export function calibrationJson(
  o: { time?: string; noise?: number; cpu?: string; sha?: string } = {},
): Record<string, unknown> {
  const cpu = o.cpu ?? 'AMD EPYC';
  return {
    tool: { name: 'perf-gate', version: '0.1.0' },
    command: 'calibrate',
    exitCode: 0,
    gateFiles: [],
    skipped: [],
    calibration: {
      runnerClass: `2 cores, ${cpu}, 24 GiB`,
      runner: { cpuModel: cpu, cores: 2 },
      fittedOn: ['aa-01.json', 'aa-03.json', 'aa-05.json', 'aa-07.json', 'aa-09.json'],
      judgedOn: ['aa-02.json', 'aa-04.json', 'aa-06.json', 'aa-08.json', 'aa-10.json'],
      fits: [],
      steal: { source: 'default', factor: 0.057 },
      entry: { cpu, cores: 2, instanceNoise: o.noise ?? 0.045, stealAdjustment: 0.057 },
      proposed: heldOut({ noise: o.noise ?? 0.045, pass: 1, fail: 0, inconclusive: 4 }),
      defaults: heldOut({ noise: 0.015, pass: 3, fail: 0, inconclusive: 2 }),
    },
    commit: o.sha ?? commit(0xca1),
    time: o.time ?? '2026-12-07T03:41:09.512Z',
  };
}
