import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  errorResult,
  executeGate,
  tryWriteResultFile
} from "./chunks/chunk-2KADSPT4.js";
import {
  CHANGE_POINT_MARKER,
  MONTHS_READ,
  SETTING,
  changeMarker,
  changePointIssue,
  createGitHubClient,
  currentGitHubContext,
  describeApiError,
  gitHubPullRequestTarget,
  httpStatusOf,
  publishResultFile,
  recentChangePoints,
  require_tunnel,
  require_undici,
  rethrowTimeout,
  seriesMarker,
  setCommitStatus,
  statusContextFor,
  tokenLogin,
  withRepositoryRemote
} from "./chunks/chunk-MQT34REQ.js";
import {
  DEFAULT_HISTORY_BRANCH,
  HISTORY_MODES,
  appendCalibrationToBranch,
  appendRecordToBranch,
  badHistoryBranch,
  historyBranchProblem,
  readRecordsFromBranch
} from "./chunks/chunk-5GJB4KG6.js";
import {
  renderReport
} from "./chunks/chunk-ACJYOVSD.js";
import "./chunks/chunk-XNYSAKEF.js";
import {
  readCalibrationJson,
  readResultFile
} from "./chunks/chunk-ITV3KCV4.js";
import "./chunks/chunk-OQGYTHXD.js";
import {
  calibrationRecordFrom,
  recordFromResult,
  recordsOfBranch
} from "./chunks/chunk-4AY6EIAZ.js";
import {
  loadConfig,
  redactText,
  registerRunnerSecrets,
  registerSecret
} from "./chunks/chunk-53AB5Y5Q.js";
import "./chunks/chunk-7HDEPLHL.js";
import {
  htmlPathFor
} from "./chunks/chunk-XT2MLSYI.js";
import "./chunks/chunk-VYLVPXU5.js";
import "./chunks/chunk-3BUQNUL7.js";
import "./chunks/chunk-4JC7IBBI.js";
import "./chunks/chunk-LEJNO2M5.js";
import {
  comparisonFlags,
  configFlag,
  environmentFlags,
  scenarioFlag
} from "./chunks/chunk-HEEH3OJ4.js";
import "./chunks/chunk-PNZJ54FW.js";
import "./chunks/chunk-EWBYGUDV.js";
import {
  median,
  oneLine
} from "./chunks/chunk-U2IOZD34.js";
import "./chunks/chunk-RPQQVPII.js";
import "./chunks/chunk-H5S5CXRU.js";
import {
  ConfigError,
  EnvironmentError,
  PASS_ENV_VARIABLE,
  choiceFlag,
  describeError,
  inputName,
  onOffFlag
} from "./chunks/chunk-STJUJNGS.js";
import {
  __toESM
} from "./chunks/chunk-6CMWHVWB.js";

