import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  toWorkConfig,
  workConfigSchema
} from "./chunk-NBSOJKSS.js";
import {
  ConfigError,
  LIMITS,
  baseRefFlag,
  duration,
  durationFlag,
  external_exports,
  fraction,
  fractionFlag,
  memory,
  onOffFlag,
  pairs,
  positive,
  positiveFlag,
  positiveInt,
  rate,
  rounds,
  roundsFlag,
  stringList,
  stringMap,
  toggle,
  value,
  vus
} from "./chunk-STJUJNGS.js";

// src/config/schema.ts
import { randomBytes } from "node:crypto";

// src/build/java-version.ts
var LTS_JAVA = [17, 21, 25];
var JAVA_PLACEHOLDER = "{java}";
var DEFAULT_APP_IMAGE = `eclipse-temurin:${JAVA_PLACEHOLDER}-jre`;
function parseManifest(text) {
  const attributes = {};
  let last;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith(" ") && last) {
      attributes[last] += line.slice(1);
      continue;
    }
    const separator = line.indexOf(":");
    if (separator <= 0) continue;
    last = line.slice(0, separator).trim();
    attributes[last] = line.slice(separator + 1).trim();
  }
  return attributes;
}
function mainClassEntries(manifest) {
  const out = [];
  const start = manifest["Start-Class"];
  if (start) {
    const path = `${start.replace(/\./g, "/")}.class`;
    out.push({ mainClass: start, entries: [`BOOT-INF/classes/${path}`, path] });
  }
  const main = manifest["Main-Class"];
  if (main && !main.startsWith("org.springframework.boot.loader.")) {
    out.push({ mainClass: main, entries: [`${main.replace(/\./g, "/")}.class`] });
  }
  return out;
}
function classFileMajor(header) {
  if (header.length < 8) return void 0;
  const magic = (header[0] << 24 | header[1] << 16 | header[2] << 8 | header[3]) >>> 0;
  if (magic !== 3405691582) return void 0;
  return header[6] << 8 | header[7];
}
function javaForClassFile(major) {
  return major >= 49 ? major - 44 : 1;
}
function runtimeJavaFor(java) {
  return LTS_JAVA.find((lts) => lts >= java) ?? java;
}
function imageJavaVersion(image) {
  const tag = /:([^/:@]+)(?:@.*)?$/.exec(image)?.[1];
  if (!tag) return void 0;
  const match = /^(\d{1,2})(?:[._-]|$)/.exec(tag) ?? /(?:^|[-_])(?:jdk|jre|java)-?(\d{1,2})\b/.exec(tag);
  const version = match ? Number(match[1]) : void 0;
  return version !== void 0 && version >= 8 ? version : void 0;
}
function appImageFor(configured, jar) {
  const java = jar.java;
  if (configured.includes(JAVA_PLACEHOLDER)) {
    return configured.replaceAll(JAVA_PLACEHOLDER, String(runtimeJavaFor(java?.java ?? 17)));
  }
  const announced = imageJavaVersion(configured);
  if (java && announced !== void 0 && announced < java.java) {
    throw new ConfigError(
      `app.image ${configured} runs Java ${announced}, but ${jar.path} needs Java ${java.java} (${java.mainClass} has class-file version ${java.classFileMajor}); the JVM would refuse it with UnsupportedClassVersionError.`,
      {
        fix: `Set app.image to a Java ${runtimeJavaFor(java.java)} JRE (e.g. eclipse-temurin:${runtimeJavaFor(java.java)}-jre), or remove app.image so perf-gate picks it from the jar (${DEFAULT_APP_IMAGE}).`
      }
    );
  }
  return configured;
}
function unsupportedClassVersionError(lines, image) {
  for (const line of lines) {
    if (!line.includes("UnsupportedClassVersionError")) continue;
    const needs = /class file version (\d+)(?:\.\d+)?\)/.exec(line)?.[1];
    const has = /up to (\d+)(?:\.\d+)?/.exec(line)?.[1];
    const needsJava = needs ? javaForClassFile(Number(needs)) : void 0;
    const hasJava = has ? javaForClassFile(Number(has)) : void 0;
    const target = needsJava ? runtimeJavaFor(needsJava) : void 0;
    return new ConfigError(
      `The app's jar needs ${needsJava ? `Java ${needsJava}` : "a newer Java"}, but the image ${image} runs ${hasJava ? `Java ${hasJava}` : "an older one"} (UnsupportedClassVersionError at startup).`,
      {
        fix: target ? `Set app.image to a Java ${target} JRE (e.g. eclipse-temurin:${target}-jre), or remove app.image so perf-gate picks it from the jar.` : "Set app.image to a JRE at least as new as the JDK the jar was built with."
      }
    );
  }
  return void 0;
}

