import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  DASHBOARD_LIMITS,
  DEFAULT_HISTORY_BRANCH,
  OTAVA_DEFAULTS,
  analyzeHistory,
  appendCalibration,
  appendCalibrationToBranch,
  appendRecord,
  appendRecordToBranch,
  badHistoryBranch,
  commitUrl,
  compareUrl,
  describeProblem,
  figureTitle,
  formatPValue,
  formatValue,
  historyBranchProblem,
  levelVsChange,
  pullRequestUrl,
  readCalibrations,
  readCalibrationsFromBranch,
  readRecords,
  readRecordsFromBranch,
  repositoryUrlOf,
  selectSeries,
  seriesFilter,
  unitOf
} from "./chunk-5GJB4KG6.js";
import {
  readSavedFile
} from "./chunk-ITV3KCV4.js";
import {
  factor,
  heldOutPhrase,
  higherIsWorse,
  pct,
  recordFromResult,
  runnerEntryText,
  seriesOf
} from "./chunk-4AY6EIAZ.js";
import {
  VERSION,
  outputPathProblem,
  writeOutputFile
} from "./chunk-XT2MLSYI.js";
import {
  fixed,
  renderSvgChart
} from "./chunk-3BUQNUL7.js";
import {
  SIDE_COLOURS,
  escapeHtml,
  htmlDocument,
  table
} from "./chunk-PNZJ54FW.js";
import "./chunk-EWBYGUDV.js";
import {
  formatSignedPct,
  round
} from "./chunk-U2IOZD34.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  PerfGateError,
  choiceFlag,
  countFlag,
  exampleFix,
  fractionFlag,
  numberFlag,
  parseFlags,
  registerFlags,
  toggle,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/history.ts
import { writeFileSync } from "node:fs";

