import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  ConfigError
} from "./chunk-STJUJNGS.js";

// src/release/compare.ts
function parseCapacityResult(text, file) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${error.message}).`, {
      fix: "Pass a perf-gate-capacity.json written by `perf-gate capacity`."
    });
  }
  const candidate = parsed;
  if (!candidate || typeof candidate !== "object" || candidate.kind !== "capacity") {
    throw new ConfigError(`${file}: is not a capacity result (no "kind": "capacity").`, {
      fix: "Pass a perf-gate-capacity.json written by `perf-gate capacity` (a gate or sweep result cannot be compared)."
    });
  }
  if (candidate.schemaVersion !== 1) {
    throw new ConfigError(
      `${file}: has schemaVersion ${String(candidate.schemaVersion)}; this perf-gate reads version 1.`,
      { fix: "Re-measure the previous capacity with this version of perf-gate." }
    );
  }
  return candidate;
}
function compareCapacity(current, previous, file) {
  const count = current.verdictTopology?.instances;
  const sameCount = count === void 0 ? void 0 : previous.topologies?.find((topology) => topology.instances === count);
  const previousSummary = sameCount?.summary ?? previous.summary;
  const previousCount = sameCount?.instances ?? previous.verdictTopology?.instances;
  const now = current.summary?.capacity;
  const before = previousSummary?.capacity;
  const base = {
    file,
    ...before === void 0 ? {} : { previous: before },
    ...now === void 0 ? {} : { current: now },
    status: "not-comparable",
    message: ""
  };
  const previousInterval = previousSummary?.interval;
  if (previousInterval)
    base.previousInterval = { low: previousInterval.low, high: previousInterval.high };
  if (now === void 0 || before === void 0) {
    return {
      ...base,
      message: `No comparison with ${file}: ${now === void 0 ? "this run" : "the previous run"} has no capacity figure.`
    };
  }
  const runnerDifference = differentRunner(current.runner, previous.runner);
  if (runnerDifference) {
    return {
      ...base,
      message: `No comparison with ${file}: it was measured on a different runner (${runnerDifference}); capacity depends on the machine.`
    };
  }
  if (count !== void 0 && previousCount !== void 0 && count !== previousCount) {
    return {
      ...base,
      message: `No comparison with ${file}: it measured ${previousCount} app instance(s), this run's verdict is for ${count}; include ${previousCount} in --instances to compare like with like.`
    };
  }
  if (current.scenario?.name !== previous.scenario?.name) {
    return {
      ...base,
      message: `No comparison with ${file}: it measured scenario "${previous.scenario?.name ?? "?"}", this run "${current.scenario?.name ?? "?"}".`
    };
  }
  const changePct = Math.round((now / before - 1) * 1e3) / 10;
  const a = current.summary?.interval;
  const b = previousInterval;
  const separated = a !== void 0 && b !== void 0 && (a.low > b.high || b.low > a.high);
  const status = !separated ? "no-change" : now > before ? "higher" : "lower";
  const message = status === "no-change" ? `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? "+" : ""}${changePct}%): the intervals overlap, so no change is claimed.` : `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? "+" : ""}${changePct}%): ${status}, the intervals do not overlap.`;
  return { ...base, changePct, status, message };
}
function differentRunner(a, b) {
  if (a.cpuModel !== b.cpuModel) return `${b.cpuModel} then, ${a.cpuModel} now`;
  if (a.cores !== b.cores) return `${b.cores} cores then, ${a.cores} now`;
  return void 0;
}

export {
  parseCapacityResult,
  compareCapacity
};
