import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  RECOMMENDED_K6,
  ResourceScope,
  buildApp,
  databaseKind,
  enclosingWorkTree,
  ensureDocker,
  installSignalTeardown,
  isEmbedded,
  isInside,
  mysqlProfiles,
  profilesWritten,
  readBuild,
  readJarJava,
  realPath,
  startApp,
  startDatabase,
  startRedis,
  writtenDatasource,
  writtenForMysql
} from "./chunk-7HDEPLHL.js";
import {
  canonicalKey,
  envNamesFor,
  readConfigFiles,
  require_dist,
  resolveInspection
} from "./chunk-4JC7IBBI.js";
import {
  appExceptions,
  quietFlag
} from "./chunk-HEEH3OJ4.js";
import {
  APP_METRIC_MIN_REQUESTS,
  DEFAULTS,
  DEFAULT_MAX_ROUNDS,
  DEFAULT_TPS_SLACK,
  ENDPOINT_MIN_REQUESTS,
  GATE_WINDOWS,
  PROBE_MAX_ITERATIONS,
  PROBE_MIN_REQUESTS,
  WORK_METRICS,
  WORK_METRIC_REGISTRY,
  appImageFor,
  formatBytes,
  oneLine,
  readAtMost,
  variablesFromConfig
} from "./chunk-U2IOZD34.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  EnvironmentError,
  durationFlag,
  list,
  parseFlags,
  registerFlags,
  toggle,
  value
} from "./chunk-STJUJNGS.js";
import {
  __toESM
} from "./chunk-6CMWHVWB.js";

// src/commands/init.ts
import { existsSync as existsSync2, statSync as statSync2 } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join as join5, relative as relative3, resolve as resolve3 } from "node:path";

// src/init/java-text.ts
function mask(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === "//" || two === "/*") {
      const end = two === "//" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2) + 2;
      const stop = end <= 1 ? text.length : end;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (text[i] === '"' || text[i] === "'") {
      const quote2 = text[i];
      const triple = quote2 === '"' && text.startsWith('"""', i);
      const close = triple ? '"""' : quote2;
      let j = i + close.length;
      while (j < text.length && !text.startsWith(close, j)) j += text[j] === "\\" ? 2 : 1;
      const stop = Math.min(text.length, j + close.length);
      out += close + text.slice(i + close.length, j).replace(/[^\n]/g, " ") + text.slice(j, stop);
      i = stop;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}