// src/config/requests.ts
var REQUESTS_SCENARIO = "requests";
var REQUESTS_ENV = "PERF_GATE_REQUESTS";
var METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
var paramValue = external_exports.union([
  external_exports.string(),
  external_exports.number(),
  external_exports.array(external_exports.union([external_exports.string(), external_exports.number()])).min(1, "must list at least one value")
]);
var requestSchema = external_exports.strictObject({
  /** the endpoint's name in the report (k6's `name` tag); default "METHOD /path" */
  name: external_exports.string().min(1).optional(),
  method: external_exports.string().transform((value2) => value2.toUpperCase()).pipe(external_exports.enum(METHODS, { error: `must be one of ${METHODS.join(", ")}` })).optional(),
  path: external_exports.string({ error: "must be a path like /api/items/{id}" }).regex(/^\//, `must start with "/" (it is appended to the app's URL and context path)`),
  weight: external_exports.number().positive("must be a positive number").optional(),
  /** values for {placeholders}: "1..2000" (a random whole number), a list, or one value */
  params: external_exports.record(external_exports.string().regex(/^\w+$/, 'must be letters, digits or "_"'), paramValue).optional(),
  headers: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number()]).transform(String)).optional(),
  /** a string sent as it is, or an object sent as JSON */
  body: external_exports.union([external_exports.string(), external_exports.record(external_exports.string(), external_exports.unknown()), external_exports.array(external_exports.unknown())]).optional(),
  /** the expected status; default any 2xx or 3xx */
  status: external_exports.number().int().min(100).max(599).optional()
}).superRefine((request, ctx) => {
  const used = new Set(
    [request.path, JSON.stringify(request.body ?? ""), JSON.stringify(request.headers ?? {})].join(" ").match(/\{(\w+)\}/g)?.map((token) => token.slice(1, -1))
  );
  for (const name of used) {
    if (!(name in (request.params ?? {}))) {
      ctx.addIssue({
        code: "custom",
        path: ["params"],
        message: `has no value for {${name}} (add e.g. params: { ${name}: 1..100 })`
      });
    }
  }
});
function toRequestSpecs(requests) {
  return requests.map((request) => {
    const method = request.method ?? "GET";
    return {
      name: request.name ?? `${method} ${request.path.split("?")[0]}`,
      method,
      path: request.path,
      weight: request.weight ?? 1,
      params: request.params ?? {},
      headers: request.headers ?? {},
      ...request.body === void 0 ? {} : { body: request.body },
      ...request.status === void 0 ? {} : { status: request.status }
    };
  });
}

