// The schema of a saved result file (perf-gate-result.json), as parseResultFile checks it. The file
// may come from a pull request's job (the fork setup: `perf-gate publish` renders it with the base
// repository's token), so every field the markdown comment and the HTML report print is checked
// here: enums as enums, numbers as numbers, names as bounded single lines, free text as bounded
// text. The renderers escape all of it as well; this keeps a forged value from reaching them in a
// shape they do not expect. Fields no report prints are carried through untouched.
import { z } from 'zod';
import { WORK_METRICS } from '../config/work.js';

/** Longest name (scenario, endpoint, rule id, metric, key, path, tag) a result file may hold. */
export const MAX_NAME_CHARS = 4096;
/** Longest free text (a message, a note, an error with its log tail) a result file may hold. */
export const MAX_TEXT_CHARS = 256 * 1024;

// C0 and C1 controls (newlines included), DEL, the Unicode line and paragraph separators and the
// bidirectional overrides and isolates, which make a name read differently from what it is.
// eslint-disable-next-line no-control-regex -- control characters are what is refused here
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
// What markdown, HTML, a mention, a reference or a link needs, outside the gate's own code spans.
const NO_MARKUP = /^[^<>[\]@#|\\~&!$]*$/;

/** A name: one line, no control characters, at most MAX_NAME_CHARS. */
const name = z
  .string()
  .max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`)
  .regex(ONE_LINE, 'must be one line without control characters');
/** Free text: anything, at most MAX_TEXT_CHARS; the renderers escape it or show it as code. */
const text = z.string().max(MAX_TEXT_CHARS, `must be at most ${MAX_TEXT_CHARS} characters`);
/**
 * A note the gate writes in its own words and the comment shows as markdown (its code spans): one
 * line with no character that markdown or HTML could turn into markup, a mention or a link.
 */
const gateNote = name
  .regex(NO_MARKUP, 'must be plain text (no <, >, [, ], @, #, |, \\, ~, &, ! or $)')
  .refine((note) => !/:\/\/|www\./i.test(note), 'must be plain text (no link)');
/** A measured figure: a finite number, or null where the gate wrote NaN or Infinity. */
const measured = z.number().nullable();
const count = z.number().int().min(0);

const side = z.enum(['pr', 'base']);
const level = z.enum(['error', 'warning', 'notice']);
const comparisonStatus = z.enum(['regression', 'improvement', 'no-change', 'inconclusive']);
const interval = z.looseObject({
  lowPct: measured,
  highPct: measured,
  confidence: z.number(),
  method: text.optional(),
});

const latencySchema = z.looseObject({ p50: z.number(), p95: z.number(), p99: z.number() });
const requestSchema = z.looseObject({
  requests: z.number(),
  failed: z.number(),
  errorRate: z.number(),
  latency: latencySchema,
});
const windowSchema = z.looseObject({
  scenario: name,
  side,
  round: count,
  targetRate: z.number(),
  tps: z.number(),
  iterations: z.number(),
  droppedIterations: z.number(),
  http: requestSchema,
  endpoints: z.record(name, requestSchema),
  endpointNote: gateNote.optional(),
  mix: z.array(z.looseObject({ scenario: name, exec: name, share: z.number() })).optional(),
  generator: z.looseObject({ saturated: z.boolean(), reasons: z.array(text) }),
  proxy: z
    .looseObject({
      connections: z
        .looseObject({
          samples: count,
          activePeak: count,
          activeMean: z.number(),
          waitingPeak: count,
          writingPeak: count,
        })
        .optional(),
    })
    .optional(),
  instances: z
    .array(
      z.looseObject({
        label: name,
        container: z.string().regex(/^[0-9a-f]{1,64}$/, 'must be a container id'),
        requestsPerSec: z.number().optional(),
        cpuPercent: z.number().optional(),
        busyThreadsPeak: z.number().optional(),
        hikariActivePeak: z.number().optional(),
        hikariPendingPeak: z.number().optional(),
        heapUsedMbPeak: z.number().optional(),
        serverErrorsPerSec: z.number().optional(),
      }),
    )
    .max(8)
    .optional(),
});

const ruleSchema = z.looseObject({
  rule: name,
  metric: name,
  scenario: name.optional(),
  endpoint: name.optional(),
  expected: text,
  actual: text,
  passed: z.boolean(),
  level,
  message: text,
  inconclusive: z.boolean().optional(),
});
const findingSchema = z.looseObject({
  rule: name,
  level,
  message: text,
  keys: z.array(name).optional(),
  scenario: name.optional(),
  side: side.optional(),
  // null: a figure the gate wrote as NaN
  evidence: z.record(name, z.union([z.number(), text, z.null()])).optional(),
});
const comparisonSchema = z.looseObject({
  scenario: name,
  endpoint: name.optional(),
  metric: z.enum(['latency', 'p50', 'p95', 'p99', 'tps', 'errorRate', 'startupMs', 'memoryMb']),
  role: z.enum(['primary', 'endpoint', 'diagnostic']).optional(),
  familyWeight: z.number().min(0).max(1).optional(),
  familyAlpha: z.number().min(0).max(1).optional(),
  base: measured,
  pr: measured,
  changePct: measured,
  interval,
  tolerancePct: measured,
  mdePct: measured,
  pairs: count,
  status: comparisonStatus,
  changeUnit: z.enum(['percent', 'percentage-points']).optional(),
  message: text.optional(),
  speedAdjustment: z
    .looseObject({
      factor: z.number(),
      applied: z.boolean(),
      generatorChangePct: z.number(),
      unadjustedChangePct: z.number().optional(),
      reason: text.optional(),
    })
    .optional(),
  stealAdjustment: z
    .looseObject({
      factor: z.number(),
      applied: z.boolean(),
      stealDiffMeanPoints: z.number(),
      stealDiffMaxPoints: z.number(),
      unadjustedChangePct: z.number().optional(),
      reason: text.optional(),
    })
    .optional(),
});
const shiftSchema = z.looseObject({
  scenario: name,
  endpoint: name.optional(),
  pairs: count,
  changePct: measured,
  interval,
  tolerancePct: measured,
  status: comparisonStatus,
});
const workSchema = z.looseObject({
  comparisons: z.array(
    z.looseObject({
      scenario: name,
      endpoint: name.optional(),
      metric: z.enum(WORK_METRICS),
      base: z.number(),
      pr: z.number(),
      change: z.number(),
      // null: Infinity, a change from a base of 0
      changePct: measured,
      tolerance: z.union([z.number(), z.literal(false)]),
      pairs: count,
      status: z.enum(['regression', 'improvement', 'no-change', 'not-judged']),
      message: text,
    }),
  ),
  shapes: z.array(
    z.looseObject({
      shape: text,
      endpoint: name.optional(),
      base: z.number(),
      pr: z.number(),
      status: z.enum(['new', 'vanished', 'more', 'fewer']),
    }),
  ),
  notes: z.array(text).optional(),
});
const scenarioSchema = z.looseObject({
  name,
  script: name,
  targetRate: z.number(),
  warmupSec: measured,
  durationSec: measured,
  windows: z.array(windowSchema),
  rules: z.array(ruleSchema),
  comparisons: z.array(comparisonSchema),
  work: workSchema.optional(),
  shifts: z.array(shiftSchema).optional(),
  findings: z.array(findingSchema),
  verdict: z.enum(['pass', 'fail', 'inconclusive']),
});

// Settings and telemetry are checked as deep as the reports read them, so a hand-edited file fails
// here, naming the key, rather than in the middle of rendering.
const settingValue = z.union([z.number(), name, z.null()]);
const settingFields = z.record(name, settingValue);
const effectiveSettingsSchema = z.looseObject({
  tomcat: settingFields,
  datasources: z.array(z.looseObject({ prefix: name, hikari: settingFields })),
  jvm: settingFields,
  sources: z.record(name, name),
});
const settingsSchema = z.looseObject({
  pr: effectiveSettingsSchema.optional(),
  base: effectiveSettingsSchema.optional(),
  diff: z
    .array(z.looseObject({ key: name, before: settingValue, after: settingValue, source: name }))
    .optional(),
});
const seriesSchema = z.looseObject({ t: z.array(z.number()), values: z.array(z.number()) });
const telemetrySchema = z.looseObject({
  records: z.array(
    z.looseObject({
      label: z.looseObject({ scenario: name, side, round: count }),
      series: z.record(name, seriesSchema),
      facts: z.record(name, z.union([z.number(), text])),
      notes: z.array(
        z.looseObject({
          source: z.enum(['prometheus', 'actuator', 'container', 'k6', 'host', 'client']),
          message: text,
          fix: text.optional(),
        }),
      ),
    }),
  ),
});
const protocolSchema = z.looseObject({
  order: z.enum(['alternate', 'abba', 'random']),
  seed: z.number(),
  bootOrder: z.array(side),
  resets: count,
  resetsSkipped: count,
  pausedMs: z.partialRecord(side, z.number()).optional(),
  warmUps: z
    .array(z.looseObject({ side, scenario: name, steady: z.boolean(), durationMs: z.number() }))
    .optional(),
  sequential: z
    .looseObject({
      maxRounds: count,
      spending: z.enum(['obrien-fleming', 'pocock']),
      looks: z.array(
        z.looseObject({
          scenario: name,
          pairs: count,
          confidence: z.number(),
          stop: z.boolean(),
          reason: text,
        }),
      ),
    })
    .optional(),
});
const sideInfoSchema = z.looseObject({
  side,
  ref: name.optional(),
  sha: name.optional(),
  checkout: name,
});

// The first keys are those an empty or truncated file lacks first: its error names `runner`.
export const resultSchema = z.looseObject({
  schemaVersion: z.literal(1),
  verdict: z.enum(['pass', 'fail', 'inconclusive', 'error']),
  runner: z.looseObject({
    cpuModel: name,
    cores: z.number(),
    memoryMb: z.number(),
    os: name,
    nodeVersion: name,
    k6Version: name.optional(),
    dockerVersion: name.optional(),
  }),
  sides: z.looseObject({ pr: sideInfoSchema, base: sideInfoSchema.optional() }),
  scenarios: z.array(scenarioSchema),
  rules: z.array(ruleSchema),
  findings: z.array(findingSchema),
  settings: settingsSchema.optional(),
  telemetry: telemetrySchema.optional(),
  tool: z.looseObject({ name, version: name }),
  startedAt: name,
  finishedAt: name,
  // not printed, but publish sets the commit status from it
  exitCode: z.number().int(),
  protocol: protocolSchema.optional(),
  error: z
    .looseObject({
      kind: z.enum(['config', 'environment', 'gate']),
      message: text,
      fix: text.optional(),
      stage: name.optional(),
    })
    .optional(),
  policy: z
    .looseObject({
      source: side,
      reason: text.optional(),
      changes: z.array(z.looseObject({ key: name, base: text, pr: text })),
    })
    .optional(),
});
