// Which k6 releases perf-gate drives. Pure. The wrapper relies on k6 1.x behaviour: handleSummary's
// data shape, `--address` for the REST API, the CSV output columns and exit code 99 for crossed
// thresholds. k6 2.x could not be installed where perf-gate is tested (the Go module proxy has no
// go.k6.io/k6/v2), so it is refused with the fix instead of producing figures nobody checked.
import { EnvironmentError } from '../errors.js';

/** k6 major versions perf-gate is tested with. */
export const SUPPORTED_K6_MAJORS = [1] as const;

/** The version pinned by scripts/provision and the one to recommend. */
export const RECOMMENDED_K6 = '1.8.1';

export interface K6Version {
  major: number;
  minor: number;
  patch: number;
  /** k6's own first line, e.g. "k6 v1.8.1 (go1.26.8, linux/amd64)" */
  line: string;
}

/** Reads `k6 version`'s first line; undefined when it names no version. */
export function parseK6Version(line: string): K6Version | undefined {
  const match = /\bv?(\d+)\.(\d+)\.(\d+)/.exec(line);
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    line: line.trim(),
  };
}

/** Throws an EnvironmentError with the fix unless the k6 at `path` is a supported release. */
export function checkK6Version(line: string, path: string): K6Version {
  const version = parseK6Version(line);
  if (!version) {
    throw new EnvironmentError(
      `"${path} version" printed "${line.trim()}", which names no k6 version.`,
      { fix: `Point load.k6 (or the k6-path input) at a k6 ${RECOMMENDED_K6} binary.` },
    );
  }
  if (!(SUPPORTED_K6_MAJORS as readonly number[]).includes(version.major)) {
    const found = `${version.major}.${version.minor}.${version.patch}`;
    throw new EnvironmentError(
      `k6 ${found} (${path}) is not supported: perf-gate drives k6 ${SUPPORTED_K6_MAJORS.map((major) => `${major}.x`).join(', ')} and reads its summary, CSV output and exit codes, which ${version.major > 1 ? 'a new major release may change' : 'this older release writes differently'}.`,
      {
        fix: `Install k6 ${RECOMMENDED_K6}: on GitHub pin it with \`uses: grafana/setup-k6-action@v1\` and \`with: { k6-version: '${RECOMMENDED_K6}' }\`; locally scripts/provision builds it, or see https://grafana.com/docs/k6/latest/set-up/install-k6/.`,
      },
    );
  }
  return version;
}