// src/config/server-variables.ts
var SERVER_GROUPS = /* @__PURE__ */ new Set(["mysqld", "server", "mysqld-8.4", "mariadb", "mariadbd"]);
var OWNED = /^(?:port|bind_address|skip_networking|socket|datadir|basedir|tmpdir|user|pid_file|log_error|general_log_file|slow_query_log_file|log_bin(?:_index)?|relay_log.*|lc_messages_dir|plugin_dir|plugin_load(?:_add)?|init_file|secure_file_priv|ssl_.*|tls_.*|performance_schema.*|server_id|character_sets_dir|admin_address|mysqlx.*)$/;
var NAME = /^[a-z][a-z0-9_]{0,63}$/;
var VALUE = /^[\w.,:+\-/]{0,200}$/;
function variableName(name) {
  return name.trim().toLowerCase().replace(/-/g, "_");
}
function checked(name, value2, source) {
  if (!NAME.test(name)) {
    throw new ConfigError(
      `${source}: "${name.slice(0, 64)}" is not a MySQL server variable name.`,
      { fix: "Write server variables as name = value, e.g. max_connections = 60." }
    );
  }
  if (!VALUE.test(value2)) {
    throw new ConfigError(
      `${source}: the value of ${name} (${JSON.stringify(value2.slice(0, 40))}) has characters a server variable does not take.`,
      {
        fix: "Give a number (60, 256M), a word (ON) or a comma list without spaces or quotes."
      }
    );
  }
  return { value: value2, source };
}
function add(into, rawName, value2, source) {
  const name = variableName(rawName);
  if (OWNED.test(name)) {
    if (!into.skipped.includes(name)) into.skipped.push(name);
    return;
  }
  into.variables[name] = checked(name, value2, source);
}
function variablesFromConfig(written, source) {
  const out = { variables: {}, skipped: [] };
  for (const [name, value2] of Object.entries(written)) {
    const text = typeof value2 === "boolean" ? value2 ? "ON" : "OFF" : String(value2);
    add(out, name, text, `${source} (database.server.${name})`);
  }
  return out;
}
function variablesFromMyCnf(text, file) {
  const out = { variables: {}, skipped: [] };
  let inServer = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) return;
    const group = /^\[([^\]]+)\]$/.exec(line);
    if (group) {
      inServer = SERVER_GROUPS.has(group[1].trim().toLowerCase());
      return;
    }
    if (!inServer || line.startsWith("!")) return;
    const source = `${file}:${index + 1}`;
    const match = /^([^=]+?)\s*(?:=\s*(.*))?$/.exec(line);
    if (!match) return;
    let value2 = (match[2] ?? "ON").replace(/\s+#.*$/, "").trim();
    if (/^(["']).*\1$/.test(value2)) value2 = value2.slice(1, -1);
    add(out, match[1].replace(/^(?:loose|enable)[-_]/i, ""), value2, source);
  });
  return out;
}
function serverArguments(server) {
  return Object.entries(server?.variables ?? {}).map(([name, { value: value2 }]) => `--${name}=${value2}`);
}
function numericVariable(server, name) {
  const value2 = server?.variables[name]?.value;
  const match = value2 === void 0 ? null : /^(\d+)([KMG]?)$/i.exec(value2);
  if (!match) return void 0;
  const unit = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[match[2].toUpperCase()] ?? 1;
  return Number(match[1]) * unit;
}

// src/config/sequential.ts
var spendingSchema = external_exports.enum(["obrien-fleming", "pocock"]);
var DEFAULT_MAX_ROUNDS = 10;
function checkMaxRounds(compare, ctx, defaultRounds) {
  const maxRounds = compare["max-rounds"];
  if (maxRounds === void 0) return;
  const rounds2 = compare.rounds ?? defaultRounds;
  if (maxRounds < rounds2) {
    ctx.addIssue({
      code: "custom",
      path: ["max-rounds"],
      message: `must be at least compare.rounds (${rounds2}): rounds is the first look, max-rounds the cap`
    });
  } else if (maxRounds > rounds2 && rounds2 < 2) {
    ctx.addIssue({
      code: "custom",
      path: ["rounds"],
      message: "must be at least 2 with max-rounds: the first look needs two pairs for an interval"
    });
  }
}
function toSequentialConfig(rounds2, maxRounds, spending, defaultRounds) {
  if (rounds2 === void 0 && maxRounds === void 0 && defaultRounds < DEFAULT_MAX_ROUNDS)
    return { maxRounds: DEFAULT_MAX_ROUNDS, spending: spending ?? "obrien-fleming" };
  const first = rounds2 ?? defaultRounds;
  if (maxRounds === void 0 || maxRounds <= first) return void 0;
  return { maxRounds, spending: spending ?? "obrien-fleming" };
}
function sequentialDesign(compare) {
  const { sequential } = compare;
  if (!sequential || sequential.maxRounds <= compare.rounds) return void 0;
  return {
    firstLook: compare.rounds,
    maxPairs: sequential.maxRounds,
    spending: sequential.spending,
    confidence: compare.confidence
  };
}

// src/config/windows.ts
var GATE_WINDOWS = {
  warmupMs: 3e3,
  minDurationMs: 5e3,
  iterations: 150,
  /** below 5 iterations/s the window holds fewer: ten rounds of both sides stay near 11 minutes */
  maxDurationMs: 3e4
};
var RELEASE_WINDOWS = { warmupMs: 1e4, durationMs: 2e4 };
function defaultWindows(rate2, written) {
  const fullWindowMs = Math.ceil(GATE_WINDOWS.iterations / rate2) * 1e3;
  return {
    warmupMs: written.warmupMs ?? GATE_WINDOWS.warmupMs,
    durationMs: written.durationMs ?? Math.min(GATE_WINDOWS.maxDurationMs, Math.max(GATE_WINDOWS.minDurationMs, fullWindowMs)),
    release: {
      warmupMs: written.warmupMs ?? RELEASE_WINDOWS.warmupMs,
      durationMs: written.durationMs ?? RELEASE_WINDOWS.durationMs
    }
  };
}

// src/config/runners.ts
var speedAdjustmentField = external_exports.number({ error: "must be a number from 0 (off) to 3, e.g. 0.8" }).min(0, "must be a number from 0 (off) to 3, e.g. 0.8").max(3, "must be a number from 0 (off) to 3, e.g. 0.8");
var stealAdjustmentField = external_exports.number({ error: "must be a number from 0 (off) to 0.5, e.g. 0.057" }).min(0, "must be a number from 0 (off) to 0.5, e.g. 0.057").max(0.5, "must be a number from 0 (off) to 0.5, e.g. 0.057");
var runnersSchema = external_exports.array(
  external_exports.strictObject({
    /** a part of the CPU model (the result's runner.cpuModel), case-insensitive */
    cpu: external_exports.string({ error: 'must be a part of the CPU model, e.g. "EPYC" or "Xeon"' }).min(1),
    cores: positiveInt.optional(),
    "instance-noise": fraction.optional(),
    "speed-adjustment": speedAdjustmentField.optional(),
    "steal-adjustment": stealAdjustmentField.optional()
  }).refine(
    (r) => r["instance-noise"] !== void 0 || r["speed-adjustment"] !== void 0 || r["steal-adjustment"] !== void 0,
    {
      message: "must set instance-noise, speed-adjustment or steal-adjustment (or several): the values `perf-gate noise` printed for that runner class, or a steal factor fitted on its gates"
    }
  ),
  { error: "must be a list of runner classes: - { cpu: EPYC, instance-noise: 1.5% }" }
).optional();
function toRunners(input) {
  return (input ?? []).map((r) => ({
    cpu: r.cpu,
    ...r.cores === void 0 ? {} : { cores: r.cores },
    ...r["instance-noise"] === void 0 ? {} : { instanceNoise: r["instance-noise"] },
    ...r["speed-adjustment"] === void 0 ? {} : { speedAdjustment: r["speed-adjustment"] },
    ...r["steal-adjustment"] === void 0 ? {} : { stealAdjustment: r["steal-adjustment"] }
  }));
}
function noiseSource(config) {
  const matched = matchedRunner(config);
  return matched ? `compare.runners[${matched.index}], cpu "${matched.entry.cpu}"` : void 0;
}
function matchedRunner(config) {
  const index = config.compare.runnerMatched;
  const entry = index === void 0 ? void 0 : config.compare.runners?.[index];
  return index === void 0 || !entry ? void 0 : { index, entry };
}
function noiseModelLine(config, machine) {
  const on = `${machine.cpuModel} (${machine.cores} cores)`;
  const matched = matchedRunner(config);
  if (!matched) {
    return (config.compare.runners ?? []).length === 0 ? void 0 : `noise model: no compare.runners entry matches ${on}; compare.instance-noise, speed-adjustment and steal-adjustment apply`;
  }
  const { index, entry } = matched;
  const cores = entry.cores === void 0 ? "" : `, ${entry.cores} cores`;
  const noise = Number((config.compare.instanceNoise * 100).toFixed(1));
  return `noise model for ${on}: compare.runners[${index}] (cpu "${entry.cpu}"${cores}), instance-noise ${noise} %, speed-adjustment ${config.compare.speedAdjustment ?? 0}, steal-adjustment ${config.compare.stealAdjustment ?? 0}`;
}
function withMachineNoise(config, machine) {
  const runners = config.compare.runners ?? [];
  const model = machine.cpuModel.toLowerCase();
  const index = runners.findIndex(
    (r) => model.includes(r.cpu.toLowerCase()) && (r.cores === void 0 || r.cores === machine.cores)
  );
  const entry = runners[index];
  if (!entry) return config;
  return {
    ...config,
    compare: {
      ...config.compare,
      instanceNoise: entry.instanceNoise ?? config.compare.instanceNoise,
      speedAdjustment: entry.speedAdjustment ?? config.compare.speedAdjustment,
      stealAdjustment: entry.stealAdjustment ?? config.compare.stealAdjustment,
      runnerMatched: index
    }
  };
}

// src/config/schema.ts
var resources = external_exports.strictObject({ cpus: positive.optional(), memory: memory.optional() });
var ulimit = external_exports.union([
  external_exports.number().int().positive(),
  external_exports.strictObject({ soft: external_exports.number().int().positive(), hard: external_exports.number().int().positive() })
]);
var ulimits = external_exports.strictObject({ nofile: ulimit.optional(), nproc: ulimit.optional() });
var endpointBudget = external_exports.strictObject({
  p95: duration.optional(),
  p99: duration.optional(),
  errors: fraction.optional()
});
var budget = endpointBudget.extend({
  tps: positive.optional(),
  endpoints: external_exports.record(external_exports.string(), endpointBudget).optional()
});
var scenario = external_exports.strictObject({
  name: external_exports.string({ error: "must be a name" }).regex(
    /^[A-Za-z0-9][\w.-]*$/,
    'must be letters, digits, "-", "_" or "." (it names files and tags)'
  ),
  script: external_exports.string({ error: "must be a path to a k6 script or a bundled scenario name" }).optional(),
  /** the load as a list of requests (sent by the bundled scenarios/requests.js), instead of a script */
  requests: external_exports.array(requestSchema).min(1, "must list at least one request").optional(),
  rate,
  warmup: duration.optional(),
  duration: duration.optional(),
  "pre-allocated-vus": vus.optional(),
  "max-vus": vus.optional(),
  /** "gate": perf-gate sets a constant-arrival-rate executor; "script": the script's own scenarios */
  executor: external_exports.enum(["gate", "script"]).optional(),
  /** weights of the script's own k6 scenarios (by name) under executor "gate" */
  mix: external_exports.record(
    external_exports.string(),
    external_exports.number({ error: "must be a number (a relative weight)" }).min(0, "must be 0 or more")
  ).optional(),
  env: stringMap.optional(),
  budget: budget.optional()
}).superRefine((value2, ctx) => {
  if (value2.script === void 0 === (value2.requests === void 0)) {
    ctx.addIssue({
      code: "custom",
      path: value2.script === void 0 ? ["script"] : ["requests"],
      message: value2.script === void 0 ? "is missing: give a k6 script, or list the requests to send under requests" : "cannot be given with script: use one or the other"
    });
  }
  if (value2.mix !== void 0 && value2.executor === "script") {
    ctx.addIssue({
      code: "custom",
      path: ["mix"],
      message: "applies only with executor: gate (with executor: script the script's own scenarios set their rates): remove mix or the executor line"
    });
  }
});
var tolerance = external_exports.strictObject({
  /** the geometric mean of all requests' latencies */
  latency: fraction.optional(),
  p95: fraction.optional(),
  p99: fraction.optional(),
  tps: fraction.optional(),
  errors: fraction.optional()
});
var configFileSchema = external_exports.strictObject({
  app: external_exports.strictObject({
    directory: external_exports.string().optional(),
    build: external_exports.union([external_exports.string(), external_exports.null()]).optional(),
    jar: external_exports.string().optional(),
    image: external_exports.string().optional(),
    "build-image": external_exports.string().optional(),
    profiles: stringList.optional(),
    "context-path": external_exports.string().optional(),
    health: external_exports.string().optional(),
    "management-base-path": external_exports.string().optional(),
    "jvm-options": stringList.optional(),
    env: stringMap.optional(),
    resources: resources.optional(),
    ulimits: ulimits.optional(),
    instances: external_exports.number().int().min(1).max(8).optional(),
    "startup-timeout": duration.optional()
  }).optional(),
  database: external_exports.strictObject({
    image: external_exports.string().optional(),
    name: external_exports.string().regex(/^\w+$/, 'must be letters, digits and "_"').optional(),
    user: external_exports.string().optional(),
    password: external_exports.string().optional(),
    init: stringList.optional(),
    "init-after-boot": stringList.optional(),
    variables: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number()])).optional(),
    "server-args": stringList.optional(),
    server: external_exports.union([external_exports.string(), external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean()]))]).optional(),
    resources: resources.optional(),
    ulimits: ulimits.optional(),
    "startup-timeout": duration.optional(),
    "init-timeout": duration.optional()
  }).optional(),
  services: external_exports.strictObject({
    redis: external_exports.strictObject({ image: external_exports.string().optional() }).optional(),
    // Named so the refusal can say they are not supported yet (src/files/config-file.ts).
    kafka: external_exports.unknown().optional(),
    postgresql: external_exports.unknown().optional(),
    mongodb: external_exports.unknown().optional()
  }).optional(),
  proxy: external_exports.strictObject({
    config: external_exports.string(),
    image: external_exports.string().optional(),
    ulimits: ulimits.optional()
  }).optional(),
  load: external_exports.strictObject({
    k6: external_exports.string().optional(),
    image: external_exports.string().optional(),
    "pre-allocated-vus": vus.optional(),
    "max-vus": vus.optional()
  }).optional(),
  scenarios: external_exports.array(scenario).min(1, "must list at least one scenario"),
  warmup: external_exports.strictObject({
    steady: external_exports.boolean().optional(),
    /** after a boot: drive at a raised rate this long, so the JIT compiles the hot paths */
    boot: duration.optional(),
    /** how many times the scenario's rate the boot warm-up reaches (ramped 1/4, 1/2, all) */
    "boot-rate": external_exports.number({ error: "must be a number: how many times the scenario rate, e.g. 4" }).min(1, "must be at least 1 (1 = the scenario rate)").max(20, "must be at most 20").optional(),
    step: duration.optional(),
    windows: positiveInt.optional(),
    tolerance: fraction.optional(),
    /** the largest share of a short window the JIT may spend compiling */
    jit: fraction.optional(),
    max: duration.optional()
  }).optional(),
  compare: external_exports.strictObject({
    base: external_exports.string().optional(),
    rounds: rounds.optional(),
    /** sequential stopping: more rounds, up to this cap, while the comparison is undecided */
    "max-rounds": rounds.optional(),
    spending: spendingSchema.optional(),
    order: external_exports.enum(["alternate", "abba", "random"]).optional(),
    seed: external_exports.number({ error: "must be a whole number from 0 to 4294967295" }).int("must be a whole number from 0 to 4294967295").min(0, "must be a whole number from 0 to 4294967295").max(4294967295, "must be a whole number from 0 to 4294967295").optional(),
    "reuse-app": external_exports.boolean().optional(),
    "pause-idle": external_exports.boolean().optional(),
    "instance-noise": fraction.optional(),
    /** share of k6's CPU-per-request change taken out of the latency change; 0: off */
    "speed-adjustment": speedAdjustmentField.optional(),
    /** share of a pair's PR − base host steal (points) taken out of its latency change; 0: off */
    "steal-adjustment": stealAdjustmentField.optional(),
    /** those values per runner class, matched on the CPU model (src/config/runners.ts) */
    runners: runnersSchema,
    /** the comparisons that decide the verdict; the others are diagnostics */
    primary: external_exports.array(external_exports.enum(["latency", "p50", "p95", "p99", "tps", "errors"]), {
      error: "must be a list of latency, p50, p95, p99, tps, errors"
    }).min(1, "must name at least one of latency, p50, p95, p99, tps, errors").optional(),
    /** each endpoint's geometric-mean latency can fail the gate (src/analysis/family.ts) */
    endpoints: external_exports.boolean().optional(),
    tolerance: tolerance.optional(),
    confidence: external_exports.number().gt(0.5).lt(1).optional(),
    work: workConfigSchema.optional()
  }).superRefine((compare, ctx) => checkMaxRounds(compare, ctx, DEFAULTS.rounds)).optional(),
  gate: external_exports.strictObject({
    "fail-on-inconclusive": external_exports.boolean().optional(),
    "fail-on-findings": external_exports.boolean().optional(),
    "script-thresholds": external_exports.enum(["fail", "warn", "ignore"]).optional(),
    "comment-id": external_exports.string().optional()
  }).optional()
});
var DEFAULTS = {
  /** `{java}`: the LTS release the jar's main class needs (17 or 21 …), src/build/java-version.ts */
  appImage: DEFAULT_APP_IMAGE,
  /** the build sandbox's image; {java} from the build file (src/build/build-image.ts) */
  buildImage: "maven:3.9-eclipse-temurin-{java}",
  /** the image k6 runs in when sandboxed: Grafana's, at the release src/load/k6-version.ts names */
  k6Image: "grafana/k6:1.8.1",
  databaseImage: "mysql:8.4",
  proxyImage: "nginx:stable",
  redisImage: "redis:7",
  health: "/actuator/health",
  resources: { cpus: 2, memoryMb: 2048 },
  // A scenario's windows when perf-gate.yml sets none: src/config/windows.ts.
  // Steady-state warm-up (src/lab/steady.ts): chosen from the cold-start curves in
  // bench/README.md, not yet calibrated out of sample (see docs/configuration.md).
  // After a boot: about 20,000 requests for the example before the first window, the invocation
  // counts at which HotSpot's C2 compiles a request path (bench/README.md, "Warm-up").
  warmupBootMs: 2e4,
  warmupBootRate: 4,
  warmupStepMs: 5e3,
  warmupWindows: 3,
  warmupTolerance: 0.15,
  warmupJitShare: 0.1,
  warmupMaxMs: 6e4,
  rounds: 5,
  /**
   * σ_u of the geometric-mean latency on the project's runner. Fitted on the 31 A/A gates of cal5
   * and cal6 (bench/latency-noise.mjs, bench/README.md): 0 on each set, the gates' means spreading
   * no more than their pairs explain (2.9 % against 3.0 %); about 2 % is the one-sided 95 % upper
   * bound. 1.5 % kept every one of those 31 intervals around 0 (0 %: 27 of 31). With the runner's
   * speed taken out (speedAdjustment), `perf-gate noise` on cal5's 14 A/A gates alone suggests
   * 1.5 % again (80 % bound): both values then come from cal5 and are judged on cal6 and cal7.
   */
  instanceNoise: 0.015,
  /**
   * Off: k6's CPU per request moves with the regression under test (+1.9 % over 16 gates at +20 %,
   * +5.1 % in cal7), so taking 0.8 of it out of each pair took about 4 points off real
   * regressions. Without it, replayed on cal6 and cal7 with the family that decides (5 → 10 rounds,
   * σ_u 1.5 %): A/A 29 of 33 pass, 0 fail; +20 % 10 of 11 fail (bench/README.md, "The runner's
   * speed, off by default"). A team whose runner's speed is shown unbiased sets it per runner class.
   */
  speedAdjustment: 0,
  /**
   * On: ln(latency PR/base) loses 0.057 × the pair's PR − base mean host steal, in percentage
   * points (src/analysis/steal.ts). The within-gate slope over the 125 earlier of 180 recorded
   * gates (934 pairs); on the 55 later gates it took the median pairs' spread within a gate from
   * 11.3 % to 9.3 % (A/A re-judged: 31 of 37 pass, 0 fail; without it 26, 0). The steal does not move with a regression: −0.037 points PR − base over 26
   * gates at +20 %, −0.023 over 131 A/A gates (bench/README.md, "The host's steal").
   */
  stealAdjustment: 0.057,
  tolerance: { latency: 0.1, p95: 0.1, p99: 0.15, tps: 0.05, errors: 0.01 },
  confidence: 0.9,
  /** the error budget of a capacity step or sweep window when the scenario has none (--errors) */
  releaseErrorRate: 0.01,
  appStartupTimeoutMs: 18e4,
  databaseStartupTimeoutMs: 12e4,
  databaseInitTimeoutMs: 30 * 6e4
};
function toUlimits(written) {
  return Object.fromEntries(
    Object.entries(written).filter((entry) => entry[1] !== void 0).map(([name, value2]) => [
      name,
      typeof value2 === "number" ? { soft: value2, hard: value2 } : value2
    ])
  );
}
function toGateConfig(parsed, source, resolvePath, resolveScript) {
  const app = parsed.app ?? {};
  const database = parsed.database ?? {};
  const load = parsed.load ?? {};
  const compare = parsed.compare ?? {};
  const warmup = parsed.warmup ?? {};
  const gate = parsed.gate ?? {};
  const appResources = {
    cpus: app.resources?.cpus ?? DEFAULTS.resources.cpus,
    memoryMb: app.resources?.memory ?? DEFAULTS.resources.memoryMb
  };
  return {
    source,
    app: {
      directory: resolvePath(app.directory ?? "."),
      build: app.build,
      jar: app.jar,
      image: app.image ?? DEFAULTS.appImage,
      buildImage: app["build-image"] ?? DEFAULTS.buildImage,
      sandbox: false,
      profiles: app.profiles ?? [],
      contextPath: app["context-path"],
      health: app.health,
      managementBasePath: app["management-base-path"],
      jvmOptions: app["jvm-options"] ?? [],
      env: app.env ?? {},
      resources: appResources,
      ...app.ulimits ? { ulimits: toUlimits(app.ulimits) } : {},
      instances: app.instances ?? 1,
      startupTimeoutMs: app["startup-timeout"] ?? DEFAULTS.appStartupTimeoutMs
    },
    database: {
      image: database.image ?? DEFAULTS.databaseImage,
      name: database.name ?? "app",
      user: database.user ?? "app",
      // Random per run unless set: nothing outside the run knows it, and redaction cuts it out.
      password: database.password ?? randomBytes(18).toString("base64url"),
      init: (database.init ?? []).map(resolvePath),
      initAfterBoot: (database["init-after-boot"] ?? []).map(resolvePath),
      variables: database.variables ?? {},
      serverArgs: database["server-args"] ?? [],
      ...typeof database.server === "object" ? { server: variablesFromConfig(database.server, source) } : {},
      resources: { cpus: database.resources?.cpus, memoryMb: database.resources?.memory },
      ...database.ulimits ? { ulimits: toUlimits(database.ulimits) } : {},
      startupTimeoutMs: database["startup-timeout"] ?? DEFAULTS.databaseStartupTimeoutMs,
      initTimeoutMs: database["init-timeout"] ?? DEFAULTS.databaseInitTimeoutMs
    },
    services: {
      ...parsed.services?.redis ? { redis: { image: parsed.services.redis.image ?? DEFAULTS.redisImage } } : {}
    },
    ...parsed.proxy ? {
      proxy: {
        file: resolvePath(parsed.proxy.config),
        written: parsed.proxy.config,
        image: parsed.proxy.image ?? DEFAULTS.proxyImage,
        text: "",
        ...parsed.proxy.ulimits ? { ulimits: toUlimits(parsed.proxy.ulimits) } : {}
      }
    } : {},
    load: { k6: load.k6 ?? "k6", image: load.image ?? DEFAULTS.k6Image },
    scenarios: parsed.scenarios.map((s) => {
      const preAllocatedVus = s["pre-allocated-vus"] ?? load["pre-allocated-vus"] ?? Math.max(10, Math.ceil(s.rate / 2));
      return {
        name: s.name,
        script: resolveScript(s.script ?? REQUESTS_SCENARIO),
        targetRate: s.rate,
        ...defaultWindows(s.rate, { warmupMs: s.warmup, durationMs: s.duration }),
        preAllocatedVus,
        maxVus: Math.max(
          s["max-vus"] ?? load["max-vus"] ?? Math.min(Math.max(50, s.rate * 4), LIMITS.vus),
          preAllocatedVus
        ),
        executor: s.executor ?? "gate",
        ...s.mix ? { mix: s.mix } : {},
        env: s.requests ? { ...s.env, [REQUESTS_ENV]: JSON.stringify(toRequestSpecs(s.requests)) } : s.env ?? {},
        budget: toBudget(s.budget)
      };
    }),
    warmup: {
      steady: warmup.steady ?? true,
      bootMs: warmup.boot ?? DEFAULTS.warmupBootMs,
      bootRate: warmup["boot-rate"] ?? DEFAULTS.warmupBootRate,
      stepMs: warmup.step ?? DEFAULTS.warmupStepMs,
      windows: warmup.windows ?? DEFAULTS.warmupWindows,
      tolerance: warmup.tolerance ?? DEFAULTS.warmupTolerance,
      jitShare: warmup.jit ?? DEFAULTS.warmupJitShare,
      maxMs: warmup.max ?? DEFAULTS.warmupMaxMs
    },
    compare: {
      base: compare.base ?? "auto",
      rounds: compare.rounds ?? DEFAULTS.rounds,
      sequential: toSequentialConfig(
        compare.rounds,
        compare["max-rounds"],
        compare.spending,
        DEFAULTS.rounds
      ),
      order: compare.order ?? "alternate",
      seed: compare.seed,
      pauseIdle: compare["pause-idle"] ?? true,
      reuseApp: compare["reuse-app"] ?? true,
      instanceNoise: compare["instance-noise"] ?? DEFAULTS.instanceNoise,
      speedAdjustment: compare["speed-adjustment"] ?? DEFAULTS.speedAdjustment,
      stealAdjustment: compare["steal-adjustment"] ?? DEFAULTS.stealAdjustment,
      runners: toRunners(compare.runners),
      primary: (compare.primary ?? ["latency", "errors"]).map(
        (metric) => metric === "errors" ? "errorRate" : metric
      ),
      endpoints: compare.endpoints ?? true,
      tolerance: {
        latency: compare.tolerance?.latency ?? DEFAULTS.tolerance.latency,
        p95: compare.tolerance?.p95 ?? DEFAULTS.tolerance.p95,
        p99: compare.tolerance?.p99 ?? DEFAULTS.tolerance.p99,
        tps: compare.tolerance?.tps ?? DEFAULTS.tolerance.tps,
        errors: compare.tolerance?.errors ?? DEFAULTS.tolerance.errors
      },
      confidence: compare.confidence ?? DEFAULTS.confidence,
      work: toWorkConfig(compare.work)
    },
    gate: {
      failOnInconclusive: gate["fail-on-inconclusive"] ?? false,
      failOnFindings: gate["fail-on-findings"] ?? false,
      scriptThresholds: gate["script-thresholds"] ?? "warn",
      commentId: gate["comment-id"] ?? "default"
    }
  };
}
function toEndpointBudget(input) {
  const out = {};
  if (input.p95 !== void 0) out.p95Ms = input.p95;
  if (input.p99 !== void 0) out.p99Ms = input.p99;
  if (input.errors !== void 0) out.errorRate = input.errors;
  return out;
}
function toBudget(input) {
  if (!input) return {};
  const out = toEndpointBudget(input);
  if (input.tps !== void 0) out.tps = input.tps;
  if (input.endpoints) {
    out.endpoints = Object.fromEntries(
      Object.entries(input.endpoints).map(([name, b]) => [name, toEndpointBudget(b)])
    );
  }
  return out;
}