// src/history/export.ts
var EXPORT_FORMATS = ["otava", "bencher", "csv"];
function exportHistory(records, format, keep = () => true) {
  const rows = inTimeOrder(records).map((record) => ({
    record,
    values: new Map(
      [...seriesOf([record])].filter(([key]) => keep(key)).map(([key, points]) => [key, points[0].value])
    )
  }));
  switch (format) {
    case "otava":
      return otavaCsv(rows);
    case "bencher":
      return bencherLines(rows);
    case "csv":
      return longCsv(rows);
  }
}
function inTimeOrder(records) {
  return records.map((record, index) => ({ record, index, at: Date.parse(record.time) })).sort((a, b) => a.at - b.at || a.index - b.index).map(({ record }) => record);
}
function otavaCsv(rows) {
  const keys = [...new Set(rows.flatMap((row) => [...row.values.keys()]))].sort();
  const columns = keys.map((key) => filled(rows.map((row) => row.values.get(key))));
  const lines = [["time", "commit", ...keys].map(csvField).join(",")];
  for (const [index, { record }] of rows.entries()) {
    const cells = columns.map((column) => String(column[index]));
    lines.push([otavaTime(record.time), record.commit, ...cells].map(csvField).join(","));
  }
  return `${lines.join("\n")}
`;
}
function filled(values) {
  const out = [...values];
  for (let i = 1; i < out.length; i++) out[i] ??= out[i - 1];
  for (let i = out.length - 2; i >= 0; i--) out[i] ??= out[i + 1];
  return out;
}
function otavaTime(time) {
  return `${new Date(time).toISOString().slice(0, 19).replace("T", " ")} +0000`;
}
function bencherLines(rows) {
  return rows.map(({ record, values }) => {
    const bmf = {};
    for (const [key, value2] of values) {
      const cut = key.lastIndexOf("/");
      const benchmark = key.slice(0, cut);
      (bmf[benchmark] ??= {})[key.slice(cut + 1)] = { value: value2 };
    }
    return `${JSON.stringify({
      commit: record.commit,
      time: record.time,
      ...record.branch ? { branch: record.branch } : {},
      bmf
    })}
`;
  }).join("");
}
function longCsv(rows) {
  const lines = ["time,commit,series,value"];
  for (const { record, values } of rows) {
    for (const [key, value2] of values)
      lines.push([record.time, record.commit, key, String(value2)].map(csvField).join(","));
  }
  return `${lines.join("\n")}
`;
}
function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// src/commands/history-source.ts
function branchFlag(flags, help) {
  return {
    flags,
    help: `${help} (default ${DEFAULT_HISTORY_BRANCH})`,
    kind: "value",
    read: (flag, raw) => {
      if (raw === true) return DEFAULT_HISTORY_BRANCH;
      if (typeof raw !== "string" || raw === "") return void 0;
      const problem = historyBranchProblem(raw);
      if (problem) throw badHistoryBranch(raw, problem, flag);
      return raw;
    }
  };
}
var fromFlag = value(
  "--from <folder>",
  "the history folder (`perf-gate history append --to`)"
);
var fromBranchFlag = branchFlag(
  "--from-branch [name]",
  "the repository's data branch on origin, instead of --from"
);
var FROM = ["--from", "--from-branch"];
var TO = ["--to", "--to-branch"];
function oneOf(folder, branch, [folderFlag, branchFlagName]) {
  if (folder !== void 0 && branch !== void 0) {
    throw new ConfigError(
      `${folderFlag} ${folder} and ${branchFlagName} ${branch} name two histories; give one.`,
      {
        fix: `Pass ${folderFlag} <folder> for a history folder, or ${branchFlagName} for the repository's data branch.`
      }
    );
  }
  if (folder === void 0 && branch === void 0) {
    throw new ConfigError(`${folderFlag} or ${branchFlagName} is required.`, {
      fix: `Pass ${folderFlag} <folder> (e.g. ${folderFlag} .perf-gate/history), or ${branchFlagName} for the repository's ${DEFAULT_HISTORY_BRANCH} branch on origin.`
    });
  }
  return folder !== void 0 ? "folder" : "branch";
}
function checkAppendTarget(flags) {
  oneOf(flags.to, flags.toBranch, TO);
}
function readHistory(flags, cwd) {
  return readFrom(flags, cwd, readRecords, readRecordsFromBranch);
}
function readCalibrationHistory(flags, cwd) {
  return readFrom(flags, cwd, readCalibrations, readCalibrationsFromBranch);
}
function appendToHistory(flags, record, cwd) {
  return appendTo(
    flags,
    cwd,
    () => appendRecord(flags.to, record),
    (at) => appendRecordToBranch(at, record)
  );
}
function appendCalibrationToHistory(flags, record, cwd) {
  return appendTo(
    flags,
    cwd,
    () => appendCalibration(flags.to, record),
    async (at) => await appendCalibrationToBranch({ ...at, create: true }, record)
  );
}
async function readFrom(flags, cwd, fromFolder, fromBranch) {
  if (oneOf(flags.from, flags.fromBranch, FROM) === "folder") {
    return { ...fromFolder(flags.from), where: flags.from };
  }
  const branch = flags.fromBranch;
  const read = await fromBranch({ repo: cwd, branch, setting: "--from-branch" });
  return { records: read.records, problems: read.problems, where: `origin/${branch}` };
}
async function appendTo(flags, cwd, toFolder, toBranch) {
  if (oneOf(flags.to, flags.toBranch, TO) === "folder") return toFolder();
  const branch = flags.toBranch;
  const appended = await toBranch({
    repo: cwd,
    branch,
    setting: "--to-branch",
    log: (line) => process.stderr.write(`${line}
`)
  });
  return `${appended.file} on origin/${branch}${appended.created ? " (the branch was made)" : ""}`;
}

