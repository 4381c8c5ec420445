import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  renderHtml,
  renderReport
} from "./chunk-ACJYOVSD.js";
import {
  shortShape,
  statementKind,
  statementShape
} from "./chunk-OQGYTHXD.js";
import {
  COLD_RAMP,
  FULL_RATE,
  TOOL_VERSION,
  applyBasePolicy,
  bootConfiguredApp,
  buildJar,
  builderFor,
  checkTools,
  counterTarget,
  errorRecord,
  inspectSide,
  interruptedRecord,
  k6Options,
  loadConfig,
  loadGeneratorFor,
  measureWindow,
  openContainerStats,
  openDatabaseCounters,
  parseConfig,
  parsePrometheusText,
  readAgentCounters,
  redactConfig,
  redactDeep,
  registerConfigSecrets,
  runAtEdge,
  runGate,
  runnerInfo,
  sha256OfFile,
  startLabDatabase,
  warmUpApp,
  workAgentBoot,
  writeJsonFile,
  writeOutputs
} from "./chunk-53AB5Y5Q.js";
import {
  firstLine,
  preferLoopbackDockerHost,
  require_build,
  require_promise
} from "./chunk-7HDEPLHL.js";
import {
  outputPathProblem,
  reportPathClash
} from "./chunk-XT2MLSYI.js";
import {
  PROBE_MAX_ITERATIONS,
  PROBE_MIN_REQUESTS,
  sequentialDesign,
  serverArguments,
  variablesFromMyCnf
} from "./chunk-U2IOZD34.js";
import {
  diffSettings
} from "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  EnvironmentError,
  ExitCode,
  GIT_FETCH_TIMEOUT_MS,
  GIT_LOCAL_TIMEOUT_MS,
  GitTimeoutError,
  checkBaseRef,
  checkoutBase,
  describeError,
  exitCodeFor,
  findCachedJar,
  git,
  jarCacheKeep,
  repositoryRoot,
  resolveCommit,
  storeCachedJar
} from "./chunk-STJUJNGS.js";
import {
  __toESM
} from "./chunk-6CMWHVWB.js";

// src/engine/base.ts
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
async function resolveOrFetch(repo, ref, progress, side) {
  await checkBaseRef(ref, repo);
  try {
    return await resolveCommit(repo, ref);
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    progress(`${side} ${ref} is not in the clone; fetching it from origin`);
    try {
      await git(["fetch", "--no-tags", "--depth=1", "--end-of-options", "origin", ref], {
        cwd: repo,
        timeoutMs: GIT_FETCH_TIMEOUT_MS,
        ref
      });
    } catch (fetchError) {
      throw fetchError instanceof GitTimeoutError ? fetchError : error;
    }
    return resolveCommit(repo, ref === "FETCH_HEAD" ? ref : "FETCH_HEAD");
  }
}
async function currentCommit(directory) {
  const options = { cwd: directory, timeoutMs: GIT_LOCAL_TIMEOUT_MS };
  try {
    const sha = await git(["rev-parse", "HEAD"], options);
    const status = await git(["status", "--porcelain", "--", "."], options);
    return { sha, dirty: status.length > 0 };
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    return {};
  }
}
function prepareBaseSide(config, ref, scope, progress, baseApp) {
  return prepareRefSide("base", config, ref, scope, progress, baseApp);
}
async function prepareRefSide(side, config, ref, scope, progress, baseApp) {
  const keep = jarCacheKeep();
  const repo = await repositoryRoot(config.app.directory);
  const sha = await resolveOrFetch(repo, ref, progress, side);
  const checkout = await checkoutBase(repo, config.app.directory, ref, sha, scope);
  progress(`${side} ${ref} = ${sha.slice(0, 12)}, checked out in a worktree`);
  const worktreeRoot = join(checkout.directory, relative(config.app.directory, repo));
  const inBase = (script) => {
    const copy = join(worktreeRoot, relative(repo, script));
    return existsSync(copy) ? copy : script;
  };
  const initScripts = config.database.init.map(inBase);
  const initAfterBootScripts = config.database.initAfterBoot.map(inBase);
  const build = { command: (baseApp ?? config.app).build, jar: (baseApp ?? config.app).jar };
  const buildKey = JSON.stringify([build.command, build.jar, relative(repo, config.app.directory)]);
  const cached = findCachedJar(sha, buildKey);
  if (cached) progress(`${side}: reusing the jar built earlier for ${sha.slice(0, 12)}`);
  return {
    side,
    directory: checkout.directory,
    ref,
    sha,
    initScripts,
    initAfterBootScripts,
    build,
    // Booted in the base's own image: a PR's app.image never runs the base's jar.
    appImage: (baseApp ?? config.app).image,
    ...cached ? { jar: cached } : {},
    onBuilt: (jar) => storeCachedJar(sha, buildKey, jar, keep)
  };
}

// src/engine/policy.ts
import { dirname, relative as relative2 } from "node:path";
function fallbackUnlessTimeout(fallback) {
  return (error) => {
    if (error instanceof GitTimeoutError) throw error;
    return fallback;
  };
}
async function configAtCommit(configPath, sha) {
  const repo = await repositoryRoot(dirname(configPath));
  const path = relative2(repo, configPath);
  const ref = sha.slice(0, 12);
  const local = { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref, maxBuffer: 4 * 1024 * 1024 };
  const hasCommit = () => git(["cat-file", "-e", "--end-of-options", `${sha}^{commit}`], local).then(
    () => true,
    fallbackUnlessTimeout(false)
  );
  if (!await hasCommit()) {
    await git(["fetch", "--no-tags", "--depth=1", "--end-of-options", "origin", sha], {
      cwd: repo,
      timeoutMs: GIT_FETCH_TIMEOUT_MS,
      ref
    }).catch(fallbackUnlessTimeout(void 0));
    if (!await hasCommit()) {
      throw new ConfigError(
        `The base commit ${sha.slice(0, 12)} is not in the clone, so its perf-gate.yml (which sets the budgets this pull request is judged by) cannot be read.`,
        {
          fix: "Check out with `fetch-depth: 0` (actions/checkout), or set the input trust-pr-config: true to judge PRs by their own perf-gate.yml."
        }
      );
    }
  }
  return git(["show", "--end-of-options", `${sha}:${path}`], { ...local, trim: false }).catch(
    fallbackUnlessTimeout(void 0)
  );
}
async function withBasePolicy(pr, configPath, baseSha, overrides) {
  const text2 = await configAtCommit(configPath, baseSha);
  if (text2 === void 0) {
    return {
      config: pr,
      policy: {
        source: "pr",
        reason: `the base commit ${baseSha.slice(0, 12)} has no ${pr.source}: perf-gate is new in this pull request`,
        changes: []
      }
    };
  }
  const { scenario, ...rest } = overrides;
  let base;
  try {
    base = parseConfig(text2, configPath, rest, { checkFiles: false });
  } catch (error) {
    throw new ConfigError(
      `The base branch's ${pr.source} (commit ${baseSha.slice(0, 12)}), which sets the policy this PR is judged by, cannot be read: ${error.message}`,
      {
        fix: "Fix perf-gate.yml on the base branch, or set the input trust-pr-config: true to judge PRs by their own perf-gate.yml."
      }
    );
  }
  if (scenario) base.scenarios = base.scenarios.filter((s) => s.name === scenario);
  await withBaseFiles(base, baseSha);
  return { ...applyBasePolicy(pr, base), baseConfig: base };
}
async function withBaseFiles(base, baseSha) {
  const at = async (path, key) => {
    const text2 = await configAtCommit(path, baseSha);
    if (text2 === void 0 || text2.length > MAX_TOPOLOGY_FILE_BYTES) {
      throw new ConfigError(
        `The base branch's ${base.source} (commit ${baseSha.slice(0, 12)}) names ${key} ${path}, which ${text2 === void 0 ? "that commit does not have" : "is larger than 256 KiB there"}.`,
        {
          fix: `Fix ${key} on the base branch (the topology both sides run in is the base's), or set the input trust-pr-config: true.`
        }
      );
    }
    return text2;
  };
  if (base.proxy) base.proxy.text = await at(base.proxy.file, "proxy.config");
  const server = base.database.server;
  if (server?.file) {
    const own = serverArguments(server);
    const read = variablesFromMyCnf(
      await at(server.file.path, "database.server"),
      server.file.written
    );
    base.database.server = { ...read, file: server.file };
    base.database.serverArgs = [
      ...base.database.serverArgs.filter((arg) => !own.includes(arg)),
      ...serverArguments(base.database.server)
    ];
  }
}
var MAX_TOPOLOGY_FILE_BYTES = 256 * 1024;