function matching(masked, open) {
  const pairs = { "(": ")", "{": "}", "[": "]" };
  const closer = pairs[masked[open]];
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === masked[open]) depth += 1;
    else if (masked[i] === closer && --depth === 0) return i;
  }
  return masked.length - 1;
}
function splitArguments(masked, original) {
  const parts = [];
  let depth = 0;
  let start = 0;
  const push = (end) => {
    const text = original.slice(start, end);
    const name = /^\s*(\w+)\s*=(?!=)/.exec(masked.slice(start, end));
    parts.push({
      name: name ? name[1] : "value",
      text: name ? text.slice(name[0].length) : text
    });
  };
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    if ("([{".includes(c)) depth += 1;
    else if (")]}".includes(c)) depth -= 1;
    else if (c === "," && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  if (masked.trim()) push(masked.length);
  return parts;
}
function literals(text) {
  const strings = [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
  const rest = text.replace(/"(?:[^"\\]|\\.)*"/g, "").replace(/arrayOf|[\s,{}[\]()]/g, "");
  return rest === "" ? strings : void 0;
}
var lines;
function lineAt(text, index) {
  if (lines?.text !== text) {
    const starts2 = [0];
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts2.push(i + 1);
    lines = { text, starts: starts2 };
  }
  const { starts } = lines;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (starts[middle] <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}
function annotationsBefore(masked, index) {
  const names = [];
  let i = index;
  const skipSpace = () => {
    while (i > 0 && /\s/.test(masked[i - 1])) i -= 1;
  };
  for (; ; ) {
    skipSpace();
    if (masked[i - 1] === ")") {
      let depth = 0;
      let j = i - 1;
      for (; j >= 0; j--) {
        if (masked[j] === ")") depth += 1;
        else if (masked[j] === "(" && --depth === 0) break;
      }
      if (j < 0) break;
      i = j;
      skipSpace();
    }
    let start = i;
    while (start > 0 && /[\w.]/.test(masked[start - 1])) start -= 1;
    if (start === i) break;
    const word = masked.slice(start, i);
    i = start;
    if (masked[i - 1] === "@") {
      names.unshift(word.split(".").pop());
      i -= 1;
    } else if (!/^[a-z]+$/.test(word)) {
      break;
    }
  }
  return names;
}
var MAX_ANNOTATIONS = 50;
function declaredName(masked, from) {
  let i = from;
  for (let skipped2 = 0; ; skipped2++) {
    if (skipped2 === MAX_ANNOTATIONS) return void 0;
    const annotation = /^\s*@[\w.]+/.exec(masked.slice(i, i + 300));
    if (!annotation) break;
    i += annotation[0].length;
    const open = /^\s*\(/.exec(masked.slice(i, i + 100));
    if (open) i = matching(masked, i + open[0].length - 1) + 1;
  }
  return /^[^(;{}=]*?(\w+)\s*\(/.exec(masked.slice(i, i + 500))?.[1];
}
function bodyMembers(text, masked, open, close) {
  let flat = "";
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const c = masked[i];
    if (c === "{") depth += 1;
    if (c === "\n" || depth === 0) flat += c;
    else flat += " ";
    if (c === "}") depth -= 1;
  }
  const members = /* @__PURE__ */ new Map();
  const firstLine2 = lineAt(text, open + 1);
  for (const found of flat.matchAll(/(?<![@.\w])(\w+)\s*\(/g)) {
    const name = found[1];
    if (!members.has(name)) members.set(name, firstLine2 + lineAt(flat, found.index) - 1);
  }
  return Object.fromEntries(members);
}
var ENTITY_ANNOTATION = /@(?:(?:jakarta|javax)\.persistence\.)?Entity\b/;
function declaresJpaEntity(text) {
  const masked = mask(text);
  return /\b(?:jakarta|javax)\.persistence\b/.test(masked) && ENTITY_ANNOTATION.test(masked);
}

// src/init/request-params.ts
var WINDOW = 8e3;
var MAX_PARAMETERS = 64;
var TYPES = new Map(
  Object.entries({
    integer: "int long short Int Integer Long Short BigInteger",
    number: "double float Double Float BigDecimal",
    boolean: "boolean Boolean",
    string: "String CharSequence UUID"
  }).flatMap(([type, names]) => names.split(" ").map((name) => [name, type]))
);
function parameterList(text, masked, from) {
  const view = masked.slice(from, from + WINDOW);
  const closed = (open2) => {
    const close2 = matching(view, open2);
    return view[close2] === ")" && close2 !== open2 ? close2 : void 0;
  };
  let i = 0;
  for (let skipped2 = 0; ; skipped2++) {
    if (skipped2 === MAX_ANNOTATIONS) return void 0;
    const annotation = /^\s*@[\w.]+/.exec(view.slice(i, i + 300));
    if (!annotation) break;
    i += annotation[0].length;
    const open2 = /^\s*\(/.exec(view.slice(i, i + 100));
    if (!open2) continue;
    const close2 = closed(i + open2[0].length - 1);
    if (close2 === void 0) return void 0;
    i = close2 + 1;
  }
  let open = i;
  while (open < view.length && !"(;{}=".includes(view[open])) open += 1;
  if (view[open] !== "(") return void 0;
  const close = closed(open);
  if (close === void 0) return void 0;
  return {
    text: text.slice(from + open + 1, from + close),
    masked: view.slice(open + 1, close)
  };
}
function splitParameters(masked) {
  const parts = [];
  let depth = 0;
  let angles = 0;
  let start = 0;
  for (let i = 0; i < masked.length && parts.length < MAX_PARAMETERS; i++) {
    const c = masked[i];
    if ("([{".includes(c)) depth += 1;
    else if (")]}".includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === "<") angles += 1;
    else if (depth === 0 && c === ">" && masked[i - 1] !== "-") angles = Math.max(0, angles - 1);
    else if (depth === 0 && angles === 0 && c === ",") {
      parts.push({ start, end: i });
      start = i + 1;
    }
  }
  if (parts.length < MAX_PARAMETERS && masked.slice(start).trim()) {
    parts.push({ start, end: masked.length });
  }
  return parts;
}
function leadingAnnotations(text, masked) {
  const annotations = [];
  let i = 0;
  for (; ; ) {
    while (i < masked.length && /\s/.test(masked[i])) i += 1;
    const found = /^@(?:\w+:)?([\w.]+)/.exec(masked.slice(i, i + 300));
    if (found) {
      i += found[0].length;
      const name = found[1].split(".").pop();
      let args = [];
      const open = /^\s*\(/.exec(masked.slice(i, i + 100));
      if (open) {
        const start = i + open[0].length - 1;
        const close = matching(masked, start);
        args = splitArguments(masked.slice(start + 1, close), text.slice(start + 1, close));
        i = close + 1;
      }
      annotations.push({ name, args });
      continue;
    }
    const modifier = /^(?:final|vararg)\b/.exec(masked.slice(i, i + 10));
    if (!modifier) break;
    i += modifier[0].length;
  }
  return { annotations, rest: i };
}
function trailingWord(text) {
  let end = text.length;
  while (end > 0 && /[\s[\]]/.test(text[end - 1])) end -= 1;
  let start = end;
  while (start > 0 && /\w/.test(text[start - 1])) start -= 1;
  return start < end ? { word: text.slice(start, end), before: text.slice(0, start) } : void 0;
}
function declaration(masked) {
  const colon = masked.indexOf(":");
  if (colon >= 0) {
    const name = /^\s*(\w+)\s*$/.exec(masked.slice(0, colon))?.[1];
    if (!name) return void 0;
    const assigned = masked.indexOf("=", colon);
    const type2 = masked.slice(colon + 1, assigned < 0 ? void 0 : assigned).trim();
    return { name, type: type2, defaulted: assigned >= 0, array: /^(?:Array|\w+Array)\b/.test(type2) };
  }
  const found = trailingWord(masked);
  if (!found) return void 0;
  const type = found.before.trim();
  return {
    name: found.word,
    type,
    defaulted: false,
    array: type.endsWith("...") || type.endsWith("]") || /\]\s*$/.test(masked)
  };
}
function typeParts(type) {
  const base = (/^[\w.]+/.exec(type)?.[0] ?? "").split(".").pop();
  const open = type.indexOf("<");
  const close = type.lastIndexOf(">");
  return { base, inner: open >= 0 && close > open ? type.slice(open + 1, close).trim() : "" };
}
function integerOf(text) {
  const found = text === void 0 ? void 0 : /^\s*(-?\d{1,9})[lL]?\s*$/.exec(text);
  return found ? Number(found[1]) : void 0;
}
function boundsOf(annotations) {
  const bounds = {};
  const arg = (a, name) => a.args.find((argument) => argument.name === name)?.text;
  for (const a of annotations) {
    const [min, max] = a.name === "Size" || a.name === "Length" ? [integerOf(arg(a, "min")), integerOf(arg(a, "max"))] : a.name === "Min" || a.name === "DecimalMin" ? [integerOf(arg(a, "value")?.replace(/"/g, "")), void 0] : a.name === "Max" || a.name === "DecimalMax" ? [void 0, integerOf(arg(a, "value")?.replace(/"/g, ""))] : [void 0, void 0];
    if (min !== void 0) bounds.min = min;
    if (max !== void 0) bounds.max = max;
  }
  return bounds;
}
function requestParam(text, masked) {
  const { annotations, rest } = leadingAnnotations(text, masked);
  const annotation = annotations.find((a) => a.name === "RequestParam");
  if (!annotation) return void 0;
  const declared = declaration(masked.slice(rest));
  if (!declared) return void 0;
  const { base, inner } = typeParts(declared.type);
  if (/Map$/.test(base) || /\b(?:MultipartFile|FilePart|Part)\b/.test(declared.type)) {
    return void 0;
  }
  let name = declared.name;
  let required = true;
  let sample;
  for (const argument of annotation.args) {
    const found = literals(argument.text);
    if (argument.name === "value" || argument.name === "name") {
      if (found?.length !== 1) return void 0;
      if (found[0] !== "") name = found[0];
    } else if (argument.name === "required") {
      required = argument.text.trim() !== "false";
    } else if (argument.name === "defaultValue") {
      required = false;
      if (found?.length === 1) sample = found[0];
    }
  }
  const optional = base === "Optional";
  const nullable = declared.type.endsWith("?");
  if (optional || nullable || declared.defaulted) required = false;
  const simple = optional ? typeParts(inner).base : base;
  const type = declared.array ? void 0 : TYPES.get(simple);
  return {
    name,
    in: "query",
    required,
    ...type ? { type } : {},
    ...simple === "UUID" && type ? { format: "uuid" } : {},
    ...type ? boundsOf(annotations) : {},
    ...sample !== void 0 ? { sample } : {}
  };
}
function requestParams(text, masked, from) {
  const list2 = parameterList(text, masked, from);
  if (!list2) return [];
  const parameters = [];
  for (const { start, end } of splitParameters(list2.masked)) {
    const parameter = requestParam(list2.text.slice(start, end), list2.masked.slice(start, end));
    if (parameter && !parameters.some((p) => p.name === parameter.name)) {
      parameters.push(parameter);
    }
  }
  return parameters;
}
var NOT_AN_OBJECT = /^(?:List|Set|Collection|Iterable|Map|\w*Map|Array|\w+Array|Optional|Mono|Flux|HttpEntity|RequestEntity|JsonNode|ObjectNode|Object|Any|String|byte|Resource)$/;
function requestBodyType(text, masked, from) {
  const list2 = parameterList(text, masked, from);
  if (!list2) return void 0;
  for (const { start, end } of splitParameters(list2.masked)) {
    const part = list2.masked.slice(start, end);
    const { annotations, rest } = leadingAnnotations(list2.text.slice(start, end), part);
    if (!annotations.some((a) => a.name === "RequestBody")) continue;
    const declared = declaration(part.slice(rest));
    if (!declared || declared.array) return void 0;
    const { base } = typeParts(declared.type.replace(/\?$/, ""));
    return base && !NOT_AN_OBJECT.test(base) ? base : void 0;
  }
  return void 0;
}

// src/init/body-fields.ts
var MAX_FIELDS = 64;
var MAX_TYPES = 50;
var MAX_SUPERCLASSES = 3;
var MAX_BODY = 1e5;
var MODIFIERS = /^\s*(?:(?:private|protected|public|internal|final|transient|volatile|override|open|lateinit|abstract)\s+)*/;
function findType(files, name) {
  const pattern = new RegExp(`\\b(?:record|class)\\s+${name}\\b`);
  for (const file of files) {
    if (!file.content.includes(name)) continue;
    const masked = mask(file.content);
    const found = pattern.exec(masked);
    if (found) {
      const kotlin = file.path.endsWith(".kt");
      return { text: file.content, masked, at: found.index + found[0].length, kotlin };
    }
  }
  return void 0;
}
function jsonName(annotations, declared) {
  if (annotations.some((a) => a.name === "JsonIgnore")) return void 0;
  const property = annotations.find((a) => a.name === "JsonProperty");
  const argument = property?.args.find((a) => a.name === "value");
  const named = argument ? literals(argument.text) : void 0;
  return named?.length === 1 && named[0] ? named[0] : declared;
}
function fieldOf(text, masked, kotlin) {
  const { annotations, rest } = leadingAnnotations(text, masked);
  let head = masked.slice(rest);
  if (/\bstatic\b|\bconst\b/.test(head)) return void 0;
  head = head.replace(MODIFIERS, "");
  if (kotlin) {
    const property = /^(?:val|var)\s+/.exec(head);
    if (!property) return void 0;
    head = head.slice(property[0].length);
  }
  const assigned = head.indexOf("=");
  const declared = declaration(assigned < 0 ? head : head.slice(0, assigned));
  if (!declared || !declared.type || /[(){}]/.test(declared.type)) return void 0;
  return jsonName(annotations, declared.name);
}
function bodyFields(found, open) {
  const { text, masked, kotlin } = found;
  const close = Math.min(matching(masked, open), open + MAX_BODY);
  const fields = [];
  let start = open + 1;
  for (let i = open + 1; i < close && fields.length < MAX_FIELDS; i++) {
    const c = masked[i];
    if (c === "(") {
      i = matching(masked, i);
    } else if (c === "{") {
      i = matching(masked, i);
      start = i + 1;
    } else if (c === ";" || kotlin && c === "\n") {
      const field = fieldOf(text.slice(start, i), masked.slice(start, i), kotlin);
      if (field) fields.push(field);
      start = i + 1;
    }
  }
  const last = kotlin ? fieldOf(text.slice(start, close), masked.slice(start, close), kotlin) : void 0;
  if (last && fields.length < MAX_FIELDS) fields.push(last);
  return fields;
}
function typeFields(files, name, depth = 0) {
  const found = findType(files, name);
  if (!found) return [];
  const { text, masked, kotlin } = found;
  let i = found.at;
  const generics = /^\s*</.exec(masked.slice(i, i + 100));
  if (generics) {
    const end = masked.indexOf(">", i);
    i = end < 0 ? i : end + 1;
  }
  const fields = [];
  const parens = /^\s*(?:(?:private|public|internal|protected)\s+)?(?:constructor\s*)?\(/.exec(
    masked.slice(i, i + 200)
  );
  if (parens) {
    const open = i + parens[0].length - 1;
    const close = matching(masked, open);
    const list2 = { text: text.slice(open + 1, close), masked: masked.slice(open + 1, close) };
    for (const { start, end } of splitParameters(list2.masked)) {
      const field = fieldOf(list2.text.slice(start, end), list2.masked.slice(start, end), kotlin);
      if (field) fields.push(field);
    }
    i = close + 1;
  }
  const next = /[{;]/.exec(masked.slice(i, i + 2e3));
  const header = masked.slice(i, i + (next?.index ?? 0));
  const parent = /\bextends\s+(\w+)/.exec(header)?.[1] ?? /^\s*:\s*(\w+)\s*\(/.exec(header)?.[1];
  const inherited = parent && depth < MAX_SUPERCLASSES ? typeFields(files, parent, depth + 1) : [];
  const body = next?.[0] === "{" && /^(?:$|:|extends\b|implements\b|where\b)/.test(header.trim()) ? bodyFields(found, i + next.index) : [];
  return [.../* @__PURE__ */ new Set([...inherited, ...fields, ...body])].slice(0, MAX_FIELDS);
}
function withBodyFields(endpoints, files) {
  const resolved = /* @__PURE__ */ new Map();
  return endpoints.map((endpoint) => {
    const name = endpoint.bodyType;
    if (!name) return endpoint;
    if (!resolved.has(name)) {
      if (resolved.size === MAX_TYPES) return endpoint;
      resolved.set(name, typeFields(files, name));
    }
    const fields = resolved.get(name);
    return fields.length > 0 ? { ...endpoint, bodyFields: fields } : endpoint;
  });
}

// src/init/endpoints.ts
var MAPPING = /@(GetMapping|PostMapping|PutMapping|DeleteMapping|PatchMapping|RequestMapping)\b/g;
var WRITE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH"]);
var METHOD_OF = {
  GetMapping: "GET",
  PostMapping: "POST",
  PutMapping: "PUT",
  DeleteMapping: "DELETE",
  PatchMapping: "PATCH"
};
function withoutPlaceholders(path) {
  let unknown = false;
  const resolved = path.replace(/\$\{([^}:]*)(?::([^}]*))?\}/g, (_all, _key, fallback) => {
    if (fallback === void 0) unknown = true;
    return fallback ?? "";
  });
  return unknown ? void 0 : resolved;
}
function readMapping(name, args, maskedArgs) {
  let paths = [""];
  let methods = METHOD_OF[name] ? [METHOD_OF[name]] : [];
  for (const argument of splitArguments(maskedArgs, args)) {
    if (argument.name === "value" || argument.name === "path") {
      const found = literals(argument.text)?.map(withoutPlaceholders);
      const known = found?.every((path) => path !== void 0) ? found : void 0;
      paths = known && known.length > 0 ? known : known ? [""] : void 0;
    } else if (argument.name === "method") {
      methods = [...argument.text.matchAll(/\b(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\b/g)].map(
        (m) => m[1]
      );
    }
  }
  return { paths, methods };
}
function joinPath(prefix, path) {
  const joined = `/${prefix}/${path}`.replace(/\{(\w+):[^}]*\}/g, "{$1}").replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}
var MAX_TYPES_PER_FILE = 200;
var MAX_PARAMETER_READS = 500;
var MAX_HEADER = 2e3;
function supertypesOf(header) {
  let text = header;
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/<[^<>]*>/g, " ").replace(/\([^()]*\)/g, " ");
  }
  const java = /\b(?:extends|implements)\b([\s\S]*)$/.exec(text)?.[1];
  const list2 = java ?? /:([\s\S]*)$/.exec(text)?.[1] ?? "";
  return list2.replace(/\bpermits\b[\s\S]*$/, "").split(/,|\bimplements\b|\bextends\b/).map((part) => /^\s*([\w.]+)/.exec(part)?.[1]?.split(".").pop()).filter((name) => Boolean(name));
}
function declaredTypes(file, order = 0) {
  const text = file.content;
  const masked = mask(text);
  const types = [];
  for (const declaration2 of masked.matchAll(/\b(class|interface|object)\s+(\w+)/g)) {
    const open = masked.indexOf("{", declaration2.index);
    if (open < 0 || types.length === MAX_TYPES_PER_FILE) continue;
    const annotations = annotationsBefore(masked, declaration2.index);
    const end = matching(masked, open);
    types.push({
      name: declaration2[2],
      kind: declaration2[1] === "interface" ? "interface" : "class",
      file: file.path,
      order,
      line: lineAt(text, declaration2.index),
      start: open,
      end,
      controller: annotations.some((name) => /Controller$/.test(name)),
      client: annotations.some((name) => /FeignClient$/.test(name)),
      supertypes: supertypesOf(
        masked.slice(declaration2.index + declaration2[0].length, open).slice(0, MAX_HEADER)
      ),
      mappings: [],
      members: bodyMembers(text, masked, open, end)
    });
  }
  let reads = 0;
  for (const annotation of masked.matchAll(MAPPING)) {
    const name = annotation[1];
    let end = annotation.index + annotation[0].length;
    let args = "";
    let maskedArgs = "";
    const open = /^\s*\(/.exec(masked.slice(end));
    if (open) {
      const start = end + open[0].length - 1;
      const close = matching(masked, start);
      args = text.slice(start + 1, close);
      maskedArgs = masked.slice(start + 1, close);
      end = close + 1;
    }
    const mapping = readMapping(name, args, maskedArgs);
    const next = /[{;=]/.exec(masked.slice(end, end + 1e4));
    const between = masked.slice(end, end + (next?.index ?? 0));
    if (/\b(?:class|interface|object)\s+\w+/.test(between)) {
      const owner2 = types.find((type) => type.start > end);
      if (owner2) owner2.prefixes = mapping.paths;
      continue;
    }
    const owner = types.filter((type) => type.start < annotation.index && annotation.index < type.end).sort((a, b) => b.start - a.start)[0];
    const read = reads++ < MAX_PARAMETER_READS;
    const writes = mapping.methods.some((method) => WRITE_METHODS.has(method));
    owner?.mappings.push({
      ...mapping,
      at: annotation.index,
      line: lineAt(text, annotation.index),
      name: declaredName(masked, end),
      parameters: read ? requestParams(text, masked, end) : [],
      bodyType: read && writes ? requestBodyType(text, masked, end) : void 0
    });
  }
  return types;
}
function ownPrefixes(type) {
  return "prefixes" in type ? type.prefixes : [""];
}
function endpointsOf(mappings, prefixes, source) {
  const endpoints = [];
  if (!prefixes) return endpoints;
  for (const mapping of mappings) {
    if (!mapping.paths) continue;
    for (const prefix of prefixes) {
      for (const path of mapping.paths) {
        for (const verb of mapping.methods.length > 0 ? mapping.methods : ["GET"]) {
          const { parameters, bodyType } = mapping;
          endpoints.push({
            ...{ method: verb, path: joinPath(prefix, path), source: source(mapping) },
            ...parameters.length > 0 ? { parameters: parameters.map((p) => ({ ...p })) } : {},
            ...bodyType && WRITE_METHODS.has(verb) ? { bodyType } : {}
          });
        }
      }
    }
  }
  return endpoints;
}
function resolveTypes(types) {
  const byName = /* @__PURE__ */ new Map();
  for (const type of types) byName.set(type.name, [...byName.get(type.name) ?? [], type]);
  const above = (type) => type.supertypes.flatMap((name) => byName.get(name) ?? []).filter((t) => t !== type);
  const hierarchy = (type) => {
    const seen = /* @__PURE__ */ new Set([type]);
    const order = [];
    for (let queue = above(type); queue.length > 0; ) {
      const next = queue.shift();
      if (seen.has(next)) continue;
      seen.add(next);
      order.push(next);
      queue.push(...above(next));
    }
    return order;
  };
  const served = /* @__PURE__ */ new Set();
  const clients = new Set(
    types.filter((type) => type.client).flatMap((type) => [type, ...hierarchy(type)])
  );
  const controllers = types.filter((type) => type.kind === "class" && type.controller);
  const implemented = new Map(
    controllers.map((controller) => {
      const interfaces = hierarchy(controller).filter((t) => t.kind === "interface");
      for (const type of interfaces) served.add(type);
      return [controller, interfaces];
    })
  );
  const pieces = [];
  for (const type of types) {
    const at2 = (line) => `${type.file}:${line}`;
    if (type.kind === "class" || !served.has(type) && !clients.has(type)) {
      for (const mapping of type.mappings) {
        pieces.push({
          order: type.order,
          at: mapping.at,
          endpoints: endpointsOf([mapping], ownPrefixes(type), (m) => at2(m.line))
        });
      }
    }
    if (type.kind === "interface") continue;
    const interfaces = implemented.get(type) ?? [];
    if (interfaces.length === 0) continue;
    const nearest = [type, ...hierarchy(type)].find((t) => "prefixes" in t);
    const own = new Set(type.mappings.map((m) => m.name));
    for (const api of interfaces) {
      const inherited = api.mappings.filter((m) => m.name === void 0 || !own.has(m.name));
      pieces.push({
        order: type.order,
        at: type.start,
        endpoints: endpointsOf(
          inherited,
          nearest ? ownPrefixes(nearest) : [""],
          (m) => at2(
            m.name !== void 0 && Object.hasOwn(type.members, m.name) ? type.members[m.name] : type.line
          )
        )
      });
    }
  }
  return pieces.sort((a, b) => a.order - b.order || a.at - b.at).flatMap((p) => p.endpoints);
}
function uniqueEndpoints(endpoints) {
  const seen = /* @__PURE__ */ new Set();
  return endpoints.filter((endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function scanSources(files, typeFiles = files) {
  const types = files.flatMap((file, i) => declaredTypes(file, i));
  return withBodyFields(uniqueEndpoints(resolveTypes(types)), typeFiles);
}

// src/init/actuator-mappings.ts
function fromActuatorMappings(document) {
  const endpoints = [];
  const contexts = document?.contexts ?? {};
  for (const context of Object.values(contexts)) {
    const mappings = context.mappings ?? {};
    for (const group of ["dispatcherServlets", "dispatcherHandlers"]) {
      const dispatchers = mappings[group] ?? {};
      for (const list2 of Object.values(dispatchers)) {
        for (const mapping of Array.isArray(list2) ? list2 : []) {
          const className = mapping.details?.handlerMethod?.className ?? "";
          const conditions = mapping.details?.requestMappingConditions;
          if (!conditions || !className || /^org\.springframework\.|^org\.springdoc\./.test(className))
            continue;
          const methods = conditions.methods?.length ? conditions.methods : ["GET"];
          for (const pattern of conditions.patterns ?? []) {
            for (const method of methods) {
              endpoints.push({ method, path: joinPath("", pattern), source: "actuator" });
            }
          }
        }
      }
    }
  }
  return uniqueEndpoints(endpoints);
}

// src/init/merge-endpoints.ts
import { basename } from "node:path/posix";
var SOURCES = "sources";
function keyOf(method, path) {
  return `${method} ${path.replace(/\{[^}]*\}/g, "{}")}`;
}
function variables(path) {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
}
function renamed(parameters, from, to) {
  const names = new Map(variables(from).map((name, i) => [name, variables(to)[i] ?? name]));
  return parameters.map(
    (parameter) => parameter.in === "path" ? { ...parameter, name: names.get(parameter.name) ?? parameter.name } : parameter
  );
}
function withParameters(documented, scanned = []) {
  const declared = (p) => documented.some((d) => d.name === p.name && d.in === p.in);
  return [...documented, ...scanned.filter((p) => !declared(p))];
}
function aligned(document, known) {
  if (!document.prefix) return document.endpoints;
  const without = document.endpoints.map((endpoint) => ({
    ...endpoint,
    path: endpoint.path.slice(document.prefix.length) || "/"
  }));
  const matches = (list2) => list2.filter((e) => known.has(keyOf(e.method, e.path))).length;
  return matches(without) > matches(document.endpoints) ? without : document.endpoints;
}
function mergeEndpoints(sources, documents2) {
  const merged = sources.map((endpoint) => ({ ...endpoint, origins: [SOURCES] }));
  const byKey = new Map(
    merged.map((endpoint) => [keyOf(endpoint.method, endpoint.path), endpoint])
  );
  const known = new Set(byKey.keys());
  const documented = /* @__PURE__ */ new Set();
  for (const document of documents2) {
    for (const described of aligned(document, known)) {
      const key = keyOf(described.method, described.path);
      const found = byKey.get(key);
      if (!found) {
        const added = { ...described, origins: [document.file] };
        merged.push(added);
        byKey.set(key, added);
        continue;
      }
      if (!found.origins.includes(document.file)) found.origins.push(document.file);
      if (described.operationId && !found.operationId) found.operationId = described.operationId;
      if (described.tags && !found.tags) found.tags = described.tags;
      if (described.requestBody) found.requestBody = true;
      if (described.bodySample && !found.bodySample) found.bodySample = described.bodySample;
      if (described.parameters && !documented.has(found)) {
        documented.add(found);
        const parameters = renamed(described.parameters, described.path, found.path);
        found.parameters = withParameters(parameters, found.parameters);
      }
    }
  }
  return merged;
}
function withFileDetails(endpoints, known) {
  const byKey = new Map(known.map((endpoint) => [keyOf(endpoint.method, endpoint.path), endpoint]));
  return endpoints.map((endpoint) => {
    const found = byKey.get(keyOf(endpoint.method, endpoint.path));
    if (!found) return endpoint;
    const body = endpoint.bodySample ? void 0 : found.bodySample;
    const parameters = found.parameters ? withParameters(
      endpoint.parameters ?? [],
      renamed(found.parameters, found.path, endpoint.path).map((p) => ({ ...p }))
    ) : void 0;
    return {
      ...endpoint,
      ...body ? { requestBody: true, bodySample: body } : {},
      ...parameters && parameters.length > 0 ? { parameters } : {},
      // The sources' @RequestBody type and its fields, for a body captured from a GET answer.
      ...found.bodyType ? { bodyType: found.bodyType } : {},
      ...found.bodyFields ? { bodyFields: found.bodyFields } : {}
    };
  });
}
function originCounts(endpoints) {
  const counts = /* @__PURE__ */ new Map();
  for (const endpoint of endpoints) {
    for (const origin of endpoint.origins ?? [SOURCES])
      counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  const documents2 = [...counts.keys()].filter((origin) => origin !== SOURCES);
  const label = (origin) => documents2.filter((other) => basename(other) === basename(origin)).length > 1 ? origin : basename(origin);
  return [...documents2, ...counts.has(SOURCES) ? [SOURCES] : []].map((origin) => ({
    label: origin === SOURCES ? SOURCES : label(origin),
    count: counts.get(origin)
  }));
}
function fromDocuments(endpoints) {
  return endpoints.some((endpoint) => endpoint.origins?.some((origin) => origin !== SOURCES));
}

// src/init/sample-path.ts
var MAX_GUESSED_LENGTH = 1e3;
function guessedValue(parameter) {
  const { type, min, max } = parameter;
  if (type === "boolean") return "true";
  if (type === "integer" || type === "number") {
    let value2 = 1;
    if (min !== void 0 && min > value2) value2 = type === "integer" ? Math.ceil(min) : min;
    if (max !== void 0 && max < value2) value2 = type === "integer" ? Math.floor(max) : max;
    return Number.isFinite(value2) ? String(value2) : void 0;
  }
  if (type !== "string" || parameter.format !== void 0) return void 0;
  let length = 4;
  if (min !== void 0 && min > length) length = Math.ceil(min);
  if (max !== void 0 && max < length) length = Math.max(0, Math.floor(max));
  if (!(length <= MAX_GUESSED_LENGTH)) return void 0;
  return "test".repeat(Math.ceil(length / 4)).slice(0, length);
}
function queryValues(parameters) {
  return parameters.filter((p) => p.in === "query" && p.required).map((p) => ({
    name: p.name,
    value: p.sample ?? guessedValue(p),
    guessed: p.sample === void 0
  })).filter((p) => p.value !== void 0);
}
function queryOf(parameters) {
  const query = queryValues(parameters).map(
    (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value)}`
  );
  return query.length > 0 ? `?${query.join("&")}` : "";
}
function guessedQuery(parameters) {
  return queryValues(parameters).filter((p) => p.guessed).map((p) => `${p.name}=${p.value}`);
}
function variableValue(name, parameters) {
  return parameters.find((p) => p.in === "path" && p.name === name)?.sample ?? "1";
}
function samplePath(path, parameters = []) {
  const filled = path.replace(
    /\{([^}]+)\}/g,
    (_all, name) => encodeURIComponent(variableValue(name, parameters))
  );
  return `${filled}${queryOf(parameters)}`;
}

// src/init/endpoint-notes.ts
function variables2(path) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}
function sampleOf(endpoint, name) {
  return endpoint.parameters?.find((p) => p.in === "path" && p.name === name)?.sample;
}
function some(items) {
  return items.length > 3 ? `${items.slice(0, 3).join(", ")} and ${items.length - 3} more` : items.join(", ");
}
function endpointNotes(endpoints, called, problems) {
  const notes = [];
  const check = (message) => notes.push({ level: "check", message });
  const withVariables = called.filter((endpoint) => endpoint.path.includes("{"));
  const guessed = withVariables.filter(
    (endpoint) => variables2(endpoint.path).some((name) => sampleOf(endpoint, name) === void 0)
  );
  const sampled2 = withVariables.some(
    (endpoint) => variables2(endpoint.path).some((name) => sampleOf(endpoint, name) !== void 0)
  );
  if (withVariables.length > 0 && !sampled2) {
    check(
      "the k6 script puts 1 into every path variable ({id}): use ids that exist in the seeded database."
    );
  } else if (guessed.length > 0) {
    check(
      `the k6 script takes path variables from the OpenAPI examples and puts 1 into the others (${some(guessed.map((e) => `${e.method} ${e.path}`))}): use ids that exist in the seeded database.`
    );
  } else if (sampled2) {
    check(
      "the k6 script takes every path variable from the OpenAPI document's examples: check those ids exist in the seeded database."
    );
  }
  const guesses = called.flatMap((endpoint) => {
    const guessed2 = guessedQuery(endpoint.parameters ?? []);
    return guessed2.length > 0 ? [`${endpoint.method} ${endpoint.path} ?${guessed2.join("&")}`] : [];
  });
  if (guesses.length > 0) {
    check(
      `the k6 script guesses the required query parameters no example is given for (${some(guesses)}): use values that find rows in the seeded database.`
    );
  }
  const missing = called.flatMap(
    (endpoint) => (endpoint.parameters ?? []).filter((p) => p.in === "query" && p.required && p.sample === void 0).filter((p) => guessedValue(p) === void 0).map((p) => `${endpoint.method} ${endpoint.path} ?${p.name}`)
  );
  if (missing.length > 0) {
    check(
      `required query parameters have no example and no value init can guess from their type (${some(missing)}): the k6 script leaves them out; add values.`
    );
  }
  const only = endpoints.filter((e) => e.origins && !e.origins.includes(SOURCES));
  if (only.length > 0) {
    const documents2 = originCounts(only).map((origin) => origin.label);
    check(
      `${only.length} endpoint${only.length === 1 ? " is" : "s are"} declared only in ${documents2.join(", ")}, by no controller of the sources (interfaces generated at build time are read from target/ or build/ after a build): if the app does not serve ${only.length === 1 ? "it" : "them"}, take ${only.length === 1 ? "it" : "them"} out of the k6 script; init --discover asks the booted app.`
    );
  }
  for (const problem of problems) check(problem);
  return notes;
}

// src/init/topology.ts
function emptyTopology() {
  return { app: {}, database: {}, left: [] };
}
function standalone(found, what, key, left) {
  const usable = found.filter((file2) => file2.line !== void 0);
  for (const file2 of found.filter((f) => f.line === void 0)) {
    left.push(`${file2.path} has no ${what}: not taken for ${key}.`);
  }
  if (usable.length > 1) {
    left.push(
      `${usable.map((file2) => file2.path).join(", ")}: several files could be ${key}; none is taken, set the one production runs.`
    );
    return void 0;
  }
  const file = usable[0];
  return file && {
    value: file.path,
    source: `${file.path}:${file.line} (${what}; check: no compose service mounts it)`
  };
}
function proposeTopology(reads, found, problems = []) {
  if (reads.length === 0 && found.nginx.length === 0 && found.myCnf.length === 0) {
    return problems.length > 0 ? { ...emptyTopology(), left: [...problems] } : void 0;
  }
  const chosen = reads.find((read) => read.describesApp);
  const topology = chosen ? { ...chosen.topology, left: [...chosen.topology.left] } : emptyTopology();
  const left = topology.left;
  left.unshift(...problems);
  for (const read of reads) {
    if (read === chosen) continue;
    if (read.describesApp) {
      left.push(`${read.file} runs the app too: init read ${chosen.file}, the nearest to it.`);
    } else {
      left.push(...read.topology.left);
    }
  }
  if (!topology.proxy) {
    const config = standalone(found.nginx, "proxy_pass", "proxy.config", left);
    if (config) topology.proxy = { config };
  }
  if (!topology.database.server && !topology.database.variables) {
    const server = standalone(found.myCnf, "[mysqld] group", "database.server", left);
    if (server) topology.database.server = server;
  }
  return topology;
}
function at(source) {
  return source.replace(/ \(.*$/, "");
}
function taken(topology) {
  const { app, database, proxy } = topology;
  const server = database.server ?? Object.values(database.variables ?? {})[0];
  const keys = [
    ["proxy", "proxy", proxy?.config],
    ["proxy.ulimits", "proxy.ulimits", proxy?.ulimits],
    ["app.instances", `${app.instances?.value} instances`, app.instances],
    ["app.resources", "app.resources", app.resources],
    ["app.ulimits", "app.ulimits", app.ulimits],
    ["database.server", "database.server", server],
    ["database.resources", "database.resources", database.resources],
    ["database.ulimits", "database.ulimits", database.ulimits]
  ];
  return keys.flatMap(
    ([key, said, sourced2]) => sourced2 ? [{ key, said, at: at(sourced2.source) }] : []
  );
}
function topologySummary(topology) {
  if (!topology) return void 0;
  const parts = taken(topology).map((part) => `${part.said} from ${part.at}`);
  if (parts.length > 0) return `topology: ${parts.join(", ")}`;
  return topology.compose ? `topology: nothing taken from ${topology.compose}` : void 0;
}
function topologyNotes(topology) {
  if (!topology) return [];
  const notes = [];
  const parts = taken(topology);
  if (parts.length > 0) {
    const files = [...new Set(parts.map((part) => part.at.replace(/:[\d, ]+$/, "")))];
    notes.push({
      level: "check",
      message: `perf-gate.yml takes ${parts.map((part) => part.key).join(", ")} from ${files.join(" and ")} (the comment of each names its line): check that production runs so (an override file, .env or the host may change it).`
    });
  }
  for (const message of topology.left) notes.push({ level: "check", message });
  return notes;
}

// src/init/facts.ts
var LOAD_PROFILE = /^(?:load|loadtest|load-test|perf|performance|perftest|benchmark|bench|stress)$/i;
function loadTestProfile(spring) {
  return spring.availableProfiles.find((name) => LOAD_PROFILE.test(name));
}
function bootProfiles(facts) {
  if (facts.profiles && facts.profiles.length > 0) return { names: facts.profiles, given: true };
  if (facts.mysqlProfiles) return { names: facts.mysqlProfiles.profiles, given: false };
  const profile = loadTestProfile(facts.spring);
  return profile === void 0 ? void 0 : { names: [profile], given: false };
}
function appRunsOwnSql(spring) {
  return spring.sqlInitMode?.value.trim().toLowerCase() === "always";
}
function externalSqlFiles(sqlFiles, spring) {
  return appRunsOwnSql(spring) ? sqlFiles.filter((file) => !file.startsWith("src/main/resources/")) : [...sqlFiles];
}
var CREATES_TABLES = ["create", "create-drop", "update"];
var HIBERNATE_DDL_AUTO = {
  env: "SPRING_JPA_HIBERNATE_DDL_AUTO",
  value: "update"
};
function hibernateCreatesTables(facts) {
  return facts.build.dependencies.jpa && (facts.entities?.length ?? 0) > 0 && !facts.migrations && facts.sqlFiles.length === 0 && !appRunsOwnSql(facts.spring) && facts.spring.ddlAuto === void 0;
}
var EMBEDDED_NAMES = {
  h2: "H2",
  hsqldb: "HSQLDB",
  derby: "Derby"
};
function embeddedDatabase(facts) {
  if (facts.mysqlProfiles) {
    const kind = facts.mysqlProfiles.from.split(" ")[0];
    return isEmbedded(kind) ? EMBEDDED_NAMES[kind] : void 0;
  }
  const main = facts.spring.datasources.find((d) => d.prefix === "spring.datasource");
  if (main?.url || main?.driver) return EMBEDDED_NAMES[main.database];
  return facts.build.dependencies.h2 ? "H2" : void 0;
}
function entityCount(facts) {
  const count2 = facts.entities?.length ?? 0;
  return `${count2} @Entity class${count2 === 1 ? "" : "es"}`;
}
var MIGRATION_PATH = /(?:^|\/)db\/(?:migration|changelog)\/|(?:^|\/)V\d[\w.]*__|liquibase|changelog/i;
var IGNORED_PATH = /(?:^|\/)(?:target|build|node_modules|\.git|\.gradle|src\/test)\//;
var SCHEMA_LIKE = /schema|ddl|create|tables/i;
function seedFiles(sqlFiles) {
  const rank = (file) => SCHEMA_LIKE.test(file) ? 0 : 1;
  return sqlFiles.filter((file) => !MIGRATION_PATH.test(file) && !IGNORED_PATH.test(file)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
function schemaFiles(sqlFiles) {
  const schema = sqlFiles.filter((file) => SCHEMA_LIKE.test(file));
  return schema.length > 0 ? schema : [...sqlFiles];
}
function migrationTool(build2, spring) {
  if (build2.dependencies.flyway && spring.flywayEnabled !== false) return "flyway";
  if (build2.dependencies.liquibase && spring.liquibaseEnabled !== false) return "liquibase";
  return void 0;
}
var MAX_FAILED_NOTES = 8;
function answered(endpoint) {
  const status = endpoint.tried?.status;
  return status === void 0 || typeof status === "number" && status >= 200 && status < 400;
}
function readEndpoints(facts) {
  const actuator = facts.spring.managementBasePath.value;
  return facts.endpoints.filter(
    (endpoint) => endpoint.method === "GET" && endpoint.path !== "/error" && !(actuator !== "/" && endpoint.path.startsWith(`${actuator}/`))
  );
}
function calledEndpoints(facts) {
  return readEndpoints(facts).filter(answered);
}
function failedEndpoints(facts) {
  return readEndpoints(facts).filter((endpoint) => !answered(endpoint));
}
function healthPath(facts) {
  if (facts.build.dependencies.actuator) return { path: facts.spring.healthPath, actuator: true };
  const plain = calledEndpoints(facts).find((endpoint) => !endpoint.path.includes("{"));
  return { path: plain?.path ?? "/", actuator: false };
}
function notesFor(facts) {
  const notes = [];
  const warn = (message) => notes.push({ level: "warning", message });
  const check = (message) => notes.push({ level: "check", message });
  const { build: build2, spring } = facts;
  const deps = build2.dependencies;
  if (!deps.web && !deps.webflux) {
    warn(
      `${build2.buildFile} has no spring-boot-starter-web or -webflux: perf-gate load-tests HTTP endpoints.`
    );
  }
  if (!deps.actuator) {
    warn(
      `${build2.buildFile} has no spring-boot-starter-actuator: readiness uses GET ${healthPath(facts).path} and the report has no server-side evidence (threads, pool, GC). Add the actuator (and micrometer-registry-prometheus) dependency.`
    );
  }
  const others = spring.datasources.filter(
    (d) => !["mysql", "mariadb", "unknown"].includes(d.database)
  );
  for (const datasource of others) {
    warn(
      `the ${datasource.name} datasource is ${datasource.database} (${datasource.url?.source ?? datasource.driver?.source}): perf-gate runs the app against MySQL, so the app needs a MySQL driver and SQL that runs on MySQL.`
    );
  }
  if ((deps.jpa || deps.jdbc || spring.datasources.length > 0) && !deps.mysql && !deps.mariadb) {
    warn(
      `${build2.buildFile} has no MySQL driver: add com.mysql:mysql-connector-j (runtime scope) so the app can reach perf-gate's MySQL.`
    );
  }
  if (deps.redis) {
    check(
      `${build2.buildFile} depends on Spring Data Redis: perf-gate.yml boots Redis beside the app (services.redis) and points it there with SPRING_DATA_REDIS_HOST/PORT.`
    );
  }
  if (spring.datasources.length > 1) {
    check(
      `the app has ${spring.datasources.length} datasources (${spring.datasources.map((d) => d.name).join(", ")}): perf-gate.yml points every one at the same database through app.env.`
    );
  }
  if (appRunsOwnSql(spring)) {
    check(
      `the app runs its own schema and data SQL at boot (spring.sql.init.mode=always, ${spring.sqlInitMode.source}).`
    );
  }
  const profiles = bootProfiles(facts);
  const switched = facts.mysqlProfiles;
  if (profiles?.given) {
    check(
      `perf-gate.yml runs the app under the profiles given to init: ${profiles.names.join(", ")} (app.profiles).`
    );
  } else if (switched) {
    check(
      `the app's own profiles write its datasource for ${switched.from}; perf-gate.yml runs it under ${switched.profiles.join(", ")} (app.profiles), where the "${switched.profile}" profile declares MySQL (${switched.source}).`
    );
  } else if (profiles) {
    check(`perf-gate.yml runs the app under its "${profiles.names[0]}" profile (app.profiles).`);
  }
  if (facts.migrations) {
    check(
      `the schema comes from ${facts.migrations === "flyway" ? "Flyway" : "Liquibase"} migrations when the app boots${facts.sqlFiles.length > 0 ? `; database.init-after-boot runs ${facts.sqlFiles.join(", ")} after them: keep the data the endpoints read` : "; add the data the endpoints read to database.init-after-boot"}.`
    );
  } else if (facts.sqlFiles.length > 0) {
    check(
      `database.init runs ${facts.sqlFiles.join(", ")} in that order before the app boots: keep the ones that create the schema and the data the endpoints read.`
    );
  } else if (hibernateCreatesTables(facts)) {
    const embedded = embeddedDatabase(facts);
    check(
      `no migrations and no SQL files were found: perf-gate.yml sets ${HIBERNATE_DDL_AUTO.env}=${HIBERNATE_DDL_AUTO.value} (app.env), so Hibernate creates the tables of the app's ${entityCount(facts)} at boot${embedded ? `, as Spring Boot does on the embedded ${embedded} the app otherwise uses` : ""}; for production-like tables, put the app's schema SQL in database.init (or add migrations) instead.`
    );
  } else if (!appRunsOwnSql(spring) && !CREATES_TABLES.includes(spring.ddlAuto?.value ?? "")) {
    check(
      "no migrations and no SQL files were found: add the SQL that creates the schema and the test data to database.init."
    );
  }
  const called = calledEndpoints(facts);
  if (facts.endpoints.length === 0) {
    warn(
      `no endpoints were found${facts.endpointsFrom === "sources" ? " in the sources (try --discover, which asks the booted app)" : ""}: write the requests of the k6 script yourself.`
    );
  } else if (called.length === 0 && failedEndpoints(facts).length === 0) {
    warn(
      "the app has no GET endpoints: the k6 script needs requests with bodies (see its comments)."
    );
  }
  const failed = failedEndpoints(facts);
  for (const endpoint of failed.slice(0, MAX_FAILED_NOTES)) {
    const tried = endpoint.tried;
    warn(
      `${endpoint.method} ${endpoint.path} answered ${tried.status === "no answer" ? "nothing in 10 s" : tried.status} when tried once${tried.exception ? ` (the app logged: ${tried.exception})` : ""}: it is left out of the k6 script; seed the data it reads or fix it, then add it back.`
    );
  }
  if (failed.length > MAX_FAILED_NOTES) {
    warn(
      `${failed.length - MAX_FAILED_NOTES} more GET endpoints did not answer 2xx/3xx when tried and are left out (listed in the k6 script's comments).`
    );
  }
  notes.push(...endpointNotes(facts.endpoints, called, facts.endpointProblems ?? []));
  const writable = facts.endpoints.some(
    (endpoint) => ["POST", "PUT"].includes(endpoint.method) && endpoint.bodySample !== void 0 && "value" in endpoint.bodySample
  );
  const typed = facts.endpoints.some((endpoint) => endpoint.bodyType && !endpoint.bodySample);
  const discovered = facts.endpoints.some((endpoint) => endpoint.tried);
  const captured = facts.endpoints.some(
    (endpoint) => endpoint.bodySample && "captured" in endpoint.bodySample
  );
  if (facts.writes && !writable) {
    warn(
      `--writes: no POST or PUT endpoint has a JSON request schema in an OpenAPI document${typed && !discovered ? " (with --discover, init captures a body from the GET answers for those whose handler takes a @RequestBody)" : typed ? ", and no GET answer held the fields of their @RequestBody types" : ""}, so the mix has no writes; the k6 script lists them with the reason.`
    );
  } else if (facts.writes) {
    check(
      `with --writes, one iteration in 10 is a POST or PUT whose JSON body is built from the OpenAPI request schema${captured ? " or captured from the answer to a GET (--discover)" : ""}: check the bodies in the k6 script, and the writes it lists as left out.`
    );
  } else if (facts.endpoints.some((endpoint) => endpoint.method !== "GET")) {
    check(
      "endpoints that change data (POST, PUT, DELETE, PATCH) are listed in the k6 script but not called: add them with a body where they matter."
    );
  }
  if (build2.java) {
    check(
      `the app compiles for Java ${build2.java.version} (${build2.java.source}): perf-gate runs the jar on the JRE its class files need.`
    );
  }
  notes.push(...topologyNotes(facts.topology));
  check(
    "rate, budget and resources in perf-gate.yml are a starting point: set the rate your production sees and the latency you promise."
  );
  return notes;
}

// src/init/openapi.ts
var import_yaml = __toESM(require_dist(), 1);

// src/init/openapi-body.ts
var MAX_DEPTH = 10;
var MAX_ITEMS = 5;
var MAX_REF_HOPS = 20;
var MAX_NOTES = 5;
var MAX_STRING = 1e3;
var MAX_PATTERN_STRING = 100;
var MAX_PATTERN = 500;
var isObject = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
var NONE = /* @__PURE__ */ Symbol("none");
function copy(value2) {
  if (value2 instanceof Date) return value2.toISOString();
  if (Array.isArray(value2)) return value2.map(copy);
  if (isObject(value2))
    return Object.fromEntries(Object.entries(value2).map(([k, v]) => [k, copy(v)]));
  return value2;
}
function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function pointer(root, ref) {
  let value2 = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decoded(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(value2) && !Array.isArray(value2)) return void 0;
    value2 = Object.hasOwn(value2, key) ? value2[key] : void 0;
  }
  return value2;
}
function resolve(value2, walk, at2, seen = []) {
  let node = value2;
  let path = seen;
  for (let hop = 0; isObject(node) && typeof node.$ref === "string"; hop++) {
    const ref = node.$ref;
    if (!ref.startsWith("#/")) {
      note(walk, at2, `the $ref ${ref} is in another file, which init does not read`);
      return void 0;
    }
    if (path.includes(ref) || hop >= MAX_REF_HOPS) {
      note(walk, at2, `${ref} contains itself; the cycle is cut there`);
      return void 0;
    }
    path = [...path, ref];
    node = pointer(walk.root, ref);
    if (node === void 0) {
      note(walk, at2, `the $ref ${ref} points at nothing in the document`);
      return void 0;
    }
  }
  return { node, seen: path };
}
function note(walk, at2, text) {
  const line = `${at2 || "the body"}: ${text}`;
  if (!walk.notes.includes(line)) walk.notes.push(line);
}
function given(schema) {
  if (schema.example !== void 0) return { value: copy(schema.example) };
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return { value: copy(schema.examples[0]) };
  if (schema.default !== void 0) return { value: copy(schema.default) };
  if (schema.const !== void 0) return { value: copy(schema.const) };
  if (Array.isArray(schema.enum)) {
    const first = schema.enum.find((value2) => value2 !== null);
    if (first !== void 0) return { value: copy(first) };
  }
  return void 0;
}
function hasExample(schema, walk, seen) {
  if (!isObject(schema)) return false;
  if (schema.example !== void 0 || Array.isArray(schema.examples)) return true;
  if (typeof schema.$ref !== "string") return false;
  const quiet = { root: walk.root, notes: [] };
  const resolved = resolve(schema, quiet, "", seen);
  return isObject(resolved?.node) && hasExample(resolved.node, quiet, resolved.seen);
}
function flattened(schema, walk, at2, seen) {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged = {};
  const properties = {};
  const required = /* @__PURE__ */ new Set();
  for (const part of [...allOf, rest]) {
    const resolved = resolve(part, walk, at2, seen);
    if (!isObject(resolved?.node)) continue;
    const node = flattened(resolved.node, walk, at2, resolved.seen);
    Object.assign(merged, node);
    if (isObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        properties[name] = property;
      }
    }
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (typeof name === "string") required.add(name);
    }
  }
  return {
    ...merged,
    ...Object.keys(properties).length > 0 ? { properties } : {},
    ...required.size > 0 ? { required: [...required] } : {}
  };
}
function typeOf(schema) {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (typeof type === "string") return type;
  if (isObject(schema.properties) || schema.additionalProperties !== void 0) return "object";
  if (schema.items !== void 0) return "array";
  if (["minLength", "maxLength", "pattern", "format"].some((key) => schema[key] !== void 0)) {
    return "string";
  }
  if (["minimum", "maximum", "multipleOf"].some((key) => schema[key] !== void 0)) {
    return "number";
  }
  return Array.isArray(schema.type) && schema.type.includes("null") ? "null" : void 0;
}
function build(raw, walk, at2, depth, seen) {
  if (isObject(raw) && typeof raw.$ref === "string") {
    const own2 = given(raw);
    if (own2) return own2.value;
  }
  const resolved = resolve(raw, walk, at2, seen);
  if (!resolved) return NONE;
  if (!isObject(resolved.node)) {
    note(walk, at2, `the schema gives no type; null is sent`);
    return null;
  }
  if (depth > MAX_DEPTH) {
    note(walk, at2, `nested deeper than ${MAX_DEPTH} levels; left out`);
    return NONE;
  }
  const schema = flattened(resolved.node, walk, at2, resolved.seen);
  const own = given(schema);
  if (own) return own.value;
  const choice = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf;
  if (Array.isArray(choice) && choice.length > 0) {
    const options = choice;
    const option = options.find((part) => !(isObject(part) && part.type === "null")) ?? options[0];
    return build(option, walk, at2, depth, resolved.seen);
  }
  switch (typeOf(schema)) {
    case "object":
      return objectOf(schema, walk, at2, depth, resolved.seen);
    case "array":
      return arrayOf(schema, walk, at2, depth, resolved.seen);
    case "string":
      return stringOf(schema, walk, at2);
    case "integer":
      return numberOf(schema, true, walk, at2);
    case "number":
      return numberOf(schema, false, walk, at2);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      note(walk, at2, `the schema gives no type; null is sent`);
      return null;
  }
}
function objectOf(schema, walk, at2, depth, seen) {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(
    (Array.isArray(schema.required) ? schema.required : []).filter(
      (name) => typeof name === "string"
    )
  );
  const object = {};
  for (const [name, property] of Object.entries(properties)) {
    const where = at2 ? `${at2}.${name}` : name;
    const target = resolve(property, { root: walk.root, notes: [] }, where, seen)?.node;
    if (isObject(target) && target.readOnly === true) continue;
    if (!required.has(name) && !hasExample(property, walk, seen)) continue;
    const value2 = build(property, walk, where, depth + 1, seen);
    if (value2 === NONE) {
      if (required.has(name)) object[name] = null;
      continue;
    }
    object[name] = value2;
  }
  for (const name of required) {
    if (!Object.hasOwn(properties, name)) {
      note(walk, at2 ? `${at2}.${name}` : name, "required but not among the properties; left out");
    }
  }
  return object;
}
function arrayOf(schema, walk, at2, depth, seen) {
  const min = typeof schema.minItems === "number" ? schema.minItems : 1;
  const max = typeof schema.maxItems === "number" ? schema.maxItems : Infinity;
  const count2 = Math.min(Math.max(min, 1), max, MAX_ITEMS);
  if (count2 <= 0) return [];
  if (schema.items === void 0) {
    note(walk, at2, `an array without items; [] is sent`);
    return [];
  }
  const item = build(schema.items, walk, `${at2}[]`, depth + 1, seen);
  if (item === NONE) return [];
  if (count2 > 1 && schema.uniqueItems === true) {
    note(walk, at2, `${count2} items must be unique; the same item is sent ${count2} times`);
  }
  return Array.from({ length: count2 }, () => copy(item));
}
var FORMATS = {
  date: "2024-01-15",
  "date-time": "2024-01-15T10:00:00Z",
  time: "10:00:00",
  email: "user@example.com",
  "idn-email": "user@example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  uri: "https://example.com/",
  url: "https://example.com/",
  "uri-reference": "/sample",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "c2FtcGxl",
  password: "Sample-password-1"
};
function lengthsOf(schema) {
  const min = typeof schema.minLength === "number" ? Math.max(0, schema.minLength) : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  return { min, max };
}
function fitted(text, min, max) {
  const padded = text.length < min ? text + "x".repeat(Math.min(min, MAX_STRING) - text.length) : text;
  return padded.length > max ? padded.slice(0, Math.max(0, max)) : padded;
}
function stringOf(schema, walk, at2) {
  const { min, max } = lengthsOf(schema);
  const format = typeof schema.format === "string" ? schema.format : void 0;
  const base = format && FORMATS[format] || "sample";
  if (typeof schema.pattern !== "string") {
    if (min > max) note(walk, at2, `minLength ${min} is above maxLength ${max}`);
    return fitted(base, min, max);
  }
  const pattern = schema.pattern;
  const found = matchingString(pattern, min, max, base);
  if (found !== void 0) return found;
  note(
    walk,
    at2,
    `the pattern ${pattern} is too complex to build a value for; "${fitted(base, min, max)}" is sent, check it`
  );
  return fitted(base, min, max);
}
function numberOf(schema, integer, walk, at2) {
  const num = (value3) => typeof value3 === "number" && Number.isFinite(value3) ? value3 : void 0;
  const exclusiveMin = num(schema.exclusiveMinimum) ?? (schema.exclusiveMinimum === true ? num(schema.minimum) : void 0);
  const exclusiveMax = num(schema.exclusiveMaximum) ?? (schema.exclusiveMaximum === true ? num(schema.maximum) : void 0);
  const inclusiveMin = schema.exclusiveMinimum === true ? void 0 : num(schema.minimum);
  const inclusiveMax = schema.exclusiveMaximum === true ? void 0 : num(schema.maximum);
  const step = integer ? 1 : 0.5;
  const lows = [
    inclusiveMin,
    exclusiveMin === void 0 ? void 0 : integer ? Math.floor(exclusiveMin) + 1 : exclusiveMin + step
  ].filter((value3) => value3 !== void 0);
  const highs = [
    inclusiveMax,
    exclusiveMax === void 0 ? void 0 : integer ? Math.ceil(exclusiveMax) - 1 : exclusiveMax - step
  ].filter((value3) => value3 !== void 0);
  const low = lows.length > 0 ? Math.max(...lows) : void 0;
  const high = highs.length > 0 ? Math.min(...highs) : void 0;
  let value2 = low ?? (high !== void 0 && high < 1 ? high : 1);
  if (integer) value2 = Math.ceil(value2);
  const multiple = num(schema.multipleOf);
  if (multiple !== void 0 && multiple > 0) {
    value2 = Math.ceil(value2 / multiple) * multiple;
    const decimals = (String(multiple).split(".")[1] ?? "").length;
    value2 = Number(value2.toFixed(decimals));
  }
  if (high !== void 0 && value2 > high || low !== void 0 && value2 < low) {
    note(walk, at2, `no ${integer ? "integer" : "number"} satisfies its bounds; ${value2} is sent`);
  }
  return value2;
}
var CANDIDATE_CHARS = ["a", "A", "0", "1", "x", "_", "-", ".", " ", "@", "+", "/", ":", "\xE9"];
var Unsupported = class extends Error {
};
function parsePattern(pattern) {
  let at2 = 0;
  const alternatives = () => {
    const list3 = [[]];
    while (at2 < pattern.length && pattern[at2] !== ")") {
      const ch = pattern[at2];
      if (ch === "|") {
        at2++;
        list3.push([]);
        continue;
      }
      const piece = atom();
      if (piece) list3[list3.length - 1].push(quantified(piece));
    }
    return list3;
  };
  const atom = () => {
    const ch = pattern[at2];
    if (ch === "^" || ch === "$") {
      at2++;
      return void 0;
    }
    if (ch === "(") {
      at2++;
      if (pattern.startsWith("?=", at2) || pattern.startsWith("?!", at2) || pattern.startsWith("?<=", at2) || pattern.startsWith("?<!", at2)) {
        let depth = 1;
        while (at2 < pattern.length && depth > 0) {
          if (pattern[at2] === "\\") at2++;
          else if (pattern[at2] === "(") depth++;
          else if (pattern[at2] === ")") depth--;
          at2++;
        }
        return void 0;
      }
      if (pattern.startsWith("?:", at2)) at2 += 2;
      else if (pattern.startsWith("?<", at2)) at2 = pattern.indexOf(">", at2) + 1;
      else if (pattern[at2] === "?") throw new Unsupported("group flags");
      const inner = alternatives();
      if (pattern[at2] !== ")") throw new Unsupported("unclosed group");
      at2++;
      return { kind: "group", alternatives: inner, min: 1, max: 1 };
    }
    if (ch === "[") {
      const start = at2;
      at2++;
      if (pattern[at2] === "^") at2++;
      if (pattern[at2] === "]") at2++;
      while (at2 < pattern.length && pattern[at2] !== "]") {
        if (pattern[at2] === "\\") at2++;
        at2++;
      }
      if (at2 >= pattern.length) throw new Unsupported("unclosed class");
      at2++;
      return { kind: "char", source: pattern.slice(start, at2), min: 1, max: 1 };
    }
    if (ch === "\\") {
      const next = pattern[at2 + 1];
      if (next === void 0) throw new Unsupported("trailing backslash");
      if (next === "b" || next === "B") {
        at2 += 2;
        return void 0;
      }
      if (/[1-9k]/.test(next)) throw new Unsupported("back reference");
      if (next === "p" || next === "P") {
        const end = pattern.indexOf("}", at2);
        if (end < 0) throw new Unsupported("property escape");
        const source2 = pattern.slice(at2, end + 1);
        at2 = end + 1;
        return { kind: "char", source: source2, min: 1, max: 1 };
      }
      const length = next === "u" ? 6 : next === "x" ? 4 : next === "c" ? 3 : 2;
      const source = pattern.slice(at2, at2 + length);
      at2 += length;
      return { kind: "char", source, min: 1, max: 1 };
    }
    if (ch === "*" || ch === "+" || ch === "?" || ch === "{") {
      if (ch !== "{" || /^\{\d+(?:,\d*)?\}/.test(pattern.slice(at2)))
        throw new Unsupported("quantifier without an atom");
    }
    at2++;
    return { kind: "char", source: ch === "." ? "." : ch, min: 1, max: 1 };
  };
  const quantified = (piece) => {
    const rest = pattern.slice(at2);
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    let min;
    let max;
    if (rest[0] === "*") [min, max, at2] = [0, Infinity, at2 + 1];
    else if (rest[0] === "+") [min, max, at2] = [1, Infinity, at2 + 1];
    else if (rest[0] === "?") [min, max, at2] = [0, 1, at2 + 1];
    else if (braces) {
      min = Number(braces[1]);
      max = braces[2] === void 0 ? min : braces[3] ? Number(braces[3]) : Infinity;
      at2 += braces[0].length;
    } else return piece;
    if (pattern[at2] === "?" || pattern[at2] === "+") at2++;
    if (piece.kind === "group" && max > 1 && repeats(piece)) throw new Unsupported("nested");
    return { ...piece, min, max };
  };
  const list2 = alternatives();
  if (at2 < pattern.length) throw new Unsupported("unbalanced )");
  return list2;
}
function repeats(group) {
  return group.alternatives.length > 1 || group.alternatives.some(
    (pieces) => pieces.some((piece) => piece.max > 1 || piece.kind === "group" && repeats(piece))
  );
}
function charFor(source, cache) {
  const known = cache.get(source);
  if (known !== void 0) return known;
  let found;
  if (source.length === 1 && source !== ".") found = source;
  else {
    const regex = new RegExp(
      `^(?:${source})$`,
      source.startsWith("\\p") || source.startsWith("\\P") ? "u" : ""
    );
    found = CANDIDATE_CHARS.find((ch) => regex.test(ch));
    if (found === void 0) {
      found = [...Array(128).keys()].map((code) => String.fromCharCode(code)).find((ch) => regex.test(ch));
    }
  }
  if (found === void 0) throw new Unsupported(`no character for ${source}`);
  cache.set(source, found);
  return found;
}
function generate(pieces, repeat, cache) {
  let text = "";
  for (const piece of pieces) {
    const count2 = Math.min(Math.max(repeat, piece.min), piece.max);
    const one = piece.kind === "char" ? charFor(piece.source, cache) : generate(piece.alternatives[0], repeat, cache);
    text += one.repeat(count2);
    if (text.length > MAX_PATTERN_STRING) throw new Unsupported("too long");
  }
  return text;
}
function matchingString(pattern, min = 0, max = Infinity, preferred) {
  if (pattern.length > MAX_PATTERN || max < min) return void 0;
  let alternatives;
  try {
    alternatives = parsePattern(pattern);
  } catch {
    return void 0;
  }
  let regex;
  try {
    regex = new RegExp(`^(?:${pattern})$`, /\\[pP]\{/.test(pattern) ? "u" : "");
  } catch {
    return void 0;
  }
  const fits = (text) => text.length >= min && text.length <= max && text.length <= MAX_PATTERN_STRING && regex.test(text);
  if (preferred !== void 0 && fits(preferred)) return preferred;
  const counts = [.../* @__PURE__ */ new Set([1, 0, 2, 3, 4, 6, 8, 10, 16, 32, min, max])].filter((n) => n >= 0 && n <= MAX_PATTERN_STRING).sort((a, b) => (a === 0 ? Infinity : a) - (b === 0 ? Infinity : b));
  const cache = /* @__PURE__ */ new Map();
  for (const pieces of alternatives) {
    for (const repeat of counts) {
      try {
        const text = generate(pieces, repeat, cache);
        if (fits(text)) return text;
      } catch {
        break;
      }
    }
  }
  return void 0;
}
function jsonMediaType(types) {
  const plain = (type) => type.split(";")[0].trim().toLowerCase();
  return types.find((type) => plain(type) === "application/json") ?? types.find((type) => /[/+]json$/.test(plain(type))) ?? types.find((type) => plain(type) === "*/*");
}
function limited(notes) {
  return notes.length > MAX_NOTES ? [...notes.slice(0, MAX_NOTES), `${notes.length - MAX_NOTES} more notes like these`] : notes;
}
function bodyOf(schema, example, contentType, walk) {
  const type = contentType === "*/*" ? "application/json" : contentType;
  if (example) return { contentType: type, value: example.value, notes: [] };
  if (schema === void 0) return { problem: "its JSON body has no schema" };
  const value2 = build(schema, walk, "", 0, []);
  if (value2 === NONE) return { problem: walk.notes[0] ?? "no body could be built from its schema" };
  return { contentType: type, value: value2, notes: limited(walk.notes) };
}
function requestBodySample(root, operation, pathParameters) {
  const walk = { root, notes: [] };
  if (operation.requestBody !== void 0) {
    const requestBody = resolve(operation.requestBody, walk, "requestBody")?.node;
    if (!isObject(requestBody))
      return { problem: walk.notes[0] ?? "its requestBody cannot be read" };
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const type = jsonMediaType(Object.keys(content));
    if (type === void 0) {
      const types = Object.keys(content);
      return {
        problem: types.length > 0 ? `its body is ${types.join(", ")}: only JSON bodies are built` : "its requestBody declares no content"
      };
    }
    const media = isObject(content[type]) ? content[type] : {};
    const named = isObject(media.examples) ? Object.values(media.examples)[0] : void 0;
    const example = resolve(named, walk, "example")?.node;
    const given2 = media.example !== void 0 ? { value: copy(media.example) } : isObject(example) && example.value !== void 0 ? { value: copy(example.value) } : void 0;
    return bodyOf(media.schema, given2, type, walk);
  }
  const parameters = [pathParameters, operation.parameters].flatMap(
    (list2) => Array.isArray(list2) ? list2 : []
  );
  let form = false;
  for (const raw of parameters) {
    const parameter = resolve(raw, walk, "parameters")?.node;
    if (!isObject(parameter)) continue;
    if (parameter.in === "formData") form = true;
    if (parameter.in !== "body") continue;
    const consumes = Array.isArray(operation.consumes) ? operation.consumes : Array.isArray(root.consumes) ? root.consumes : ["application/json"];
    const type = jsonMediaType(consumes.filter((t) => typeof t === "string"));
    if (type === void 0)
      return { problem: `it consumes ${consumes.join(", ")}: only JSON bodies are built` };
    const example = parameter["x-example"];
    return bodyOf(
      parameter.schema,
      example === void 0 ? void 0 : { value: copy(example) },
      type,
      walk
    );
  }
  return form ? { problem: "its body is form fields: only JSON bodies are built" } : void 0;
}

// src/init/openapi.ts
var METHODS = ["get", "post", "put", "patch", "delete"];
var MAX_ALIASES = 100;
var MAX_OPERATIONS = 2e3;
var MAX_REF_HOPS2 = 20;
var MAX_PROBLEMS = 5;
var CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;
var isObject2 = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
function descriptionName(name) {
  if (/^openapi\.(?:ya?ml|json)$/i.test(name)) return "named";
  return /(?:api|swagger).*\.(?:ya?ml|json)$/i.test(name) ? "maybe" : void 0;
}
function looksLikeDescription(text) {
  return /^["']?(?:openapi|swagger)["']?\s*:|"(?:openapi|swagger)"\s*:/m.test(text);
}
function scalar(value2) {
  return typeof value2 === "string" || typeof value2 === "number" || typeof value2 === "boolean" ? String(value2) : void 0;
}
function versionOf(root) {
  if (/^3\./.test(scalar(root.openapi) ?? "")) return "openapi";
  return /^2(?:\.0)?$/.test(scalar(root.swagger) ?? "") ? "swagger" : void 0;
}
function serverPath(root) {
  if (versionOf(root) === "swagger") return typeof root.basePath === "string" ? root.basePath : "";
  const server = Array.isArray(root.servers) ? root.servers[0] : void 0;
  if (!isObject2(server) || typeof server.url !== "string") return "";
  const variables3 = isObject2(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{(\w+)\}/g, (all, name) => {
    const variable = variables3[name];
    return isObject2(variable) && typeof variable.default === "string" ? variable.default : all;
  });
  const path = url.replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, "").replace(/^\/\/[^/]*/, "").replace(/[?#].*$/, "");
  return path.includes("{") ? "" : path;
}
function prefixOf(root, contextPath) {
  let path = joinPath("", serverPath(root));
  const context = contextPath ? joinPath("", contextPath) : "/";
  if (context !== "/" && (path === context || path.startsWith(`${context}/`))) {
    path = path.slice(context.length) || "/";
  }
  return path === "/" ? "" : path;
}
function readerFor(root, file) {
  const problems = /* @__PURE__ */ new Set();
  const pointer2 = (ref) => {
    let value2 = root;
    for (const raw of ref.slice(2).split("/")) {
      let key = raw;
      try {
        key = decodeURIComponent(raw);
      } catch {
      }
      key = key.replace(/~1/g, "/").replace(/~0/g, "~");
      if (!isObject2(value2) && !Array.isArray(value2)) return void 0;
      value2 = Object.hasOwn(value2, key) ? value2[key] : void 0;
    }
    return value2;
  };
  const resolve4 = (value2, where) => {
    let current = value2;
    for (let hop = 0; isObject2(current) && typeof current.$ref === "string"; hop++) {
      const ref = current.$ref;
      if (!ref.startsWith("#/")) {
        problems.add(
          `${file}: ${where} refers to ${ref} in another file, which init does not read: its parameters are left out.`
        );
        return void 0;
      }
      if (hop >= MAX_REF_HOPS2) {
        problems.add(`${file}: ${where}: the $ref ${ref} goes round in a circle.`);
        return void 0;
      }
      current = pointer2(ref);
      if (current === void 0) {
        problems.add(`${file}: ${where}: the $ref ${ref} points at nothing in the document.`);
        return void 0;
      }
    }
    return current;
  };
  return { problems, resolve: resolve4 };
}
function parameterOf(raw, reader, where) {
  const parameter = reader.resolve(raw, where);
  if (!isObject2(parameter) || typeof parameter.name !== "string") return void 0;
  if (CONTROL_OR_SPACE.test(parameter.name)) return void 0;
  if (parameter.in !== "path" && parameter.in !== "query") return void 0;
  const schema = reader.resolve(parameter.schema, where);
  const s = isObject2(schema) ? schema : {};
  const examples = isObject2(parameter.examples) ? Object.values(parameter.examples) : [];
  const named = reader.resolve(examples[0], where);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type ?? parameter.type;
  const enumOf = (value2) => Array.isArray(value2) ? value2[0] : void 0;
  const sample = [
    parameter.example,
    isObject2(named) ? named.value : void 0,
    s.example,
    Array.isArray(s.examples) ? s.examples[0] : void 0,
    parameter["x-example"],
    s.default,
    parameter.default,
    enumOf(s.enum),
    enumOf(parameter.enum)
  ].map(scalar).find((value2) => value2 !== void 0);
  const number = (key) => {
    const value2 = s[key] ?? parameter[key];
    return typeof value2 === "number" && Number.isFinite(value2) ? value2 : void 0;
  };
  const format = s.format ?? parameter.format;
  const guess = parameter.in === "query" && sample === void 0 ? {
    ...typeof format === "string" ? { format } : {},
    min: number(type === "string" ? "minLength" : "minimum"),
    max: number(type === "string" ? "maxLength" : "maximum")
  } : {};
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.in === "path" || parameter.required === true,
    ...typeof type === "string" ? { type } : {},
    ...Object.fromEntries(Object.entries(guess).filter(([, value2]) => value2 !== void 0)),
    ...sample !== void 0 ? { sample } : {}
  };
}
function parametersOf(lists, reader, where) {
  const byKey = /* @__PURE__ */ new Map();
  for (const list2 of lists) {
    for (const raw of Array.isArray(list2) ? list2 : []) {
      const parameter = parameterOf(raw, reader, where);
      if (parameter) byKey.set(`${parameter.in} ${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}
function describedEndpoints(root, file, contextPath, lineOf) {
  const reader = readerFor(root, file);
  const prefix = prefixOf(root, contextPath);
  const endpoints = [];
  const paths = isObject2(root.paths) ? root.paths : {};
  if (!isObject2(root.paths)) reader.problems.add(`${file} declares no paths.`);
  let operations = 0;
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!path.startsWith("/") || CONTROL_OR_SPACE.test(path)) continue;
    const item = reader.resolve(rawItem, path);
    if (!isObject2(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject2(operation)) continue;
      if (++operations > MAX_OPERATIONS) {
        reader.problems.add(`${file}: only its first ${MAX_OPERATIONS} operations are read.`);
        break;
      }
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = parametersOf([item.parameters, operation.parameters], reader, where);
      const body = operation.requestBody !== void 0 || Array.isArray(operation.parameters) && operation.parameters.some(
        (p) => isObject2(p) && (p.in === "body" || p.in === "formData")
      );
      const bodySample = body && (method === "post" || method === "put") ? requestBodySample(root, operation, item.parameters) : void 0;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [];
      const line = lineOf?.(["paths", path, method]) ?? lineOf?.(["paths", path]);
      endpoints.push({
        method: method.toUpperCase(),
        path: joinPath(prefix, path),
        source: line === void 0 ? file : `${file}:${line}`,
        ...typeof operation.operationId === "string" ? { operationId: operation.operationId } : {},
        ...tags.length > 0 ? { tags } : {},
        ...parameters.length > 0 ? { parameters } : {},
        ...body ? { requestBody: true } : {},
        ...bodySample ? { bodySample } : {}
      });
    }
  }
  const problems = [...reader.problems];
  return {
    file,
    prefix,
    endpoints: uniqueEndpoints(endpoints),
    problems: problems.length > MAX_PROBLEMS ? [
      ...problems.slice(0, MAX_PROBLEMS),
      `${file}: ${problems.length - MAX_PROBLEMS} more problems like these.`
    ] : problems
  };
}
function readApiDocument(file, text, kind, contextPath) {
  const refused = (problem) => kind === "named" ? { file, prefix: "", endpoints: [], problems: [problem] } : void 0;
  if (kind === "maybe" && !looksLikeDescription(text)) return void 0;
  const lineCounter = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter });
  const error = document.errors[0];
  if (error) {
    const at2 = error.linePos?.[0].line;
    return refused(
      `${file}${at2 ? `:${at2}` : ""} is not valid YAML or JSON (${error.message.split("\n")[0]}): its endpoints are left out.`
    );
  }
  let root;
  try {
    root = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (caught) {
    return refused(`${file} cannot be read (${caught.message}).`);
  }
  if (!isObject2(root) || !versionOf(root)) {
    return refused(
      `${file} is not an OpenAPI 3 or Swagger 2.0 document (no top-level openapi: 3.x or swagger: "2.0"): its endpoints are left out.`
    );
  }
  const lineOf = (keys) => {
    const parent = document.getIn(keys.slice(0, -1), true);
    if (!(0, import_yaml.isMap)(parent)) return void 0;
    const pair = parent.items.find((item) => (0, import_yaml.isScalar)(item.key) && item.key.value === keys.at(-1));
    const range = (0, import_yaml.isScalar)(pair?.key) ? pair.key.range : void 0;
    return range ? lineCounter.linePos(range[0]).line : void 0;
  };
  return describedEndpoints(root, file, contextPath, lineOf);
}
function fromOpenApi(document, contextPath) {
  if (!isObject2(document) || !versionOf(document)) return [];
  return describedEndpoints(document, "openapi", contextPath).endpoints.map((endpoint) => ({
    ...endpoint,
    source: "openapi"
  }));
}

// src/init/captured-body.ts
var MAX_OBJECTS = 500;
var MAX_DEPTH2 = 6;
var ITEMS = 3;
var MAX_CAPTURED = 8192;
var SERVER_SET = /* @__PURE__ */ new Set([
  "_links",
  "createdAt",
  "updatedAt",
  "createdDate",
  "lastModifiedDate",
  "created_at",
  "updated_at",
  "version"
]);
var isObject3 = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
function objectsOf(body) {
  const found = [];
  let level = [body];
  for (let depth = 0; depth <= MAX_DEPTH2 && level.length > 0; depth++) {
    const next = [];
    for (const value2 of level) {
      if (found.length === MAX_OBJECTS) return found;
      if (Array.isArray(value2)) next.push(...value2.slice(0, ITEMS));
      else if (isObject3(value2)) {
        found.push(value2);
        next.push(...Object.values(value2));
      }
    }
    level = next.filter((value2) => typeof value2 === "object" && value2 !== null);
  }
  return found;
}
var segments = (path) => path.split("/").filter(Boolean).map((segment) => /^\{[^}]*\}$/.test(segment) ? "{}" : segment);
var same = (a, b) => a.length === b.length && a.every((segment, i) => segment === b[i]);
function resource(write, read) {
  const path = segments(write.path);
  const collection = write.method === "PUT" && path.at(-1) === "{}" ? path.slice(0, -1) : path;
  const own = segments(read.path);
  if (same(own, [...collection, "{}"])) return 2;
  return same(own, collection) ? 1 : 0;
}
var present = (object, field) => object[field] !== void 0 && object[field] !== null;
function byFields(write, fields, answers) {
  const needed = Math.max(1, Math.ceil(fields.length / 2));
  let best;
  for (const answer of answers) {
    const near = resource(write, answer.endpoint);
    for (const object of objectsOf(answer.body)) {
      const held = fields.filter((field) => present(object, field)).length;
      const rank = held * 3 + near;
      if (held >= needed && (!best || rank > best.rank)) best = { answer, object, rank };
    }
  }
  return best;
}
function byResource(write, answers) {
  let best;
  for (const answer of answers) {
    const near = resource(write, answer.endpoint);
    if (near === 0) continue;
    for (const object of objectsOf(answer.body)) {
      if (!present(object, "id")) continue;
      const plain = Object.values(object).filter(
        (value2) => !isObject3(value2) && !Array.isArray(value2)
      );
      const rank = near * 1e3 + plain.length;
      if (!best || rank > best.rank) best = { answer, object, rank };
    }
  }
  return best;
}
function capturedBody(write, answers) {
  const fields = write.bodyFields;
  const found = fields ? byFields(write, fields, answers) : byResource(write, answers);
  if (!found) return void 0;
  const { answer, object } = found;
  const notes = [];
  const left = [];
  const kept = Object.entries(object).filter(([field, value3]) => {
    const keep2 = fields ? fields.includes(field) && value3 !== null : !SERVER_SET.has(field) && !(Array.isArray(value3) && value3.some(isObject3));
    if (!keep2 && !fields && field !== "_links") left.push(field);
    return keep2;
  });
  const value2 = Object.fromEntries(
    kept.filter(([field]) => !(write.method === "POST" && field === "id"))
  );
  if (write.method === "POST" && kept.some(([field]) => field === "id")) left.unshift("id");
  const captured = `GET ${answer.path}`;
  notes.push(`captured from the answer to ${captured}: check the values`);
  const missing = fields?.filter((field) => !present(object, field)) ?? [];
  if (missing.length > 0) notes.push(`not in that answer, so not sent: ${missing.join(", ")}`);
  if (left.length > 0) notes.push(`left out: ${left.join(", ")}`);
  if (Object.keys(value2).length === 0) return void 0;
  if (JSON.stringify(value2).length > MAX_CAPTURED) return void 0;
  return { contentType: "application/json", value: value2, notes, captured };
}
function captureBodies(writes, answers) {
  let captured = 0;
  for (const write of writes) {
    const sample = capturedBody(write, answers);
    if (!sample) continue;
    write.bodySample = sample;
    captured += 1;
  }
  return captured;
}

// src/init/mix.ts
var WRITE_EVERY = 10;
var MAX_CREATES = 50;
var MAX_IDS = 100;
function appOwn(facts, endpoint) {
  const actuator = facts.spring.managementBasePath.value;
  return endpoint.path !== "/error" && !(actuator !== "/" && endpoint.path.startsWith(`${actuator}/`));
}
var isWriteMethod = (endpoint) => endpoint.method === "POST" || endpoint.method === "PUT";
var built = (endpoint) => endpoint.bodySample !== void 0 && "value" in endpoint.bodySample;
function writeEndpoints(facts) {
  if (!facts.writes) return [];
  const writes = facts.endpoints.filter(
    (endpoint) => isWriteMethod(endpoint) && appOwn(facts, endpoint) && built(endpoint) && answered(endpoint)
  );
  return [
    ...writes.filter((endpoint) => endpoint.method === "PUT"),
    ...writes.filter((endpoint) => endpoint.method === "POST")
  ];
}
function writesToCapture(facts) {
  if (!facts.writes) return [];
  return facts.endpoints.filter(
    (endpoint) => isWriteMethod(endpoint) && appOwn(facts, endpoint) && endpoint.bodySample === void 0 && endpoint.bodyType !== void 0
  );
}
function undescribed(endpoint, discovered) {
  if (endpoint.requestBody) return "no JSON request schema for its body";
  if (endpoint.origins?.some((origin) => origin !== "sources"))
    return "no request body in the OpenAPI document";
  if (!endpoint.bodyType) return "no OpenAPI document describes its body";
  return discovered ? `no GET answer held the fields of its body type ${endpoint.bodyType} when tried` : `no OpenAPI document describes its body (${endpoint.bodyType}); \`init --discover\` captures one from a GET answer`;
}
function writesLeftOut(facts) {
  if (!facts.writes) return [];
  const discovered = facts.endpoints.some((endpoint) => endpoint.tried !== void 0);
  return facts.endpoints.filter((endpoint) => isWriteMethod(endpoint) && appOwn(facts, endpoint)).flatMap((endpoint) => {
    const sample = endpoint.bodySample;
    if (sample && "problem" in sample) return [{ endpoint, reason: sample.problem }];
    if (!sample) return [{ endpoint, reason: undescribed(endpoint, discovered) }];
    if (!answered(endpoint)) {
      return [{ endpoint, reason: `answered ${endpoint.tried.status} when tried once` }];
    }
    return [];
  });
}
function onlyVariable(path) {
  const found = [...path.matchAll(/\{([^}]*)\}/g)];
  if (found.length !== 1) return void 0;
  const match = found[0];
  const before = path.slice(0, match.index);
  const after = path.slice(match.index + match[0].length);
  if (!before.endsWith("/") || after !== "" && !after.startsWith("/")) return void 0;
  return { name: match[1], before: before.slice(0, -1) || "/" };
}
function idLists(facts, requests) {
  const gets = new Map(
    calledEndpoints(facts).filter((endpoint) => !endpoint.path.includes("{")).map((endpoint) => [endpoint.path, endpoint])
  );
  const lists = /* @__PURE__ */ new Map();
  const listOf = /* @__PURE__ */ new Map();
  for (const request of requests) {
    const variable = onlyVariable(request.path);
    const endpoint = variable && gets.get(variable.before);
    if (!variable || !endpoint) continue;
    const list2 = lists.get(endpoint.path) ?? { path: endpoint.path, endpoint, fields: [] };
    if (!list2.fields.includes(variable.name)) list2.fields.push(variable.name);
    lists.set(endpoint.path, list2);
    listOf.set(request, list2);
  }
  for (const list2 of lists.values()) {
    list2.fields = [...list2.fields.filter((field) => field !== "id"), "id"];
  }
  return { lists: [...lists.values()], listOf };
}
function itemsOf(body, depth = 0) {
  if (Array.isArray(body)) return body;
  if (typeof body !== "object" || body === null) return void 0;
  const page = body;
  const embedded = typeof page._embedded === "object" && page._embedded !== null ? Object.values(page._embedded).find(Array.isArray) : void 0;
  const candidates2 = [page.content, page.items, page.data, page.results];
  const found = [...candidates2, embedded].find(Array.isArray);
  if (found || depth > 0) return found;
  const inner = candidates2.find((value2) => typeof value2 === "object" && value2 !== null);
  return inner === void 0 ? void 0 : itemsOf(inner, depth + 1);
}
function listIds(body, fields) {
  const items = itemsOf(body);
  if (!Array.isArray(items)) return [];
  return items.slice(0, MAX_IDS).flatMap((item) => {
    if (typeof item === "string" || typeof item === "number") return [item];
    if (typeof item !== "object" || item === null) return [];
    const record = item;
    for (const field of fields) {
      const value2 = record[field];
      if (typeof value2 === "string" || typeof value2 === "number") return [value2];
    }
    const links = record._links;
    const self = links?.self?.href;
    if (typeof self !== "string") return [];
    const id = self.replace(/\{[^}]*\}$/, "").replace(/\/+$/, "").split("/").pop();
    try {
      return id ? [decodeURIComponent(id)] : [];
    } catch {
      return [];
    }
  });
}
function setPathSample(endpoint, sample) {
  const name = /\{([^}]*)\}/.exec(endpoint.path)?.[1];
  if (name === void 0) return;
  const parameters = endpoint.parameters ?? [];
  const known = parameters.find((p) => p.in === "path" && p.name === name);
  if (known) known.sample = sample;
  else parameters.push({ name, in: "path", required: true, sample });
  endpoint.parameters = parameters;
}

// src/init/unique-values.ts
var DUPLICATE = /\bduplicate\b|unique (?:constraint|index|key)|uk_\w+|already (?:exists|taken|in use|registered)/i;
var CONSTANT = /^[A-Z][A-Z0-9_]*$/;
var NOT_TEXT = /^(?:\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|[+-]?[\d:.]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|https?:\/\/\S*)$/i;
var MAX_CANDIDATES = 8;
function looksDuplicate(status, exception) {
  if (status === 409) return true;
  return typeof status === "number" && status >= 400 && DUPLICATE.test(exception ?? "");
}
function uniqueCandidates(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
  return Object.entries(body).filter(
    ([, value2]) => typeof value2 === "string" && value2 !== "" && !CONSTANT.test(value2) && !NOT_TEXT.test(value2)
  ).map(([field]) => field).slice(0, MAX_CANDIDATES);
}
function uniqueValue(value2, suffix) {
  const at2 = value2.indexOf("@");
  return at2 > 0 ? `${value2.slice(0, at2)}-${suffix}${value2.slice(at2)}` : `${value2}-${suffix}`;
}
function withUniqueFields(body, fields, suffix) {
  const copy2 = { ...body };
  for (const field of fields) {
    const value2 = copy2[field];
    if (typeof value2 === "string") copy2[field] = uniqueValue(value2, suffix);
  }
  return copy2;
}
async function findUniqueFields(candidates2, tries) {
  let count2 = 0;
  const attempt = (fields) => tries(fields, `d${++count2}`);
  for (const field of candidates2) if (await attempt([field])) return [field];
  if (candidates2.length < 2 || !await attempt(candidates2)) return void 0;
  let kept = [...candidates2];
  for (const field of candidates2) {
    const without = kept.filter((f) => f !== field);
    if (without.length > 0 && await attempt(without)) kept = without;
  }
  return kept;
}
function shareUniqueFields(writes) {
  for (const post of writes) {
    const fields = post.bodySample.unique;
    if (post.method !== "POST" || !fields?.length || !post.bodyType) continue;
    for (const write of writes) {
      if (write === post || write.bodySample.unique || write.bodyType !== post.bodyType) continue;
      const value2 = write.bodySample.value;
      if (typeof value2 !== "object" || value2 === null) continue;
      const shared = fields.filter(
        (field) => typeof value2[field] === "string"
      );
      if (shared.length > 0) write.bodySample.unique = shared;
    }
  }
}

// src/init/try-endpoints.ts
var TRY_TIMEOUT_MS = 1e4;
var LOG_SETTLE_MS = 200;
var MAX_ANSWER_BYTES = 1024 * 1024;
async function jsonAnswer(response) {
  const type = response.headers.get("content-type") ?? "";
  const length = Number(response.headers.get("content-length") ?? 0);
  if (!response.ok || !/\bjson\b/i.test(type) || length > MAX_ANSWER_BYTES) {
    await response.arrayBuffer();
    return void 0;
  }
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > MAX_ANSWER_BYTES) return void 0;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return void 0;
  }
}
async function fillFromLists(app, facts, requests, progress = () => void 0) {
  const { lists, listOf } = idLists(facts, requests);
  for (const list2 of lists) {
    const path = samplePath(list2.endpoint.path, list2.endpoint.parameters);
    let ids;
    try {
      const response = await fetch(`${app.baseUrl}${path}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS)
      });
      ids = response.ok ? listIds(await response.json(), list2.fields) : [];
    } catch {
      ids = [];
    }
    const filled = requests.filter((request) => listOf.get(request) === list2);
    if (ids.length > 0) for (const request of filled) setPathSample(request, String(ids[0]));
    progress(
      ids.length > 0 ? `discover: GET ${path} holds ${ids.length} id(s); ${filled.length} endpoint(s) are tried with the first, ${ids[0]}` : `discover: GET ${path} gave no ids; the endpoints under it are tried with the values the script holds`
    );
  }
}
async function tryOnce(app, method, path, body, keepJson = false) {
  try {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      redirect: "manual",
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      ...body ? { body: JSON.stringify(body.value), headers: { "Content-Type": body.contentType } } : {}
    });
    const json = keepJson ? await jsonAnswer(response) : void 0;
    if (!response.bodyUsed) await response.arrayBuffer();
    return json === void 0 ? { status: response.status } : { status: response.status, json };
  } catch {
    return { status: void 0 };
  }
}
var answeredOk = (status) => status !== void 0 && status >= 200 && status < 400;
async function tryEndpoints(app, endpoints, progress = () => void 0, answers) {
  for (const endpoint of endpoints) {
    const path = samplePath(endpoint.path, endpoint.parameters);
    const mark = app.logMark();
    const body = endpoint.bodySample && "value" in endpoint.bodySample ? endpoint.bodySample : void 0;
    const keep2 = answers !== void 0 && endpoint.method === "GET";
    const { status, json } = await tryOnce(app, endpoint.method, path, body, keep2);
    if (json !== void 0 && answers) answers.push({ endpoint, path, body: json });
    if (answeredOk(status)) {
      endpoint.tried = { status };
    } else {
      await new Promise((resolve4) => setTimeout(resolve4, LOG_SETTLE_MS));
      const exception2 = appExceptions(app.logsSince(mark).join("\n"))[0]?.line;
      endpoint.tried = {
        status: status ?? "no answer",
        ...exception2 ? { exception: exception2 } : {}
      };
    }
    progress(
      `discover: ${endpoint.method} ${path} -> ${status ?? `no answer within ${TRY_TIMEOUT_MS / 1e3} s`}`
    );
    const { status: triedStatus, exception } = endpoint.tried;
    if (body && endpoint.method === "POST" && looksDuplicate(triedStatus, exception))
      await tryUnique(app, endpoint, path, body, progress);
  }
}
async function tryUnique(app, endpoint, path, body, progress) {
  const value2 = body.value;
  const candidates2 = uniqueCandidates(value2);
  if (candidates2.length === 0) return;
  let status;
  const fields = await findUniqueFields(candidates2, async (tried, suffix) => {
    const sent = { ...body, value: withUniqueFields(value2, tried, suffix) };
    const answer = await tryOnce(app, endpoint.method, path, sent);
    if (answeredOk(answer.status)) status = answer.status;
    return answeredOk(answer.status);
  });
  if (!fields) {
    progress(
      `discover: ${endpoint.method} ${path} refused a repeated value; made unique, ${candidates2.join(", ")} did not get it through either`
    );
    return;
  }
  body.unique = fields;
  endpoint.tried = { status };
  progress(
    `discover: ${endpoint.method} ${path} -> ${status} with ${fields.join(", ")} made unique; the script makes ${fields.length === 1 ? "it" : "them"} unique on every request`
  );
}
var PROGRESS_LINE_CHARS = 400;
function progressOnOneLine(progress) {
  return (line) => progress(oneLine(line, PROGRESS_LINE_CHARS));
}
async function tryStarter(app, facts, report = () => void 0) {
  const progress = progressOnOneLine(report);
  const reads = calledEndpoints(facts);
  const capture = writesToCapture(facts);
  await fillFromLists(app, facts, [...reads, ...writeEndpoints(facts), ...capture], progress);
  const answers = [];
  await tryEndpoints(app, reads, progress, capture.length > 0 ? answers : void 0);
  if (capture.length > 0) {
    const captured = captureBodies(capture, answers);
    progress(
      `discover: ${captured} of ${capture.length} write(s) without a described body got one from a GET answer`
    );
  }
  const writes = writeEndpoints(facts);
  await tryEndpoints(app, writes, progress);
  shareUniqueFields(writes);
}

// src/init/discover.ts
async function getJson(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1e4) });
    return response.ok ? await response.json() : void 0;
  } catch {
    return void 0;
  }
}
async function readServedEndpoints(app, facts, progress) {
  const mappings = fromActuatorMappings(await getJson(`${app.managementBaseUrl}/mappings`));
  if (mappings.length > 0) return { endpoints: mappings, from: "actuator" };
  const openApi = fromOpenApi(
    await getJson(`${app.baseUrl}/v3/api-docs`),
    facts.spring.contextPath?.value
  );
  if (openApi.length > 0) return { endpoints: openApi, from: "openapi" };
  progress("discover: the app has neither /actuator/mappings nor /v3/api-docs; using the sources");
  return void 0;
}
async function seedAfterBoot(database, facts, directory, progress) {
  const schema = facts.migrations ? [] : schemaFiles(facts.sqlFiles);
  const data = facts.sqlFiles.filter((file) => !schema.includes(file));
  try {
    await database.runInit(data.map((file) => `${directory}/${file}`));
  } catch (error) {
    progress(
      `discover: seeding with ${data.join(", ")} failed (${error.message.split("\n")[0]}); endpoints are tried on what the database holds`
    );
  }
}
async function discoverEndpoints(facts, directory, options = {}) {
  const progress = options.onProgress ?? (() => void 0);
  const say = progressOnOneLine(progress);
  await ensureDocker();
  const scope = new ResourceScope();
  const uninstall = installSignalTeardown(() => scope.release());
  try {
    const built2 = await buildApp({
      directory,
      command: facts.build.command,
      jar: facts.build.jar,
      label: "app",
      scope,
      onProgress: progress
    });
    const database = await startDatabase({
      image: options.databaseImage ?? DEFAULTS.databaseImage,
      database: "app",
      user: "app",
      password: "perf-gate",
      // Migrations run at boot; without them the app needs the schema (not the data) to start.
      initScripts: facts.migrations ? [] : schemaFiles(facts.sqlFiles).map((file) => `${directory}/${file}`),
      onProgress: progress,
      scope
    });
    const redis = facts.build.dependencies.redis ? await startRedis({
      image: options.redisImage ?? DEFAULTS.redisImage,
      scope,
      onProgress: progress
    }) : void 0;
    const health = healthPath(facts);
    const app = await startApp({
      // As the gate does: the JRE of the Java release the jar's main class was compiled for.
      image: appImageFor(options.appImage ?? DEFAULTS.appImage, {
        path: built2.jar,
        java: await readJarJava(built2.jar)
      }),
      jarPath: built2.jar,
      profiles: options.profiles ?? [],
      datasource: {
        url: database.jdbcUrl,
        username: database.user,
        password: database.password
      },
      env: {
        // The mappings endpoint is what discovery reads; the gate itself never exposes it.
        MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: "health,mappings",
        ...redis?.env,
        // As perf-gate.yml will boot it: the app's MySQL scripts picked by their property.
        ...facts.spring.sqlScriptsFor ? { [facts.spring.sqlScriptsFor.env]: facts.spring.sqlScriptsFor.value } : {},
        // As perf-gate.yml will boot it: Hibernate creates the tables from the app's entities.
        ...hibernateCreatesTables(facts) ? { [HIBERNATE_DDL_AUTO.env]: HIBERNATE_DDL_AUTO.value } : {},
        ...Object.fromEntries(
          facts.spring.datasources.filter((d) => d.prefix !== "spring.datasource").map((d) => [d.urlVariable, database.jdbcUrl])
        )
      },
      ...facts.spring.contextPath ? { contextPath: facts.spring.contextPath.value } : {},
      healthPath: health.path,
      managementBasePath: facts.spring.managementBasePath.value,
      startupTimeoutMs: options.startupTimeoutMs ?? DEFAULTS.appStartupTimeoutMs,
      onProgress: progress,
      label: "discover",
      scope
    });
    await seedAfterBoot(database, facts, directory, say);
    const found = await readServedEndpoints(app, facts, say);
    const endpoints = found ? withFileDetails(found.endpoints, facts.endpoints) : facts.endpoints;
    const served = { ...facts, endpoints };
    await tryStarter(app, served, say);
    return { endpoints, from: found?.from ?? facts.endpointsFrom };
  } catch (error) {
    if (error instanceof EnvironmentError) {
      const generic = !error.fix || /Read the log lines above/.test(error.fix);
      throw new EnvironmentError(`perf-gate init --discover: ${error.message}`, {
        fix: generic ? "Raise --startup-timeout for a slow-starting app, or leave out --discover: init then reads the endpoints from the sources." : `${error.fix} (set it for --discover too, or leave out --discover: init then reads the endpoints from the sources).`,
        cause: error
      });
    }
    throw error;
  } finally {
    await scope.release();
    uninstall();
  }
}

// src/init/plan.ts
import { join, relative, sep } from "node:path";

// src/init/render-config.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/config/json-schema.ts
var SCHEMA_URL = "https://raw.githubusercontent.com/perf-gate/perf-gate/v0/schema/perf-gate.schema.json";
var DURATION = 'a duration: "500ms", "30s", "2m", "1m30s" (a bare number is seconds)';
var PERCENT = 'a percentage like "1%" or a fraction from 0 to 1';
function listText(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function workToleranceDefaults() {
  const tolerance = (m) => WORK_METRIC_REGISTRY[m].tolerance;
  const percent = (t) => `${Number((t * 100).toPrecision(12))}%`;
  const kinds = WORK_METRICS.filter((m) => WORK_METRIC_REGISTRY[m].kind !== void 0);
  const fold = tolerance("statements") !== false && kinds.every((m) => tolerance(m) === tolerance("statements"));
  const judged = [];
  for (const m of WORK_METRICS) {
    const t = tolerance(m);
    if (t === false || fold && kinds.includes(m)) continue;
    judged.push(`${m === "statements" && fold ? "statements and kinds" : m} ${percent(t)}`);
  }
  const off = WORK_METRICS.filter((m) => tolerance(m) === false);
  return [...judged, ...off.length > 0 ? [`${listText(off)} false`] : []].join(", ");
}
var DESCRIPTIONS = {
  app: "The Spring Boot app: how to build it and how to run it.",
  "app.directory": "The app's folder, where the build runs (default: this file's folder).",
  "app.build": "Build command run in app.directory (default: detected from mvnw, pom.xml, gradlew, build.gradle); null: do not build.",
  "app.jar": "Glob of the executable jar, relative to app.directory (default: target/*.jar or build/libs/*.jar).",
  "app.image": "JRE image that runs `java -jar`; {java} becomes the Java release the jar's classes need (default eclipse-temurin:{java}-jre).",
  "app.build-image": "JDK image the build command runs in when the build is sandboxed (--sandbox on, the sandbox input); {java} becomes the Java release the build file declares (default maven:3.9-eclipse-temurin-{java}).",
  "app.profiles": "Spring profiles to activate (SPRING_PROFILES_ACTIVE).",
  "app.context-path": "Servlet context path (default: the app's server.servlet.context-path).",
  "app.health": "Readiness path (default: <management base path>/health); Actuator paths are served on a separate port.",
  "app.management-base-path": "Actuator's base path (default: the app's management.endpoints.web.base-path, else /actuator).",
  "app.jvm-options": "JVM options, e.g. [-XX:MaxRAMPercentage=60].",
  "app.env": "Extra environment for the app; {{db.jdbcUrl}} {{db.host}} {{db.port}} {{db.name}} {{db.user}} {{db.password}} are filled in.",
  "app.resources": "Container limits of the app: mirror one production instance.",
  "app.startup-timeout": `How long the app may take to become healthy; ${DURATION}.`,
  database: "The MySQL-compatible database the app runs against.",
  "database.image": "Any image honouring the official mysql image's MYSQL_* variables (default mysql:8.4).",
  "database.name": "Database name the app gets (default app).",
  "database.user": "User the app connects as (default app).",
  "database.password": "Password of that user (default: random per run, masked in logs).",
  "database.init": "SQL files run in order as root once the server answers, relative to this file.",
  "database.init-after-boot": "SQL files run after each boot of the app (its Flyway/Liquibase schema applied), before the snapshot.",
  "database.variables": "SQL user variables set before each init script: { scale: 1 } \u2192 SET @scale = 1.",
  "database.server-args": "Extra mysqld arguments, e.g. [--max-connections=300].",
  services: "Services the app needs beside MySQL, each booted in a container of its own.",
  "services.redis": "Redis beside the app (spring-data-redis): its host and port reach the app as SPRING_DATA_REDIS_HOST/PORT; emptied between windows.",
  "services.redis.image": "The Redis image (default redis:7).",
  "services.kafka": "Not supported yet: refused with the fix.",
  "services.postgresql": "Not supported yet: refused with the fix.",
  "services.mongodb": "Not supported yet: refused with the fix.",
  proxy: 'Nginx in front of the app, as production runs it (docs/configuration.md, "Nginx in front").',
  "proxy.config": "The repository's nginx.conf (or a file of server blocks): its upstreams and listen point at the lab, everything else (limit_req, worker_connections, timeouts) as written.",
  "proxy.image": "The Nginx image (default nginx:stable).",
  "proxy.ulimits": "Nginx's container ulimits, as production sets them ({ nofile: 1024 }).",
  "app.ulimits": "The app container's ulimits as production sets them: nofile and nproc, a number (soft = hard) or { soft, hard }. 1,024 open files run out past about a thousand connections.",
  "app.instances": "How many containers of the same jar run the app (1 to 8), each with app.resources: behind the proxy when there is one (its upstream lists them all), else k6 sends each request to the next one in turn.",
  "database.ulimits": "The database container's ulimits ({ nofile: 1024 }).",
  "database.server": "MySQL server variables as production sets them ({ max_connections: 60, wait_timeout: 600 }), or the path of the repository's my.cnf ([mysqld] groups read; port, bind address and paths left to perf-gate). The pool lint checks instances \xD7 pool against max_connections.",
  "database.resources": "Container limits of the database.",
  "database.startup-timeout": `How long the database may take to answer; ${DURATION}.`,
  "database.init-timeout": `How long each init script may run before it is stopped and the run fails (default 30m); ${DURATION}.`,
  load: "The k6 load generator.",
  "load.k6": "Path of the k6 binary on this machine, k6 1.x, used when not sandboxed (default k6).",
  "load.image": "Image k6 runs in when sandboxed (--sandbox on, the sandbox input): the k6 script is the pull request's code (default grafana/k6:1.8.1).",
  "load.pre-allocated-vus": "VUs k6 starts with (default max(10, rate/2)).",
  "load.max-vus": "VUs k6 may grow to (default max(50, 4 \xD7 rate)).",
  scenarios: "The load scenarios; each is measured and judged on its own.",
  "scenarios[].name": 'Letters, digits, "-", "_" or "."; it names files and tags.',
  "scenarios[].script": 'Path of a k6 script, relative to this file (or "requests"); give either script or requests.',
  "scenarios[].requests": "The requests to send instead of a script (the bundled generic scenario): path, params, method, weight, headers, body, status.",
  "scenarios[].requests[].name": `The endpoint's name in the report (k6's name tag); default "METHOD /path".`,
  "scenarios[].requests[].method": "GET (default), POST, PUT, PATCH, DELETE, HEAD or OPTIONS.",
  "scenarios[].requests[].path": "Path appended to the app's URL (context path included), with {placeholders} from params.",
  "scenarios[].requests[].weight": "Relative share of the iterations (default 1).",
  "scenarios[].requests[].params": 'Values of the {placeholders}: "1..2000" (a random whole number), a list (a random item) or one value.',
  "scenarios[].requests[].headers": "Request headers; {placeholders} are filled in.",
  "scenarios[].requests[].body": "A string sent as it is, or an object sent as JSON.",
  "scenarios[].requests[].status": "The expected status (default any 2xx or 3xx).",
  "scenarios[].rate": "Target arrival rate: iterations per second (open model).",
  "scenarios[].warmup": `Warm-up at the target rate before each window, excluded from the measurement (default 3s; capacity and sweep: 10s); ${DURATION}.`,
  "scenarios[].duration": `The measured window (default: 150 iterations at the rate, 5s to 30s; capacity and sweep: 20s); ${DURATION}.`,
  "scenarios[].executor": "gate: perf-gate runs a constant-arrival-rate scenario; script: the script's own scenarios.",
  "scenarios[].mix": "With executor gate, a script whose k6 scenarios run named functions (exec) keeps their mix: each scenario's share of the iterations, by k6 scenario name (default: its arrival rate, or its VUs for VU-based executors).",
  "scenarios[].pre-allocated-vus": "VUs k6 starts with for this scenario (overrides load.pre-allocated-vus).",
  "scenarios[].max-vus": "VUs k6 may grow to for this scenario (overrides load.max-vus).",
  "scenarios[].env": "Passed to the script as __ENV; {{app.url}} (BASE_URL), {{app.origin}}, {{app.host}} and {{app.port}} name the app under test, for scripts that read its URL from their own variable.",
  "scenarios[].budget": "Absolute limits; a breach fails the gate.",
  "scenarios[].budget.tps": "Sustained rate: achieved \u2265 target \u2212 2 %, no dropped iterations.",
  "scenarios[].budget.p95": `95th percentile latency limit; ${DURATION}.`,
  "scenarios[].budget.p99": `99th percentile latency limit; ${DURATION}.`,
  "scenarios[].budget.errors": `Error rate limit; ${PERCENT}.`,
  "scenarios[].budget.endpoints": "Per-endpoint limits, by the endpoint (name) tag of the requests.",
  warmup: "Warm-up to steady state after each boot: short windows at the target rate until their p95s agree.",
  "warmup.steady": "Run short windows after the ramp until the app is steady (default true).",
  "warmup.boot": `After each boot, drive the app this long at a rate rising to warmup.boot-rate times the scenario rate, so the JIT compiles its hot paths before any window (default 20s; 0s: none); ${DURATION}.`,
  "warmup.boot-rate": "How many times the scenario rate the boot warm-up reaches, ramped a third each at 1/4, 1/2 and all of it (default 4; 1 to 20).",
  "warmup.step": `Length of each short window; ${DURATION}.`,
  "warmup.windows": "How many successive short windows must agree (default 3).",
  "warmup.tolerance": `How far their median latencies may lie above the lowest (or 1 ms); ${PERCENT}.`,
  "warmup.jit": `The largest share of each short window the JIT may spend compiling for the app to count as warm (read by perf-gate's work agent, so only with compare.work on; default 10%); ${PERCENT}.`,
  "warmup.max": `One budget, in short windows, for the warm-up after the ramp: the raised-rate JIT windows, then the steady-state check, which always gets its warmup.windows windows (default 45s). Past it the gate measures anyway; it warns when the latency had not settled (finding warmup.not-steady) and notes when only the JIT was still compiling (warmup.still-compiling); ${DURATION}.`,
  compare: "Pull request against its base: interleaved rounds on the same runner.",
  "compare.base": "auto (the PR base on pull_request), none, or a git ref.",
  "compare.rounds": "Interleaved base/PR pairs of windows: the first look with max-rounds (default 5, up to 10; set alone: that many, fixed).",
  "compare.max-rounds": "Sequential stopping: after compare.rounds, one more round at a time while the comparison is undecided, up to this cap (default 10 when neither rounds nor max-rounds is set; equal to rounds: off).",
  "compare.spending": "obrien-fleming (default) | pocock: how sequential stopping spends its error over the looks.",
  "compare.order": "alternate | abba | random (seeded).",
  "compare.seed": "Seed of the boot order and random window order (default: fresh per gate, recorded).",
  "compare.pause-idle": "Freeze the idle side's app (docker pause) during the other side's window.",
  "compare.reuse-app": "Boot each side's app once and keep it across rounds (default true).",
  "compare.instance-noise": `Latency offset two app instances of one jar can have (default 1.5%); ${PERCENT}.`,
  "compare.speed-adjustment": "Share of the change in k6's CPU per request between a pair's two windows taken out of their latency change: k6 does the same work per request on both sides, so it reads how fast the runner ran (default 0: off, since that reading also moves with a real regression; perf-gate noise fits it for a runner class).",
  "compare.steal-adjustment": "Share of the difference in the hypervisor's steal between a pair's two windows (PR \u2212 base, percentage points of the host's CPU) taken out of their latency change, ln PR/base, overall and per endpoint (default 0.057, fitted on 125 recorded gates; 0: off; 0 to 0.5).",
  "compare.runners": "Instance noise, speed and steal adjustment per runner class, for pull requests that land on several (a hosted runner label does): the gate takes the first entry whose cpu is part of the machine's CPU model (and whose cores match, when set); perf-gate noise prints the list.",
  "compare.runners[].cpu": 'A part of the CPU model, case-insensitive: "EPYC", "Xeon(R) Platinum 8370C".',
  "compare.runners[].cores": "The runner's cores; unset: any.",
  "compare.runners[].instance-noise": `That class's instance noise (unset: compare.instance-noise); ${PERCENT}.`,
  "compare.runners[].speed-adjustment": "That class's speed adjustment, 0 to 3 (unset: compare.speed-adjustment).",
  "compare.runners[].steal-adjustment": "That class's steal adjustment, 0 to 0.5 (unset: compare.steal-adjustment).",
  "compare.primary": "The comparisons that decide the verdict (default [latency, errors]); the others (p95, p99, tps, endpoints) are diagnostics, shown but not deciding.",
  "compare.endpoints": "true (default): each endpoint's geometric-mean latency can fail the gate, under one false-alarm budget with the primary comparisons; false: the endpoints are diagnostics only.",
  "compare.tolerance": `Allowed change before a regression is called, per metric (latency: the geometric mean of all requests, default 10%); ${PERCENT}.`,
  "compare.confidence": "Two-sided confidence of the intervals over pairs (default 0.9).",
  "compare.work": "Work per request (SQL statements and shapes, rows examined, CPU, bytes allocated, GC) compared base vs PR.",
  "compare.work.enabled": "false: read no work counters (default true).",
  "compare.work.idle": `How long each idle app is watched for its own background statements; ${DURATION}; 0: off.`,
  "compare.work.probe": `Iterations of the per-endpoint probe each side runs after the timed windows, at least: more (up to ${PROBE_MAX_ITERATIONS}) when an endpoint of the windows would get fewer than the ${PROBE_MIN_REQUESTS} requests its bytes per request are judged from; 0: no probe.`,
  "compare.work.seed": "Seed of k6's Math.random, the same for every window of both sides.",
  "compare.work.tolerance": `Allowed change per request before a work regression is called, per metric (defaults: ${workToleranceDefaults()}; the app's figures are judged on windows of ${APP_METRIC_MIN_REQUESTS} requests or more); ${PERCENT}, or false (reported, not judged).`,
  gate: "How the verdict becomes a check.",
  "gate.fail-on-inconclusive": "Fail the check on an inconclusive verdict (default false).",
  "gate.fail-on-findings": "Fail the check on lint/diagnosis warnings (default false).",
  "gate.script-thresholds": "What a threshold of the k6 script's own does when crossed in most measured windows: warn (default), fail the check, or ignore.",
  "gate.comment-id": "Several gates in one repository keep separate PR comments and commit statuses (perf-gate/<id>)."
};

// src/init/action-pins.ts
var PERF_GATE_ACTION = "perf-gate/perf-gate@c193f6790f62c435c555c3e97ab47ed90a8d195d # v0.1.0";
var DOWNLOAD_ARTIFACT_ACTION = "actions/download-artifact@fa0a91b85d4f404e444e00e005971372dc801d16 # v4.1.8";

// src/init/render-topology.ts
var import_yaml2 = __toESM(require_dist(), 1);
var DEFAULT_RESOURCES = { cpus: 2, memory: "2g" };
function scalar2(value2) {
  return typeof value2 === "string" && /^\d+$/.test(value2) ? value2 : (0, import_yaml2.stringify)(value2).trimEnd();
}
function ulimitText(value2) {
  return typeof value2 === "number" ? String(value2) : `{ soft: ${value2.soft}, hard: ${value2.hard} }`;
}
function ulimitsText(ulimits) {
  const entries = ["nofile", "nproc"].flatMap((name) => {
    const value2 = ulimits[name];
    return value2 === void 0 ? [] : [`${name}: ${ulimitText(value2)}`];
  });
  return `{ ${entries.join(", ")} }`;
}
function ulimitsLine(indent, ulimits) {
  return ulimits ? [`${indent}ulimits: ${ulimitsText(ulimits.value)} # ${ulimits.source}`] : [];
}
function resourcesText(resources, fallback) {
  const cpus2 = resources.cpus ?? fallback.cpus;
  const memory2 = resources.memory ?? fallback.memory;
  const entries = [
    ...cpus2 === void 0 ? [] : [`cpus: ${cpus2}`],
    ...memory2 === void 0 ? [] : [`memory: ${scalar2(memory2)}`]
  ];
  return `{ ${entries.join(", ")} }`;
}
function appTopologyLines(topology) {
  const app = topology?.app;
  const resources = app?.resources;
  const lines2 = [
    resources ? `  resources: ${resourcesText(resources.value, DEFAULT_RESOURCES)} # ${resources.source}${resources.value.cpus === void 0 ? "; cpus: check" : ""}${resources.value.memory === void 0 ? "; memory: check" : ""}` : `  resources: ${resourcesText(DEFAULT_RESOURCES, {})} # check: the CPU and memory of one production instance`
  ];
  if (app?.instances) {
    lines2.push(
      `  instances: ${app.instances.value} # ${app.instances.source}: containers of the jar, each with these resources`
    );
  }
  lines2.push(...ulimitsLine("  ", app?.ulimits));
  return lines2;
}
function databaseTopologyLines(topology) {
  const database = topology?.database;
  if (!database) return [];
  const lines2 = [];
  if (database.server) {
    lines2.push(
      `  server: ${scalar2(database.server.value)} # ${database.server.source}: the server variables of its [mysqld] group`
    );
  } else if (database.variables) {
    lines2.push("  server: # MySQL server variables, as production starts mysqld");
    for (const [name, { value: value2, source }] of Object.entries(database.variables)) {
      lines2.push(`    ${name}: ${scalar2(value2)} # ${source}`);
    }
  }
  if (database.resources) {
    lines2.push(
      `  resources: ${resourcesText(database.resources.value, {})} # ${database.resources.source}`
    );
  }
  lines2.push(...ulimitsLine("  ", database.ulimits));
  return lines2;
}
function proxySection(topology) {
  const proxy = topology?.proxy;
  if (!proxy) return [];
  const instances = topology.app.instances?.value;
  return [
    `proxy: # Nginx in front of the app${topology.compose ? `, as ${topology.compose} runs it` : ""}`,
    `  config: ${scalar2(proxy.config.value)} # ${proxy.config.source}; its upstream becomes ${instances ? `the ${instances} app instances` : "the app"}, its listen a free port`,
    ...proxy.image ? [`  image: ${scalar2(proxy.image.value)} # ${proxy.image.source}`] : [],
    ...ulimitsLine("  ", proxy.ulimits),
    ""
  ];
}

// src/init/starter-load.ts
var STARTER_RATE = 20;
var STARTER_DURATION_S = Math.ceil(
  APP_METRIC_MIN_REQUESTS / (STARTER_RATE * (1 - DEFAULT_TPS_SLACK))
);
var STARTER_REQUESTS = STARTER_RATE * STARTER_DURATION_S;
var MAX_STARTER_RATE = 60;
function starterRate(reads, writes) {
  const readShare = writes > 0 ? 1 - 1 / WRITE_EVERY : 1;
  const needed = Math.ceil(
    ENDPOINT_MIN_REQUESTS * reads / (STARTER_DURATION_S * (1 - DEFAULT_TPS_SLACK) * readShare)
  );
  return Math.min(MAX_STARTER_RATE, Math.max(STARTER_RATE, needed));
}
var STARTER_ROUNDS = { first: DEFAULTS.rounds, max: DEFAULT_MAX_ROUNDS };
function minutes(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s} s` : s === 0 ? `${m} min` : `${m} min ${s} s`;
}
function windowCost() {
  const warmupS = GATE_WINDOWS.warmupMs / 1e3;
  const at2 = (rounds) => minutes(rounds * 2 * (warmupS + STARTER_DURATION_S));
  const { first, max } = STARTER_ROUNDS;
  return `  # Windows: ${first} rounds \xD7 2 sides \xD7 (${warmupS} s warm-up + ${STARTER_DURATION_S} s) = ${at2(first)} of load (${max} rounds: ${at2(max)}).`;
}
function rateComment(rate, reads) {
  const requests = rate * STARTER_DURATION_S;
  const slack = `a window may fall ${Math.round(DEFAULT_TPS_SLACK * 100)} % short of the rate (the tps budget's slack)`;
  if (rate === STARTER_RATE) {
    return [
      `    # ${requests} requests a window: CPU and allocation per request are judged from ${APP_METRIC_MIN_REQUESTS} on, and a`,
      `    # ${slack.slice(2)}.`
    ];
  }
  return [
    `    # ${requests} requests a window, raised from ${STARTER_RATE}/s: each of the ${reads} GET endpoints gets the ${ENDPOINT_MIN_REQUESTS} its`,
    `    # own latency needs to be judged, even when a window falls ${Math.round(DEFAULT_TPS_SLACK * 100)} % short (the tps budget's slack)${rate === MAX_STARTER_RATE ? `;` : "."}`,
    ...rate === MAX_STARTER_RATE ? [
      `    # capped at ${MAX_STARTER_RATE}/s: endpoints short of ${ENDPOINT_MIN_REQUESTS} are reported as not judged.`
    ] : []
  ];
}

// src/init/render-config.ts
function scalar3(value2) {
  return (0, import_yaml3.stringify)(value2).trimEnd();
}
function flowList(values) {
  return `[${values.map(scalar3).join(", ")}]`;
}
function commentLines(indent, text) {
  const lines2 = [];
  let line = `${indent}#`;
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > 100 && line !== `${indent}#`) {
      lines2.push(line);
      line = `${indent}#`;
    }
    line += ` ${word}`;
  }
  return [...lines2, line];
}
function servingComments(facts) {
  const { spring } = facts;
  const lines2 = [
    `port ${spring.port.value} (${spring.port.source}; perf-gate gives the app a free port)`
  ];
  if (spring.contextPath) {
    lines2.push(`context path ${spring.contextPath.value} (${spring.contextPath.source})`);
  }
  if (facts.build.dependencies.actuator) {
    lines2.push(`health ${spring.healthPath} (Actuator at ${spring.managementBasePath.value})`);
  }
  const available = spring.availableProfiles.length ? ` (written for: ${spring.availableProfiles.join(", ")})` : "";
  lines2.push(`active profiles: ${spring.activeProfiles.join(", ")}${available}`);
  return lines2.map((line) => `  #   ${line}`);
}
function datasourceEnv(facts) {
  const named = facts.spring.datasources.filter((d) => d.prefix !== "spring.datasource");
  const scripts = facts.spring.sqlScriptsFor;
  const hibernate = hibernateCreatesTables(facts);
  if (named.length === 0 && !scripts && !hibernate) return [];
  const lines2 = [
    named.length > 0 ? "  env: # every datasource points at perf-gate's database" : "  env:"
  ];
  if (scripts) {
    lines2.push(
      `    ${scripts.env}: ${scripts.value} # the app's own SQL for MySQL: ${scripts.locations.source} builds its scripts' path from ${scripts.property} (${scripts.source})`
    );
  }
  for (const datasource of named) {
    lines2.push(`    ${datasource.urlVariable}: '{{db.jdbcUrl}}'`);
    lines2.push(`    ${envNamesFor(`${datasource.prefix}.username`)[0]}: '{{db.user}}'`);
    lines2.push(`    ${envNamesFor(`${datasource.prefix}.password`)[0]}: '{{db.password}}'`);
  }
  if (hibernate) {
    const embedded = embeddedDatabase(facts);
    lines2.push(
      ...commentLines(
        "    ",
        `Hibernate creates the tables of the app's ${entityCount(facts)} at boot${embedded ? `, as Spring Boot does on the embedded ${embedded} the app otherwise uses` : " (Spring Boot's default on MySQL, none, creates no table)"}. For production-like tables, put the app's schema SQL in database.init (or add migrations) and remove this line.`
      ),
      `    ${HIBERNATE_DDL_AUTO.env}: ${HIBERNATE_DDL_AUTO.value} # check: no schema SQL or migrations were found`
    );
  }
  return lines2;
}
function databaseSection(facts) {
  const main = facts.spring.datasources[0];
  const declared = main?.url ? ` (the app declares ${main.urlKey} at ${main.url.source})` : "";
  const lines2 = [
    "database:",
    `  # MySQL in a container stands in for the app's database${declared}.`,
    "  image: mysql:8.4",
    ...databaseTopologyLines(facts.topology)
  ];
  if (facts.migrations) {
    lines2.push(
      `  # The schema comes from the app's ${facts.migrations === "flyway" ? "Flyway" : "Liquibase"} migrations when it boots; seed data runs after them.`
    );
    lines2.push(
      facts.sqlFiles.length > 0 ? `  init-after-boot: ${flowList(facts.sqlFiles)} # check: the data the endpoints read` : "  # init-after-boot: [perf/seed.sql] # check: the data the endpoints read"
    );
  } else if (facts.sqlFiles.length > 0) {
    lines2.push(
      `  init: ${flowList(facts.sqlFiles)} # check: run in this order before the app boots`
    );
  } else if (appRunsOwnSql(facts.spring)) {
    lines2.push(
      "  # The app creates its schema and data itself at boot (spring.sql.init.mode=always)."
    );
  } else if (hibernateCreatesTables(facts)) {
    lines2.push(
      "  # The tables come from Hibernate when the app boots (app.env); seed data runs after it.",
      "  # init-after-boot: [perf/seed.sql] # check: the data the endpoints read"
    );
  } else {
    lines2.push(
      "  # init: [db/schema.sql, db/seed.sql] # check: the schema and the data the endpoints read"
    );
  }
  return lines2;
}
function mixComment(facts) {
  const reads = calledEndpoints(facts).length;
  const writes = writeEndpoints(facts).length;
  if (writes === 0) {
    return [
      `    # ${reads} GET endpoint(s) in turn, one request per iteration, each tagged with its name.`
    ];
  }
  return [
    `    # ${reads} GET endpoint(s) in turn and, every ${WRITE_EVERY}th iteration, ${writes} write(s) (PUT, POST: each POST`,
    `    # creates at most ${MAX_CREATES} rows a window); one request per iteration, each tagged with its name.`
  ];
}
function writeBudgets(facts, requests) {
  const writes = writeEndpoints(facts);
  const turns = Math.floor(requests / WRITE_EVERY) - 1;
  const budgeted = writes.slice(0, Math.max(turns, 0));
  if (budgeted.length === 0) return [];
  const key = (endpoint) => `'${`${endpoint.method} ${endpoint.path}`.replace(/'/g, "''")}'`;
  return [
    "      # Writes: one budget for the class, set once (&writes) and given to each (*writes); the",
    `      # reads keep the scenario's. A window sends each write about ${Math.round(requests / WRITE_EVERY / writes.length)} times.`,
    "      endpoints:",
    ...budgeted.map(
      (endpoint, i) => i === 0 ? `        ${key(endpoint)}: &writes { p95: 1s, errors: 5% } # check: what a write may take` : `        ${key(endpoint)}: *writes`
    ),
    ...budgeted.length < writes.length ? [
      `      # ${writes.length - budgeted.length} more write(s) get too few turns a window for a budget of their own.`
    ] : []
  ];
}
function renderConfig(facts, script) {
  const { build: build2 } = facts;
  const health = healthPath(facts);
  const tool = build2.tool === "maven" ? "Maven" : "Gradle";
  const reads = calledEndpoints(facts).length;
  const rate = starterRate(reads, writeEndpoints(facts).length);
  const lines2 = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    `# perf-gate configuration of ${facts.name}, written by \`perf-gate init\`. Paths are relative to`,
    '# this file; every key is in docs/configuration.md. Lines marked "check" are guesses to confirm.',
    "app:",
    `  # ${tool}${build2.wrapper ? " with its wrapper" : ""} (${build2.buildFile}): perf-gate builds each side of a pull request with it.`,
    `  build: ${scalar3(build2.command)}`,
    `  jar: ${scalar3(build2.jar)}`,
    "  # Read from the app on every run (shown for reference, set a key below only to override):",
    ...servingComments(facts)
  ];
  const base = facts.spring.managementBasePath.value;
  if (!health.actuator) {
    lines2.push(
      `  health: ${scalar3(health.path)} # no Actuator: the app is ready when this answers 2xx`
    );
  } else if (health.path !== `${base === "/" ? "" : base}/health`) {
    lines2.push(`  health: ${scalar3(health.path)} # management.endpoints.web.path-mapping.health`);
  }
  const profiles = bootProfiles(facts);
  if (profiles) {
    lines2.push(
      `  profiles: ${flowList(profiles.names)} # ${profiles.given ? "given to perf-gate init: the app was read under them and boots under them" : facts.mysqlProfiles ? `the "${facts.mysqlProfiles.profile}" profile declares MySQL (${facts.mysqlProfiles.source}); the app's own are for ${facts.mysqlProfiles.from.split(" ")[0]}` : "check: the app's own load-test profile"}`
    );
  }
  if (build2.java) {
    lines2.push(
      `  # Java ${build2.java.version} (${build2.java.source}): perf-gate runs the jar on a JRE of the release its classes need.`
    );
  }
  lines2.push(
    ...appTopologyLines(facts.topology),
    ...datasourceEnv(facts),
    "",
    ...databaseSection(facts),
    "",
    ...facts.build.dependencies.redis ? [
      `services: # ${facts.build.buildFile} depends on Spring Data Redis`,
      "  redis: {} # redis:7 beside the app, reached through SPRING_DATA_REDIS_HOST/PORT; emptied between windows",
      ""
    ] : [],
    ...proxySection(facts.topology),
    "scenarios:",
    `  - name: starter`,
    ...mixComment(facts),
    `    script: ${scalar3(script)}`,
    `    rate: ${rate} # check: requests per second (open model), as production sees them`,
    ...rateComment(rate, reads),
    `    duration: ${STARTER_DURATION_S}s # keep rate \xD7 duration above ${APP_METRIC_MIN_REQUESTS}; warm-up ${GATE_WINDOWS.warmupMs / 1e3} s by default`,
    "    budget:",
    `      tps: ${rate} # the rate must be sustained`,
    "      p95: 500ms # check: the latency the service promises",
    "      errors: 1%",
    ...writeBudgets(facts, rate * STARTER_DURATION_S),
    "",
    "compare:",
    `  # On a pull request: the PR against its base, interleaved on the same runner. After ${STARTER_ROUNDS.first} rounds`,
    `  # the gate stops once the answer is decided, else adds rounds up to ${STARTER_ROUNDS.max} (sequential stopping).`,
    windowCost(),
    `  rounds: ${STARTER_ROUNDS.first}`,
    `  max-rounds: ${STARTER_ROUNDS.max}`,
    ""
  );
  return lines2.join("\n");
}
function renderWorkflow(facts, config) {
  const java = String(Math.max(facts.build.java?.version ?? 17, 17));
  return `# Pull-request performance gate, written by \`perf-gate init\`. Mark the "perf-gate" commit status as
# a required check in the branch protection rules once it has run on a pull request.
# The PR's code runs in \`measure\`, whose token is read-only (build code can read its job's token);
# \`publish\` runs no PR code and posts the comment and the status. On a push to main, \`record\`
# (\`contents: write\`, no checkout either) appends the result to main's history on the
# perf-gate-data branch (perf-gate's docs/history.md), and a change point there opens or updates one
# issue (\`issues: write\`); \`history: off\` on its perf-gate step, or removing the job, turns that
# off. \`publish\` reads that history (\`contents: read\`) for the comment's line per scenario.
# Pin perf-gate to the release commit you reviewed, in every job. Fork PRs are measured but not
# published: see perf-gate's fork workflows.
name: perf-gate
on:
  pull_request:
  push:
    branches: [main] # check: your default branch

permissions:
  contents: read

concurrency:
  group: perf-gate-\${{ github.ref }}
  cancel-in-progress: true # perf-gate removes its containers on SIGTERM

jobs:
  measure:
    runs-on: ubuntu-latest
    timeout-minutes: 40
    permissions:
      contents: read # the PR's code runs here: no write permission
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0 # the base commit must be in the clone
          persist-credentials: false # the PR's build runs in this checkout
      - uses: actions/setup-java@v4
        with: { distribution: temurin, java-version: '${java}', cache: ${facts.build.tool} }
      - uses: grafana/setup-k6-action@v1
        with: { k6-version: '${RECOMMENDED_K6}' } # perf-gate drives k6 1.x
      - uses: ${PERF_GATE_ACTION}
        id: gate
        with:
          mode: measure # the result file, job summary and outputs; no GitHub API call
          config: ${scalar3(config)}
          # On a pull request the PR is compared with its base; on a push to main the result is
          # uploaded below, and the record job appends it to main's history.
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: perf-gate-result
          path: |
            \${{ steps.gate.outputs.result-path }}
            \${{ steps.gate.outputs.html-report-path }}

  publish:
    needs: measure
    # always(): a failed measurement is published too (an error status without a result file).
    if: always() && github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      contents: read # the comment's line per scenario reads main's history on perf-gate-data
      pull-requests: write # the sticky PR comment
      statuses: write # the commit status used as a required check
    steps:
      # No checkout: nothing of the PR runs here. The artifact goes outside the workspace.
      - uses: ${DOWNLOAD_ARTIFACT_ACTION}
        continue-on-error: true # no artifact: the next step sets the status to error
        with:
          name: perf-gate-result
          path: \${{ runner.temp }}/perf-gate-result
      - uses: ${PERF_GATE_ACTION}
        with:
          mode: publish
          result-path: \${{ runner.temp }}/perf-gate-result/perf-gate-result.json

  record:
    needs: measure
    # A push to main: the result's record goes to main's history on the perf-gate-data branch.
    # !cancelled(): a failed gate is recorded too, a cancelled run is not.
    if: \${{ !cancelled() && github.event_name == 'push' }}
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      contents: write # pushes to the perf-gate-data branch (only this job, which runs no code)
      issues: write # a change point on main opens (or updates) one issue
    steps:
      # No checkout: the action appends through a temporary repository of its own.
      - uses: ${DOWNLOAD_ARTIFACT_ACTION}
        with:
          name: perf-gate-result
          path: \${{ runner.temp }}/perf-gate-result
      - uses: ${PERF_GATE_ACTION}
        with:
          mode: publish # on a push: appends the saved result's record to the history branch
          result-path: \${{ runner.temp }}/perf-gate-result/perf-gate-result.json
`;
}

// src/init/script-text.ts
function commentText(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ");
}
function quote(text) {
  const escaped = text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `'${escaped}'`;
}
function literal(value2) {
  if (typeof value2 === "string") return quote(value2);
  if (typeof value2 === "number") return Number.isFinite(value2) ? String(value2) : "null";
  if (typeof value2 === "boolean") return String(value2);
  if (Array.isArray(value2)) return `[${value2.map(literal).join(", ")}]`;
  if (typeof value2 === "object" && value2 !== null) {
    const entries = Object.entries(value2).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${literal(item)}`
    );
    return entries.length > 0 ? `{ ${entries.join(", ")} }` : "{}";
  }
  return "null";
}
function requestFields(endpoint, list2) {
  const parameters = endpoint.parameters ?? [];
  const name = `${endpoint.method} ${endpoint.path}`;
  const path = list2 ? `path: ${quote(`${endpoint.path}${queryOf(parameters)}`)}, list: ${quote(list2.path)}, value: ${quote(variableValue(/\{([^}]*)\}/.exec(endpoint.path)[1], parameters))}` : `path: ${quote(samplePath(endpoint.path, parameters))}`;
  return `method: ${quote(endpoint.method)}, ${path}, name: ${quote(name)}`;
}
function sourceComment(endpoint) {
  const guessed = guessedQuery(endpoint.parameters ?? []);
  const guesses = guessed.length > 0 ? `; guessed: ${guessed.join(", ")}` : "";
  return commentText(`${endpoint.source}${guesses}`);
}

// src/init/render-writes.ts
function writeLines(write, list2) {
  const { contentType, value: value2, notes, unique } = write.bodySample;
  const type = contentType === "application/json" ? "" : `, type: ${quote(contentType)}`;
  const uniqueField = unique?.length ? `, unique: [${unique.map(quote).join(", ")}]` : "";
  return [
    ...notes.map((text) => `  // check the body: ${commentText(text)}`),
    ...uniqueField ? [
      `  // ${commentText(unique.join(", "))}: made unique on every request (the app refused a repeated value)`
    ] : [],
    `  { ${requestFields(write, list2)}${type}, body: ${literal(value2)}${uniqueField} }, // ${sourceComment(write)}`
  ];
}
function bodyOrigins(writes) {
  const files = new Set(
    writes.flatMap(
      (write) => (write.origins ?? [write.source.replace(/:\d+$/, "")]).filter((origin) => origin !== "sources").map((origin) => origin.split("/").pop())
    )
  );
  return files.size > 0 ? [...files].join(", ") : "the OpenAPI document";
}
function bodiesLines(writes, reads) {
  const start = reads ? "// k6 run) sends the next of these instead of a read." : "// sends the next of these.";
  const described = writes.filter((write) => write.bodySample.captured === void 0);
  if (described.length === writes.length) {
    return [
      `${start} Their bodies are built from the request`,
      `// schemas of ${bodyOrigins(writes)} (examples, defaults, constraints): check the values. A PUT`
    ];
  }
  return [
    start,
    described.length > 0 ? `// Their bodies are built from the request schemas of ${bodyOrigins(described)}, or captured` : "// Their bodies were captured",
    "// from the app's answers to its GET endpoints (`perf-gate init --discover`, each body's first",
    "// comment names the answer): check the values. A PUT"
  ];
}
function writesSection(writes, listOf, reads) {
  if (writes.length === 0) return [];
  const every = reads > 0 ? WRITE_EVERY : 1;
  return [
    "",
    reads > 0 ? "// Writes (`perf-gate init --writes`): one iteration in WRITE_EVERY (the 10th, 20th, \u2026 of each" : "// Writes (`perf-gate init --writes`): the app has no GET endpoint to call, so every iteration",
    ...bodiesLines(writes, reads > 0),
    "// changes a row that exists and does not grow the tables; each POST creates at most MAX_CREATES",
    "// rows per k6 run (a warm-up or a measured window; the database is brought back to its snapshot",
    "// before each window, so both sides measure on the same data), then its turns go to reads.",
    `const WRITE_EVERY = ${every};`,
    `const MAX_CREATES = ${MAX_CREATES};`,
    "const writes = [",
    ...writes.flatMap((write) => writeLines(write, listOf.get(write))),
    "];"
  ];
}

// src/init/render-script.ts
function sampled(called) {
  return called.some(
    (endpoint) => (endpoint.parameters ?? []).some((p) => p.in === "path" && p.sample !== void 0)
  );
}
function requestLine(endpoint, list2) {
  return `  { ${requestFields(endpoint, list2)} }, // ${sourceComment(endpoint)}`;
}
function originOf(facts) {
  return facts.endpointsFrom === "sources" && fromDocuments(facts.endpoints) ? originCounts(facts.endpoints).map((origin) => origin.label).join(", ") : facts.endpointsFrom;
}
function variablesComment(called, lists) {
  if (lists.length === 0) {
    return sampled(called) ? [
      "// Path variables hold the OpenAPI document's example, else 1: use ids that exist in the seeded",
      "// database. The `name` tag groups every URL of one endpoint (k6's convention); the report has",
      "// one row per name."
    ] : [
      "// Path variables hold 1: use ids that exist in the seeded database. The `name` tag groups every",
      "// URL of one endpoint (k6's convention); the report has one row per name."
    ];
  }
  return [
    "// A path variable right after one of the app's lists (`list`) takes an id setup() reads from",
    "// that list (below). The others, and those of a list that answers no ids, hold the value shown",
    "// (`value`), a first guess: use ids that exist in the seeded database.",
    "// The `name` tag groups every URL of one endpoint (k6's convention); the report has one row per",
    "// name."
  ];
}
function guessesComment(endpoints) {
  if (!endpoints.some((endpoint) => guessedQuery(endpoint.parameters ?? []).length > 0)) return [];
  return [
    "// A required query parameter without an example holds a guess from its type (`test`, `1`,",
    "// `true`), named beside its request: use values that find rows in the seeded database."
  ];
}
function listsSection(lists) {
  if (lists.length === 0) return [];
  return [
    "",
    "// The app's own lists, each read once per k6 run by setup() before the load (k6 groups its",
    "// requests under ::setup; perf-gate leaves them out of the figures). An answer is an array of",
    "// items or a page of them (`content`, `items`, `data`, `results`, `_embedded`), perhaps inside an",
    "// envelope (`{ data: { content: [ \u2026 ] } }`); an item's id is its field named like the variable,",
    "// else `id`, else the end of its `_links.self.href`.",
    "const lists = {",
    ...lists.map(
      (list2) => `  ${quote(list2.path)}: { url: ${quote(samplePath(list2.endpoint.path, list2.endpoint.parameters))}, fields: [${list2.fields.map(quote).join(", ")}] },`
    ),
    "};",
    `const MAX_IDS = ${MAX_IDS};`,
    "",
    "export function setup() {",
    "  const ids = {};",
    "  for (const [path, list] of Object.entries(lists)) {",
    "    const response = http.get(BASE_URL + list.url, { tags: { name: `GET ${path} (setup)` } });",
    "    ids[path] = response.status === 200 ? idsOf(response, list.fields) : [];",
    "  }",
    "  return { ids };",
    "}",
    "",
    "/** The ids of a list's first MAX_IDS items. */",
    "function idsOf(response, fields) {",
    "  let body;",
    "  try {",
    "    body = response.json();",
    "  } catch (e) {",
    "    return [];",
    "  }",
    "  const items = itemsOf(body, 0);",
    "  if (!Array.isArray(items)) return [];",
    "  return items",
    "    .slice(0, MAX_IDS)",
    "    .map((item) => idOf(item, fields))",
    "    .filter((id) => id !== undefined);",
    "}",
    "",
    "/** An array answer, or the first array of a page's fields; else the same inside an envelope. */",
    "function itemsOf(body, depth) {",
    "  if (Array.isArray(body)) return body;",
    "  if (!body || typeof body !== 'object') return undefined;",
    "  const embedded = body._embedded && typeof body._embedded === 'object'",
    "    ? Object.values(body._embedded).find(Array.isArray)",
    "    : undefined;",
    "  const candidates = [body.content, body.items, body.data, body.results];",
    "  const found = candidates.concat([embedded]).find(Array.isArray);",
    "  if (found || depth > 0) return found;",
    "  const inner = candidates.find((value) => value && typeof value === 'object');",
    "  return inner === undefined ? undefined : itemsOf(inner, depth + 1);",
    "}",
    "",
    "function idOf(item, fields) {",
    "  if (typeof item === 'string' || typeof item === 'number') return item;",
    "  if (!item || typeof item !== 'object') return undefined;",
    "  for (const field of fields) {",
    "    if (typeof item[field] === 'string' || typeof item[field] === 'number') return item[field];",
    "  }",
    "  const self = item._links && item._links.self && item._links.self.href;",
    "  if (typeof self !== 'string') return undefined;",
    "  const id = self.replace(/\\{[^}]*\\}$/, '').replace(/\\/+$/, '').split('/').pop();",
    "  try {",
    "    return id ? decodeURIComponent(id) : undefined;",
    "  } catch (e) {",
    "    return undefined;",
    "  }",
    "}",
    "",
    "/** The request's path: its variable holds one of the ids its list answered, else `value`. */",
    "function pathOf(request, data) {",
    "  if (!request.list) return request.path;",
    "  const ids = (data && data.ids[request.list]) || [];",
    "  const id = ids.length > 0 ? ids[Math.floor(Math.random() * ids.length)] : request.value;",
    "  return request.path.replace(/\\{[^}]*\\}/, encodeURIComponent(String(id)));",
    "}"
  ];
}
function commentedOut(facts, mixed) {
  const failed = failedEndpoints(facts);
  const leftOutWrites = new Map(writesLeftOut(facts).map((left) => [left.endpoint, left.reason]));
  const others = facts.endpoints.filter(
    (endpoint) => !mixed.includes(endpoint) && !failed.includes(endpoint)
  );
  const writable = facts.endpoints.some(
    (endpoint) => (endpoint.method === "POST" || endpoint.method === "PUT") && endpoint.bodySample !== void 0 && "value" in endpoint.bodySample
  );
  const notCalled = others.length > 0 ? [
    "",
    "// Found but not called: they change data or need a request body. To add one, give it a body:",
    "//   http.request('POST', `${BASE_URL}/orders`, JSON.stringify({ \u2026 }),",
    "//     { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /orders' } });",
    ...!facts.writes && writable ? [
      "// (`perf-gate init --writes` adds the POST and PUT endpoints whose body an OpenAPI document",
      "// describes, with bodies built from their schemas.)"
    ] : [],
    ...others.map((endpoint) => {
      const reason = leftOutWrites.get(endpoint);
      return `//   ${commentText(`${endpoint.method} ${endpoint.path}  (${endpoint.source})${reason ? `: ${reason}` : ""}`)}`;
    })
  ] : [];
  const leftOut = failed.length > 0 ? [
    "",
    "// Tried once by `perf-gate init --discover` and left out: they did not answer 2xx/3xx.",
    ...failed.map(
      (endpoint) => `//   ${commentText(`${endpoint.method} ${samplePath(endpoint.path, endpoint.parameters)}  -> ${endpoint.tried.status}`)}`
    )
  ] : [];
  return [...leftOut, ...notCalled];
}
var UNIQUE_BODY = [
  "// Differs between k6 runs (a warm-up and its window write to the same data); same length.",
  "const RUN = Date.now().toString(36);",
  "",
  "/** The write's body, its `unique` fields made unique for iteration n (`pen` \u2192 `pen-n-RUN`). */",
  "function bodyOf(request, n) {",
  "  if (!request.unique) return request.body;",
  "  const body = Object.assign({}, request.body);",
  "  const suffix = n + '-' + RUN;",
  "  for (const field of request.unique) {",
  "    if (typeof body[field] !== 'string') continue;",
  "    const value = body[field];",
  "    const at = value.indexOf('@');",
  "    body[field] = at > 0 ? value.slice(0, at) + '-' + suffix + value.slice(at) : value + '-' + suffix;",
  "  }",
  "  return body;",
  "}",
  ""
];
function defaultFunction(writes, lists, unique) {
  const path = lists ? "pathOf(request, data)" : "request.path";
  const pick = writes ? [
    "/** Iteration n's request: every WRITE_EVERY-th a write (a POST past MAX_CREATES: a read), else the next read. */",
    "function requestOf(n) {",
    "  const turn = Math.floor(n / WRITE_EVERY);",
    "  if (n % WRITE_EVERY === WRITE_EVERY - 1) {",
    "    const write = writes[turn % writes.length];",
    "    if (write.method !== 'POST' || Math.floor(turn / writes.length) < MAX_CREATES) return write;",
    "  }",
    "  return requests.length > 0 ? requests[(n - turn) % requests.length] : undefined;",
    "}",
    ""
  ] : [];
  const send = writes ? [
    `export default function (${lists ? "data" : ""}) {`,
    "  const request = requestOf(exec.scenario.iterationInTest);",
    "  if (!request) return;",
    unique ? "  const body = request.body === undefined ? null : JSON.stringify(bodyOf(request, exec.scenario.iterationInTest));" : "  const body = request.body === undefined ? null : JSON.stringify(request.body);",
    `  const response = http.request(request.method, BASE_URL + ${path}, body, {`,
    "    headers: body === null ? {} : { 'Content-Type': request.type || 'application/json' },",
    "    tags: { name: request.name },",
    "  });"
  ] : [
    `export default function (${lists ? "data" : ""}) {`,
    "  if (requests.length === 0) return;",
    "  const request = requests[exec.scenario.iterationInTest % requests.length];",
    `  const response = http.request(request.method, BASE_URL + ${path}, null, {`,
    "    tags: { name: request.name },",
    "  });"
  ];
  return [
    ...pick,
    ...unique ? UNIQUE_BODY : [],
    ...send,
    "  check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });",
    "}"
  ];
}
function renderScript(facts, file) {
  const called = calledEndpoints(facts);
  const writes = writeEndpoints(facts);
  const { lists, listOf } = idLists(facts, [...called, ...writes]);
  const requests = called.length > 0 ? called.map((endpoint) => requestLine(endpoint, listOf.get(endpoint))) : [
    "  // No GET endpoint was found: add the app's requests here, e.g.",
    "  // { method: 'GET', path: '/orders/1', name: 'GET /orders/{id}' },"
  ];
  const comments = commentedOut(facts, [...called, ...writes]);
  const port = facts.spring.port.value;
  const context = facts.spring.contextPath?.value ?? "";
  const iterations = writes.length > 0 ? Math.max(called.length, WRITE_EVERY * writes.length) : Math.max(called.length, 1);
  const body = [
    ...variablesComment(called, lists),
    ...guessesComment([...called, ...writes]),
    "const requests = [",
    ...requests,
    "];",
    ...writesSection(writes, listOf, called.length),
    ...comments,
    ...listsSection(lists),
    "",
    ...defaultFunction(
      writes.length > 0,
      lists.length > 0,
      writes.some((write) => (write.bodySample.unique?.length ?? 0) > 0)
    )
  ];
  return `// Starter load test of ${facts.name}, written by \`perf-gate init\` from its endpoints (${originOf(facts)}).
// perf-gate runs it at the scenario's rate (iterations per second, open model) and sets BASE_URL to
// the app it booted, context path included. Try it against a running app with
//   k6 run -e BASE_URL=http://127.0.0.1:${port}${context} --iterations ${iterations} ${file}
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:${port}${context}';

${body.join("\n")}
`;
}

// src/init/plan.ts
var SCRIPT_PATH = "k6/perf-gate.js";
function posix(path) {
  return path.split(sep).join("/");
}
function planFiles(facts, appDir, repoRoot) {
  const config = join(appDir, "perf-gate.yml");
  return [
    { path: config, content: renderConfig(facts, SCRIPT_PATH) },
    { path: join(appDir, SCRIPT_PATH), content: renderScript(facts, SCRIPT_PATH) },
    {
      path: join(repoRoot, ".github", "workflows", "perf-gate.yml"),
      content: renderWorkflow(facts, posix(relative(repoRoot, config)))
    }
  ];
}
function databaseSummary(facts) {
  const datasource = facts.spring.datasources[0];
  const hibernate = hibernateCreatesTables(facts) ? `Hibernate will create the tables of ${entityCount(facts)} in MySQL` : void 0;
  const embedded = embeddedDatabase(facts);
  const declared = datasource ? `${datasource.database}${datasource.url ? ` (${datasource.url.source})` : ""}${hibernate ? `; ${hibernate}` : ""}` : `none declared${hibernate ? ` (${embedded ? `${embedded} on the classpath; ` : ""}${hibernate})` : ""}`;
  return `${declared}${facts.migrations ? `, ${facts.migrations} migrations` : ""}${facts.sqlFiles.length ? `, SQL files: ${facts.sqlFiles.join(", ")}` : ""}`;
}
function renderSummary(facts, written, cwd, configPath) {
  const { build: build2, spring } = facts;
  const called = calledEndpoints(facts).length;
  const writes = writeEndpoints(facts).length;
  const from = { actuator: "Actuator mappings", openapi: "OpenAPI document", sources: "sources" }[facts.endpointsFrom];
  const origins = facts.endpointsFrom === "sources" && fromDocuments(facts.endpoints) ? `(${originCounts(facts.endpoints).map((origin) => `${origin.label}: ${origin.count}`).join(", ")})` : `from the ${from}`;
  const topology = topologySummary(facts.topology);
  const lines2 = [
    `perf-gate init: ${facts.name} (${build2.tool === "maven" ? "Maven" : "Gradle"}, Java ${build2.java?.version ?? "?"}, profiles: ${spring.activeProfiles.join(", ")})`,
    `  serves on port ${spring.port.value}${spring.contextPath ? ` under ${spring.contextPath.value}` : ""}; health ${spring.healthPath}`,
    `  endpoints: ${facts.endpoints.length} ${origins}, ${called} GET${writes ? ` and ${writes} POST/PUT (--writes)` : ""} called by the starter script`,
    `  database: ${databaseSummary(facts)}`,
    ...topology ? [`  ${topology}`] : [],
    "",
    "wrote:",
    ...written.map((file) => `  ${posix(relative(cwd, file)) || file}`),
    "",
    "check next:",
    ...notesFor(facts).map((note2) => `  ${note2.level === "warning" ? "!" : "-"} ${note2.message}`),
    "",
    "then:",
    `  1. perf-gate run -c ${configPath}   (needs Docker and k6; prints the verdict)`,
    "  2. commit the files; the workflow gates every pull request and comments its verdict",
    ""
  ];
  return lines2.join("\n");
}

// src/init/read.ts
import { existsSync } from "node:fs";
import { glob, readFile } from "node:fs/promises";
import { basename as basename2, join as join4, resolve as resolve2 } from "node:path";

// src/init/read-endpoints.ts
import { posix as posix2 } from "node:path";

// src/init/walk.ts
import { lstat, readdir } from "node:fs/promises";
import { join as join2 } from "node:path";
var TooLarge = class extends Error {
};
async function walkFiles(root, start, options) {
  const maxEntries = options.maxEntries ?? 2e4;
  const maxDepth = options.maxDepth ?? 24;
  const files = [];
  let entries = 0;
  try {
    const first = await lstat(join2(root, start));
    if (!first.isDirectory()) return { files, truncated: false };
  } catch {
    return { files, truncated: false };
  }
  const pending = [{ path: start, depth: 0 }];
  while (pending.length > 0) {
    const { path, depth } = pending.pop();
    let children;
    try {
      children = await readdir(join2(root, path), { withFileTypes: true });
    } catch {
      continue;
    }
    children.sort((a, b) => a.name < b.name ? 1 : -1);
    for (const child of children) {
      if (++entries > maxEntries) return { files: files.sort(), truncated: true };
      if (/[\u0000-\u001f\u007f]/.test(child.name)) continue;
      const relative4 = `${path}/${child.name}`;
      if (child.isDirectory()) {
        if (depth < maxDepth && !options.skip?.(relative4))
          pending.push({ path: relative4, depth: depth + 1 });
      } else if (child.isFile() && options.keep(relative4)) {
        files.push(relative4);
      }
    }
  }
  return { files: files.sort(), truncated: false };
}
function readInside(root, path, limit) {
  const real = realPath(join2(root, path));
  const top = realPath(root) ?? root;
  if (real === void 0 || !isInside(top, real)) {
    return { problem: `${path} leads outside the app folder: not read.` };
  }
  try {
    return {
      text: readAtMost(real, limit, () => new TooLarge())
    };
  } catch (error) {
    return error instanceof TooLarge ? {
      problem: `${path} is larger than ${formatBytes(limit)}, the most init reads: not read.`
    } : {
      problem: `${path} cannot be read (${error.code ?? String(error)}).`
    };
  }
}

// src/init/read-endpoints.ts
var MAX_FILE_BYTES = 2 * 1024 * 1024;
var MAX_DOCUMENTS = 10;
var MAX_CANDIDATES2 = 50;
var MAX_SOURCE_FILES = 5e3;
var SOURCE_ROOTS = ["src/main/java", "src/main/kotlin"];
var GENERATED_ROOTS = [
  "target/generated-sources",
  "build/generated",
  "build/generated-sources",
  "build/generate-resources"
];
var SKIPPED = /* @__PURE__ */ new Set(["target", "build", "node_modules", ".git", ".gradle"]);
var skipped = (path) => SKIPPED.has(posix2.basename(path));
async function sourceFiles(dir, problems, entities) {
  const paths = [];
  for (const root of [...SOURCE_ROOTS, ...GENERATED_ROOTS]) {
    const walked = await walkFiles(dir, root, {
      keep: (path) => /\.(?:java|kt)$/.test(path),
      ...SOURCE_ROOTS.includes(root) ? { skip: skipped } : {}
    });
    if (walked.truncated) {
      problems.push(`${root} holds too many files: the endpoints of some are not read.`);
    }
    paths.push(...walked.files);
  }
  if (paths.length > MAX_SOURCE_FILES) {
    problems.push(
      `the app has ${paths.length} source files: the endpoints of the first ${MAX_SOURCE_FILES} are read.`
    );
  }
  const files = [];
  const all = [];
  for (const path of paths.slice(0, MAX_SOURCE_FILES)) {
    const read = readInside(dir, path, MAX_FILE_BYTES);
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    if (/\bEntity\b/.test(read.text) && declaresJpaEntity(read.text)) entities.push(path);
    const file = { path, content: read.text };
    if (/Mapping\b|Controller\b/.test(read.text)) files.push(file);
    if (/\b(?:class|record)\s/.test(read.text)) all.push(file);
  }
  return { mapped: files, all };
}
async function documents(dir, contextPath, problems) {
  const walked = await walkFiles(dir, "src", {
    keep: (path) => descriptionName(posix2.basename(path)) !== void 0,
    skip: (path) => path === "src/test" || skipped(path)
  });
  if (walked.truncated) {
    problems.push("src/ holds too many files: some OpenAPI documents may not be read.");
  }
  const candidates2 = [...walked.files].sort(
    (a, b) => Number(descriptionName(posix2.basename(a)) === "maybe") - Number(descriptionName(posix2.basename(b)) === "maybe") || a.localeCompare(b)
  );
  const found = [];
  for (const path of candidates2.slice(0, MAX_CANDIDATES2)) {
    if (found.length === MAX_DOCUMENTS) {
      problems.push(
        `more than ${MAX_DOCUMENTS} OpenAPI documents under src/: the first ${MAX_DOCUMENTS} are read.`
      );
      break;
    }
    const kind = descriptionName(posix2.basename(path));
    const read = readInside(dir, path, MAX_FILE_BYTES);
    if ("problem" in read) {
      if (kind === "named") problems.push(read.problem);
      continue;
    }
    const document = readApiDocument(path, read.text, kind, contextPath);
    if (document) found.push(document);
  }
  return found;
}
async function readEndpoints2(dir, paths = {}) {
  const problems = [];
  const entities = [];
  const servlet = paths.servletPath && paths.servletPath !== "/" ? paths.servletPath : "";
  const sources = await sourceFiles(dir, problems, entities);
  const fromSources = scanSources(sources.mapped, sources.all).map(
    (endpoint) => servlet ? { ...endpoint, path: joinPath(servlet, endpoint.path) } : endpoint
  );
  const described = await documents(dir, paths.contextPath, problems);
  return {
    endpoints: mergeEndpoints(fromSources, described),
    documents: described.map((document) => document.file),
    problems: [...problems, ...described.flatMap((document) => document.problems)],
    entities
  };
}

// src/init/read-topology.ts
import { lstatSync, statSync } from "node:fs";
import { readdir as readdir2 } from "node:fs/promises";
import { join as join3, posix as posix5, relative as relative2, sep as sep2 } from "node:path";

// src/init/compose.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { posix as posix4 } from "node:path";

// src/init/compose-values.ts
import { posix as posix3 } from "node:path";
function isObject4(value2) {
  return typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
}
function interpolated(value2) {
  if (typeof value2 === "number") return String(value2);
  if (typeof value2 !== "string") return void 0;
  let unknown = false;
  const text = value2.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (match, _name, operator, fallback) => {
      if (match === "$$") return "$";
      if (operator === ":-" || operator === "-") return fallback ?? "";
      unknown = true;
      return "";
    }
  );
  return unknown ? void 0 : text;
}
function count(value2) {
  const text = interpolated(value2)?.trim();
  return text !== void 0 && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : void 0;
}
function cpus(value2) {
  const text = interpolated(value2)?.trim();
  return text !== void 0 && /^\d+(?:\.\d+)?$/.test(text) && Number(text) > 0 ? Number(text) : void 0;
}
function memory(value2) {
  const text = interpolated(value2)?.trim();
  const match = text === void 0 ? null : /^(\d+(?:\.\d+)?)\s*([bkmg])?b?$/i.exec(text);
  if (!match) return void 0;
  const amount = Number(match[1]);
  const unit = (match[2] ?? "b").toLowerCase();
  if (amount <= 0) return void 0;
  if (unit !== "b") return `${match[1]}${unit}`;
  const megabytes = Math.round(amount / 1024 ** 2);
  return megabytes > 0 ? `${megabytes}m` : void 0;
}
function ulimit(value2) {
  if (isObject4(value2)) {
    const soft = count(value2.soft);
    const hard = count(value2.hard);
    if (soft === void 0 || hard === void 0) return "soft and hard must be whole numbers";
    if (soft > hard) return `soft (${soft}) is above hard (${hard})`;
    return soft === hard ? soft : { soft, hard };
  }
  return count(value2) ?? "not a whole number of 1 or more";
}
function bindMounts(volumes, composeDir) {
  if (!Array.isArray(volumes)) return [];
  const mounts = [];
  volumes.forEach((volume, index) => {
    let source;
    let target;
    if (typeof volume === "string") {
      [source, target] = (interpolated(volume) ?? "").split(":");
    } else if (isObject4(volume) && (volume.type === "bind" || volume.type === void 0)) {
      source = interpolated(volume.source);
      target = interpolated(volume.target);
    }
    if (!source || !target || !/^(?:\.{1,2}(?:\/|$)|\/|~)/.test(source)) return;
    const path = /^[/~]/.test(source) ? void 0 : posix3.normalize(posix3.join(composeDir, source));
    mounts.push({ written: source, path: path?.replace(/\/$/, ""), target, index });
  });
  return mounts;
}
function commandOptions(command) {
  const words = Array.isArray(command) ? command.map((word) => interpolated(word) ?? "") : (interpolated(command) ?? "").split(/\s+/);
  const options = [];
  words.forEach((word, index) => {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(word);
    if (!match) return;
    const next = words[index + 1];
    const value2 = match[2] ?? (next !== void 0 && next !== "" && !next.startsWith("-") ? next : "ON");
    options.push({ name: match[1], value: value2, index });
  });
  return options;
}
function imageName(image) {
  const withoutDigest = image.split("@")[0];
  const last = withoutDigest.split("/").pop() ?? "";
  return last.split(":")[0].toLowerCase();
}
function sameName(a, b) {
  const loose = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return loose(a) !== "" && loose(a) === loose(b);
}

// src/init/compose-services.ts
var NGINX = /^(?:nginx|nginx-unprivileged|openresty)$/;
var NGINX_CONF = /^\/etc\/nginx(?:\/conf\.d)?\/?$|\.conf$/;
var MY_CNF = /^\/etc\/mysql(?:\/conf\.d|\/mysql\.conf\.d)?\/?$|\.cnf$/;
function resourcesOf(reader, name, service) {
  const deploy = isObject4(service.deploy) ? service.deploy : {};
  const limits = isObject4(deploy.resources) ? deploy.resources.limits : void 0;
  const path = isObject4(limits) ? ["services", name, "deploy", "resources", "limits"] : ["services", name, service.cpus !== void 0 ? "cpus" : "mem_limit"];
  const written = isObject4(limits) ? { cpus: limits.cpus, memory: limits.memory } : { cpus: service.cpus, memory: service.mem_limit };
  const value2 = {};
  const parsed = { cpus: cpus(written.cpus), memory: memory(written.memory) };
  for (const key of ["cpus", "memory"]) {
    if (written[key] === void 0) continue;
    if (parsed[key] === void 0) {
      reader.left.push(
        `${reader.at(path, `${name} ${key}`)}: ${JSON.stringify(written[key])} is not taken (not a number, or a variable without a default).`
      );
    } else Object.assign(value2, { [key]: parsed[key] });
  }
  if (value2.cpus === void 0 && value2.memory === void 0) return void 0;
  const what = isObject4(limits) ? "deploy.resources.limits" : path[2];
  return { value: value2, source: reader.at(path, `${name} ${what}`) };
}
function ulimitsOf(reader, name, service) {
  if (!isObject4(service.ulimits)) return void 0;
  const path = ["services", name, "ulimits"];
  const value2 = {};
  for (const [key, raw] of Object.entries(service.ulimits)) {
    const parsed = key === "nofile" || key === "nproc" ? ulimit(raw) : "perf-gate sets nofile and nproc";
    if (typeof parsed === "string") {
      reader.left.push(
        `${reader.at([...path, key], `${name} ulimits.${key}`)} is not taken: ${parsed}.`
      );
    } else value2[key] = parsed;
  }
  return Object.keys(value2).length > 0 ? { value: value2, source: reader.at(path, `${name} ulimits`) } : void 0;
}
function mountedFile(reader, name, mounts, key) {
  let taken2;
  for (const mount of mounts) {
    const where = reader.at(["services", name, "volumes", mount.index], `${name} volumes`);
    const kind = mount.path === void 0 ? "outside" : reader.pathKind(mount.path);
    if (taken2) {
      reader.left.push(
        `${where} also mounts ${mount.written} at ${mount.target}: ${key} is one file (${taken2.value}); perf-gate leaves out what it includes.`
      );
    } else if (kind === "file") {
      taken2 = { value: reader.inApp(mount.path), source: where };
    } else {
      const why = {
        outside: "leads outside the repository",
        folder: `is a folder: set ${key} to the file of it production reads`,
        missing: "does not exist in the repository"
      }[kind];
      reader.left.push(`${where}: ${mount.written} ${why}; ${key} is not taken from it.`);
    }
  }
  return taken2;
}
function proxyOf(reader, name, service) {
  const main = (mount) => Number(mount.target === "/etc/nginx/nginx.conf");
  const mounts = bindMounts(service.volumes, reader.composeDir).filter((mount) => NGINX_CONF.test(mount.target) || /\.conf$/.test(mount.written)).sort((a, b) => main(b) - main(a));
  const config = mountedFile(reader, name, mounts, "proxy.config");
  if (!config) {
    if (mounts.length === 0) {
      reader.left.push(
        `${reader.at(["services", name], name)} mounts no .conf file of the repository: proxy is not taken (perf-gate needs the nginx.conf production runs).`
      );
    }
    return void 0;
  }
  const image = interpolated(service.image);
  if (image === void 0) {
    reader.left.push(
      `${reader.at(["services", name, service.image === void 0 ? "build" : "image"], `${name} image`)}: no image to take (built, or a variable without a default); proxy.image is ${DEFAULTS.proxyImage}.`
    );
  }
  const ulimits = ulimitsOf(reader, name, service);
  return {
    config,
    ...image && NGINX.test(imageName(image)) ? { image: { value: image, source: reader.at(["services", name, "image"], `${name} image`) } } : {},
    ...ulimits ? { ulimits } : {}
  };
}
function databaseOf(reader, name, service) {
  const database = {};
  const mounts = bindMounts(service.volumes, reader.composeDir).filter(
    (mount) => MY_CNF.test(mount.target) || /\.cnf$/.test(mount.written)
  );
  const server = mountedFile(reader, name, mounts, "database.server");
  const options = commandOptions(service.command);
  if (server) {
    database.server = server;
    if (options.length > 0) {
      reader.left.push(
        `${reader.at(["services", name, "command"], `${name} command`)} sets ${options.map((o) => `${o.name}=${o.value}`).join(", ")} over its my.cnf: not taken (database.server is ${server.value}); write them into that file if they matter.`
      );
    }
  } else if (options.length > 0) {
    const variables3 = {};
    for (const option of options) {
      const path = ["services", name, "command"];
      const source = reader.at(
        Array.isArray(service.command) ? [...path, option.index] : path,
        `${name} command`
      );
      try {
        const read = variablesFromConfig({ [option.name]: option.value }, source);
        for (const [variable, { value: value2 }] of Object.entries(read.variables)) {
          variables3[variable] = { value: value2, source };
        }
        if (read.skipped.length > 0) {
          reader.left.push(`${source}: --${option.name} is not taken: perf-gate sets it itself.`);
        }
      } catch (caught) {
        const message = caught.message.replace(/\.$/, "");
        reader.left.push(`${message}: --${option.name} is not taken.`);
      }
    }
    if (Object.keys(variables3).length > 0) database.variables = variables3;
  }
  const resources = resourcesOf(reader, name, service);
  if (resources) database.resources = resources;
  const ulimits = ulimitsOf(reader, name, service);
  if (ulimits) database.ulimits = ulimits;
  const image = interpolated(service.image);
  if (image && image !== DEFAULTS.databaseImage) {
    reader.left.push(
      `${reader.at(["services", name, "image"], `${name} image`)} runs ${image}; perf-gate.yml's database.image is ${DEFAULTS.databaseImage}: set production's if its version matters.`
    );
  }
  return database;
}

// src/init/compose.ts
var MAX_INSTANCES = 8;
var MAX_ALIASES2 = 100;
var MYSQL = /^(?:mysql|mysql-server|mariadb|percona|percona-server)$/;
var REDIS = /^(?:redis|redis-stack|valkey|keydb)$/;
var NOT_BOOTED = /^(?:postgres|postgresql|postgis|mongo|mongodb|kafka|cp-kafka|zookeeper|cp-zookeeper|rabbitmq|elasticsearch|opensearch|memcached|cassandra)$/;
function folderOf(path) {
  return posix4.normalize(path).replace(/\/$/, "") || ".";
}
function imageOf(service) {
  return imageName(interpolated(service.image) ?? "");
}
function buildsApp(service, composeDir, appDir) {
  const build2 = service.build;
  if (build2 === void 0) return false;
  const context = interpolated(isObject4(build2) ? build2.context ?? "." : build2);
  if (context === void 0 || /^[\w+.-]+:\/\/|^git@/.test(context)) return false;
  const dir = folderOf(posix4.join(composeDir, context));
  const dockerfile = isObject4(build2) ? interpolated(build2.dockerfile) : void 0;
  return dir === appDir || dockerfile !== void 0 && folderOf(posix4.dirname(posix4.join(dir, dockerfile))) === appDir;
}
function roleOf(name, service, context) {
  const names = [
    name,
    imageOf(service),
    typeof service.container_name === "string" ? service.container_name : ""
  ];
  if (buildsApp(service, posix4.dirname(context.file), folderOf(context.appDir)) || context.appNames.some((app) => names.some((written) => sameName(written, app)))) {
    return "app";
  }
  const kind = service.image === void 0 ? name.toLowerCase() : imageOf(service);
  if (NGINX.test(kind)) return "proxy";
  if (MYSQL.test(kind)) return "database";
  return void 0;
}
function notTaken(service) {
  const image = imageOf(service);
  if (REDIS.test(image)) return "services.redis follows the app's Spring Data Redis dependency";
  if (NOT_BOOTED.test(image)) return "perf-gate boots MySQL and Redis only";
  return "not on the path k6 \u2192 Nginx \u2192 app \u2192 MySQL";
}
function appOf(reader, apps, lineOf, shown) {
  const topology = {};
  let instances = 0;
  for (const { name, service } of apps) {
    const deploy = isObject4(service.deploy) ? service.deploy : {};
    const written = deploy.replicas ?? service.scale;
    const replicas = written === void 0 ? 1 : count(written);
    if (replicas === void 0) {
      const path = [
        "services",
        name,
        ...deploy.replicas === void 0 ? ["scale"] : ["deploy", "replicas"]
      ];
      reader.left.push(
        `${reader.at(path, `${name} replicas`)}: ${JSON.stringify(written)} is not taken (not a whole number, or a variable without a default); one instance counted.`
      );
    }
    instances += replicas ?? 1;
  }
  const first = apps[0];
  if (instances > 1) {
    const source = apps.length === 1 ? reader.at(["services", first.name, "deploy", "replicas"], `${first.name} deploy.replicas`) : `${shown}:${apps.map(({ name }) => lineOf(["services", name])).join(", ")} (services ${apps.map(({ name }) => name).join(", ")} run the app)`;
    if (instances > MAX_INSTANCES) {
      reader.left.push(
        `${source.replace(/ \(.*$/, "")} runs ${instances} instances of the app: perf-gate boots at most ${MAX_INSTANCES} (app.instances: ${MAX_INSTANCES}).`
      );
    }
    topology.instances = { value: Math.min(instances, MAX_INSTANCES), source };
  }
  const resources = resourcesOf(reader, first.name, first.service);
  if (resources) topology.resources = resources;
  const ulimits = ulimitsOf(reader, first.name, first.service);
  if (ulimits) topology.ulimits = ulimits;
  const environment = ["environment", "env_file"].find((key) => first.service[key] !== void 0);
  if (environment) {
    reader.left.push(
      `${reader.at(["services", first.name, environment], `${first.name} ${environment}`)} is not taken: perf-gate points the app at its own database; copy into app.env (or app.jvm-options) what changes how the app runs (pool sizes, thread counts, JAVA_OPTS).`
    );
  }
  return topology;
}
function readCompose(text, context) {
  const shown = posix4.relative(context.appDir, context.file);
  const topology = emptyTopology();
  const left = topology.left;
  const result = { file: shown, describesApp: false, topology };
  const lineCounter = new import_yaml4.LineCounter();
  const document = (0, import_yaml4.parseDocument)(text, { lineCounter, merge: true, prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line;
    left.push(`${shown}:${line} is not valid YAML (${error.message.split("\n")[0]}): not read.`);
    return result;
  }
  let root;
  try {
    root = document.toJS({ maxAliasCount: MAX_ALIASES2 });
  } catch (caught) {
    left.push(`${shown} cannot be read (${caught.message}).`);
    return result;
  }
  if (!isObject4(root) || !isObject4(root.services)) {
    left.push(`${shown} has no services mapping: it is not a compose file, not read.`);
    return result;
  }
  const lineOf = (path) => {
    for (let n = path.length; n > 0; n--) {
      const parent = n === 1 ? document.contents : document.getIn(path.slice(0, n - 1), true);
      const key = path[n - 1];
      const node = (0, import_yaml4.isMap)(parent) ? parent.items.find((pair) => (0, import_yaml4.isScalar)(pair.key) && pair.key.value === key)?.key : (0, import_yaml4.isSeq)(parent) && typeof key === "number" ? parent.items[key] : void 0;
      const range = node?.range;
      if (range) return lineCounter.linePos(range[0]).line;
    }
    return 1;
  };
  const reader = {
    at: (path, what) => `${shown}:${lineOf(path)} (${what})`,
    left,
    composeDir: posix4.dirname(context.file),
    inApp: (path) => posix4.relative(context.appDir, path) || ".",
    pathKind: context.pathKind
  };
  const services = Object.entries(root.services).filter((entry) => isObject4(entry[1])).map(([name, service]) => ({ name, service, role: roleOf(name, service, context) }));
  const apps = services.filter((entry) => entry.role === "app");
  if (apps.length === 0) {
    left.push(
      `${shown} has no service that builds the app folder or is named ${context.appNames.join(" or ")}: its topology is not taken.`
    );
    return result;
  }
  result.describesApp = true;
  topology.compose = shown;
  topology.app = appOf(reader, apps, lineOf, shown);
  for (const role of ["proxy", "database"]) {
    const all = services.filter((entry) => entry.role === role);
    const first = all[0];
    if (!first) continue;
    if (all.length > 1) {
      left.push(
        `${shown} runs several ${role === "proxy" ? "Nginx" : "MySQL"} services (${all.map(({ name }) => name).join(", ")}): init reads ${first.name}.`
      );
    }
    if (role === "database") topology.database = databaseOf(reader, first.name, first.service);
    else {
      const proxy = proxyOf(reader, first.name, first.service);
      if (proxy) topology.proxy = proxy;
    }
  }
  const others = services.filter((entry) => entry.role === void 0);
  if (others.length > 0) {
    left.push(
      `${shown}: not taken: ${others.map(({ name, service }) => `${name} (${notTaken(service)})`).join(", ")}.`
    );
  }
  return result;
}

// src/init/read-topology.ts
var MAX_BYTES = 256 * 1024;
var MAX_COMPOSE = 10;
var COMPOSE = /^(?:docker-)?compose\.ya?ml$/;
var COMPOSE_VARIANT = /^(?:docker-)?compose\.[\w.-]+\.ya?ml$/;
var SKIPPED2 = /* @__PURE__ */ new Set(["node_modules", "target", "build", ".git", ".gradle", "src", "dist"]);
var DEPLOY_FOLDERS = /^(?:\.?deploy(?:ments?)?|\.?docker|infra(?:structure)?|ops|devops|nginx|mysql|mariadb|db|database|compose|conf|config)$/i;
var keep = (path) => {
  const name = posix5.basename(path);
  return COMPOSE.test(name) || COMPOSE_VARIANT.test(name) || name === "nginx.conf" || name === "my.cnf";
};
var skip = (path) => SKIPPED2.has(posix5.basename(path));
async function candidates(root, appDir) {
  const found = /* @__PURE__ */ new Set();
  const walk = async (start, maxDepth) => {
    const walked = await walkFiles(root, start, { keep, skip, maxDepth, maxEntries: 5e3 });
    for (const file of walked.files) found.add(posix5.normalize(file));
  };
  await walk(appDir, 4);
  for (let dir = appDir; dir !== "."; ) {
    const below = dir;
    dir = posix5.dirname(dir);
    let entries;
    try {
      entries = await readdir2(join3(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = posix5.join(dir, entry.name);
      if (entry.isFile() && keep(path)) found.add(path);
      else if (entry.isDirectory() && path !== below && DEPLOY_FOLDERS.test(entry.name)) {
        await walk(path, 3);
      }
    }
  }
  return [...found];
}
function nearness(appDir, path) {
  const app = appDir === "." ? [] : appDir.split("/");
  const dir = posix5.dirname(path) === "." ? [] : posix5.dirname(path).split("/");
  let common = 0;
  while (common < app.length && app[common] === dir[common]) common++;
  return [app.length - common, dir.length - common];
}
function pathKindIn(root) {
  const top = realPath(root) ?? root;
  return (path) => {
    if (path.startsWith("..") || posix5.isAbsolute(path)) return "outside";
    try {
      lstatSync(join3(root, path));
    } catch {
      return "missing";
    }
    const real = realPath(join3(root, path));
    if (real === void 0) return "missing";
    if (!isInside(top, real)) return "outside";
    return statSync(real).isDirectory() ? "folder" : "file";
  };
}
function firstLine(text, pattern) {
  const index = text.split(/\r?\n/).findIndex((line) => pattern.test(line));
  return index < 0 ? void 0 : index + 1;
}
async function readTopology(appDirectory, appNames) {
  const app = realPath(appDirectory) ?? appDirectory;
  const root = enclosingWorkTree(app) ?? app;
  const appDir = relative2(root, app).split(sep2).join("/") || ".";
  const inApp = (path) => posix5.relative(appDir, path);
  const files = (await candidates(root, appDir)).sort((a, b) => {
    const [upA, downA] = nearness(appDir, a);
    const [upB, downB] = nearness(appDir, b);
    return upA - upB || downA - downB || a.localeCompare(b);
  });
  const problems = [];
  const read = (path) => {
    const result = readInside(root, path, MAX_BYTES);
    if ("problem" in result) {
      problems.push(
        result.problem.replace(path, inApp(path)).replace("the app folder", "the repository")
      );
    }
    return "text" in result ? result.text : void 0;
  };
  const composeFiles = files.filter((path) => COMPOSE.test(posix5.basename(path)));
  const variants = files.filter((path) => COMPOSE_VARIANT.test(posix5.basename(path)));
  if (variants.length > 0) {
    problems.push(
      `${variants.map(inApp).join(", ")}: not read (init reads docker-compose.yml, compose.yml and their .yaml); copy what production takes from them into perf-gate.yml.`
    );
  }
  const reads = [];
  for (const path of composeFiles.slice(0, MAX_COMPOSE)) {
    const text = read(path);
    if (text === void 0) continue;
    reads.push(readCompose(text, { file: path, appDir, appNames, pathKind: pathKindIn(root) }));
  }
  const found = (name, pattern) => files.filter((path) => posix5.basename(path) === name).flatMap((path) => {
    const text = read(path);
    return text === void 0 ? [] : [{ path: inApp(path), line: firstLine(text, pattern) }];
  });
  const chosen = reads.find((entry) => entry.describesApp)?.topology;
  return proposeTopology(
    reads,
    {
      nginx: chosen?.proxy ? [] : found("nginx.conf", /^\s*proxy_pass\s/),
      myCnf: chosen?.database.server || chosen?.database.variables ? [] : found("my.cnf", /^\s*\[\s*(?:mysqld|server|mariadb|mariadbd|mysqld-8\.4)\s*\]/i)
    },
    problems
  );
}

// src/init/spring-facts.ts
var SERVING_KEYS = [
  "spring.application.name",
  "server.port",
  "spring.mvc.servlet.path",
  "management.endpoints.web.path-mapping.health",
  "spring.jpa.hibernate.ddl-auto",
  "spring.jpa.properties.hibernate.hbm2ddl.auto",
  "spring.sql.init.mode",
  "spring.sql.init.schema-locations",
  "spring.sql.init.data-locations",
  "spring.flyway.enabled",
  "spring.liquibase.enabled"
];
function urlKeys(prefix) {
  return [`${prefix}.url`, `${prefix}.jdbc-url`, `${prefix}.hikari.jdbc-url`];
}
function driverKeys(prefix) {
  return [`${prefix}.driver-class-name`, `${prefix}.hikari.driver-class-name`];
}
function sourced(property) {
  return property && property.value !== "" ? { value: property.value, source: property.source } : void 0;
}
function bool(property) {
  if (!property) return void 0;
  return property.value.trim().toLowerCase() !== "false";
}
function withSlash(path) {
  return path.startsWith("/") ? path : `/${path}`;
}
function readSpringFacts(files, profiles = []) {
  const first = resolveInspection(files, { profiles: [...profiles] });
  const prefixes = first.settings.datasources.map((d) => d.prefix.replace(/\.hikari$/, ""));
  const detail = resolveInspection(files, {
    profiles: [...profiles],
    properties: [...SERVING_KEYS, ...prefixes.flatMap((p) => [...urlKeys(p), ...driverKeys(p)])]
  });
  const property = (key) => detail.properties[key];
  const firstOf = (keys) => {
    for (const key of keys) {
      const found = sourced(property(key));
      if (found) return { key, found };
    }
    return void 0;
  };
  const datasources = detail.settings.datasources.map((datasource) => {
    const prefix = datasource.prefix.replace(/\.hikari$/, "");
    const url = firstOf(urlKeys(prefix));
    const driver = firstOf(driverKeys(prefix));
    const urlKey = url?.key ?? (prefix === "spring.datasource" ? `${prefix}.url` : `${prefix}.jdbc-url`);
    return {
      name: datasource.name,
      prefix,
      url: url?.found,
      urlKey,
      driver: driver?.found,
      database: databaseKind(url?.found.value, driver?.found.value),
      urlVariable: envNamesFor(urlKey)[0]
    };
  });
  const context = sourced(property("server.servlet.context-path"));
  const servlet = sourced(property("spring.mvc.servlet.path"));
  const base = sourced(property("management.endpoints.web.base-path")) ?? {
    value: "/actuator",
    source: "default"
  };
  base.value = withSlash(base.value).replace(/\/$/, "") || "/";
  const healthMapping = property("management.endpoints.web.path-mapping.health")?.value ?? "health";
  return {
    applicationName: sourced(property("spring.application.name"))?.value,
    activeProfiles: detail.activeProfiles,
    availableProfiles: profilesWritten(files),
    configFiles: detail.files,
    port: sourced(property("server.port")) ?? { value: "8080", source: "default" },
    contextPath: context && context.value !== "/" ? { value: withSlash(context.value).replace(/\/$/, ""), source: context.source } : void 0,
    ...servlet && servlet.value !== "/" ? {
      servletPath: {
        value: withSlash(servlet.value).replace(/\/$/, ""),
        source: servlet.source
      }
    } : {},
    managementBasePath: base,
    healthPath: `${base.value === "/" ? "" : base.value}${withSlash(healthMapping)}`,
    datasources,
    ddlAuto: sourced(property("spring.jpa.hibernate.ddl-auto")) ?? sourced(property("spring.jpa.properties.hibernate.hbm2ddl.auto")),
    sqlInitMode: sourced(property("spring.sql.init.mode")),
    ...sqlScriptsSwitch(files, profiles, property),
    flywayEnabled: bool(property("spring.flyway.enabled")),
    liquibaseEnabled: bool(property("spring.liquibase.enabled"))
  };
}
var EMBEDDED_FOLDER = /^(?:h2|hsqldb|hsql|derby)$/i;
function sqlScriptsSwitch(files, profiles, property) {
  for (const key of ["spring.sql.init.schema-locations", "spring.sql.init.data-locations"]) {
    const locations = property(key);
    const name = /\$\{([\w.-]+)(?::[^}]*)?\}/.exec(locations?.raw ?? "")?.[1];
    if (!locations || !name) continue;
    const chosen = resolveInspection(files, {
      profiles: [...profiles],
      properties: [canonicalKey(name)]
    }).properties[canonicalKey(name)];
    if (!chosen || !EMBEDDED_FOLDER.test(chosen.value.trim())) continue;
    const source = sourced(chosen).source;
    return {
      sqlScriptsFor: {
        env: envNamesFor(canonicalKey(name))[0],
        value: "mysql",
        property: `${name}=${chosen.value.trim()}`,
        source,
        locations: sourced(locations)
      }
    };
  }
  return {};
}

// src/init/read.ts
async function readIfExists(path) {
  try {
    return await readFile(path, "utf8");
  } catch {
    return void 0;
  }
}
async function buildFiles(directory) {
  const files = {
    mvnw: existsSync(join4(directory, "mvnw")),
    gradlew: existsSync(join4(directory, "gradlew"))
  };
  for (const name of [
    "pom.xml",
    "build.gradle",
    "build.gradle.kts",
    "gradle/libs.versions.toml"
  ]) {
    const text = await readIfExists(join4(directory, name));
    if (text !== void 0) files[name] = text;
  }
  return files;
}
async function filesMatching(directory, pattern) {
  const found = [];
  for await (const entry of glob(pattern, {
    cwd: directory,
    exclude: (name) => ["node_modules", ".git", "target", "build", ".gradle"].includes(basename2(name))
  })) {
    found.push(entry.split("\\").join("/"));
  }
  return found.sort();
}
async function readAppFacts(directory, profiles = []) {
  const dir = resolve2(directory);
  if (!existsSync(dir)) {
    throw new ConfigError(`${directory} does not exist.`, {
      fix: "Pass the folder of the Spring Boot app: perf-gate init path/to/app."
    });
  }
  const build2 = readBuild(await buildFiles(dir), directory);
  const configFiles = await readConfigFiles(dir);
  const switched = profiles.length === 0 ? mysqlInstead(configFiles, build2.dependencies.h2) : void 0;
  const spring = readSpringFacts(configFiles, switched?.profiles ?? profiles);
  const loadProfile = profiles.length === 0 && !switched ? loadTestProfile(spring) : void 0;
  if (loadProfile) spring.ddlAuto = readSpringFacts(configFiles, [loadProfile]).ddlAuto;
  const found = await readEndpoints2(dir, {
    contextPath: spring.contextPath?.value,
    servletPath: spring.servletPath?.value
  });
  const name = spring.applicationName ?? basename2(dir);
  const topology = await readTopology(dir, [.../* @__PURE__ */ new Set([name, basename2(dir)])]);
  return {
    name,
    build: build2,
    spring,
    endpoints: found.endpoints,
    endpointsFrom: "sources",
    ...found.documents.length > 0 ? { apiDocuments: found.documents } : {},
    ...found.problems.length > 0 ? { endpointProblems: found.problems } : {},
    ...found.entities.length > 0 ? { entities: found.entities } : {},
    sqlFiles: externalSqlFiles(seedFiles(await filesMatching(dir, "**/*.sql")), spring),
    migrations: migrationTool(build2, spring),
    ...profiles.length > 0 ? { profiles } : {},
    ...switched ? { mysqlProfiles: switched } : {},
    ...topology ? { topology } : {}
  };
}
function mysqlInstead(files, h2OnClasspath) {
  const written = writtenDatasource(files, []);
  const embeddedByDefault = written.kind === "unknown" && !written.url && !written.driver && h2OnClasspath;
  if (writtenForMysql(written) || written.kind === "other") return void 0;
  if (written.kind === "unknown" && !embeddedByDefault) return void 0;
  const found = mysqlProfiles(files, written.profiles);
  const where = (written.driver ?? written.url)?.source;
  const from = embeddedByDefault ? "h2 (no datasource written: Spring Boot starts the H2 on the classpath)" : `${written.kind}${where ? ` (${where})` : ""}`;
  return found && { ...found, from };
}

// src/commands/init.ts
var INIT_FLAGS = {
  force: toggle("-f, --force", "overwrite files that already exist"),
  discover: toggle(
    "--discover",
    "build and boot the app (Docker) and read its endpoints from /actuator/mappings or /v3/api-docs"
  ),
  writes: toggle(
    "--writes",
    "add the POST/PUT endpoints to the starter mix (1 in 10 iterations), bodies from the OpenAPI request schemas (with --discover, also captured from the GET answers)"
  ),
  profile: list("-p, --profile <name>", "Spring profile to read the config under (repeatable)"),
  appImage: value(
    "--app-image <image>",
    "JRE image for --discover ({java}: the Java version the app's jar needs)",
    void 0,
    { default: DEFAULTS.appImage }
  ),
  databaseImage: value(
    "--database-image <image>",
    "MySQL-compatible image for --discover",
    void 0,
    { default: DEFAULTS.databaseImage }
  ),
  redisImage: value(
    "--redis-image <image>",
    "Redis image for --discover, when the app depends on Spring Data Redis",
    void 0,
    { default: DEFAULTS.redisImage }
  ),
  startupTimeout: value(
    "--startup-timeout <duration>",
    "how long the app may take to boot for --discover",
    (flag, text) => durationFlag(flag, text, { example: "5m" }),
    { default: "180s" }
  ),
  quiet: quietFlag
};
function register(program) {
  registerFlags(
    program.command("init").description(
      "Read a Spring Boot app and write perf-gate.yml, a starter k6 script and a GitHub workflow"
    ).argument("[dir]", "the app folder (with pom.xml or build.gradle)", "."),
    INIT_FLAGS
  ).action(async (dir, flags) => {
    process.exitCode = await initCommand(dir, flags, (text) => process.stdout.write(text));
  });
}
function repositoryRootOf(dir) {
  let current = dir;
  for (; ; ) {
    if (existsSync2(join5(current, ".git"))) return current;
    const parent = dirname(current);
    if (parent === current) return dir;
    current = parent;
  }
}
async function initCommand(dir, raw, write, cwd = process.cwd()) {
  const flags = parseFlags(INIT_FLAGS, raw);
  const appDir = resolve3(cwd, dir);
  if (existsSync2(appDir) && !statSync2(appDir).isDirectory()) {
    throw new ConfigError(`${dir} is a file, not a folder.`, {
      fix: "Pass the folder of the Spring Boot app: perf-gate init path/to/app."
    });
  }
  const facts = await readAppFacts(appDir, flags.profile);
  if (flags.writes) facts.writes = true;
  const files = planFiles(facts, appDir, repositoryRootOf(appDir));
  const existing = files.filter((file) => existsSync2(file.path)).map((file) => file.path);
  if (existing.length > 0 && !flags.force) {
    throw new ConfigError(
      `${existing.map((file) => relative3(cwd, file) || file).join(", ")} already exist${existing.length === 1 ? "s" : ""}; perf-gate init does not overwrite.`,
      { fix: "Move or delete the file(s), or run perf-gate init --force to overwrite them." }
    );
  }
  if (flags.discover) {
    const progress = flags.quiet ? void 0 : (line) => void process.stderr.write(`${line}
`);
    const discovered = await discoverEndpoints(facts, appDir, {
      appImage: flags.appImage,
      databaseImage: flags.databaseImage,
      redisImage: flags.redisImage,
      profiles: bootProfiles(facts)?.names ?? [],
      startupTimeoutMs: flags.startupTimeout,
      ...progress ? { onProgress: progress } : {}
    });
    if (discovered) {
      facts.endpoints = discovered.endpoints;
      facts.endpointsFrom = discovered.from;
    }
  }
  const planned = planFiles(facts, appDir, repositoryRootOf(appDir));
  for (const file of planned) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.content);
  }
  const config = relative3(cwd, planned[0].path) || "perf-gate.yml";
  write(
    renderSummary(
      facts,
      planned.map((file) => file.path),
      cwd,
      config
    )
  );
  return 0;
}
export {
  INIT_FLAGS,
  initCommand,
  register,
  repositoryRootOf
};