// src/report/calibration-history.ts
function renderCalibrations(records, where) {
  const lines = [`perf-gate history: ${records.length} calibration(s) in ${where}`];
  if (records.length === 0) {
    lines.push(
      "",
      "None recorded: the calibrate workflow records each calibration it makes (examples/workflows/perf-gate-calibrate.yml), or `perf-gate history append calibration.json --to <folder>`."
    );
  }
  const ordered = [...records].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const record of ordered) lines.push("", ...calibrationLines(record));
  return `${lines.join("\n")}
`;
}
function calibrationLines(record) {
  const at = record.commit ? ` \xB7 ${record.commit.slice(0, 12)}${record.branch ? ` on ${record.branch}` : ""}` : record.branch ? ` \xB7 on ${record.branch}` : "";
  const { entry, proposed, defaults } = record;
  return [
    `${record.time} \xB7 ${record.runner.class}${at} \xB7 perf-gate ${record.perfGate}`,
    `  entry: ${runnerEntryText(entry)}`,
    `  fitted on ${record.fittedOn} A/A gates, judged on the ${record.judgedOn} it did not see:`,
    `    the entry: ${heldOutPhrase(proposed)}; false fails at most ${pct(proposed.falseFailHigh)} (95 %)`,
    `    perf-gate's defaults (instance-noise ${pct(defaults.instanceNoise)}, steal-adjustment ${factor(defaults.stealAdjustment)}): ${heldOutPhrase(defaults)}`
  ];
}

// src/commands/history-calibrations.ts
var CALIBRATIONS_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  json: toggle("--json", "print the calibration records as JSON")
};
function registerCalibrations(history, reportProblems2) {
  registerFlags(
    history.command("calibrations").description(
      "Print the calibrations recorded (perf-gate calibrate): each runner entry and its held-out figures"
    ),
    CALIBRATIONS_FLAGS
  ).action(async (raw) => {
    const { text, problems } = await calibrationsCommand(raw);
    reportProblems2(problems);
    process.stdout.write(text);
  });
}
async function calibrationsCommand(raw, cwd = process.cwd()) {
  const flags = parseFlags(CALIBRATIONS_FLAGS, raw);
  const { records, problems, where } = await readCalibrationHistory(flags, cwd);
  const text = flags.json ? `${JSON.stringify({ calibrations: records, problems }, null, 2)}
` : renderCalibrations(records, where);
  return { text, problems };
}

