import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  external_exports,
  parseDurationMs,
  parseFraction,
  unitField
} from "./chunk-RMTM664M.js";

// src/config/work-metrics.ts
var PROBE_STATEMENT_FLOOR = 0.5;
var APP_METRIC_MIN_REQUESTS = 200;
var STATEMENT_COUNT = { unit: "", floor: 0.02, app: false };
var STATEMENT_TOLERANCE = 0.05;
var REGISTRY = {
  statements: {
    label: "SQL statements",
    ...STATEMENT_COUNT,
    tolerance: STATEMENT_TOLERANCE,
    window: (work) => work.database?.statementsPerRequest,
    endpoint: { read: (e) => e.statementsPerRequest, floor: PROBE_STATEMENT_FLOOR }
  },
  selects: { label: "SELECTs", ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: "select" },
  inserts: { label: "INSERTs", ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: "insert" },
  updates: { label: "UPDATEs", ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: "update" },
  deletes: { label: "DELETEs", ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: "delete" },
  "rows-examined": {
    label: "rows examined",
    unit: "",
    floor: 0.5,
    // Rows examined move with the data a request hits.
    tolerance: 0.1,
    app: false,
    window: (work) => work.database?.rowsExaminedPerRequest,
    // From the statement history, absent when the server's could not be read.
    endpoint: { read: (e) => e.rowsExaminedPerRequest }
  },
  cpu: {
    label: "app CPU",
    unit: "ms",
    floor: 0.01,
    // The container's CPU spreads too far to judge by default: the JIT compiles in one window and
    // not the next, and A/A pairs moved up to 25 % per gate. Reported, not judged.
    tolerance: false,
    app: true,
    window: (work) => work.app?.cpuMsPerRequest
  },
  "thread-cpu": {
    label: "Java threads CPU",
    unit: "ms",
    floor: 0.01,
    // Fitted out of sample: twice the largest A/A change of 35 gates on two runner classes
    // (7.8 %), rounded up to a multiple of 5 %, then judged on 25 other A/A gates (0 false alarms)
    // and 28 gates with a CPU cost injected.
    tolerance: 0.2,
    app: true,
    window: (work) => work.app?.threadCpuMsPerRequest,
    endpoint: {
      read: (e) => e.threadCpuMsPerRequest,
      // The probe's CPU per endpoint is reported, not judged: one VU's 20 requests of an
      // endpoint, a millisecond or two each, moved by up to 35 % between the sides of an A/A gate
      // and by 48 % where only the allocation changed (bench/README.md, "Bytes allocated,
      // injected"); the timed windows judge the CPU.
      reportedOnly: true
    }
  },
  allocated: {
    label: "bytes allocated",
    unit: "B",
    floor: 1024,
    // Fitted like thread-cpu: twice the largest A/A change of the same 35 gates (4.9 %), rounded
    // up to a multiple of 5 %, then judged on the same other gates.
    tolerance: 0.1,
    app: true,
    window: (work) => work.app?.allocatedBytesPerRequest,
    // The probe's bytes per endpoint held within 1.4 % in the same A/A gates: judged.
    endpoint: { read: (e) => e.allocatedBytesPerRequest }
  },
  gc: {
    label: "GC pause",
    unit: "ms",
    floor: 0.01,
    // GC pauses spread too far to judge by default: a pause or two per window, and A/A pairs
    // moved up to 78 % per gate. Reported, not judged.
    tolerance: false,
    app: true,
    window: (work) => work.app?.gcMsPerRequest
  }
};
var WORK_METRIC_REGISTRY = REGISTRY;
var WORK_METRICS = Object.keys(REGISTRY);
function kindMetricInWindow(work, kind) {
  const database = work.database;
  return database && !(database.unshapedPerRequest > 0) ? database.kindsPerRequest[kind] : void 0;
}
function kindMetricPerEndpoint(kind) {
  return { read: (e) => e.kindsPerRequest[kind], floor: PROBE_STATEMENT_FLOOR, omitZero: true };
}
function workMetricOf(work, metric) {
  if (!work) return void 0;
  const entry = WORK_METRIC_REGISTRY[metric];
  return entry.kind === void 0 ? entry.window(work) : kindMetricInWindow(work, entry.kind);
}
function endpointFigureOf(metric) {
  const entry = WORK_METRIC_REGISTRY[metric];
  return entry.kind === void 0 ? entry.endpoint : kindMetricPerEndpoint(entry.kind);
}

