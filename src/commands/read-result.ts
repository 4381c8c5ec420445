// Reading a saved result file for `perf-gate publish`, `compare`, `noise`, `calibrate` and `history
// append` (which takes a calibration.json too). The
// file may come from a pull request's job (the fork setup), so nothing in it is trusted: its size is
// capped before it is read, and parseResultFile checks every field the reports print.
import { parseResultFile } from '../analysis/results.js';
import { formatBytes, readAtMost, type Oversize } from '../files/bounded-read.js';
import { ConfigError } from '../errors.js';
import {
  calibrationRecordFrom,
  isCalibrationFile,
  type CalibrationContext,
  type CalibrationRecord,
} from '../history/calibration-record.js';
import { formatCount } from '../format/numbers.js';
import type { GateResult } from '../model.js';

/**
 * The largest result file read. The biggest recorded gate's file (bench/results/, 20 windows of
 * 5 s with telemetry) is 0.4 MB; telemetry adds about 2.5 kB per measured second, so 50 rounds of
 * both sides at the longest default window (30 s) come to about 8 MB per scenario, and a 6-hour
 * job measuring all the time to about 55 MB.
 */
export const MAX_RESULT_BYTES = 64 * 1024 * 1024;

/**
 * Reads and checks one result file. A file larger than MAX_RESULT_BYTES is refused before it is
 * held in memory; a file that cannot be read becomes `cannotRead(code)`, the command's own words.
 */
export function readResultFile(
  file: string,
  cannotRead: (code: string) => ConfigError,
): GateResult {
  return parseResultFile(readCapped(file, cannotRead), file);
}

/** A file the history takes: a gate's result, or `perf-gate calibrate`'s calibration.json. */
export type SavedFile =
  { kind: 'result'; result: GateResult } | { kind: 'calibration'; record: CalibrationRecord };

/**
 * Reads a result file, or a calibration.json (told apart by its `command`), with the same size
 * cap; a calibration becomes its history record (refused when it proposed no entry).
 */
export function readSavedFile(
  file: string,
  cannotRead: (code: string) => ConfigError,
  context: CalibrationContext = {},
): SavedFile {
  const text = readCapped(file, cannotRead);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined; // parseResultFile names the file and the JSON error
  }
  if (isCalibrationFile(raw))
    return { kind: 'calibration', record: calibrationRecordFrom(file, raw, context) };
  return { kind: 'result', result: parseResultFile(text, file) };
}

/**
 * The parsed content of the file when it is `perf-gate calibrate`'s calibration.json; undefined
 * when it is anything else or cannot be read or parsed (reading it as a result then says why).
 */
export function readCalibrationJson(file: string): unknown {
  try {
    const raw: unknown = JSON.parse(readCapped(file, (code) => new ConfigError(code)));
    return isCalibrationFile(raw) ? raw : undefined;
  } catch {
    return undefined;
  }
}

function readCapped(file: string, cannotRead: (code: string) => ConfigError): string {
  try {
    return readAtMost(file, MAX_RESULT_BYTES, (size) => resultTooLarge(file, size));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw cannotRead((error as NodeJS.ErrnoException).code ?? String(error));
  }
}

function resultTooLarge(file: string, size: Oversize): ConfigError {
  const cap = formatBytes(MAX_RESULT_BYTES);
  return new ConfigError(
    size.atLeast
      ? `${file}: holds more than the ${cap} a result file may be; it was read no further.`
      : `${file}: is ${formatBytes(size.bytes)} (${formatCount(size.bytes)} bytes), more than the ${cap} a result file may be; it was not read.`,
    {
      fix: 'Pass the perf-gate-result.json a `perf-gate run` wrote, unmodified (a real one is a few MB at most). A gate that writes more measures too long in one run: split its scenarios over several gates.',
    },
  );
}

/** The result files of A/A gates `perf-gate noise` and `calibrate` are given, read and checked. */
export function readAaResultFiles(
  files: readonly string[],
): Array<{ file: string; result: GateResult }> {
  return files.map((file) => ({
    file,
    result: readResultFile(
      file,
      (code) =>
        new ConfigError(`${file}: cannot be read (${code}).`, {
          fix: 'Pass the perf-gate-result.json files of A/A gates (`perf-gate run --base HEAD`).',
        }),
    ),
  }));
}