// src/commands/history-dashboard.ts
import { existsSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";

// src/history/dashboard.ts
var WORSE = "#cf222e";
var BETTER = "#1a7f37";
var LEFT_OUT_LISTED = 50;
var TITLE_CHARS = 64;
var DASHBOARD_STYLE = `
.key { overflow-wrap: anywhere; }
figcaption { font-size: 12px; padding: 4px 6px; }
.change-points { margin: 4px 0; padding-left: 20px; }
.change-points li { margin: 2px 0; }
.worse { color: ${WORSE}; }
.better { color: ${BETTER}; }
.marker { display: inline-block; width: 0; height: 12px; border-left: 2px dashed ${WORSE}; margin: 0 4px 0 8px; vertical-align: middle; }
`;
function renderDashboard(records, options = {}) {
  const repository = options.repository === void 0 ? void 0 : repositoryUrlOf(options.repository);
  if (options.repository !== void 0 && repository === void 0)
    throw new RangeError(`not a repository (owner/name or https address): ${options.repository}`);
  const data = selectSeries(records, options);
  const all = data.scenarios.flatMap((group) => group.series);
  const page = { repository, ids: new Map(all.map((s, i) => [s, `series-${i + 1}`])) };
  const { windowLen, maxPValue, minMagnitude } = data.options;
  const times = records.map((record) => Date.parse(record.time)).filter(Number.isFinite).sort((a, b) => a - b).map((at) => new Date(at).toISOString());
  const body = [
    `<header><h1>perf-gate history</h1>
<p class="meta">${escapeHtml(
      [
        `${records.length} record(s)`,
        times.length > 0 ? `${times[0].slice(0, 10)} to ${times.at(-1).slice(0, 10)}` : "",
        `${all.length} series drawn`,
        repository ?? "",
        options.source ?? ""
      ].filter(Boolean).join(" \xB7 ")
    )}</p>
<p class="meta">${escapeHtml(
      `Change points by E-divisive means over each whole series (window ${windowLen}, p \u2264 ${maxPValue}, magnitude \u2265 ${Math.round(minMagnitude * 1e3) / 10}%). A chart shows the latest ${data.pointsBound} results of its series, one dot per result${repository ? ", each a link to its commit" : ""}.`
    )}</p>${options.skipped ? `<p class="meta worse">${escapeHtml(`${options.skipped} line(s) of the store were skipped (not JSON, not a record, or another schema version); \`perf-gate history\` lists them.`)}</p>` : ""}</header>`
  ];
  if (all.length === 0) {
    body.push(
      "<section><p>No series to draw: the history holds no record with a figure (or none the filter keeps).</p></section>"
    );
  } else {
    body.push(summary(data.scenarios, page, data.pointsBound));
  }
  if (data.leftOut.length > 0) body.push(leftOut(data.leftOut, data.seriesBound));
  for (const [index, group] of data.scenarios.entries()) {
    body.push(
      `<section id="scenario-${index + 1}"><h2>${escapeHtml(group.name)}</h2>
<p class="legend"><span class="swatch" style="background:${SIDE_COLOURS.base}"></span>one dot per result <span class="marker"></span>change point (red: worse, green: better)</p>
<div class="charts">${group.series.map((series) => figure(series, page)).join("")}</div></section>`
    );
  }
  if (records.length > 0) body.push(recentRecords(records, page, data.pointsBound));
  body.push(`<footer>Generated by perf-gate ${escapeHtml(VERSION)}</footer>`);
  return htmlDocument("perf-gate history", body, DASHBOARD_STYLE);
}
function summary(scenarios, page, bound) {
  const rows = scenarios.flatMap(
    (group) => group.series.map((series) => {
      const last = series.points.at(-1);
      const cp = series.changePoints.at(-1);
      const level = cp ? levelVsChange(last.value, cp) : void 0;
      const worse = level && (higherIsWorse(series.key) ? level.direction === "above" : level.direction === "below");
      return [
        `<a href="#${page.ids.get(series)}">${escapeHtml(`${group.name} \xB7 ${figureTitle(series)}`)}</a>`,
        escapeHtml(
          `${series.points.length}${series.total > series.points.length ? ` of ${series.total}` : ""}`
        ),
        `${escapeHtml(formatValue(series, last.value))} <span class="meta">${commitLink(page, last.commit)}</span>`,
        cp ? `${commitRange(page, cp)} <span class="${cp.worse ? "worse" : "better"}">${escapeHtml(formatSignedPct(cp.changePct))}</span>, p ${escapeHtml(formatPValue(cp.pValue))}` : `<span class="meta">${escapeHtml(`none in the last ${Math.min(bound, series.points.length)} results`)}</span>`,
        level ? `<span class="${worse ? "worse" : level.direction === "level with" ? "" : "better"}">${escapeHtml(
          `${level.pct === void 0 ? "" : `${formatSignedPct(level.pct)} `}${level.direction}`
        )}</span>` : ""
      ];
    })
  );
  return `<section><h2>Summary</h2>${table(
    ["Series", "Results", "Latest", "Last change point", "Latest vs the level before it"],
    rows
  )}</section>`;
}
function leftOut(keys, bound) {
  const listed = keys.slice(0, LEFT_OUT_LISTED).map((key) => `<code>${escapeHtml(key)}</code>`);
  const more = keys.length - listed.length;
  return `<section><h2>Not drawn</h2><p class="meta">${escapeHtml(
    `${keys.length} series beyond the ${bound} drawn (the scenarios' latency, p95, throughput and error rate come first, then work, then endpoints); choose with --series or raise --max-series:`
  )}</p><p class="meta key">${listed.join(", ")}${more > 0 ? escapeHtml(` and ${more} more`) : ""}</p></section>`;
}
function figure(series, page) {
  const title = figureTitle(series);
  const chart = {
    id: page.ids.get(series),
    title: title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}\u2026` : title,
    unit: unitOf(series),
    lines: [
      {
        side: "base",
        round: 0,
        label: series.key,
        title: `${series.key}: ${series.points.length} results`,
        series: { t: series.points.map((_, i) => i), values: series.points.map((p) => p.value) }
      }
    ],
    limits: []
  };
  const svg = renderSvgChart(chart, {
    xLabel: "one step per result \xB7 date of the run (UTC)",
    xTick: (t) => Number.isInteger(t) ? series.points[t]?.time.slice(5, 10) ?? "" : "",
    legend: false,
    overlay: (scale) => overlay(series, page, scale)
  });
  const last = series.points.at(-1);
  const changes = series.changePoints.map(
    (cp) => `<li class="change-point ${cp.worse ? "worse" : "better"}"><strong>${escapeHtml(formatSignedPct(cp.changePct))}</strong> ${escapeHtml(
      `(${formatValue(series, cp.meanBefore)} \u2192 ${formatValue(series, cp.meanAfter)})`
    )} at ${commitRange(page, cp)}: ${escapeHtml(changeFacts(cp))}</li>`
  );
  return `<figure id="${page.ids.get(series)}">${svg}<figcaption><p class="meta key"><code>${escapeHtml(series.key)}</code>${escapeHtml(
    ` \xB7 ${series.points.length} of ${series.total} results \xB7 latest ${formatValue(series, last.value)}`
  )}</p>${changes.length > 0 ? `<ol class="change-points">${changes.join("")}</ol>` : '<p class="meta">No change point among these results.</p>'}</figcaption></figure>`;
}
function changeFacts(cp) {
  const also = cp.alsoChanged.length > 0 ? `; ${cp.alsoChanged.join(", ")} changed too` : "";
  return `magnitude ${cp.magnitudePct.toFixed(1)}%, p ${formatPValue(cp.pValue)}, ${cp.worse ? "worse" : "better"}${also}`;
}
function overlay(series, page, scale) {
  const parts = [];
  for (const cp of series.changePoints) {
    const at = scale.x(cp.index - 0.5);
    const colour = cp.worse ? WORSE : BETTER;
    const label = formatSignedPct(cp.changePct);
    const nearRight = at > scale.right - 48;
    parts.push(
      `<g class="change-point" data-index="${cp.index}"><title>${escapeHtml(
        `change point: ${cp.fromCommit.slice(0, 7)}..${cp.toCommit.slice(0, 7)}, ${label}, ${changeFacts(cp)}`
      )}</title><line x1="${fixed(at)}" x2="${fixed(at)}" y1="${scale.top}" y2="${scale.bottom}" stroke="${colour}" stroke-width="2" stroke-dasharray="4 3"/><text x="${fixed(nearRight ? at - 3 : at + 3)}" y="${scale.bottom - 6}" font-size="10" font-weight="600" fill="${colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke" text-anchor="${nearRight ? "end" : "start"}">${escapeHtml(label)}</text></g>`
    );
  }
  const radius = series.points.length > 50 ? 2.2 : 3;
  for (const [index, point] of series.points.entries()) {
    const dot = `<circle class="point" cx="${fixed(scale.x(index))}" cy="${fixed(scale.y(point.value))}" r="${radius}" fill="${SIDE_COLOURS.base}"><title>${escapeHtml(
      `${point.commit.slice(0, 7)} \xB7 ${point.time.slice(0, 16).replace("T", " ")} \xB7 ${formatValue(series, point.value)}`
    )}</title></circle>`;
    const href = commitUrl(page.repository, point.commit);
    parts.push(href ? `<a href="${escapeHtml(href)}">${dot}</a>` : dot);
  }
  return parts.join("");
}
function commitLink(page, commit) {
  const text = escapeHtml(commit.slice(0, 7));
  const href = commitUrl(page.repository, commit);
  return href ? `<a href="${escapeHtml(href)}"><code>${text}</code></a>` : `<code>${text}</code>`;
}
function commitRange(page, cp) {
  const range = `${commitLink(page, cp.fromCommit)}..${commitLink(page, cp.toCommit)}`;
  const href = compareUrl(page.repository, cp.fromCommit, cp.toCommit);
  return href ? `${range} (<a href="${escapeHtml(href)}">commits</a>)` : range;
}
function recentRecords(records, page, bound) {
  const recent = records.map((record, index) => ({ record, index, at: Date.parse(record.time) })).sort((a, b) => b.at - a.at || b.index - a.index).slice(0, bound).map(({ record }) => record);
  const rows = recent.map((record) => {
    const pr = pullRequestUrl(page.repository, record.pullRequest);
    return [
      commitLink(page, record.commit),
      record.pullRequest === void 0 ? "" : pr ? `<a href="${escapeHtml(pr)}">${escapeHtml(`#${record.pullRequest}`)}</a>` : escapeHtml(`#${String(record.pullRequest)}`),
      escapeHtml(record.time),
      escapeHtml(record.branch ?? ""),
      escapeHtml(record.verdict),
      escapeHtml(`${record.runner.class} \xB7 perf-gate ${record.perfGate} \xB7 config ${record.configHash}`)
    ];
  });
  return `<section><details><summary>${escapeHtml(
    `The latest ${recent.length} of ${records.length} record(s)`
  )}</summary>${table(["Commit", "PR", "Time", "Branch", "Verdict", "Runner, version, config"], rows)}</details></section>`;
}