// src/commands/flags.ts
var configFlag = value("-c, --config <file>", "perf-gate.yml to use", void 0, {
  default: "perf-gate.yml"
});
var scenarioFlag = (help) => value("-s, --scenario <name>", help, void 0, { override: "scenario" });
var resultFlag = (help, file) => value("--result <file>", help, void 0, { default: file });
var reportFlag = value("--report <file>", "also write the markdown report to this file");
var comparisonFlags = {
  base: value(
    "--base <ref>",
    "compare with this git ref (built in a worktree), interleaved",
    baseRefFlag,
    { override: "base" }
  ),
  rounds: value(
    "--rounds <n>",
    "interleaved base/PR rounds, a fixed count (with --base)",
    roundsFlag,
    { override: "rounds" }
  )
};
var rateFlag = (help) => value("--rate <n>", help, positiveFlag, { override: "rate" });
var warmupFlag = (help) => value(
  "--warmup <duration>",
  help,
  (flag, text) => durationFlag(flag, text, { allowZero: true }),
  { override: "warmupMs" }
);
var durationOverrideFlag = (help) => value("--duration <duration>", help, durationFlag, { override: "durationMs" });
var environmentFlags = {
  appImage: value("--app-image <image>", "JRE image for the app (overrides app.image)", void 0, {
    override: "appImage"
  }),
  databaseImage: value(
    "--database-image <image>",
    "MySQL-compatible image (overrides database.image)",
    void 0,
    { override: "databaseImage" }
  ),
  k6: value("--k6 <path>", "k6 binary (overrides load.k6)", void 0, { override: "k6" }),
  sandbox: value(
    "--sandbox <on|off>",
    "build and run k6 in containers that see only the side's own files (on), or on this machine (off: trusted code only)",
    onOffFlag,
    { override: "sandbox", default: "off" }
  ),
  buildImage: value(
    "--build-image <image>",
    "JDK image a sandboxed build runs in (overrides app.build-image)",
    void 0,
    { override: "buildImage" }
  ),
  k6Image: value(
    "--k6-image <image>",
    "image k6 runs in when sandboxed (overrides load.image)",
    void 0,
    { override: "k6Image" }
  )
};
var envFlags = {
  env: pairs("-e, --env <KEY=VALUE>", "extra environment for the app (repeatable)", "appEnv"),
  dbVar: pairs(
    "--db-var <KEY=VALUE>",
    "SQL variable for the init scripts, e.g. scale=0.1 (repeatable)",
    "databaseVariables"
  )
};
var failOnInconclusiveFlag = (help) => toggle("--fail-on-inconclusive", help, "failOnInconclusive");
var quietFlag = toggle("-q, --quiet", "no progress lines");
var budgetFlags = {
  p95: value(
    "--p95 <duration>",
    "p95 budget, e.g. 500ms (default: the scenario's budget.p95)",
    durationFlag
  ),
  errors: value(
    "--errors <pct>",
    "error budget, e.g. 1% (default: the scenario's budget.errors, else 1%)",
    fractionFlag
  )
};
var releaseFlags = (defaultResult) => ({
  config: configFlag,
  scenario: scenarioFlag("the scenario to measure (required when the file has several)"),
  ...budgetFlags,
  warmup: warmupFlag("warm-up of each fresh app (default: the scenario's warmup)"),
  result: resultFlag(
    "where to write the result JSON (the HTML report goes next to it)",
    defaultResult
  ),
  report: reportFlag,
  ...environmentFlags,
  ...envFlags,
  failOnInconclusive: failOnInconclusiveFlag("exit 1 when the result is inconclusive"),
  quiet: quietFlag
});