// src/lab/real-lab.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

// src/work/app-counters.ts
async function openAppCounters(app) {
  const opened = await openContainerStats(app.containerId, "app");
  const cpu = opened.reader?.method === "cgroup" ? opened.reader : void 0;
  const prometheusUrl = `${app.managementBaseUrl.replace(/\/+$/, "")}/prometheus?includedNames=jvm_gc_pause_seconds`;
  return {
    async read(notes) {
      const counters = {};
      if (cpu) {
        try {
          counters.cpuNanos = (await cpu.read()).cpuNanos;
        } catch (error) {
          notes.push(`app CPU: ${error.message}`);
        }
      } else {
        notes.push(
          "app CPU: the app container's cgroup files are not readable here (a remote Docker engine)"
        );
      }
      if (app.workAgentPort !== void 0) {
        try {
          const agent = await readAgentCounters(app.workAgentPort);
          counters.allocatedBytes = agent.allocatedBytes;
          if (agent.threadCpuNanos !== void 0) counters.threadCpuNanos = agent.threadCpuNanos;
          if (agent.agentCpuNanos !== void 0) counters.agentCpuNanos = agent.agentCpuNanos;
          if (agent.gcPauseMs !== void 0) counters.gcPauseSeconds = agent.gcPauseMs / 1e3;
          if (agent.compileMs !== void 0) counters.compileMs = agent.compileMs;
        } catch (error) {
          notes.push(`bytes allocated: ${error.message}`);
        }
      }
      if (counters.gcPauseSeconds === void 0) {
        try {
          const response = await fetch(prometheusUrl, { signal: AbortSignal.timeout(5e3) });
          if (response.ok) {
            const pauses = parsePrometheusText(await response.text()).filter(
              (sample) => sample.name === "jvm_gc_pause_seconds_sum"
            );
            counters.gcPauseSeconds = pauses.reduce((sum, sample) => sum + sample.value, 0);
          }
        } catch (error) {
          notes.push(`GC pauses: ${error.message}`);
        }
      }
      return counters;
    }
  };
}
async function busyRequestThreads(app) {
  if (app.port === void 0) return void 0;
  const url = `${app.managementBaseUrl.replace(/\/+$/, "")}/prometheus?includedNames=tomcat_threads_busy_threads`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5e3) });
    if (!response.ok) return void 0;
    const own = parsePrometheusText(await response.text()).filter(
      (s) => s.name === "tomcat_threads_busy_threads" && (s.labels.name ?? "").endsWith(`-${app.port}`)
    );
    if (own.length === 0) return void 0;
    const busy = own.reduce((sum, s) => sum + s.value, 0);
    const scrapedThroughApp = new URL(app.managementBaseUrl).port === String(app.port);
    return Math.max(0, busy - (scrapedThroughApp ? 1 : 0));
  } catch {
    return void 0;
  }
}
async function servedRequests(managementBaseUrl) {
  const url = `${managementBaseUrl.replace(/\/+$/, "")}/prometheus?includedNames=http_server_requests_seconds_count,http_server_requests_seconds`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5e3) });
    if (!response.ok) return void 0;
    const served = parsePrometheusText(await response.text()).filter(
      (s) => s.name === "http_server_requests_seconds_count" && !(s.labels.uri ?? "").startsWith("/actuator")
    );
    return served.length === 0 ? void 0 : served.reduce((sum, s) => sum + s.value, 0);
  } catch {
    return void 0;
  }
}
function appPerRequest(before, after, requests) {
  if (!(requests > 0)) return void 0;
  const work = {};
  if (before.cpuNanos !== void 0 && after.cpuNanos !== void 0) {
    work.cpuMsPerRequest = (after.cpuNanos - before.cpuNanos) / 1e6 / requests;
  }
  if (before.threadCpuNanos !== void 0 && after.threadCpuNanos !== void 0) {
    work.threadCpuMsPerRequest = (after.threadCpuNanos - before.threadCpuNanos) / 1e6 / requests;
  }
  if (after.agentCpuNanos !== void 0) {
    work.agentCpuTotalMs = after.agentCpuNanos / 1e6;
    if (before.agentCpuNanos !== void 0) {
      work.agentCpuMs = (after.agentCpuNanos - before.agentCpuNanos) / 1e6;
      const threadCpuNanos = before.threadCpuNanos !== void 0 && after.threadCpuNanos !== void 0 ? after.threadCpuNanos - before.threadCpuNanos : void 0;
      if (threadCpuNanos !== void 0 && threadCpuNanos > 0) {
        work.agentCpuShare = (after.agentCpuNanos - before.agentCpuNanos) / threadCpuNanos;
      }
    }
  }
  if (before.gcPauseSeconds !== void 0 && after.gcPauseSeconds !== void 0) {
    work.gcMsPerRequest = (after.gcPauseSeconds - before.gcPauseSeconds) * 1e3 / requests;
  }
  if (before.compileMs !== void 0 && after.compileMs !== void 0) {
    work.jitMs = after.compileMs - before.compileMs;
  }
  if (before.allocatedBytes !== void 0 && after.allocatedBytes !== void 0) {
    work.allocatedBytesPerRequest = (after.allocatedBytes - before.allocatedBytes) / requests;
  }
  return Object.keys(work).length > 0 ? work : void 0;
}