// src/commands/history-dashboard.ts
var OUT_FIX = "Pass --out a file in a folder you can write to, e.g. --out dashboard.html.";
function writeDashboard(flags) {
  const folder = needed(flags.from, "--from", ".perf-gate/history");
  const out = needed(flags.out, "--out", "dashboard.html");
  if (flags.repository !== void 0 && repositoryUrlOf(flags.repository) === void 0) {
    throw new ConfigError(
      `--repository must be owner/name or the repository's https address (got "${flags.repository}").`,
      { fix: exampleFix("--repository", "octo-org/orders-service") }
    );
  }
  refuseOut(out, folder);
  const problem = outputPathProblem(out, "dashboard");
  if (problem) throw new ConfigError(problem.message, { fix: OUT_FIX, cause: problem });
  const { records, problems } = readRecords(folder);
  const html = renderDashboard(records, {
    points: flags.points,
    series: flags.maxSeries,
    keep: seriesFilter(flags.series),
    analysis: {
      windowLen: flags.window,
      maxPValue: flags.maxPvalue,
      minMagnitude: flags.minMagnitude
    },
    ...flags.repository === void 0 ? {} : { repository: flags.repository },
    ...problems.length > 0 ? { skipped: problems.length } : {},
    source: folder
  });
  try {
    writeOutputFile(out, html, "dashboard");
  } catch (error) {
    if (!(error instanceof PerfGateError)) throw error;
    throw new ConfigError(error.message, { fix: OUT_FIX, cause: error });
  }
  return {
    line: `perf-gate history: wrote the dashboard of ${records.length} record(s) to ${out}`,
    problems
  };
}
function needed(given, flag, example) {
  if (given === void 0) {
    throw new ConfigError(`${flag} is required.`, { fix: exampleFix(flag, example) });
  }
  return given;
}
function refuseOut(out, folder) {
  const real = (path) => existsSync(path) ? realpathSync(path) : resolve(path);
  const isFolder = existsSync(out) && statSync(out).isDirectory();
  if (isFolder || real(out) === real(folder)) {
    const what = real(out) === real(folder) ? "the history folder --from reads" : "a folder";
    throw new ConfigError(`--out ${out} is ${what}: the dashboard is one file.`, { fix: OUT_FIX });
  }
  if (real(dirname(out)) === real(folder) && basename(out).endsWith(".jsonl")) {
    throw new ConfigError(
      `--out ${out} is a file of the history folder ${folder}: writing it would replace records.`,
      { fix: OUT_FIX }
    );
  }
}

