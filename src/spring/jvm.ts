// The heap and collector a HotSpot JVM (17+) ends up with, from its options and the container's
// limits. The rules follow HotSpot's ergonomics (Arguments::set_heap_size, GCConfig::select_gc):
// - without -Xmx the heap is MaxRAMPercentage (25) of the container memory, but on small containers
//   (where MinRAMPercentage (50) of memory is below the built-in MaxHeapSize of 96 MiB x 1.3 on 64-bit)
//   it is MinRAMPercentage, and otherwise never below that built-in size;
// - without -Xms the initial heap is InitialRAMPercentage (1.5625) of memory;
// - without a GC flag, a "server class" machine (>= 2 CPUs and >= 1792 MiB) gets G1, others Serial.
// Checked against OpenJDK 17's -XX:+PrintFlagsFinal in containers of 200 MiB to 2 GiB and 1-2 CPUs:
// the JVM then aligns sizes to its heap alignment (a MiB or two), which is not modelled here.
import { ConfigError } from '../errors.js';
import { parseJvmSizeMb } from './values.js';
import type { JvmSettings, SettingSource } from './types.js';

/** JVM options from one origin, in the order the JVM reads them (later wins). */
export interface JvmOptionSet {
  /** `JAVA_TOOL_OPTIONS`, `--jvm-options`… */
  origin: string;
  source: SettingSource;
  options: string;
}

const DEFAULT_MAX_RAM_PERCENTAGE = 25;
const DEFAULT_MIN_RAM_PERCENTAGE = 50;
const DEFAULT_INITIAL_RAM_PERCENTAGE = 1.5625;
/** HotSpot's built-in MaxHeapSize: ScaleForWordSize(96M) = 96 MiB x 13/10 on a 64-bit JVM. */
const BUILTIN_MAX_HEAP_MB = (96 * 13) / 10;
const SERVER_CLASS_MIN_MEMORY_MB = 1792;
const MIN_INITIAL_HEAP_MB = 8;

const GC_FLAGS: Record<string, string> = {
  UseG1GC: 'G1',
  UseParallelGC: 'Parallel',
  UseSerialGC: 'Serial',
  UseZGC: 'Z',
  UseShenandoahGC: 'Shenandoah',
  UseEpsilonGC: 'Epsilon',
};

/** The JVM settings and where each came from. */
export interface JvmResolution {
  jvm: JvmSettings;
  sources: Record<'jvm.xms' | 'jvm.xmx' | 'jvm.max-ram-percentage' | 'jvm.gc', SettingSource>;
}

interface Flag<T> {
  value: T;
  source: SettingSource;
}

function sizeFlag(text: string, option: string, origin: string): number {
  const mb = parseJvmSizeMb(text);
  if (mb === undefined) {
    throw new ConfigError(`${origin}: ${option} has an invalid size "${text}"`, {
      fix: `write a size such as ${option.startsWith('-XX') ? `${option}=1g` : `${option}1g`} or 1536m`,
    });
  }
  return mb;
}

function percentageFlag(text: string, option: string, origin: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 100) {
    throw new ConfigError(
      `${origin}: ${option} must be a percentage between 0 and 100 (got "${text}")`,
      {
        fix: `write e.g. ${option}=75.0`,
      },
    );
  }
  return value;
}

