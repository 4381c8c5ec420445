import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  renderHtml,
  renderReport
} from "./chunk-4567ES7D.js";
import {
  TOOL_VERSION,
  errorRecord,
  interruptedRecord,
  loadConfig,
  outputPathProblem,
  redactConfig,
  redactDeep,
  registerConfigSecrets,
  reportPathClash,
  runAtEdge,
  runGate,
  runnerInfo,
  writeJsonFile,
  writeOutputs
} from "./chunk-KSMXTMRK.js";
import {
  GIT_FETCH_TIMEOUT_MS,
  GIT_LOCAL_TIMEOUT_MS,
  GitTimeoutError,
  git
} from "./chunk-IKRKB6Z5.js";
import {
  ConfigError,
  EnvironmentError,
  ExitCode,
  exitCodeFor
} from "./chunk-NKUAIM4D.js";

// src/build/worktree.ts
import { mkdtempSync, rmSync as rmSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { join as join2, relative } from "node:path";

// src/build/jar-cache.ts
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync
} from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
var JAR_CACHE_KEEP = 20;
function jarCacheDir() {
  return process.env.PERF_GATE_JAR_CACHE ?? join(homedir(), ".cache", "perf-gate", "jars");
}
function cachedJarPath(sha, buildKey) {
  const key = createHash("sha256").update(buildKey).digest("hex").slice(0, 12);
  return join(jarCacheDir(), `${sha}-${key}.jar`);
}
function findCachedJar(sha, buildKey) {
  const path = cachedJarPath(sha, buildKey);
  if (!existsSync(path)) return void 0;
  const now = /* @__PURE__ */ new Date();
  try {
    utimesSync(path, now, now);
  } catch {
  }
  return path;
}
function storeCachedJar(sha, buildKey, jar, keep = JAR_CACHE_KEEP) {
  const path = cachedJarPath(sha, buildKey);
  mkdirSync(join(path, ".."), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  try {
    copyFileSync(jar, partial);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  pruneJarCache(jarCacheDir(), keep, path);
  return path;
}
function pruneJarCache(dir, keep, current) {
  const jars = readdirSync(dir).filter((name) => name.endsWith(".jar")).map((name) => ({ name, usedMs: statSync(join(dir, name)).mtimeMs })).sort((a, b) => b.usedMs - a.usedMs || a.name.localeCompare(b.name));
  const removed = [];
  for (const jar of jars.slice(Math.max(keep, 1))) {
    if (current !== void 0 && join(dir, jar.name) === current) continue;
    rmSync(join(dir, jar.name), { force: true });
    removed.push(jar.name);
  }
  return removed;
}
function jarCacheKeep(env = process.env) {
  const value = env.PERF_GATE_JAR_CACHE_KEEP?.trim();
  if (value === void 0 || value === "") return JAR_CACHE_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ConfigError(
      `PERF_GATE_JAR_CACHE_KEEP is "${value}": it must be a whole number of jars, 1 or more.`,
      { fix: `Set it to e.g. ${JAR_CACHE_KEEP} (the default), or unset it.` }
    );
  }
  return keep;
}

// src/build/worktree.ts
function gitLocal(cwd, args, ref) {
  return git(args, { cwd, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref });
}
function unlessTimeout(error, replacement) {
  return error instanceof GitTimeoutError ? error : replacement();
}
async function repositoryRoot(directory) {
  try {
    return await gitLocal(directory, ["rev-parse", "--show-toplevel"]);
  } catch (error) {
    throw unlessTimeout(
      error,
      () => new ConfigError(
        `${directory} is not inside a git repository, so there is no base to compare with.`,
        {
          fix: "Run from a git checkout, or use compare.base: none (the base input / --base none)."
        }
      )
    );
  }
}
function baseRefProblem(ref) {
  if (ref === "") return "it is empty";
  if (ref.startsWith("-")) return 'it starts with "-", which git would read as an option';
  if (new RegExp("\\s|\\p{Cc}", "u").test(ref)) return "it contains whitespace or a control character";
  if (ref.includes("..")) return 'it is a range (".."), not one commit';
  if (ref.includes(":")) return 'it contains ":", which git reads as a refspec or a path';
  return void 0;
}
async function checkBaseRef(ref, repo) {
  const fail = (reason) => new ConfigError(`The base ref "${ref}" is not a valid git ref: ${reason}.`, {
    fix: "Set the base (the base input, --base or compare.base) to a branch, tag or commit sha, e.g. main, origin/main, v1.2.0 or HEAD~1."
  });
  const problem = baseRefProblem(ref);
  if (problem) throw fail(problem);
  if (/^[0-9a-f]{4,64}$/i.test(ref)) return;
  const name = ref.replace(/(?:[~^]\d*)+$/, "");
  try {
    await gitLocal(repo, ["check-ref-format", "--allow-onelevel", name], ref);
  } catch (error) {
    throw unlessTimeout(error, () => fail("git check-ref-format refuses it"));
  }
}
async function resolveCommit(repo, ref) {
  try {
    return await gitLocal(
      repo,
      ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`],
      ref
    );
  } catch (error) {
    throw unlessTimeout(
      error,
      () => new ConfigError(`The base ref "${ref}" is not a commit in ${repo}.`, {
        fix: "Fetch it first (actions/checkout with `fetch-depth: 0`, or `git fetch origin <branch>`), or pass another --base."
      })
    );
  }
}
async function checkoutBase(repo, appDirectory, ref, sha, scope) {
  const root = mkdtempSync(join2(tmpdir(), "perf-gate-base-"));
  const worktree = join2(root, "checkout");
  const removeAll = async () => {
    await gitLocal(repo, ["worktree", "remove", "--force", worktree]).catch(() => void 0);
    rmSync2(root, { recursive: true, force: true });
    await gitLocal(repo, ["worktree", "prune"]).catch(() => void 0);
  };
  let released = false;
  const checkout = {
    directory: join2(worktree, relative(repo, appDirectory)),
    sha,
    ref,
    description: `base worktree ${worktree}`,
    release: async () => {
      if (released) return;
      released = true;
      await removeAll();
    }
  };
  scope?.add(checkout);
  try {
    await gitLocal(
      repo,
      ["worktree", "add", "--detach", "--force", worktree, sha],
      sha.slice(0, 12)
    );
    if (released) {
      await removeAll();
      throw new Error("the checkout was released while git was adding it");
    }
  } catch (error) {
    scope?.remove(checkout);
    await checkout.release();
    throw unlessTimeout(
      error,
      () => new EnvironmentError(
        `git could not check out the base ${ref} (${sha.slice(0, 12)}): ${error.message}`,
        {
          fix: "Make sure the repository is not shallow (actions/checkout with fetch-depth: 0) and the disk has space."
        }
      )
    );
  }
  return checkout;
}

// src/engine/base.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join3, relative as relative2 } from "node:path";
async function resolveOrFetch(repo, ref, progress) {
  await checkBaseRef(ref, repo);
  try {
    return await resolveCommit(repo, ref);
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    progress(`base ${ref} is not in the clone; fetching it from origin`);
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
async function prepareBaseSide(config, ref, scope, progress, baseApp) {
  const keep = jarCacheKeep();
  const repo = await repositoryRoot(config.app.directory);
  const sha = await resolveOrFetch(repo, ref, progress);
  const checkout = await checkoutBase(repo, config.app.directory, ref, sha, scope);
  progress(`base ${ref} = ${sha.slice(0, 12)}, checked out in a worktree`);
  const worktreeRoot = join3(checkout.directory, relative2(config.app.directory, repo));
  const inBase = (script) => {
    const copy = join3(worktreeRoot, relative2(repo, script));
    return existsSync2(copy) ? copy : script;
  };
  const initScripts = config.database.init.map(inBase);
  const initAfterBootScripts = config.database.initAfterBoot.map(inBase);
  const build = { command: (baseApp ?? config.app).build, jar: (baseApp ?? config.app).jar };
  const buildKey = JSON.stringify([build.command, build.jar, relative2(repo, config.app.directory)]);
  const cached = findCachedJar(sha, buildKey);
  if (cached) progress(`base: reusing the jar built earlier for ${sha.slice(0, 12)}`);
  return {
    side: "base",
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
      if (options.adjustConfig) {
        const adjusted = await options.adjustConfig(config);
        config = adjusted.config;
        policy = adjusted.policy;
        baseConfig = adjusted.baseConfig;
      }
      const secrets = registerConfigSecrets(config);
      options.onSecrets?.(secrets);
      options.progress(
        `config ${options.configPath}: ${config.scenarios.map((s) => `${s.name} @ ${s.targetRate}/s`).join(", ")}`
      );
      const base = await options.prepareBase?.(config, scope, baseConfig);
      const prDirectory = options.prDirectory ?? config.app.directory;
      return runGate({
        config,
        pr: { side: "pr", directory: prDirectory, ...await currentCommit(prDirectory) },
        ...base ? { base } : {},
        ...policy ? { policy } : {},
        scope,
        progress: options.progress,
        onPartialResult: (r) => {
          partial = r;
        }
      });
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

export {
  repositoryRoot,
  baseRefProblem,
  prepareBaseSide,
  tryWriteResultFile,
  errorResult,
  executeGate
};