// src/commands/history.ts
var seriesFlag = value(
  "--series <pattern>",
  "only the series whose key starts with this, or matches it with * (any characters) and ?"
);
function pValueFlag(flag, text) {
  const p = Number(text);
  if (text.trim() === "" || !(p > 0 && p < 1)) {
    throw new ConfigError(`${flag} must be a number above 0 and below 1 (got "${text}").`, {
      fix: exampleFix(flag, "0.001")
    });
  }
  return p;
}
var HISTORY_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  series: seriesFlag,
  window: value(
    "--window <n>",
    "points analysed at once (Otava's --window)",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 2 }),
    { default: String(OTAVA_DEFAULTS.windowLen) }
  ),
  maxPvalue: value(
    "--max-pvalue <p>",
    "largest p-value of a change point (Otava's --pvalue)",
    pValueFlag,
    { default: String(OTAVA_DEFAULTS.maxPValue) }
  ),
  minMagnitude: value(
    "--min-magnitude <pct>",
    "smallest relative change of a change point, e.g. 2% (Otava's --magnitude)",
    fractionFlag,
    { default: `${OTAVA_DEFAULTS.minMagnitude * 100}%` }
  ),
  json: toggle("--json", "print the series and their change points as JSON")
};
var APPEND_FLAGS = {
  to: value("--to <folder>", "the history folder (made when missing)"),
  toBranch: branchFlag(
    "--to-branch [name]",
    "the repository's data branch on origin (made when missing), instead of --to"
  ),
  branch: value("--branch <name>", "the branch the commit was measured on"),
  pullRequest: value("--pull-request <n>", "the pull request the commit came from", countFlag)
};
var EXPORT_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  format: value("--format <format>", "otava, bencher or csv", choiceFlag(EXPORT_FORMATS)),
  series: seriesFlag,
  out: value("--out <file>", "write here instead of stdout")
};
function register(program) {
  const history = program.command("history").description("Main's history: change points per series, recording a result, export");
  registerFlags(
    history.command("show", { isDefault: true }).description("Print each series of the history with its change points (the default)"),
    HISTORY_FLAGS
  ).action(async (raw) => {
    const { text, problems } = await historyCommand(raw);
    reportProblems(problems);
    process.stdout.write(text);
  });
  registerFlags(
    history.command("append").description(
      "Record a result's figures, or a calibration, in the history folder or on the data branch"
    ).argument(
      "<result>",
      "perf-gate-result.json of the commit to record, or calibration.json of perf-gate calibrate"
    ),
    APPEND_FLAGS
  ).action(async (file, raw) => {
    process.stdout.write(`${await appendCommand(file, raw)}
`);
  });
  registerFlags(
    history.command("export").description("Write the history's series for Apache Otava, Bencher or a spreadsheet"),
    EXPORT_FLAGS
  ).action(async (raw) => {
    const { text, problems } = await exportCommand(raw);
    reportProblems(problems);
    if (text !== void 0) process.stdout.write(text);
  });
  registerDashboard(history);
  registerCalibrations(history, reportProblems);
}
function needed2(given, flag, example) {
  if (given === void 0) {
    throw new ConfigError(`${flag} is required.`, { fix: exampleFix(flag, example) });
  }
  return given;
}
async function historyCommand(raw, cwd = process.cwd()) {
  const flags = parseFlags(HISTORY_FLAGS, raw);
  const { records, problems, where } = await readHistory(flags, cwd);
  const analysis = analyzeHistory(
    records,
    { windowLen: flags.window, maxPValue: flags.maxPvalue, minMagnitude: flags.minMagnitude },
    seriesFilter(flags.series)
  );
  const text = flags.json ? `${JSON.stringify({ ...analysis, problems }, null, 2)}
` : renderHistory(analysis, where);
  return { text, problems };
}
async function appendCommand(file, raw, cwd = process.cwd()) {
  const flags = parseFlags(APPEND_FLAGS, raw);
  checkAppendTarget(flags);
  const saved = readSavedFile(
    file,
    (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote, or the calibration.json of `perf-gate calibrate`."
    }),
    flags.branch === void 0 ? {} : { branch: flags.branch }
  );
  if (saved.kind === "calibration") {
    if (flags.pullRequest !== void 0) {
      throw new ConfigError(
        `--pull-request ${flags.pullRequest}: ${file} is a calibration, not a gate's result.`,
        {
          fix: "Leave --pull-request out when recording a calibration.json."
        }
      );
    }
    const { record: record2 } = saved;
    const where2 = await appendCalibrationToHistory(flags, record2, cwd);
    return `perf-gate history: recorded the calibration of ${record2.runner.class} (${record2.time}, instance-noise ${pct(record2.entry.instanceNoise)}) in ${where2}`;
  }
  const record = recordFromResult(saved.result, {
    ...flags.branch === void 0 ? {} : { branch: flags.branch },
    ...flags.pullRequest === void 0 ? {} : { pullRequest: flags.pullRequest }
  });
  const scenarios = Object.keys(record.scenarios).length;
  const where = await appendToHistory(flags, record, cwd);
  return `perf-gate history: recorded ${record.commit.slice(0, 12)} (${record.time}, ${scenarios} scenario(s)) in ${where}`;
}
async function exportCommand(raw, cwd = process.cwd()) {
  const flags = parseFlags(EXPORT_FLAGS, raw);
  const format = needed2(flags.format, "--format", "otava");
  const { records, problems } = await readHistory(flags, cwd);
  const text = exportHistory(records, format, seriesFilter(flags.series));
  if (flags.out === void 0) return { text, problems };
  try {
    writeFileSync(flags.out, text);
  } catch (error) {
    throw new ConfigError(
      `--out ${flags.out} cannot be written (${error.code ?? String(error)}).`,
      { fix: "Pass --out a file in a folder that exists and you can write to." }
    );
  }
  return { text: void 0, problems };
}
function reportProblems(problems) {
  for (const problem of problems)
    process.stderr.write(`perf-gate: skipped ${describeProblem(problem)}
`);
}
var figure2 = (n) => String(round(n));
var pValue = (p) => p < 1e-4 ? "< 0.0001" : p.toFixed(4);
function renderChangePoint(cp) {
  const commits = `${cp.fromCommit.slice(0, 12)}..${cp.toCommit.slice(0, 12)}`;
  const also = cp.alsoChanged.length > 0 ? ` (${cp.alsoChanged.join(", ")} changed too)` : "";
  return `  at point ${cp.index}: ${commits}  ${formatSignedPct(cp.changePct)} (${figure2(cp.meanBefore)} \u2192 ${figure2(cp.meanAfter)}), magnitude ${cp.magnitudePct.toFixed(1)}%, p ${pValue(cp.pValue)}, ${cp.worse ? "worse" : "better"}${also}`;
}
function renderHistory(analysis, where) {
  const { windowLen, maxPValue, minMagnitude } = analysis.options;
  const lines = [
    `perf-gate history: ${analysis.records} record(s) in ${where}, ${analysis.series.length} series; E-divisive means (window ${windowLen}, p \u2264 ${maxPValue}, magnitude \u2265 ${round(minMagnitude * 100)}%)`
  ];
  const changed = analysis.series.filter((series) => series.changePoints.length > 0);
  for (const series of changed) {
    const last = series.points[series.points.length - 1];
    lines.push(
      "",
      `${series.key}: ${series.points.length} points, last ${figure2(last.value)} (${last.commit.slice(0, 12)})`,
      ...series.changePoints.map(renderChangePoint)
    );
  }
  const quiet = analysis.series.length - changed.length;
  if (quiet > 0 || changed.length === 0) {
    lines.push("", `${quiet} series without a change point.`);
  }
  return `${lines.join("\n")}
`;
}
var DASHBOARD_FLAGS = {
  from: fromFlag,
  out: value("--out <file>", "the HTML file to write, e.g. dashboard.html"),
  repository: value(
    "--repository <owner/name>",
    "link each result to its commit and pull request: owner/name on github.com, or the repository's https address"
  ),
  series: seriesFlag,
  points: value(
    "--points <n>",
    "the latest results drawn per series",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 2 }),
    { default: String(DASHBOARD_LIMITS.points) }
  ),
  maxSeries: value(
    "--max-series <n>",
    "the most series drawn (the page names the rest)",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 1 }),
    { default: String(DASHBOARD_LIMITS.series) }
  ),
  window: HISTORY_FLAGS.window,
  maxPvalue: HISTORY_FLAGS.maxPvalue,
  minMagnitude: HISTORY_FLAGS.minMagnitude
};
function dashboardCommand(raw) {
  return writeDashboard(parseFlags(DASHBOARD_FLAGS, raw));
}
function registerDashboard(history) {
  registerFlags(
    history.command("dashboard").description("Write the history as one HTML page: a chart per series, change points marked"),
    DASHBOARD_FLAGS
  ).action((raw) => {
    const { line, problems } = dashboardCommand(raw);
    reportProblems(problems);
    process.stdout.write(`${line}
`);
  });
}
export {
  APPEND_FLAGS,
  DASHBOARD_FLAGS,
  EXPORT_FLAGS,
  HISTORY_FLAGS,
  appendCommand,
  dashboardCommand,
  exportCommand,
  historyCommand,
  register,
  renderHistory
};