// src/main.ts
import { join, resolve } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input2) {
  if (input2 === null || input2 === void 0) {
    return "";
  } else if (typeof input2 === "string" || input2 instanceof String) {
    return input2;
  }
  return JSON.stringify(input2);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/http-client/lib/index.js
var tunnel = __toESM(require_tunnel(), 1);
var import_undici = __toESM(require_undici(), 1);
var HttpCodes;
(function(HttpCodes2) {
  HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
  HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
  HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
  HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
  HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
  HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
  HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
  HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
  HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
  HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
  HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
  HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
  HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
  HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
  HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
  HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
  HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
  HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
  HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
  HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
  HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
  HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
  HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
  HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
  HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
  HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
  HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function(Headers2) {
  Headers2["Accept"] = "accept";
  Headers2["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function(MediaTypes2) {
  MediaTypes2["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
var HttpRedirectCodes = [
  HttpCodes.MovedPermanently,
  HttpCodes.ResourceMoved,
  HttpCodes.SeeOther,
  HttpCodes.TemporaryRedirect,
  HttpCodes.PermanentRedirect
];
var HttpResponseRetryCodes = [
  HttpCodes.BadGateway,
  HttpCodes.ServiceUnavailable,
  HttpCodes.GatewayTimeout
];

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// src/github/issues.ts
var MAX_PAGES = 10;
async function upsertIssue(input2) {
  const client = createGitHubClient(input2);
  const where = `${input2.owner}/${input2.repo}`;
  let open2;
  let closed;
  try {
    const author = input2.authorLogin ?? await tokenLogin(client);
    for (const issue2 of await ourIssues(client, input2, author)) {
      if (!input2.markers.every((marker) => (issue2.body ?? "").includes(marker))) continue;
      if (issue2.state === "open") open2 ??= issue2;
      else if ((issue2.body ?? "").includes(input2.occurrence)) closed ??= issue2;
    }
  } catch (error2) {
    rethrowTimeout(error2);
    if (httpStatusOf(error2) === 403) return noPermission(where, error2);
    throw new EnvironmentError(
      `Could not read the issues of ${where}: ${describeApiError(error2)}`,
      {
        fix: "Give the job `permissions: issues: write`, or check the repository name.",
        cause: error2
      }
    );
  }
  if (!open2 && closed) return { action: "closed", number: closed.number, url: closed.html_url };
  if (open2 && open2.body === input2.body && open2.title === input2.title)
    return { action: "unchanged", number: open2.number, url: open2.html_url };
  try {
    const text = { owner: input2.owner, repo: input2.repo, title: input2.title, body: input2.body };
    const { data } = open2 ? await client.rest.issues.update({ ...text, issue_number: open2.number }) : await client.rest.issues.create(text);
    return { action: open2 ? "updated" : "created", number: data.number, url: data.html_url };
  } catch (error2) {
    rethrowTimeout(error2);
    if (httpStatusOf(error2) === 403) return noPermission(where, error2);
    throw new EnvironmentError(
      `Could not ${open2 ? `update issue #${open2.number} of` : "open an issue on"} ${where}: ${describeApiError(error2)}`,
      { fix: "Give the job `permissions: issues: write`.", cause: error2 }
    );
  }
}
async function ourIssues(client, where, author) {
  const found = [];
  const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
    owner: where.owner,
    repo: where.repo,
    state: "all",
    creator: author,
    per_page: 100
  });
  let read = 0;
  for await (const page of pages) {
    for (const issue2 of page.data) {
      if (issue2.pull_request === void 0 && issue2.user?.login === author) found.push(issue2);
    }
    if (++read >= MAX_PAGES) break;
  }
  return found;
}
function noPermission(where, error2) {
  return {
    action: "skipped",
    notice: `the token may not open issues on ${where} (${describeApiError(error2)}); give the job \`permissions: issues: write\` to have a change point open one`
  };
}

// src/outputs/history-branch/change-issues.ts
async function reportChangePoints(o, log) {
  try {
    const { records } = await readRecordsFromBranch({
      repo: o.repo,
      branch: o.branch,
      setting: SETTING,
      months: MONTHS_READ
    });
    const history = recordsOfBranch(records, o.recordedBranch);
    const { serverUrl, owner, repo } = o.context;
    for (const found of recentChangePoints(history)) {
      const issue2 = changePointIssue(found, `${serverUrl}/${owner}/${repo}`, o.recordedBranch);
      const key = found.name.key;
      const outcome = await upsertIssue({
        token: o.token,
        apiUrl: o.context.apiUrl,
        owner,
        repo,
        markers: [CHANGE_POINT_MARKER, seriesMarker(key)],
        occurrence: changeMarker(found.changePoint),
        ...issue2
      });
      if (outcome.action === "skipped") {
        log.info(`perf-gate: a change point in ${key} opened no issue: ${outcome.notice ?? ""}`);
        return;
      }
      const what = outcome.action === "closed" ? `its issue #${outcome.number} was closed, so it is left closed` : `issue #${outcome.number} ${outcome.action}`;
      log.info(
        `perf-gate: change point in ${key} at ${found.changePoint.toCommit.slice(0, 12)}: ${what}${outcome.url ? ` (${outcome.url})` : ""}`
      );
    }
  } catch (error2) {
    log.warning(
      `perf-gate: the change points of ${o.branch} could not be reported: ${oneLine(describeError(error2), 400)}`
    );
  }
}

// src/outputs/history-branch/index.ts
var ACTIONS_BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com"
};
function recordsHistory(context, mode) {
  if (mode === "off") return false;
  if (context.eventName === "schedule") return true;
  return context.eventName === "push" && context.defaultBranch !== void 0 && context.ref === `refs/heads/${context.defaultBranch}`;
}
function branchOfRef(ref) {
  return ref?.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : void 0;
}
function historyBranchTarget(o) {
  return {
    name: `the history branch ${o.branch}`,
    deliver: (report, log) => recordInHistory(o, report.result, log)
  };
}
async function recordInHistory(o, result, log) {
  if (result.verdict === "error") {
    log.info(`perf-gate: the gate measured nothing, so nothing was recorded on ${o.branch}`);
    return;
  }
  if (!o.token) {
    throw new ConfigError("Recording the history needs a token in the github-token input.", {
      fix: "Leave github-token at its default (the job token) and give the job `permissions: contents: write`, or set `history: off`."
    });
  }
  const branch = branchOfRef(o.context.ref);
  const record = recordFromResult(result, branch === void 0 ? {} : { branch });
  await withRepositoryRemote(o, async (repo) => {
    const appended = await appendRecordToBranch(
      {
        repo,
        branch: o.branch,
        setting: SETTING,
        identity: ACTIONS_BOT,
        log: (line) => log.info(line),
        ...o.tries === void 0 ? {} : { tries: o.tries }
      },
      record
    );
    log.info(
      `perf-gate: recorded ${record.commit.slice(0, 12)} in ${appended.file} on ${o.branch}${appended.created ? " (the branch was made)" : ""}${appended.tries > 1 ? ` after ${appended.tries} tries` : ""}`
    );
    await reportChangePoints({ ...o, repo, recordedBranch: branch }, log);
  });
}

// src/outputs/history-branch/calibrations.ts
async function recordCalibrationInHistory(o, record, log) {
  await withRepositoryRemote(o, async (repo) => {
    const appended = await appendCalibrationToBranch(
      {
        repo,
        branch: o.branch,
        setting: SETTING,
        identity: ACTIONS_BOT,
        create: false,
        log: (line) => log.info(line),
        ...o.tries === void 0 ? {} : { tries: o.tries }
      },
      record
    );
    if (appended === void 0) {
      log.info(
        `perf-gate: the repository has no branch ${o.branch} (no history is kept), so the calibration of ${record.runner.class} was not recorded; calibration.json stays in the artifact`
      );
      return;
    }
    log.info(
      `perf-gate: recorded the calibration of ${record.runner.class} (${record.time}) in ${appended.file} on ${o.branch}${appended.tries > 1 ? ` after ${appended.tries} tries` : ""}`
    );
  });
}

// src/action-mode.ts
var ACTION_MODES = ["gate", "measure", "publish"];
function parseMode(value) {
  const mode = value.trim().toLowerCase();
  if (mode === "") return "gate";
  if (ACTION_MODES.includes(mode)) return mode;
  throw new ConfigError(`input mode must be gate, measure or publish (got "${value}").`, {
    fix: "Set `mode: measure` in the job that runs the pull request (read-only token) and `mode: publish` in the job that posts its result file (see examples/workflows/perf-gate.yml), or leave it empty for gate."
  });
}
function planFor(mode, run2) {
  switch (mode) {
    case "gate": {
      const publish = run2.token && run2.pullRequest;
      return { measure: true, pending: publish, publishMeasured: publish, publishSaved: false };
    }
    case "measure":
      return { measure: true, pending: false, publishMeasured: false, publishSaved: false };
    case "publish":
      return { measure: false, pending: false, publishMeasured: false, publishSaved: true };
  }
}
async function publishSavedResult(input2, log) {
  if (!input2.token) {
    return new ConfigError("mode publish needs a token in the github-token input.", {
      fix: "Leave github-token at its default (the job token) and give the job `permissions: pull-requests: write, statuses: write`."
    });
  }
  try {
    const outcome = await publishResultFile({
      resultPath: input2.resultPath,
      token: input2.token,
      context: input2.context,
      comment: input2.comment,
      ...input2.failOnInconclusive ? { failOnInconclusive: true } : {},
      ...input2.historyBranch === void 0 ? {} : { historyBranch: input2.historyBranch },
      log
    });
    for (const notice2 of outcome.notices) log.notice(notice2);
    if (outcome.prNumber !== void 0)
      log.info(`perf-gate: published to pull request #${outcome.prNumber}`);
    return void 0;
  } catch (error2) {
    await publishErrorStatus(input2, error2, log);
    return error2 instanceof Error ? error2 : new Error(describeError(error2));
  }
}
async function recordSavedResult(input2, log) {
  try {
    const result = readResultFile(
      input2.resultPath,
      (code) => new ConfigError(`Cannot read the result file ${input2.resultPath} (${code}).`, {
        fix: "Download the artifact the measuring job uploaded (actions/download-artifact) and pass its perf-gate-result.json as result-path."
      })
    );
    await recordInHistory(
      {
        context: input2.context,
        token: input2.token,
        branch: input2.branch,
        ...input2.tries === void 0 ? {} : { tries: input2.tries }
      },
      result,
      log
    );
    return void 0;
  } catch (error2) {
    return error2 instanceof Error ? error2 : new Error(describeError(error2));
  }
}
async function recordSavedCalibration(input2, log) {
  try {
    if (input2.context.eventName.startsWith("pull_request")) {
      throw new ConfigError(
        `${input2.resultPath} is a calibration.json; a pull request's run posts a gate's result, not a calibration.`,
        {
          fix: "Record calibrations from the calibrate workflow (examples/workflows/perf-gate-calibrate.yml), which runs on a schedule or by hand."
        }
      );
    }
    if (input2.history === "off") {
      log.info("perf-gate: history is off, so the calibration was not recorded");
      return void 0;
    }
    const branch = branchOfRef(input2.context.ref);
    const record = calibrationRecordFrom(
      input2.resultPath,
      input2.calibration,
      branch === void 0 ? {} : { branch }
    );
    if (!input2.token) {
      throw new ConfigError("Recording the calibration needs a token in the github-token input.", {
        fix: "Leave github-token at its default (the job token) and give the job `permissions: contents: write`, or set `history: off`."
      });
    }
    await recordCalibrationInHistory(
      {
        context: input2.context,
        token: input2.token,
        branch: input2.branch,
        ...input2.tries === void 0 ? {} : { tries: input2.tries }
      },
      record,
      log
    );
    return void 0;
  } catch (error2) {
    return error2 instanceof Error ? error2 : new Error(describeError(error2));
  }
}
async function publishErrorStatus(input2, error2, log) {
  const { context } = input2;
  try {
    const status = await setCommitStatus({
      token: input2.token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      sha: context.headSha,
      state: "error",
      context: statusContextFor(input2.commentId),
      description: `error: ${error2 instanceof Error ? error2.message : describeError(error2)}`,
      ...context.runUrl ? { targetUrl: context.runUrl } : {}
    });
    if (status.posted)
      log.info(
        `perf-gate: set the "${statusContextFor(input2.commentId)}" status of ${context.headSha.slice(0, 12)} to error`
      );
    else if (status.notice) log.warning(status.notice);
  } catch (statusError) {
    log.warning(`perf-gate: could not set the error status: ${describeError(statusError)}`);
  }
}

// src/commands/action-inputs.ts
function specOf(name, read, override, extra) {
  return {
    name,
    read,
    ...extra?.default === void 0 ? {} : { default: extra.default },
    ...override ? { override } : {}
  };
}
function input(name, read, extra) {
  return specOf(name, read ?? ((_label, text) => text), extra?.override, extra);
}
function fromFlag(name, flag, extra) {
  if (flag.kind !== "value") throw new Error(`input ${name}: ${flag.flags} takes no text`);
  return specOf(
    name,
    (label, text) => flag.read(label, text),
    extra?.override ?? flag.override,
    extra
  );
}
var ACTION_INPUTS = {
  mode: input("mode", (_label, text) => parseMode(text), { default: "gate" }),
  config: fromFlag("config", configFlag, { default: "perf-gate.yml" }),
  workingDirectory: input("working-directory", void 0, { default: "." }),
  scenario: fromFlag("scenario", scenarioFlag("run only this scenario")),
  // The action hands the base to the gate itself: "auto" leaves compare.base of perf-gate.yml in force.
  base: fromFlag("base", comparisonFlags.base, { default: "auto", override: false }),
  rounds: fromFlag("rounds", comparisonFlags.rounds),
  // Empty (the default) leaves gate.fail-on-inconclusive of perf-gate.yml in force; false sets it.
  failOnInconclusive: input("fail-on-inconclusive", onOffFlag, { override: "failOnInconclusive" }),
  comment: input("comment", onOffFlag, { default: "true" }),
  // Its default is the job's token (an expression the runner fills in).
  githubToken: input("github-token"),
  resultPath: input("result-path", void 0, { default: "perf-gate-result.json" }),
  appImage: fromFlag("app-image", environmentFlags.appImage),
  databaseImage: fromFlag("database-image", environmentFlags.databaseImage),
  trustPrConfig: input("trust-pr-config", onOffFlag, { default: "false" }),
  passEnv: input("pass-env"),
  k6: fromFlag("k6-path", environmentFlags.k6),
  // PR code (build, k6 script) runs in containers unless the workflow opts out (trusted authors).
  sandbox: fromFlag("sandbox", environmentFlags.sandbox, { default: "on" }),
  buildImage: fromFlag("build-image", environmentFlags.buildImage),
  commentId: input("comment-id", (_label, text) => text.trim()),
  k6Image: fromFlag("k6-image", environmentFlags.k6Image),
  // Recording happens on a push to the default branch and on schedule only (docs/history.md).
  history: input("history", choiceFlag(HISTORY_MODES), { default: "branch" }),
  historyBranch: input("history-branch", historyBranchInput, { default: DEFAULT_HISTORY_BRANCH })
};
function historyBranchInput(label, text) {
  const name = text.trim();
  const problem = historyBranchProblem(name);
  if (problem) throw badHistoryBranch(name, problem, label);
  return name;
}
function parseInputs(table, get) {
  const out = {};
  for (const [key, spec] of entriesOf(table)) {
    const text = get(spec.name);
    const given = text.trim() === "" ? spec.default ?? "" : text;
    const parsed = given === "" ? void 0 : spec.read(inputName(spec.name), given);
    if (parsed !== void 0) out[key] = parsed;
  }
  return out;
}
function inputOverrides(table, values) {
  const overrides = {};
  for (const [key, spec] of entriesOf(table)) {
    const parsed = values[key];
    if (spec.override && parsed !== void 0) overrides[spec.override] = parsed;
  }
  return overrides;
}
function entriesOf(table) {
  return Object.entries(table);
}

// src/engine/outputs.ts
function headlineOutputs(result) {
  const windows = result.scenarios[0]?.windows.filter((w) => w.side === "pr") ?? [];
  return {
    verdict: result.verdict,
    tps: windows.length ? median(windows.map((w) => w.tps)).toFixed(2) : "",
    p95: windows.length ? median(windows.map((w) => w.http.latency.p95)).toFixed(1) : ""
  };
}

// src/outputs/job-summary/index.ts
function jobSummaryTarget() {
  return {
    name: "the job summary",
    deliver: async (report) => {
      await summary.addRaw(report.markdown, true).write();
    }
  };
}

// src/outputs/registry.ts
function actionTargets(o) {
  const pullRequest = { context: o.context, token: o.token, comment: o.comment };
  return [
    jobSummaryTarget(),
    ...o.publishToPullRequest ? [
      gitHubPullRequestTarget({
        ...pullRequest,
        ...o.commentHistoryBranch === void 0 ? {} : { historyBranch: o.commentHistoryBranch }
      })
    ] : [],
    ...o.historyBranch === void 0 ? [] : [historyBranchTarget({ context: o.context, token: o.token, branch: o.historyBranch })]
  ];
}

// src/outputs/target.ts
async function startTargets(targets, gate, log) {
  for (const target of targets) {
    if (!target.started) continue;
    try {
      await target.started(gate, log);
    } catch (error2) {
      log.warning(`perf-gate: ${target.name}: could not mark the start: ${describeError(error2)}`);
    }
  }
}
async function deliverToTargets(targets, report, log) {
  for (const target of targets) {
    try {
      await target.deliver(report, log);
    } catch (error2) {
      log.warning(`perf-gate: could not publish to ${target.name}: ${describeError(error2)}`);
    }
  }
}

// src/main.ts
function readInputs(get = (name) => getInput(name)) {
  const inputs = parseInputs(ACTION_INPUTS, get);
  const workingDirectory = resolve(inputs.workingDirectory);
  return {
    mode: inputs.mode,
    config: join(workingDirectory, inputs.config),
    workingDirectory,
    checkout: resolve(process.env.GITHUB_WORKSPACE || workingDirectory),
    resultPath: resolve(inputs.resultPath),
    overrides: inputOverrides(ACTION_INPUTS, inputs),
    comment: inputs.comment,
    githubToken: inputs.githubToken ?? "",
    base: inputs.base,
    passEnv: inputs.passEnv ?? "",
    commentId: inputs.commentId ?? "",
    trustPrConfig: inputs.trustPrConfig,
    history: inputs.history,
    historyBranch: inputs.historyBranch
  };
}
async function run() {
  let inputs;
  try {
    inputs = readInputs();
  } catch (error2) {
    const result2 = errorResult(error2, "inputs");
    const path = resolve(getInput("result-path") || "perf-gate-result.json");
    const unwritten = tryWriteResultFile(path, result2);
    if (unwritten) warning(unwritten.message);
    setOutput("verdict", "error");
    setOutput("result-path", path);
    setFailed(`${result2.error?.message ?? "invalid inputs"}
Fix: ${result2.error?.fix ?? ""}`);
    return;
  }
  if (inputs.githubToken) {
    registerSecret(inputs.githubToken);
    setSecret(inputs.githubToken);
  }
  registerRunnerSecrets();
  if (inputs.passEnv) process.env[PASS_ENV_VARIABLE] = inputs.passEnv;
  const github = currentGitHubContext();
  const plan = planFor(inputs.mode, {
    token: inputs.githubToken !== "",
    pullRequest: github.prNumber !== void 0
  });
  if (!plan.measure) return publishMode(inputs, github);
  const refusal = forkTargetRefusal(github);
  if (refusal) {
    const result2 = errorResult(refusal, "inputs");
    const unwritten = tryWriteResultFile(inputs.resultPath, result2);
    if (unwritten) warning(unwritten.message);
    setOutput("verdict", "error");
    setOutput("result-path", inputs.resultPath);
    setFailed(refusal.describe());
    return;
  }
  const reportPath = inputs.resultPath.replace(/\.json$/, "") + ".md";
  const recording = recordsHistory(github, inputs.history);
  if (recording && inputs.mode === "measure") {
    info(
      "perf-gate: mode measure makes no GitHub API call; a job with mode publish and `contents: write` records this result in the history (docs/history.md)."
    );
  }
  const targets = actionTargets({
    publishToPullRequest: plan.publishMeasured,
    context: github,
    token: inputs.githubToken,
    comment: inputs.comment,
    historyBranch: recording && inputs.mode === "gate" ? inputs.historyBranch : void 0,
    commentHistoryBranch: inputs.history === "off" ? void 0 : inputs.historyBranch
  });
  const log = { info, notice, warning };
  if (plan.pending) {
    const commentId = configuredCommentId(inputs);
    if (commentId !== null) await startTargets(targets, { commentId }, log);
  }
  const { result, markdown, config } = await executeGate({
    configPath: inputs.config,
    checkout: inputs.checkout,
    overrides: inputs.overrides,
    resultPath: inputs.resultPath,
    reportPath,
    links: reportLinks(github),
    progress: (line) => info(line),
    onSecrets: (secrets) => secrets.forEach((secret) => setSecret(secret)),
    // "auto" (the input's default) leaves compare.base of perf-gate.yml in force.
    ...inputs.base === "auto" ? {} : { base: inputs.base },
    ...github.baseSha === void 0 ? {} : { pullRequestBase: github.baseSha },
    ...github.baseSha === void 0 ? {} : { policy: { baseSha: github.baseSha, trustPrConfig: inputs.trustPrConfig } }
  });
  setOutputs(result, inputs.resultPath, reportPath);
  await deliverToTargets(
    targets,
    {
      result,
      markdown,
      // The comment's lines about the base's history: the same report, rendered with them.
      markdownWith: (extra) => redactText(
        renderReport(result, {
          ...reportLinks(github),
          ...config ? { markerId: config.gate.commentId } : {},
          ...extra
        })
      ),
      ...config ? { commentId: config.gate.commentId } : {},
      failOnInconclusive: config?.gate.failOnInconclusive ?? false
    },
    log
  );
  finish(result);
}
async function publishMode(inputs, github) {
  setOutput("result-path", inputs.resultPath);
  const log = { info, notice, warning };
  const calibration = readCalibrationJson(inputs.resultPath);
  if (calibration !== void 0) {
    const failure2 = await recordSavedCalibration(
      {
        resultPath: inputs.resultPath,
        token: inputs.githubToken,
        context: github,
        branch: inputs.historyBranch,
        history: inputs.history,
        calibration
      },
      log
    );
    if (failure2) setFailed(describeError(failure2));
    return;
  }
  if (recordsHistory(github, inputs.history)) {
    const failure2 = await recordSavedResult(
      {
        resultPath: inputs.resultPath,
        token: inputs.githubToken,
        context: github,
        branch: inputs.historyBranch
      },
      log
    );
    if (failure2) setFailed(describeError(failure2));
    return;
  }
  const failure = await publishSavedResult(
    {
      resultPath: inputs.resultPath,
      token: inputs.githubToken,
      context: github,
      comment: inputs.comment,
      ...inputs.history === "off" ? {} : { historyBranch: inputs.historyBranch },
      ...inputs.overrides.failOnInconclusive ? { failOnInconclusive: true } : {},
      ...inputs.commentId ? { commentId: inputs.commentId } : {}
    },
    { info: (l) => info(l), notice: (l) => notice(l), warning: (l) => warning(l) }
  );
  if (failure) setFailed(describeError(failure));
}
function forkTargetRefusal(github) {
  if (github.eventName !== "pull_request_target" || !github.isFork) return void 0;
  return new ConfigError(
    "perf-gate refuses to build a fork pull request under pull_request_target: that event runs with the base repository's write token and secrets.",
    {
      fix: "Run perf-gate with `mode: measure` on `pull_request` (read-only token) and publish from a `workflow_run` workflow with `mode: publish` (see examples/workflows/perf-gate-fork-*.yml)."
    }
  );
}
function reportLinks(github) {
  if (!github.runUrl) return {};
  return { runUrl: github.runUrl, artifactUrl: `${github.runUrl}#artifacts` };
}
function configuredCommentId(inputs) {
  try {
    return loadConfig(inputs.config, inputs.overrides, { checkout: inputs.checkout }).gate.commentId;
  } catch {
    return null;
  }
}
function setOutputs(result, resultPath, reportPath) {
  const headline = headlineOutputs(result);
  setOutput("verdict", headline.verdict);
  setOutput("tps", headline.tps);
  setOutput("p95", headline.p95);
  setOutput("result-path", resultPath);
  setOutput("report-path", reportPath);
  setOutput("html-report-path", htmlPathFor(resultPath));
}
function finish(result) {
  if (result.error) {
    setFailed(
      `${result.error.message}${result.error.fix ? `
Fix: ${result.error.fix}` : ""}`
    );
  } else if (result.exitCode !== 0) {
    const failing = result.rules.filter((r) => !r.passed && r.level === "error").map((r) => r.message);
    setFailed(`perf-gate: ${result.verdict}. ${failing.slice(0, 5).join(" ")}`);
  } else if (result.verdict === "inconclusive") {
    warning("perf-gate: inconclusive \u2014 see the job summary for what to change.");
  }
}

// src/index.ts
await run();