// src/work/counters.ts
var emptyKinds = () => ({
  select: 0,
  insert: 0,
  update: 0,
  delete: 0,
  transaction: 0,
  other: 0
});
function databaseDelta(before, after) {
  const shapes = /* @__PURE__ */ new Map();
  const kinds = emptyKinds();
  let statements = 0;
  for (const [key, now] of Object.entries(after.digests)) {
    const then = before.digests[key];
    const grown = then !== void 0 && now.count >= then.count;
    const count = grown ? now.count - then.count : now.count;
    if (count <= 0) continue;
    const rows = grown ? Math.max(0, now.rowsExamined - then.rowsExamined) : now.rowsExamined;
    const shape = statementShape(now.text);
    const kind = statementKind(shape);
    const entry = shapes.get(shape) ?? { kind, count: 0, rowsExamined: 0 };
    entry.count += count;
    entry.rowsExamined += rows;
    shapes.set(shape, entry);
    kinds[kind] += count;
    if (kind !== "transaction") statements += count;
  }
  const executions = Math.max(0, after.executions - before.executions);
  const unshaped = after.digestsIncludePrepared ? 0 : executions;
  return {
    elapsedMs: after.atMs - before.atMs,
    statements: statements + unshaped,
    kinds,
    rowsExamined: Math.max(0, after.rowsExamined - before.rowsExamined),
    unshaped,
    shapes
  };
}
function idleRate(idle) {
  return idle.elapsedMs > 0 ? idle.statements * 1e3 / idle.elapsedMs : 0;
}
function databasePerRequest(delta, requests, idleStatementsPerSec = 0) {
  if (!(requests > 0)) return void 0;
  const idle = idleStatementsPerSec * delta.elapsedMs / 1e3;
  const per = (value) => value / requests;
  const kindsPerRequest = emptyKinds();
  for (const [kind, count] of Object.entries(delta.kinds)) {
    kindsPerRequest[kind] = per(count);
  }
  const shapes = [...delta.shapes.entries()].map(([shape, entry]) => ({
    shape,
    kind: entry.kind,
    perRequest: per(entry.count),
    rowsExaminedPerRequest: per(entry.rowsExamined)
  })).sort((a, b) => b.perRequest - a.perRequest || a.shape.localeCompare(b.shape));
  return {
    statementsPerRequest: per(Math.max(0, delta.statements - idle)),
    kindsPerRequest,
    rowsExaminedPerRequest: per(delta.rowsExamined),
    unshapedPerRequest: per(delta.unshaped),
    shapes,
    ...idleStatementsPerSec > 0 ? { idleStatementsPerSec } : {}
  };
}

// src/work/recorder.ts
var QUIET_MS = 1e3;
var QUIET_MAX_MS = 2e4;
function createWorkRecorder(options) {
  let reader;
  const idleRates = /* @__PURE__ */ new Map();
  const appReaders = /* @__PURE__ */ new Map();
  const readApp = async (app, notes) => {
    if (app.instances && app.instances.length > 1) {
      const each = await Promise.all(app.instances.map((one) => readOne(one, notes)));
      return each.every((counters) => counters !== void 0) ? sumCounters(each) : void 0;
    }
    return readOne(app, notes);
  };
  const readOne = async (app, notes) => {
    try {
      let reader2 = appReaders.get(app.containerId);
      if (!reader2) {
        reader2 = openAppCounters(app);
        appReaders.set(app.containerId, reader2);
      }
      return await (await reader2).read(notes);
    } catch (error) {
      notes.push(`app counters: ${describeError(error)}`);
      return void 0;
    }
  };
  const open = () => reader ??= openDatabaseCounters(options.database);
  const readDatabase = async (notes) => {
    try {
      return await (await open()).read();
    } catch (error) {
      notes.push(`database counters: ${describeError(error)}`);
      return void 0;
    }
  };
  return {
    async idle(app) {
      const appKey = app.containerId;
      if (!options.config.enabled || idleRates.has(appKey) || options.config.idleMs <= 0) return;
      const notes = [];
      await this.quiesce(app);
      const start = await readDatabase(notes);
      await new Promise((resolve) => setTimeout(resolve, options.config.idleMs));
      const end = start && await readDatabase(notes);
      if (start && end) {
        const rate = idleRate(databaseDelta(start, end));
        idleRates.set(appKey, rate);
        options.progress?.(
          `idle app: ${rate.toFixed(2)} statements/s over ${options.config.idleMs / 1e3} s with no load`
        );
      }
    },
    async quiesce(app) {
      if (!options.config.enabled) return true;
      const idleApp = async () => {
        for (const one of app?.instances ?? (app ? [app] : []))
          if ((await busyRequestThreads(one) ?? 0) > 0) return false;
        return true;
      };
      const total = async () => {
        const now = await readDatabase([]);
        if (!now) return void 0;
        let sum = now.executions;
        for (const digest of Object.values(now.digests)) sum += digest.count;
        return sum;
      };
      const deadline = Date.now() + QUIET_MAX_MS;
      let last = await total();
      let quietSince = Date.now();
      while (last !== void 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const now = await total();
        if (now !== last) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS && await idleApp()) return true;
        last = now;
      }
      return false;
    },
    async before(app) {
      const appKey = app.containerId;
      const notes = [];
      if (!options.config.enabled) return { app, notes };
      const database = await readDatabase(notes);
      const appCounters = await readApp(app, notes);
      const idle = idleRates.get(appKey);
      return {
        app,
        ...appCounters ? { appCounters } : {},
        ...database ? { database } : {},
        ...idle === void 0 ? {} : { idleStatementsPerSec: idle },
        notes
      };
    },
    async after(mark, requests, end) {
      const notes = [...mark.notes, ...end?.notes ?? []];
      const work = { requests, elapsedMs: 0, notes };
      if (!options.config.enabled) return work;
      const appNow = mark.appCounters && (end?.appCounters ?? await readApp(mark.app, notes));
      if (mark.appCounters && appNow) {
        const perRequest = appPerRequest(mark.appCounters, appNow, requests);
        if (perRequest) work.app = perRequest;
      }
      if (mark.database) {
        const now = end?.database ?? await readDatabase(notes);
        if (now) {
          const delta = databaseDelta(mark.database, now);
          work.elapsedMs = delta.elapsedMs;
          const perRequest = databasePerRequest(delta, requests, mark.idleStatementsPerSec);
          if (perRequest) work.database = perRequest;
          else notes.push("database counters: the window completed no request");
        }
      }
      return work;
    },
    async close() {
      if (!reader) return;
      await reader.then(
        (r) => r.close(),
        () => void 0
      );
    }
  };
}
function sumCounters(each) {
  const sum = {};
  for (const key of [
    "cpuNanos",
    "gcPauseSeconds",
    "allocatedBytes",
    "threadCpuNanos",
    "agentCpuNanos",
    "compileMs"
  ]) {
    if (each.every((counters) => counters[key] !== void 0))
      sum[key] = each.reduce((total, counters) => total + counters[key], 0);
  }
  return sum;
}

