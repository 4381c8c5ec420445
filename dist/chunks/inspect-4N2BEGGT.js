import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  renderInspection
} from "./chunk-XNYSAKEF.js";
import {
  inspectAppDetail,
  parseMemoryMb,
  parseSpringDurationMs
} from "./chunk-4JC7IBBI.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  countFlag,
  list,
  pairs,
  parseFlags,
  positiveFlag,
  registerFlags,
  toggle,
  unitFlag,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/inspect.ts
import { availableParallelism, totalmem } from "node:os";
import { resolve } from "node:path";
var INSPECT_FLAGS = {
  profile: list("-p, --profile <name>", "active Spring profile (repeatable or comma-separated)"),
  env: pairs("-e, --env <KEY=VALUE>", "the app's environment variable (repeatable)"),
  jvmOptions: value("--jvm-options <options>", 'JVM command-line options, e.g. "-Xms1g -Xmx1536m"'),
  cpus: value("--cpus <n>", "CPUs of one app instance (default: this machine's)", positiveFlag),
  memory: value(
    "--memory <size>",
    "memory of one app instance, e.g. 2g (default: this machine's)",
    unitFlag(parseMemoryMb, "a memory size", "2g")
  ),
  instances: value("--instances <n>", "app instances sharing the database", countFlag, {
    default: "1"
  }),
  dbMaxConnections: value("--db-max-connections <n>", "the database's max_connections", countFlag, {
    default: "151"
  }),
  dbCpus: value("--db-cpus <n>", "the database server's CPUs (default: --cpus)", positiveFlag),
  dbWaitTimeout: value(
    "--db-wait-timeout <seconds>",
    "the database's wait_timeout in seconds",
    countFlag,
    { default: "28800" }
  ),
  requestBudget: value(
    "--request-budget <duration>",
    "latency budget of one request, e.g. 500ms",
    unitFlag((text) => parseSpringDurationMs(text), "a duration", "500ms")
  ),
  json: toggle("--json", "print the effective settings as JSON")
};
function register(program) {
  registerFlags(
    program.command("inspect").description(
      "Show the app's effective Tomcat, HikariCP and JVM settings with the file:line each comes from, and lint them"
    ).argument("<app-dir>", "the app checkout (with src/main/resources) or a resources folder"),
    INSPECT_FLAGS
  ).action(async (appDir, flags) => {
    process.exitCode = await inspectCommand(appDir, flags, (text) => process.stdout.write(text));
  });
}
function inspectOptionsFromFlags(raw, host) {
  const flags = parseFlags(INSPECT_FLAGS, raw);
  const resources = {
    cpus: flags.cpus ?? host.cpus,
    memoryMb: flags.memory ?? host.memoryMb,
    instances: flags.instances,
    dbMaxConnections: flags.dbMaxConnections,
    ...flags.dbCpus === void 0 ? {} : { dbCpus: flags.dbCpus },
    dbWaitTimeoutSec: flags.dbWaitTimeout,
    ...flags.requestBudget === void 0 ? {} : { requestBudgetMs: flags.requestBudget }
  };
  return {
    profiles: flags.profile,
    env: flags.env ?? {},
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
  INSPECT_FLAGS,
  inspectCommand,
  inspectOptionsFromFlags,
  register
};