// src/format/shown.ts
var SHOWN_VALUE_CHARS = 80;
function oneLine(text, max) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
function shownValue(value) {
  if (typeof value === "string") return JSON.stringify(oneLine(value, SHOWN_VALUE_CHARS));
  return oneLine(JSON.stringify(value) ?? String(value), SHOWN_VALUE_CHARS);
}

// src/files/bounded-read.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
var FIRST_CHUNK = 64 * 1024;
function readAtMost(file, limit, tooLarge) {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    if (size > limit) throw tooLarge({ bytes: size, atLeast: false });
    let buffer = Buffer.alloc(Math.min(limit, size > 0 ? size : FIRST_CHUNK) + 1);
    let length = 0;
    for (; ; ) {
      if (length === buffer.length) {
        const grown = Buffer.alloc(Math.min(limit + 1, buffer.length * 2));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) throw tooLarge({ bytes: length, atLeast: true });
    }
    return buffer.subarray(0, length).toString("utf8");
  } finally {
    closeSync(fd);
  }
}
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KiB"] : bytes < 1024 ** 3 ? [bytes / 1024 / 1024, "MiB"] : [bytes / 1024 ** 3, "GiB"];
  return `${Number(value.toFixed(1))} ${unit}`;
}

// src/config/work.ts
var toleranceOrOff = external_exports.union([external_exports.literal(false), external_exports.string(), external_exports.number()]).transform((v, ctx) => {
  if (v === false) return false;
  const fraction = parseFraction(v);
  if (fraction === void 0) {
    ctx.addIssue({ code: "custom", message: 'must be a percentage like "5%", or false (off)' });
    return external_exports.NEVER;
  }
  return fraction;
});
var idleDuration = unitField(parseDurationMs, 'must be a duration like "2s", or 0 (off)');
var workConfigSchema = external_exports.strictObject({
  /** false: no counters are read at all */
  enabled: external_exports.boolean().optional(),
  /** how long each side's idle app is watched with no load, for its own background statements */
  idle: idleDuration.optional(),
  /** iterations of the per-endpoint probe each side runs after the timed windows; 0: no probe */
  probe: external_exports.number().int().min(0).optional(),
  /** the seed of k6's Math.random, the same for every window of both sides */
  seed: external_exports.number().int().min(0).optional(),
  tolerance: external_exports.strictObject(
    Object.fromEntries(WORK_METRICS.map((m) => [m, toleranceOrOff.optional()]))
  ).optional()
});
var WORK_DEFAULTS = {
  enabled: true,
  idleMs: 2e3,
  probeIterations: 20,
  seed: 1,
  tolerance: Object.fromEntries(
    WORK_METRICS.map((m) => [m, WORK_METRIC_REGISTRY[m].tolerance])
  )
};
function toWorkConfig(input) {
  const tolerance = { ...WORK_DEFAULTS.tolerance };
  for (const metric of WORK_METRICS) {
    const value = input?.tolerance?.[metric];
    if (value !== void 0) tolerance[metric] = value;
  }
  return {
    enabled: input?.enabled ?? WORK_DEFAULTS.enabled,
    idleMs: input?.idle ?? WORK_DEFAULTS.idleMs,
    probeIterations: input?.probe ?? WORK_DEFAULTS.probeIterations,
    seed: input?.seed ?? WORK_DEFAULTS.seed,
    tolerance
  };
}

export {
  PROBE_STATEMENT_FLOOR,
  APP_METRIC_MIN_REQUESTS,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  workMetricOf,
  endpointFigureOf,
  SHOWN_VALUE_CHARS,
  oneLine,
  shownValue,
  readAtMost,
  formatBytes,
  workConfigSchema,
  toWorkConfig
};