// src/env/db-writes.ts
var WRITE_COUNTERS = [
  "Com_insert",
  "Com_insert_select",
  "Com_update",
  "Com_update_multi",
  "Com_delete",
  "Com_delete_multi",
  "Com_replace",
  "Com_replace_select",
  "Com_load",
  "Com_truncate",
  "Com_create_table",
  "Com_drop_table",
  "Com_alter_table",
  "Com_rename_table",
  "Com_create_index",
  "Com_drop_index",
  "Com_call_procedure",
  "Com_xa_commit"
];
function countWrites(rows) {
  const wanted = new Set(WRITE_COUNTERS);
  let total = 0;
  for (const row of rows) {
    if (wanted.has(row.Variable_name)) total += Number(row.Value) || 0;
  }
  return total;
}
async function databaseWrites(database) {
  const rows = await database.query(
    "SHOW GLOBAL STATUS WHERE Variable_name LIKE 'Com\\_%'"
  );
  return countWrites(rows);
}

// src/env/freeze.ts
var import_testcontainers = __toESM(require_build(), 1);
async function pauseContainer(containerId, description) {
  await freezerCall(containerId, description, "pause");
}
async function resumeContainer(containerId, description) {
  await freezerCall(containerId, description, "unpause");
}
var FREEZE_RETRY_WAITS_MS = [1e3, 2e3, 3e3, 4e3];
async function withRetries(call, waitsMs, retryIf, sleep = (ms) => new Promise((done) => setTimeout(done, ms))) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const wait = waitsMs[attempt];
      if (wait === void 0 || !retryIf(error)) throw error;
      await sleep(wait);
    }
  }
}
async function freezerCall(containerId, description, action) {
  preferLoopbackDockerHost();
  try {
    const client = await (0, import_testcontainers.getContainerRuntimeClient)();
    await withRetries(
      () => client.container.getById(containerId)[action](),
      action === "pause" ? FREEZE_RETRY_WAITS_MS : [],
      (error) => /unable to freeze/i.test(firstLine(error))
    );
  } catch (error) {
    throw new EnvironmentError(`docker ${action} of ${description} failed: ${firstLine(error)}`, {
      fix: "The Docker engine must support the cgroup freezer (any Linux engine does); set compare.pause-idle: false to measure without pausing."
    });
  }
}

// src/analysis/probe-size.ts
var PROBE_MAX_DURATION_MS = 6e4;
var PROBE_TIME_BUDGET_MS = PROBE_MAX_DURATION_MS / 2;
var PROBE_MS_PER_REQUEST = 16;
function probeSize(windows, configured, minRequests = PROBE_MIN_REQUESTS) {
  const measured = windows.filter((w) => w.iterations > 0 && Object.keys(w.endpoints).length > 0);
  const iterations = measured.reduce((sum, w) => sum + w.iterations, 0);
  if (configured <= 0 || iterations === 0) return { iterations: configured };
  const requests = /* @__PURE__ */ new Map();
  for (const window of measured) {
    for (const [endpoint, metrics] of Object.entries(window.endpoints)) {
      requests.set(endpoint, (requests.get(endpoint) ?? 0) + metrics.requests);
    }
  }
  const mixFactor = Math.max(
    1,
    ...measured.map(
      (w) => w.mix && w.mix.length > 1 ? w.mix.length * Math.max(...w.mix.map((m) => m.share)) : 1
    )
  );
  let rarest;
  for (const [endpoint, count] of requests) {
    const perIteration = count / iterations / mixFactor;
    if (perIteration > 0 && (!rarest || perIteration < rarest.perIteration)) {
      rarest = { endpoint, perIteration };
    }
  }
  if (!rarest) return { iterations: configured };
  const needed = Math.ceil(minRequests / rarest.perIteration - 1e-9);
  if (needed <= configured) return { iterations: configured };
  const cap = Math.max(1, Math.min(PROBE_MAX_ITERATIONS, timeCap(measured, requests, iterations)));
  const sized = Math.min(needed, cap);
  if (sized <= configured) return { iterations: configured };
  const rarestText = `${rarest.endpoint}, the rarest endpoint of the timed windows (${formatRate(rarest.perIteration)} request(s) per iteration expected),`;
  const reason = sized === needed ? `${sized} iterations instead of compare.work.probe's ${configured}, so that ${rarestText} gets ${minRequests} requests` : `${sized} iterations instead of compare.work.probe's ${configured}, the most it runs (${PROBE_MAX_ITERATIONS}, or about ${PROBE_TIME_BUDGET_MS / 1e3} s): ${rarestText} would need ${needed} to get ${minRequests} requests`;
  return { iterations: sized, reason };
}
function timeCap(windows, requests, iterations) {
  const timed = windows.filter((w) => w.iterationMs !== void 0);
  const timedIterations = timed.reduce((sum, w) => sum + w.iterations, 0);
  const iterationMs = timedIterations > 0 ? timed.reduce((sum, w) => sum + w.iterationMs * w.iterations, 0) / timedIterations : 0;
  const perIteration = [...requests.values()].reduce((sum, n) => sum + n, 0) / iterations;
  return Math.floor(PROBE_TIME_BUDGET_MS / (iterationMs + perIteration * PROBE_MS_PER_REQUEST));
}
function formatRate(value) {
  return String(Number(value.toPrecision(2)));
}

// src/work/probe.ts
var import_promise = __toESM(require_promise(), 1);
import { createServer } from "node:http";
import { text } from "node:stream/consumers";

// src/work/request-work.ts
function attributeAppWork(marks) {
  const totals = /* @__PURE__ */ new Map();
  const ids = [...marks.keys()].sort((a, b) => a - b);
  for (const [index, id] of ids.entries()) {
    const begin = marks.get(id);
    const end = marks.get(ids[index + 1] ?? NaN);
    if (begin.what !== "begin" || end?.what !== "end" || end.endpoint !== begin.endpoint) continue;
    if (!begin.counters || !end.counters) continue;
    const total = totals.get(begin.endpoint) ?? {
      requests: 0,
      bytes: 0,
      cpuNanos: 0,
      cpuRequests: 0
    };
    total.requests++;
    total.bytes += end.counters.allocatedBytes - begin.counters.allocatedBytes;
    if (begin.counters.threadCpuNanos !== void 0 && end.counters.threadCpuNanos !== void 0) {
      total.cpuNanos += end.counters.threadCpuNanos - begin.counters.threadCpuNanos;
      total.cpuRequests++;
    }
    totals.set(begin.endpoint, total);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [endpoint, total] of totals) {
    out.set(endpoint, {
      requests: total.requests,
      allocatedBytesPerRequest: total.bytes / total.requests,
      ...total.cpuRequests === total.requests ? { threadCpuMsPerRequest: total.cpuNanos / 1e6 / total.requests } : {}
    });
  }
  return out;
}

