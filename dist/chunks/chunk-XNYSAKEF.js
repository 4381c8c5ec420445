import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  markdownTable
} from "./chunk-RPQQVPII.js";
import {
  settingEntries
} from "./chunk-H5S5CXRU.js";

// src/spring/render.ts
var UNITS = [
  [/(timeout|lifetime)$/, "ms"],
  [/^jvm\.(xms|xmx)$/, "MiB"],
  [/^jvm\.max-ram-percentage$/, "%"]
];
function withUnit(key, value) {
  if (value === null) return "unknown (give --memory)";
  const unit = UNITS.find(([pattern]) => pattern.test(key))?.[1];
  return unit ? `${value} ${unit}` : String(value);
}
function cell(text) {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}
function renderFindings(findings) {
  if (findings.length === 0) return "No findings.";
  const order = { error: 0, warning: 1, notice: 2 };
  const sorted = [...findings].sort((a, b) => order[a.level] - order[b.level]);
  const lines = [`Findings (${findings.length}):`];
  for (const finding of sorted) {
    lines.push(
      `  ${finding.level.padEnd(7)} ${finding.rule}${finding.keys?.length ? `  [${finding.keys.join(", ")}]` : ""}`
    );
    lines.push(`          ${finding.message}`);
  }
  return lines.join("\n");
}
function renderInspection(detail, appDir) {
  const { settings } = detail;
  const rows = settingEntries(settings).map(({ key, value }) => {
    const property = detail.properties[key];
    const source = property?.envName ? `env ${property.envName}` : settings.sources[key] ?? "default";
    const written = property && property.raw !== String(value) ? ` (${property.raw})` : "";
    return [key, withUnit(key, value), cell(`${source}${written}`)];
  });
  const datasourceNames = settings.datasources.map((ds) => `${ds.name} (${ds.prefix})`).join(", ");
  return [
    `App: ${appDir}`,
    `Active profiles: ${detail.activeProfiles.join(", ")}`,
    `Config files (lowest precedence first): ${detail.files.length > 0 ? detail.files.join(", ") : "none"}`,
    ...detail.inactiveFiles.length > 0 ? [`Not applied (other profiles): ${detail.inactiveFiles.join(", ")}`] : [],
    `Datasources: ${datasourceNames || "none"}`,
    "",
    markdownTable([["Setting", "Effective value", "Source"], ...rows], { align: ["l", "r", "l"] }),
    "",
    renderFindings(settings.findings)
  ].join("\n");
}

export {
  renderInspection
};