/** Resolves heap and GC from option sets (lowest precedence first) and the container's limits. */
export function resolveJvm(
  optionSets: readonly JvmOptionSet[],
  resources: { cpus?: number; memoryMb?: number },
): JvmResolution {
  let xmx: Flag<number> | undefined;
  let xms: Flag<number> | undefined;
  let maxRam: Flag<number> | undefined;
  let minRam: Flag<number> | undefined;
  let initialRam: Flag<number> | undefined;
  let gc: Flag<string> | undefined;

  for (const set of optionSets) {
    // Options are whitespace-separated; the JVM's own parser of JAVA_TOOL_OPTIONS does the same.
    for (const option of set.options.split(/\s+/).filter((part) => part.length > 0)) {
      const source = set.source;
      let match: RegExpExecArray | null;
      if ((match = /^-Xmx(.+)$/.exec(option)) || (match = /^-XX:MaxHeapSize=(.+)$/.exec(option))) {
        xmx = {
          value: sizeFlag(match[1] ?? '', option.replace(match[1] ?? '', ''), set.origin),
          source,
        };
      } else if (
        (match = /^-Xms(.+)$/.exec(option)) ||
        (match = /^-XX:InitialHeapSize=(.+)$/.exec(option))
      ) {
        xms = {
          value: sizeFlag(match[1] ?? '', option.replace(match[1] ?? '', ''), set.origin),
          source,
        };
      } else if ((match = /^-XX:MaxRAMPercentage=(.+)$/.exec(option))) {
        maxRam = {
          value: percentageFlag(match[1] ?? '', '-XX:MaxRAMPercentage', set.origin),
          source,
        };
      } else if ((match = /^-XX:MinRAMPercentage=(.+)$/.exec(option))) {
        minRam = {
          value: percentageFlag(match[1] ?? '', '-XX:MinRAMPercentage', set.origin),
          source,
        };
      } else if ((match = /^-XX:InitialRAMPercentage=(.+)$/.exec(option))) {
        initialRam = {
          value: percentageFlag(match[1] ?? '', '-XX:InitialRAMPercentage', set.origin),
          source,
        };
      } else if ((match = /^-XX:MaxRAMFraction=(\d+)$/.exec(option))) {
        // Deprecated since JDK 10 but still honoured: the heap is 1/N of memory.
        maxRam = { value: 100 / Math.max(1, Number(match[1])), source };
      } else if ((match = /^-XX:([+-])(Use\w+GC)$/.exec(option))) {
        const name = GC_FLAGS[match[2] ?? ''];
        if (name && match[1] === '+') gc = { value: name, source };
        else if (name && gc?.value === name) gc = undefined;
      }
    }
  }

  const memoryMb = resources.memoryMb;
  const maxRamPercentage = maxRam?.value ?? DEFAULT_MAX_RAM_PERCENTAGE;
  let xmxMb: number | null = xmx?.value ?? null;
  if (xmxMb === null && memoryMb !== undefined) {
    const reasonableMax = (memoryMb * maxRamPercentage) / 100;
    const reasonableMin = (memoryMb * (minRam?.value ?? DEFAULT_MIN_RAM_PERCENTAGE)) / 100;
    xmxMb =
      reasonableMin < BUILTIN_MAX_HEAP_MB
        ? reasonableMin
        : Math.max(reasonableMax, BUILTIN_MAX_HEAP_MB);
    // An explicit -Xms larger than the ergonomic maximum raises the maximum.
    if (xms !== undefined) xmxMb = Math.max(xmxMb, xms.value);
  }
  let xmsMb: number | null = xms?.value ?? null;
  if (xmsMb === null && memoryMb !== undefined) {
    // Measured: the initial heap never goes below 8 MiB, however small the container.
    xmsMb = Math.max(
      MIN_INITIAL_HEAP_MB,
      (memoryMb * (initialRam?.value ?? DEFAULT_INITIAL_RAM_PERCENTAGE)) / 100,
    );
    if (xmxMb !== null) xmsMb = Math.min(xmsMb, xmxMb);
  }

  const serverClass =
    (resources.cpus ?? 2) >= 2 &&
    (memoryMb ?? SERVER_CLASS_MIN_MEMORY_MB) >= SERVER_CLASS_MIN_MEMORY_MB;
  const round = (value: number | null): number | null =>
    value === null ? null : Math.round(value);

  return {
    jvm: {
      xmsMb: round(xmsMb),
      xmxMb: round(xmxMb),
      maxRamPercentage,
      gc: gc?.value ?? (serverClass ? 'G1' : 'Serial'),
    },
    sources: {
      'jvm.xms': xms?.source ?? 'default',
      // A heap derived from an explicit MaxRAMPercentage comes from where that was set.
      'jvm.xmx': xmx?.source ?? maxRam?.source ?? 'default',
      'jvm.max-ram-percentage': maxRam?.source ?? 'default',
      'jvm.gc': gc?.source ?? 'default',
    },
  };
}

/** The option sets an app container sees: JAVA_TOOL_OPTIONS, JDK_JAVA_OPTIONS, JAVA_OPTS, then the command line. */
export function jvmOptionSets(
  env: Record<string, string>,
  commandLine: string | undefined,
): JvmOptionSet[] {
  const sets: JvmOptionSet[] = [];
  // The JVM reads JAVA_TOOL_OPTIONS first and JDK_JAVA_OPTIONS next; JAVA_OPTS is the convention of
  // start scripts (and many images) that put it on the command line before the app's own options.
  for (const name of ['JAVA_TOOL_OPTIONS', 'JDK_JAVA_OPTIONS', 'JAVA_OPTS']) {
    const options = env[name];
    if (options) sets.push({ origin: name, source: 'env', options });
  }
  if (commandLine)
    sets.push({ origin: '--jvm-options', source: 'jvm-options', options: commandLine });
  return sets;
}