// src/work/attribution.ts
var MARK_PREFIX = "perf-gate-mark ";
var MARK = /perf-gate-mark (\d+)/u;
var STATEMENT_COMMANDS = /* @__PURE__ */ new Set(["Query", "Execute"]);
function endpointKey(tags) {
  if (tags.endpoint) return tags.endpoint;
  if (tags.name) return tags.name;
  const path = (tags.url ?? "").replace(/^[a-z]+:\/\/[^/]+/iu, "").replace(/\?.*$/u, "");
  return path.split("/").map((segment) => /^(\d+|[0-9a-f-]{16,})$/iu.test(segment) ? "{id}" : segment).join("/") || "/";
}
function attributeRows(events, marks) {
  const totals = /* @__PURE__ */ new Map();
  let current;
  let seen = 0;
  for (const event of events) {
    const id = Number(MARK.exec(event.text)?.[1] ?? NaN);
    const mark = marks.get(id);
    if (mark) {
      seen++;
      if (mark.what === "begin") {
        current = mark.endpoint;
        const total = totals.get(current) ?? { requests: 0, rows: 0 };
        total.requests++;
        totals.set(current, total);
      } else {
        current = void 0;
      }
      continue;
    }
    if (current !== void 0) totals.get(current).rows += event.rowsExamined;
  }
  const rowsPerRequest = /* @__PURE__ */ new Map();
  for (const [endpoint, total] of totals) rowsPerRequest.set(endpoint, total.rows / total.requests);
  return { rowsPerRequest, complete: seen === marks.size };
}
function attributeStatements(rows, marks, ownThreadId) {
  const groups = /* @__PURE__ */ new Map();
  const perRequest = /* @__PURE__ */ new Map();
  let current;
  let unattributed = 0;
  const retried = repreparedAttempts(rows);
  for (const [index, row] of rows.entries()) {
    if (retried.has(index)) continue;
    if (row.threadId === ownThreadId) {
      const mark = marks.get(Number(MARK.exec(row.argument)?.[1] ?? NaN));
      if (!mark) continue;
      if (mark.what === "begin") {
        current = mark.endpoint;
        const group = groups.get(current) ?? { requests: 0, shapes: /* @__PURE__ */ new Map() };
        group.requests++;
        groups.set(current, group);
        const list = perRequest.get(current) ?? [];
        list.push([]);
        perRequest.set(current, list);
      } else {
        current = void 0;
      }
      continue;
    }
    if (!STATEMENT_COMMANDS.has(row.commandType)) continue;
    if (current === void 0) {
      unattributed++;
      continue;
    }
    const shapes = groups.get(current).shapes;
    const shape = statementShape(row.argument);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    if (statementKind(shape) !== "transaction") perRequest.get(current).at(-1).push(shape);
  }
  const endpoints = [...groups.entries()].map(([endpoint, group]) => {
    const kinds = emptyKinds();
    let total = 0;
    const shapes = [...group.shapes.entries()].map(([shape, count]) => {
      const kind = statementKind(shape);
      kinds[kind] += count / group.requests;
      if (kind !== "transaction") total += count;
      return { shape, kind, perRequest: count / group.requests, rowsExaminedPerRequest: 0 };
    }).sort((a, b) => b.perRequest - a.perRequest || a.shape.localeCompare(b.shape));
    return {
      endpoint,
      requests: group.requests,
      statementsPerRequest: total / group.requests,
      kindsPerRequest: kinds,
      shapes
    };
  }).sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  return { endpoints, unattributed, uneven: unevenRequests(perRequest) };
}
function repreparedAttempts(rows) {
  const skip = /* @__PURE__ */ new Set();
  const last = /* @__PURE__ */ new Map();
  for (const [index, row] of rows.entries()) {
    const before = last.get(row.threadId);
    if (row.commandType === "Prepare" && before?.commandType === "Execute" && statementShape(before.argument) === statementShape(row.argument)) {
      skip.add(before.index);
    }
    last.set(row.threadId, { index, commandType: row.commandType, argument: row.argument });
  }
  return skip;
}
function unevenRequests(perRequest) {
  const notes = [];
  for (const [endpoint, requests] of perRequest) {
    const byCount = /* @__PURE__ */ new Map();
    for (const request of requests) {
      byCount.set(request.length, [...byCount.get(request.length) ?? [], request]);
    }
    if (byCount.size <= 1) continue;
    const [modal, usual] = [...byCount.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    const reference = usual[0];
    const odd = requests.filter((r) => r.length !== modal);
    const extras = odd.map((request) => {
      const rest = [...reference];
      const extra = [];
      for (const shape of request) {
        const at = rest.indexOf(shape);
        if (at >= 0) rest.splice(at, 1);
        else extra.push(shape);
      }
      return `${request.length}${extra.length > 0 ? ` (+ ${extra.map((e) => shortShape(e, 60)).join(", ")})` : ""}`;
    });
    notes.push(
      `${endpoint}: ${usual.length} of ${requests.length} requests sent ${modal} statements; others sent ${extras.slice(0, 5).join("; ")}${extras.length > 5 ? "; \u2026" : ""}`
    );
  }
  return notes;
}

// src/work/statement-history.ts
var CONSUMERS = ["events_statements_current", "events_statements_history_long"];
async function startStatementHistory(connection) {
  const where = `NAME IN (${CONSUMERS.map(() => "?").join(", ")})`;
  let previous;
  let ownThread;
  try {
    const [rows] = await connection.query(
      `SELECT NAME AS name, ENABLED AS enabled FROM performance_schema.setup_consumers WHERE ${where}`,
      CONSUMERS
    );
    previous = rows;
    const [threads] = await connection.query(
      "SELECT THREAD_ID AS id FROM performance_schema.threads WHERE PROCESSLIST_ID = CONNECTION_ID()"
    );
    ownThread = Number(threads[0]?.id);
    await connection.query(
      `UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE ${where}`,
      CONSUMERS
    );
    await connection.query("TRUNCATE TABLE performance_schema.events_statements_history_long");
  } catch (error) {
    const reason = `performance_schema's statement history is not available (${error.message})`;
    return { collect: () => Promise.resolve(), stop: () => Promise.resolve(reason) };
  }
  const events = /* @__PURE__ */ new Map();
  let failure;
  const collect = async () => {
    if (failure) return;
    try {
      const [rows] = await connection.query(
        "SELECT THREAD_ID AS threadId, EVENT_ID AS eventId, CAST(TIMER_START AS CHAR) AS start, ROWS_EXAMINED AS rowsExamined, SQL_TEXT AS text FROM performance_schema.events_statements_history_long WHERE NESTING_EVENT_ID IS NULL AND TIMER_START IS NOT NULL AND (THREAD_ID <> ? OR SQL_TEXT LIKE ?)",
        [ownThread, `%${MARK_PREFIX}%`]
      );
      for (const row of rows) {
        events.set(`${String(row.threadId)}:${String(row.eventId)}`, {
          threadId: Number(row.threadId),
          rowsExamined: Number(row.rowsExamined ?? 0),
          text: typeof row.text === "string" ? row.text : "",
          start: BigInt(String(row.start))
        });
      }
    } catch (error) {
      failure = `the statement history could not be read (${error.message})`;
    }
  };
  return {
    collect,
    async stop() {
      await collect();
      for (const { name, enabled } of previous) {
        await connection.query("UPDATE performance_schema.setup_consumers SET ENABLED = ? WHERE NAME = ?", [
          enabled === "YES" ? "YES" : "NO",
          name
        ]).catch(() => void 0);
      }
      if (failure) return failure;
      return [...events.values()].sort((a, b) => a.start < b.start ? -1 : a.start > b.start ? 1 : 0).map(({ threadId, rowsExamined, text: text2 }) => ({ threadId, rowsExamined, text: text2 }));
    }
  };
}

// src/work/probe.ts
async function runWorkProbe(options) {
  const connection = await import_promise.default.createConnection({
    host: "127.0.0.1",
    port: options.database.port,
    user: "root",
    password: options.database.rootPassword,
    connectTimeout: 5e3
  });
  const marks = /* @__PURE__ */ new Map();
  const counted = /* @__PURE__ */ new Map();
  let agentError;
  const readCounters = async () => {
    if (options.workAgentPort === void 0 || agentError !== void 0) return void 0;
    try {
      const counters = await readAgentCounters(options.workAgentPort);
      return {
        allocatedBytes: counters.allocatedBytes,
        ...counters.threadCpuNanos === void 0 ? {} : { threadCpuNanos: counters.threadCpuNanos }
      };
    } catch (error) {
      agentError = error instanceof Error ? error.message : String(error);
      return void 0;
    }
  };
  let history;
  const server = createServer((request, response) => {
    void text(request).then(async (body) => {
      const tags = JSON.parse(body);
      const id = marks.size + 1;
      const mark = { what: tags.what, endpoint: endpointKey(tags) };
      marks.set(id, mark);
      if (tags.what === "end") counted.set(id, { ...mark, counters: await readCounters() });
      await connection.query("DO ?", [`${MARK_PREFIX}${id}`]);
      if (tags.what === "begin") counted.set(id, { ...mark, counters: await readCounters() });
      if (tags.what === "end") await history?.collect();
      response.writeHead(204).end();
    }).catch(() => response.writeHead(400).end());
  });
  try {
    const [idRows] = await connection.query("SELECT CONNECTION_ID() AS id");
    const ownThreadId = Number(idRows[0]?.id);
    const [outputRows] = await connection.query("SELECT @@GLOBAL.log_output AS output");
    const previousOutput = outputRows[0]?.output ?? "FILE";
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = server.address().port;
    await connection.query("SET GLOBAL log_output = 'TABLE'");
    await connection.query("TRUNCATE TABLE mysql.general_log");
    history = await startStatementHistory(connection);
    const servedBefore = options.managementBaseUrl === void 0 ? void 0 : await servedRequests(options.managementBaseUrl);
    await connection.query("SET GLOBAL general_log = 'ON'");
    let rows;
    let events;
    try {
      await options.generator.run({
        ...options.k6,
        env: {
          ...options.k6.env,
          PERF_GATE_SEED: String(options.seed),
          PERF_GATE_PROBE_URL: `http://127.0.0.1:${port}/mark`
        },
        executor: "probe",
        probeIterations: options.iterations,
        durationMs: options.maxDurationMs,
        scope: options.scope,
        label: `${options.side} work probe`
      });
    } finally {
      await connection.query("SET GLOBAL general_log = 'OFF'");
      const [logRows] = await connection.query(
        "SELECT thread_id AS threadId, command_type AS commandType, CONVERT(argument USING utf8mb4) AS argument FROM mysql.general_log"
      );
      rows = logRows.map((row) => ({
        threadId: Number(row.threadId),
        commandType: row.commandType,
        argument: row.argument ?? ""
      }));
      await connection.query("TRUNCATE TABLE mysql.general_log");
      await connection.query("SET GLOBAL log_output = ?", [previousOutput]);
      events = await history.stop();
    }
    const attributed = attributeStatements(rows, marks, ownThreadId);
    const requests = attributed.endpoints.reduce((sum, e) => sum + e.requests, 0);
    const notes = attributed.uneven.map((line) => `uneven requests: ${line}`);
    const servedAfter = servedBefore === void 0 ? void 0 : await servedRequests(options.managementBaseUrl);
    if (servedBefore !== void 0 && servedAfter !== void 0) {
      const served = servedAfter - servedBefore;
      if (served !== requests) {
        notes.push(
          `the app served ${served} request(s) while the probe sent ${requests}: requests from elsewhere (or retried ones) ran during the probe`
        );
      }
    }
    if (typeof events === "string") {
      notes.push(`rows examined per endpoint: ${events}`);
    } else {
      const { rowsPerRequest, complete } = attributeRows(events, marks);
      if (complete) {
        for (const endpoint of attributed.endpoints) {
          const rows2 = rowsPerRequest.get(endpoint.endpoint);
          if (rows2 !== void 0) endpoint.rowsExaminedPerRequest = rows2;
        }
      } else {
        notes.push(
          "rows examined per endpoint: the server's statement history (performance_schema_events_statements_history_long_size) is too short for the probe"
        );
      }
    }
    const appWork = attributeAppWork(counted);
    for (const endpoint of attributed.endpoints) {
      const work = appWork.get(endpoint.endpoint);
      if (work === void 0 || work.requests !== endpoint.requests) continue;
      endpoint.allocatedBytesPerRequest = work.allocatedBytesPerRequest;
      if (work.threadCpuMsPerRequest !== void 0) {
        endpoint.threadCpuMsPerRequest = work.threadCpuMsPerRequest;
      }
    }
    if (agentError !== void 0) {
      notes.push(`bytes and CPU per endpoint: the work agent did not answer (${agentError})`);
    }
    if (requests === 0) {
      notes.push(
        "the probe saw no request: the script must call k6/http functions at run time (a copy of http.get taken at load time escapes the marks)"
      );
    }
    return {
      side: options.side,
      requests,
      endpoints: attributed.endpoints,
      unattributedStatements: attributed.unattributed,
      seed: options.seed,
      iterations: options.iterations,
      notes
    };
  } finally {
    server.close();
    await connection.end().catch(() => void 0);
  }
}

// src/lab/gate-lab.ts
function createGateLab(o) {
  const { config, database } = o;
  const apps = /* @__PURE__ */ new Map();
  const pausedAt = /* @__PURE__ */ new Map();
  const thaws = /* @__PURE__ */ new Map();
  const log = { pausedMs: {}, warmUps: [], probes: /* @__PURE__ */ new Map() };
  const windows = /* @__PURE__ */ new Map();
  const probeSizes = /* @__PURE__ */ new Map();
  const scenarioNamed = (name) => config.scenarios.find((s) => s.name === name);
  const appOf = (side) => {
    const app = apps.get(side);
    if (!app) throw new Error(`the plan measures ${side} before booting it`);
    return app;
  };
  const of = sequentialDesign(config.compare) === void 0 ? "/" : " of up to ";
  const tagOf = (scenario, side, round, rounds) => `${scenario} ${side}${rounds !== void 0 && rounds > 1 ? ` round ${round + 1}${of}${rounds}` : ""}`;
  const resume = async (side) => {
    const since = pausedAt.get(side);
    if (since === void 0) return;
    const app = appOf(side);
    for (const one of app.instances ?? [app])
      await resumeContainer(one.containerId, one.description);
    pausedAt.delete(side);
    const thaw = thaws.get(side);
    if (thaw) o.scope.remove(thaw);
    thaws.delete(side);
    log.pausedMs[side] = (log.pausedMs[side] ?? 0) + (Date.now() - since);
  };
  const pause = async (side) => {
    if (pausedAt.has(side)) return;
    const app = appOf(side);
    await o.work.quiesce(app);
    for (const one of app.instances ?? [app])
      await pauseContainer(one.containerId, one.description);
    pausedAt.set(side, Date.now());
    thaws.set(
      side,
      o.scope.add({
        description: `frozen ${app.description}`,
        release: async () => {
          for (const one of app.instances ?? [app])
            await resumeContainer(one.containerId, one.description).catch(() => void 0);
        }
      })
    );
  };
  return {
    log,
    loadData: (step) => o.stage("database-init", step.side, async () => {
      await database.dropTables();
      await database.runInit(o.initScripts.get(step.side) ?? config.database.init);
      await database.snapshot(step.snapshot);
    }),
    snapshot: async (step) => {
      await o.stage("database-snapshot", step.side, () => database.snapshot(step.snapshot));
    },
    restore: async (step) => {
      await o.stage("database-reset", step.side, () => database.restore(step.snapshot));
    },
    databaseWrites: () => databaseWrites(database),
    boot: async (side) => {
      const agentPorts = [];
      const perInstance = async () => {
        const agent = await workAgentBoot(agentPorts);
        agentPorts.push(agent.port);
        return { jvmOptions: agent.jvmOptions, files: agent.files, workAgentPort: agent.port };
      };
      const app = await o.stage(
        "app-start",
        side,
        () => bootConfiguredApp(
          { ...o, jar: o.jars.get(side) },
          {
            label: side,
            scope: o.scope,
            progress: o.progress,
            sideInfo: o.sideInfo(side),
            ...o.appImages?.has(side) ? { image: o.appImages.get(side) } : {},
            ...config.compare.work.enabled ? { perInstance } : {}
          }
        )
      );
      (o.sideInfo(side).startupMs ??= []).push(app.startupMs);
      apps.set(side, app);
      const seed = o.initAfterBoot.get(side) ?? config.database.initAfterBoot;
      if (seed.length > 0) {
        await o.stage("database-init-after-boot", side, () => database.runInit(seed));
      }
    },
    pause,
    resume,
    warmUp: async (step) => {
      const scenario = scenarioNamed(step.scenario);
      const untilSteady = step.afterBoot && config.warmup.steady;
      if (step.afterBoot) await o.work.idle(appOf(step.side));
      if (scenario.warmupMs <= 0 && !untilSteady) return;
      const tag = tagOf(scenario.name, step.side, step.round, step.rounds);
      const steady = await o.stage(
        "warmup",
        step.side,
        () => warmUpApp({
          config,
          scenario,
          generator: o.generator,
          app: appOf(step.side),
          scope: o.scope,
          progress: o.progress,
          label: tag,
          // After a boot the JIT needs invocations, not time: at the scenario's rate a request
          // path reaches C2's thresholds only after minutes (the example: 60 requests/s, p95
          // still falling 8 % a round in round 5), so the boot warm-up ramps to a multiple of it.
          ...step.afterBoot && config.warmup.bootMs > 0 ? {
            rate: scenario.targetRate * config.warmup.bootRate,
            durationMs: Math.max(config.warmup.bootMs, scenario.warmupMs),
            ramp: COLD_RAMP,
            steadyRate: scenario.targetRate
          } : {
            rate: scenario.targetRate,
            durationMs: scenario.warmupMs,
            ramp: step.afterBoot ? COLD_RAMP : FULL_RATE
          },
          untilSteady,
          database
        })
      );
      if (steady) {
        log.warmUps.push({ side: step.side, scenario: scenario.name, ...steady });
      }
    },
    measure: async (step) => {
      const measured = await measureWindow({
        config,
        scenario: scenarioNamed(step.scenario),
        generator: o.generator,
        side: step.side,
        round: step.round,
        tag: tagOf(step.scenario, step.side, step.round, step.rounds),
        app: appOf(step.side),
        database,
        work: o.work,
        scope: o.scope,
        progress: o.progress,
        stage: (name, work) => o.stage(name, step.side, work)
      });
      windows.set(step.scenario, [...windows.get(step.scenario) ?? [], measured.window]);
      return measured;
    },
    stop: async (side) => {
      const app = apps.get(side);
      if (!app) return;
      await resume(side);
      if (o.probe) {
        for (const other of apps.keys()) if (other !== side) await pause(other);
        for (const scenario of config.scenarios) {
          const probes = log.probes.get(scenario.name) ?? [];
          const size = probeSizes.get(scenario.name) ?? probeSize(windows.get(scenario.name) ?? [], config.compare.work.probeIterations);
          probeSizes.set(scenario.name, size);
          probes.push(await probeSide(o, scenario, side, app, size));
          log.probes.set(scenario.name, probes);
        }
      }
      apps.delete(side);
      await app.stop();
      o.scope.remove(app);
    }
  };
}
async function probeSide(o, scenario, side, app, size) {
  const work = o.config.compare.work;
  const nothing = (notes) => ({
    side,
    requests: 0,
    endpoints: [],
    unattributedStatements: 0,
    seed: work.seed,
    notes
  });
  if (!work.enabled || size.iterations === 0) return nothing([]);
  try {
    if (!await o.work.quiesce(app)) {
      throw new Error(
        "the app kept sending statements (or working on requests) for 20 s after its last window"
      );
    }
    const target = app.instances?.[0] ?? app;
    const probe = await o.stage(
      "work-probe",
      side,
      () => runWorkProbe({
        side,
        generator: o.generator,
        k6: k6Options(o.config, scenario, target.baseUrl, scenario.targetRate),
        iterations: size.iterations,
        maxDurationMs: PROBE_MAX_DURATION_MS,
        seed: work.seed,
        database: { port: o.database.port, rootPassword: o.database.rootPassword },
        scope: o.scope,
        managementBaseUrl: target.managementBaseUrl,
        ...target.workAgentPort === void 0 ? {} : { workAgentPort: target.workAgentPort }
      })
    );
    return size.reason === void 0 ? probe : { ...probe, sizing: size.reason };
  } catch (error) {
    return nothing([`the probe failed: ${describeError(error)}`]);
  }
}

// src/lab/sides.ts
async function inspectSides(config, sides) {
  const out = {
    report: {},
    findings: [],
    contextPath: void 0,
    managementBasePath: void 0
  };
  for (const source of sides) {
    const detail = await inspectSide(config, source.directory, `the ${source.side} side`);
    out.report[source.side] = detail.settings;
    if (source.side === "pr") {
      out.findings.push(...detail.settings.findings.map((f) => ({ ...f, side: "pr" })));
      out.contextPath = detail.contextPath;
      out.managementBasePath = detail.managementBasePath;
    }
  }
  if (out.report.base && out.report.pr)
    out.report.diff = diffSettings(out.report.base, out.report.pr);
  return out;
}

// src/lab/real-lab.ts
function createRealGateLab(o) {
  const { scope, progress } = o;
  const generatorOf = o.generator ?? loadGeneratorFor;
  const builderOf = o.builder ?? builderFor;
  let database;
  return {
    runner: runnerInfo,
    checkTools: (config, stage) => checkTools(config, config.scenarios, {
      stage,
      progress,
      scope,
      generator: generatorOf(config)
    }),
    inspect: inspectSides,
    build: async (config, source) => {
      const built = await buildJar(
        config,
        { ...source, label: source.side },
        { scope, progress, builder: builderOf(config, source.directory) }
      );
      return { ...built, jarSha256: await sha256OfFile(built.jar) };
    },
    dataKey: async (scripts) => {
      const hash = createHash("sha256");
      for (const script of scripts) hash.update(await readFile(script)).update("\0");
      return hash.digest("hex");
    },
    startDatabase: async (config, options) => {
      database = await startLabDatabase(config, { ...options, scope, progress });
    },
    rounds: (options) => {
      if (!database) throw new Error("the rounds need the database started first");
      return createGateLab({
        ...options,
        ...options.paths,
        generator: generatorOf(options.config),
        work: scope.add(workRecorderFor(options.config, database, progress)),
        database,
        scope,
        progress
      });
    },
    held: () => scope.size,
    release: () => scope.release()
  };
}
function workRecorderFor(config, database, progress) {
  const recorder = createWorkRecorder({
    config: config.compare.work,
    database: counterTarget(database),
    progress
  });
  return { ...recorder, description: "work counters", release: () => recorder.close() };
}

// src/engine/result-file.ts
function writeResultFile(path, result) {
  writeJsonFile(path, result);
}
function tryWriteResultFile(path, result) {
  try {
    writeResultFile(path, result);
    return void 0;
  } catch (error) {
    return error;
  }
}
function errorResult(error, stage, config) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  return {
    schemaVersion: 1,
    tool: { name: "perf-gate", version: TOOL_VERSION },
    startedAt: now,
    finishedAt: now,
    verdict: "error",
    exitCode: exitCodeFor(error),
    config: config ? redactConfig(config) : null,
    runner: runnerInfo(),
    stages: [],
    sides: { pr: { side: "pr", checkout: process.cwd() } },
    scenarios: [],
    rules: [],
    findings: [],
    error: errorRecord(error, stage)
  };
}
function interruptedResult(partial, signal) {
  return {
    ...partial,
    verdict: "error",
    exitCode: ExitCode.error,
    finishedAt: (/* @__PURE__ */ new Date()).toISOString(),
    error: interruptedRecord(signal, partial.stages.at(-1)?.stage ?? "setup", {
      what: "the gate"
    })
  };
}

