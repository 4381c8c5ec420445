import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  renderInspection
} from "./chunk-XNYSAKEF.js";
import {
  inspectAppDetail,
  parseMemoryMb,
  parseSpringDurationMs
} from "./chunk-ZSH74EWL.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError
} from "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";

// src/commands/inspect.ts
import { availableParallelism, totalmem } from "node:os";
import { resolve } from "node:path";
function register(program) {
  program.command("inspect").description(
    "Show the app's effective Tomcat, HikariCP and JVM settings with the file:line each comes from, and lint them"
  ).argument("<app-dir>", "the app checkout (with src/main/resources) or a resources folder").option(
    "-p, --profile <name>",
    "active Spring profile (repeatable or comma-separated)",
    collect,
    []
  ).option("-e, --env <KEY=VALUE>", "the app's environment variable (repeatable)", collect, []).option("--jvm-options <options>", 'JVM command-line options, e.g. "-Xms1g -Xmx1536m"').option("--cpus <n>", "CPUs of one app instance (default: this machine's)").option("--memory <size>", "memory of one app instance, e.g. 2g (default: this machine's)").option("--instances <n>", "app instances sharing the database", "1").option("--db-max-connections <n>", "the database's max_connections", "151").option("--db-cpus <n>", "the database server's CPUs (default: --cpus)").option("--db-wait-timeout <seconds>", "the database's wait_timeout in seconds", "28800").option("--request-budget <duration>", "latency budget of one request, e.g. 500ms").option("--json", "print the effective settings as JSON").action(async (appDir, flags) => {
    process.exitCode = await inspectCommand(appDir, flags, (text) => process.stdout.write(text));
  });
}
function collect(value, previous) {
  return [...previous, value];
}
function positive(flag, text, integer) {
  if (text === void 0) return void 0;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || integer && !Number.isInteger(value)) {
    throw new ConfigError(
      `${flag} must be a positive ${integer ? "whole " : ""}number (got "${text}")`,
      {
        fix: `pass e.g. ${flag} ${integer ? "2" : "1.5"}`
      }
    );
  }
  return value;
}
function inspectOptionsFromFlags(flags, host) {
  const env = {};
  for (const pair of flags.env) {
    const separator = pair.indexOf("=");
    if (separator <= 0) {
      throw new ConfigError(`--env must be KEY=VALUE (got "${pair}")`, {
        fix: "pass e.g. --env SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE=20"
      });
    }
    env[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  let memoryMb = host.memoryMb;
  if (flags.memory !== void 0) {
    const parsed = parseMemoryMb(flags.memory);
    if (parsed === void 0 || parsed <= 0) {
      throw new ConfigError(`--memory must be a memory size (got "${flags.memory}")`, {
        fix: "pass e.g. --memory 2g or --memory 1536m"
      });
    }
    memoryMb = parsed;
  }
  let requestBudgetMs;
  if (flags.requestBudget !== void 0) {
    requestBudgetMs = parseSpringDurationMs(flags.requestBudget);
    if (requestBudgetMs === void 0 || requestBudgetMs <= 0) {
      throw new ConfigError(`--request-budget must be a duration (got "${flags.requestBudget}")`, {
        fix: "pass e.g. --request-budget 500ms or --request-budget 1s"
      });
    }
  }
  const resources = {
    cpus: positive("--cpus", flags.cpus, false) ?? host.cpus,
    memoryMb,
    instances: positive("--instances", flags.instances, true),
    dbMaxConnections: positive("--db-max-connections", flags.dbMaxConnections, true),
    dbCpus: positive("--db-cpus", flags.dbCpus, false),
    dbWaitTimeoutSec: positive("--db-wait-timeout", flags.dbWaitTimeout, true),
    requestBudgetMs
  };
  for (const key of Object.keys(resources)) {
    if (resources[key] === void 0) delete resources[key];
  }
  return {
    profiles: flags.profile,
    env,
    ...flags.jvmOptions !== void 0 ? { jvmOptions: flags.jvmOptions } : {},
    resources
  };
}
async function inspectCommand(appDir, flags, write) {
  const host = { cpus: availableParallelism(), memoryMb: Math.floor(totalmem() / (1024 * 1024)) };
  const options = inspectOptionsFromFlags(flags, host);
  const detail = await inspectAppDetail(resolve(appDir), options);
  if (flags.json) {
    write(`${JSON.stringify(detail.settings, null, 2)}
`);
    return 0;
  }
  const machine = flags.cpus === void 0 || flags.memory === void 0 ? ` (${flags.cpus === void 0 ? "CPUs" : ""}${flags.cpus === void 0 && flags.memory === void 0 ? " and " : ""}${flags.memory === void 0 ? "memory" : ""} of this machine; pass --cpus/--memory for the container)` : "";
  write(`${renderInspection(detail, appDir)}
`);
  write(
    `
Judged for ${options.resources?.cpus} CPU(s), ${options.resources?.memoryMb} MiB${machine}, ${options.resources?.instances ?? 1} instance(s), database max_connections ${options.resources?.dbMaxConnections ?? 151}.
`
  );
  return 0;
}
export {
  inspectCommand,
  inspectOptionsFromFlags,
  register
};