// src/analysis/app-exceptions.ts
var MAX_APP_EXCEPTIONS = 3;
var MAX_CHARS = 240;
var HEADER = /^(?:Caused by: )?((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b(?::.*)?)$/;
var RESOLVED = /\bResolved \[((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b[^\]]*)\]/;
function capped(line) {
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS)}\u2026` : line;
}
function appExceptions(log) {
  const byKey = /* @__PURE__ */ new Map();
  for (const raw of log.split("\n")) {
    const text = raw.trimEnd();
    const found = HEADER.exec(text)?.[1] ?? RESOLVED.exec(text)?.[1];
    if (!found) continue;
    const key = found.replace(/\d+/g, "#");
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { line: capped(found), count: 1 });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}
function mergeAppExceptions(lists) {
  const byKey = /* @__PURE__ */ new Map();
  for (const entry of lists.flat()) {
    const key = entry.line.replace(/\d+/g, "#");
    const known = byKey.get(key);
    if (known) known.count += entry.count;
    else byKey.set(key, { ...entry });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}

export {
  JAVA_PLACEHOLDER,
  parseManifest,
  mainClassEntries,
  classFileMajor,
  javaForClassFile,
  runtimeJavaFor,
  appImageFor,
  unsupportedClassVersionError,
  REQUESTS_SCENARIO,
  REQUESTS_ENV,
  variablesFromConfig,
  variablesFromMyCnf,
  serverArguments,
  numericVariable,
  DEFAULT_MAX_ROUNDS,
  sequentialDesign,
  GATE_WINDOWS,
  noiseSource,
  noiseModelLine,
  withMachineNoise,
  configFileSchema,
  DEFAULTS,
  toGateConfig,
  appExceptions,
  mergeAppExceptions,
  configFlag,
  scenarioFlag,
  resultFlag,
  reportFlag,
  comparisonFlags,
  rateFlag,
  warmupFlag,
  durationOverrideFlag,
  environmentFlags,
  envFlags,
  failOnInconclusiveFlag,
  quietFlag,
  releaseFlags
};