// src/engine/execute.ts
async function executeGate(options) {
  const resultProblem = outputPathProblem(options.resultPath);
  const clash = options.reportPath && !resultProblem ? reportPathClash(options.resultPath, options.reportPath) : void 0;
  if (clash) {
    const result2 = errorResult(clash, "inputs");
    tryWriteResultFile(options.resultPath, result2);
    return { result: result2, markdown: renderReport(result2, options.links ?? {}), config: void 0 };
  }
  const pathProblem = resultProblem ?? (options.reportPath ? outputPathProblem(options.reportPath, "report") : void 0);
  if (pathProblem) {
    const result2 = errorResult(pathProblem, "inputs");
    return { result: result2, markdown: renderReport(result2, options.links ?? {}), config: void 0 };
  }
  let partial;
  let config;
  let policy;
  let baseConfig;
  let result = await runAtEdge({
    resultPath: options.resultPath,
    ...options.removeStray ? { removeStray: options.removeStray } : {},
    onInterrupt: (signal) => writeResultFile(
      options.resultPath,
      partial ? interruptedResult(partial, signal) : errorResult(new Error(`Interrupted by ${signal}`), "setup")
    ),
    onError: (error) => errorResult(error, config ? "setup" : "config", config),
    run: async (scope) => {
      config = loadConfig(
        options.configPath,
        options.overrides,
        options.checkout ? { checkout: options.checkout } : {}
      );
      if (options.policy) {
        const adjusted = await policyFor(
          config,
          options.configPath,
          options.overrides,
          options.policy
        );
        config = adjusted.config;
        policy = adjusted.policy;
        baseConfig = adjusted.baseConfig;
      }
      const secrets = registerConfigSecrets(config);
      options.onSecrets?.(secrets);
      options.progress(
        `config ${options.configPath}: ${config.scenarios.map((s) => `${s.name} @ ${s.targetRate}/s`).join(", ")}`
      );
      const ref = baseRefFor(options.base ?? config.compare.base, options.pullRequestBase);
      if (!ref) options.progress("no base to compare with (not a pull request, or base: none)");
      const base = ref ? await prepareBaseSide(config, ref, scope, options.progress, baseConfig?.app) : void 0;
      const prDirectory = options.prDirectory ?? config.app.directory;
      const pr = options.prRef ? await prepareRefSide("pr", config, options.prRef, scope, options.progress) : { side: "pr", directory: prDirectory, ...await currentCommit(prDirectory) };
      const lab = (options.lab ?? ((s, progress) => createRealGateLab({ scope: s, progress })))(
        scope,
        options.progress
      );
      return runGate(
        {
          config,
          pr,
          ...base ? { base } : {},
          ...policy ? { policy } : {}
        },
        lab,
        {
          progress: options.progress,
          onPartialResult: (r) => {
            partial = r;
          }
        }
      );
    }
  });
  if (policy) result.policy = policy;
  result = redactDeep(result);
  const marker = config ? { markerId: config.gate.commentId } : {};
  try {
    const markdown = writeOutputs({
      resultPath: options.resultPath,
      reportPath: options.reportPath,
      result,
      markdown: () => renderReport(result, { ...options.links, ...marker }),
      html: () => renderHtml(result)
    });
    return { result, markdown, config };
  } catch (error) {
    const failed = errorResult(error, "report", config);
    return {
      result: failed,
      markdown: renderReport(failed, { ...options.links, ...marker }),
      config
    };
  }
}
function baseRefFor(base, pullRequestBase) {
  if (base === "none") return void 0;
  if (base === "auto") return pullRequestBase;
  return base;
}
async function policyFor(loaded, configPath, overrides, o) {
  if (o.trustPrConfig) {
    return {
      config: loaded,
      policy: { source: "pr", reason: "the trust-pr-config input is true", changes: [] }
    };
  }
  return withBasePolicy(loaded, configPath, o.baseSha, overrides);
}

export {
  tryWriteResultFile,
  errorResult,
  executeGate
};
