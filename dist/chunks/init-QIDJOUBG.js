import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  DEFAULTS,
  RECOMMENDED_K6,
  ResourceScope,
  appImageFor,
  buildApp,
  databaseKind,
  ensureDocker,
  installSignalTeardown,
  isInside,
  mysqlProfiles,
  profilesWritten,
  readBuild,
  readJarJava,
  realPath,
  startApp,
  startDatabase,
  writtenDatasource,
  writtenForMysql
} from "./chunk-EZYX4FSO.js";
import {
  envNamesFor,
  readConfigFiles,
  require_dist,
  resolveInspection
} from "./chunk-TBSEWC4A.js";
import {
  appExceptions,
  quietFlag
} from "./chunk-OAMZOLP5.js";
import {
  APP_METRIC_MIN_REQUESTS,
  WORK_METRICS,
  WORK_METRIC_REGISTRY,
  formatBytes,
  readAtMost
} from "./chunk-VN7DMPRG.js";
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
} from "./chunk-RMTM664M.js";
import {
  __toESM
} from "./chunk-6CMWHVWB.js";

// src/commands/init.ts
import { existsSync as existsSync2, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join as join4, relative as relative2, resolve as resolve2 } from "node:path";

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
function lineAt(text, index) {
  return text.slice(0, index).split("\n").length;
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
function declaredName(masked, from) {
  let i = from;
  for (; ; ) {
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
  const firstLine = lineAt(text, open + 1);
  for (const found of flat.matchAll(/(?<![@.\w])(\w+)\s*\(/g)) {
    const name = found[1];
    if (!members.has(name)) members.set(name, firstLine + lineAt(flat, found.index) - 1);
  }
  return Object.fromEntries(members);
}

// src/init/endpoints.ts
var MAPPING = /@(GetMapping|PostMapping|PutMapping|DeleteMapping|PatchMapping|RequestMapping)\b/g;
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
  for (const declaration of masked.matchAll(/\b(class|interface|object)\s+(\w+)/g)) {
    const open = masked.indexOf("{", declaration.index);
    if (open < 0 || types.length === MAX_TYPES_PER_FILE) continue;
    const annotations = annotationsBefore(masked, declaration.index);
    const end = matching(masked, open);
    types.push({
      name: declaration[2],
      kind: declaration[1] === "interface" ? "interface" : "class",
      file: file.path,
      order,
      line: lineAt(text, declaration.index),
      start: open,
      end,
      controller: annotations.some((name) => /Controller$/.test(name)),
      client: annotations.some((name) => /FeignClient$/.test(name)),
      supertypes: supertypesOf(
        masked.slice(declaration.index + declaration[0].length, open).slice(0, MAX_HEADER)
      ),
      mappings: [],
      members: bodyMembers(text, masked, open, end)
    });
  }
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
    const next = /[{;=]/.exec(masked.slice(end));
    const between = masked.slice(end, end + (next?.index ?? 0));
    if (/\b(?:class|interface|object)\s+\w+/.test(between)) {
      const owner2 = types.find((type) => type.start > end);
      if (owner2) owner2.prefixes = mapping.paths;
      continue;
    }
    const owner = types.filter((type) => type.start < annotation.index && annotation.index < type.end).sort((a, b) => b.start - a.start)[0];
    owner?.mappings.push({
      ...mapping,
      at: annotation.index,
      line: lineAt(text, annotation.index),
      name: declaredName(masked, end)
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
          endpoints.push({ method: verb, path: joinPath(prefix, path), source: source(mapping) });
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
    const at = (line) => `${type.file}:${line}`;
    if (type.kind === "class" || !served.has(type) && !clients.has(type)) {
      for (const mapping of type.mappings) {
        pieces.push({
          order: type.order,
          at: mapping.at,
          endpoints: endpointsOf([mapping], ownPrefixes(type), (m) => at(m.line))
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
          (m) => at(
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
function scanSources(files) {
  return uniqueEndpoints(resolveTypes(files.flatMap((file, i) => declaredTypes(file, i))));
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
      if (described.parameters && !found.parameters) {
        found.parameters = renamed(described.parameters, described.path, found.path);
      }
    }
  }
  return merged;
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
  const missing = called.flatMap(
    (endpoint) => (endpoint.parameters ?? []).filter((p) => p.in === "query" && p.required && p.sample === void 0).map((p) => `${endpoint.method} ${endpoint.path} ?${p.name}`)
  );
  if (missing.length > 0) {
    check(
      `the OpenAPI document gives no example for required query parameters (${some(missing)}): the k6 script leaves them out; add values.`
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
function migrationTool(build, spring) {
  if (build.dependencies.flyway && spring.flywayEnabled !== false) return "flyway";
  if (build.dependencies.liquibase && spring.liquibaseEnabled !== false) return "liquibase";
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
  const { build, spring } = facts;
  const deps = build.dependencies;
  if (!deps.web && !deps.webflux) {
    warn(
      `${build.buildFile} has no spring-boot-starter-web or -webflux: perf-gate load-tests HTTP endpoints.`
    );
  }
  if (!deps.actuator) {
    warn(
      `${build.buildFile} has no spring-boot-starter-actuator: readiness uses GET ${healthPath(facts).path} and the report has no server-side evidence (threads, pool, GC). Add the actuator (and micrometer-registry-prometheus) dependency.`
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
      `${build.buildFile} has no MySQL driver: add com.mysql:mysql-connector-j (runtime scope) so the app can reach perf-gate's MySQL.`
    );
  }
  if (deps.redis) {
    check(
      `${build.buildFile} depends on Spring Data Redis: perf-gate.yml boots Redis beside the app (services.redis) and points it there with SPRING_DATA_REDIS_HOST/PORT.`
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
  } else if (!appRunsOwnSql(spring) && !["create", "update", "create-drop"].includes(spring.ddlAuto?.value ?? "")) {
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
  if (facts.endpoints.some((endpoint) => endpoint.method !== "GET")) {
    check(
      "endpoints that change data (POST, PUT, DELETE, PATCH) are listed in the k6 script but not called: add them with a body where they matter."
    );
  }
  if (build.java) {
    check(
      `the app compiles for Java ${build.java.version} (${build.java.source}): perf-gate runs the jar on the JRE its class files need.`
    );
  }
  check(
    "rate, budget and resources in perf-gate.yml are a starting point: set the rate your production sees and the latency you promise."
  );
  return notes;
}

// src/init/openapi.ts
var import_yaml = __toESM(require_dist(), 1);
var METHODS = ["get", "post", "put", "patch", "delete"];
var MAX_ALIASES = 100;
var MAX_OPERATIONS = 2e3;
var MAX_REF_HOPS = 20;
var MAX_PROBLEMS = 5;
var CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;
var isObject = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
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
  if (!isObject(server) || typeof server.url !== "string") return "";
  const variables3 = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{(\w+)\}/g, (all, name) => {
    const variable = variables3[name];
    return isObject(variable) && typeof variable.default === "string" ? variable.default : all;
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
  const pointer = (ref) => {
    let value2 = root;
    for (const raw of ref.slice(2).split("/")) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      if (!isObject(value2) && !Array.isArray(value2)) return void 0;
      value2 = Object.hasOwn(value2, key) ? value2[key] : void 0;
    }
    return value2;
  };
  const resolve3 = (value2, where) => {
    let current = value2;
    for (let hop = 0; isObject(current) && typeof current.$ref === "string"; hop++) {
      const ref = current.$ref;
      if (!ref.startsWith("#/")) {
        problems.add(
          `${file}: ${where} refers to ${ref} in another file, which init does not read: its parameters are left out.`
        );
        return void 0;
      }
      if (hop >= MAX_REF_HOPS) {
        problems.add(`${file}: ${where}: the $ref ${ref} goes round in a circle.`);
        return void 0;
      }
      current = pointer(ref);
      if (current === void 0) {
        problems.add(`${file}: ${where}: the $ref ${ref} points at nothing in the document.`);
        return void 0;
      }
    }
    return current;
  };
  return { problems, resolve: resolve3 };
}
function parameterOf(raw, reader, where) {
  const parameter = reader.resolve(raw, where);
  if (!isObject(parameter) || typeof parameter.name !== "string") return void 0;
  if (CONTROL_OR_SPACE.test(parameter.name)) return void 0;
  if (parameter.in !== "path" && parameter.in !== "query") return void 0;
  const schema = reader.resolve(parameter.schema, where);
  const s = isObject(schema) ? schema : {};
  const examples = isObject(parameter.examples) ? Object.values(parameter.examples) : [];
  const named = reader.resolve(examples[0], where);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type ?? parameter.type;
  const enumOf = (value2) => Array.isArray(value2) ? value2[0] : void 0;
  const sample = [
    parameter.example,
    isObject(named) ? named.value : void 0,
    s.example,
    Array.isArray(s.examples) ? s.examples[0] : void 0,
    parameter["x-example"],
    s.default,
    parameter.default,
    enumOf(s.enum),
    enumOf(parameter.enum)
  ].map(scalar).find((value2) => value2 !== void 0);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.in === "path" || parameter.required === true,
    ...typeof type === "string" ? { type } : {},
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
  const paths = isObject(root.paths) ? root.paths : {};
  if (!isObject(root.paths)) reader.problems.add(`${file} declares no paths.`);
  let operations = 0;
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!path.startsWith("/") || CONTROL_OR_SPACE.test(path)) continue;
    const item = reader.resolve(rawItem, path);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      if (++operations > MAX_OPERATIONS) {
        reader.problems.add(`${file}: only its first ${MAX_OPERATIONS} operations are read.`);
        break;
      }
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = parametersOf([item.parameters, operation.parameters], reader, where);
      const body = operation.requestBody !== void 0 || Array.isArray(operation.parameters) && operation.parameters.some(
        (p) => isObject(p) && (p.in === "body" || p.in === "formData")
      );
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [];
      const line = lineOf?.(["paths", path, method]) ?? lineOf?.(["paths", path]);
      endpoints.push({
        method: method.toUpperCase(),
        path: joinPath(prefix, path),
        source: line === void 0 ? file : `${file}:${line}`,
        ...typeof operation.operationId === "string" ? { operationId: operation.operationId } : {},
        ...tags.length > 0 ? { tags } : {},
        ...parameters.length > 0 ? { parameters } : {},
        ...body ? { requestBody: true } : {}
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
    const at = error.linePos?.[0].line;
    return refused(
      `${file}${at ? `:${at}` : ""} is not valid YAML or JSON (${error.message.split("\n")[0]}): its endpoints are left out.`
    );
  }
  let root;
  try {
    root = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (caught) {
    return refused(`${file} cannot be read (${caught.message}).`);
  }
  if (!isObject(root) || !versionOf(root)) {
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
  if (!isObject(document) || !versionOf(document)) return [];
  return describedEndpoints(document, "openapi", contextPath).endpoints.map((endpoint) => ({
    ...endpoint,
    source: "openapi"
  }));
}

// src/init/render-script.ts
function samplePath(path, parameters = []) {
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name) => {
    const sample = parameters.find((p) => p.in === "path" && p.name === name)?.sample;
    return sample === void 0 ? "1" : encodeURIComponent(sample);
  });
  const query = parameters.filter((p) => p.in === "query" && p.required && p.sample !== void 0).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.sample)}`);
  return query.length > 0 ? `${filled}?${query.join("&")}` : filled;
}
function sampled(called) {
  return called.some(
    (endpoint) => (endpoint.parameters ?? []).some((p) => p.in === "path" && p.sample !== void 0)
  );
}
function commentText(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ");
}
function quote(text) {
  return `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}
function requestLine(endpoint) {
  const name = `${endpoint.method} ${endpoint.path}`;
  return `  { method: ${quote(endpoint.method)}, path: ${quote(samplePath(endpoint.path, endpoint.parameters))}, name: ${quote(name)} }, // ${endpoint.source}`;
}
function renderScript(facts, file) {
  const called = calledEndpoints(facts);
  const failed = failedEndpoints(facts);
  const others = facts.endpoints.filter(
    (endpoint) => !called.includes(endpoint) && !failed.includes(endpoint)
  );
  const requests = called.length > 0 ? called.map(requestLine) : [
    "  // No GET endpoint was found: add the app's requests here, e.g.",
    "  // { method: 'GET', path: '/orders/1', name: 'GET /orders/{id}' },"
  ];
  const notCalled = others.length > 0 ? [
    "",
    "// Found but not called: they change data or need a request body. To add one, give it a body:",
    "//   http.request('POST', `${BASE_URL}/orders`, JSON.stringify({ \u2026 }),",
    "//     { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /orders' } });",
    ...others.map(
      (endpoint) => `//   ${commentText(`${endpoint.method} ${endpoint.path}  (${endpoint.source})`)}`
    )
  ] : [];
  const leftOut = failed.length > 0 ? [
    "",
    "// Tried once by `perf-gate init --discover` and left out: they did not answer 2xx/3xx.",
    ...failed.map(
      (endpoint) => `//   ${commentText(`${endpoint.method} ${samplePath(endpoint.path, endpoint.parameters)}  -> ${endpoint.tried.status}`)}`
    )
  ] : [];
  const from = facts.endpointsFrom === "sources" && fromDocuments(facts.endpoints) ? originCounts(facts.endpoints).map((origin) => origin.label).join(", ") : facts.endpointsFrom;
  const variables3 = sampled(called) ? [
    "// Path variables hold the OpenAPI document's example, else 1: use ids that exist in the seeded",
    "// database. The `name` tag groups every URL of one endpoint (k6's convention); the report has",
    "// one row per name."
  ] : [
    "// Path variables hold 1: use ids that exist in the seeded database. The `name` tag groups every",
    "// URL of one endpoint (k6's convention); the report has one row per name."
  ];
  return `// Starter load test of ${facts.name}, written by \`perf-gate init\` from its endpoints (${from}).
// perf-gate runs it at the scenario's rate (iterations per second, open model) and sets BASE_URL to
// the app it booted, context path included. Try it against a running app with
//   k6 run -e BASE_URL=http://127.0.0.1:${facts.spring.port.value}${facts.spring.contextPath?.value ?? ""} --iterations ${Math.max(called.length, 1)} ${file}
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:${facts.spring.port.value}${facts.spring.contextPath?.value ?? ""}';

${variables3.join("\n")}
const requests = [
${requests.join("\n")}
];
${[...leftOut, ...notCalled].join("\n")}${leftOut.length + notCalled.length ? "\n" : ""}
export default function () {
  if (requests.length === 0) return;
  const request = requests[exec.scenario.iterationInTest % requests.length];
  const response = http.request(request.method, BASE_URL + request.path, null, {
    tags: { name: request.name },
  });
  check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });
}
`;
}

// src/init/try-endpoints.ts
var TRY_TIMEOUT_MS = 1e4;
var LOG_SETTLE_MS = 200;
async function tryEndpoints(app, endpoints, progress = () => void 0) {
  for (const endpoint of endpoints) {
    const path = samplePath(endpoint.path, endpoint.parameters);
    const mark = app.logMark();
    let status;
    try {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method: endpoint.method,
        redirect: "manual",
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS)
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = void 0;
    }
    const answered2 = status !== void 0 && status >= 200 && status < 400;
    if (answered2) {
      endpoint.tried = { status };
    } else {
      await new Promise((resolve3) => setTimeout(resolve3, LOG_SETTLE_MS));
      const exception = appExceptions(app.logsSince(mark).join("\n"))[0]?.line;
      endpoint.tried = {
        status: status ?? "no answer",
        ...exception ? { exception } : {}
      };
    }
    progress(
      `discover: ${endpoint.method} ${path} -> ${status ?? `no answer within ${TRY_TIMEOUT_MS / 1e3} s`}`
    );
  }
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
  await ensureDocker();
  const scope = new ResourceScope();
  const uninstall = installSignalTeardown(() => scope.release());
  try {
    const built = await buildApp({
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
    const health = healthPath(facts);
    const app = await startApp({
      // As the gate does: the JRE of the Java release the jar's main class was compiled for.
      image: appImageFor(options.appImage ?? DEFAULTS.appImage, {
        path: built.jar,
        java: await readJarJava(built.jar)
      }),
      jarPath: built.jar,
      profiles: options.profiles ?? [],
      datasource: {
        url: database.jdbcUrl,
        username: database.user,
        password: database.password
      },
      env: {
        // The mappings endpoint is what discovery reads; the gate itself never exposes it.
        MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: "health,mappings",
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
    await seedAfterBoot(database, facts, directory, progress);
    const found = await readServedEndpoints(app, facts, progress);
    const endpoints = found?.endpoints ?? facts.endpoints;
    await tryEndpoints(app, calledEndpoints({ ...facts, endpoints }), progress);
    return found ?? { endpoints, from: facts.endpointsFrom };
  } catch (error) {
    if (error instanceof EnvironmentError) {
      throw new EnvironmentError(`perf-gate init --discover: ${error.message}`, {
        fix: "Raise --startup-timeout for a slow-starting app, or leave out --discover: init then reads the endpoints from the sources.",
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
var import_yaml2 = __toESM(require_dist(), 1);

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
  "warmup.tolerance": `How far their p95s may lie above the lowest; ${PERCENT}.`,
  "warmup.jit": `The largest share of each short window the JIT may spend compiling for the app to count as warm (read by perf-gate's work agent, so only with compare.work on; default 10%); ${PERCENT}.`,
  "warmup.max": `Cap on each phase of the warm-up after a boot (the raised-rate JIT windows, then the steady-state check; default 1m); past it the gate measures anyway and warns (finding warmup.not-steady); ${DURATION}.`,
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
  "compare.speed-adjustment": "Share of the change in k6's CPU per request between a pair's two windows taken out of their latency change: k6 does the same work per request on both sides, so it reads how fast the runner ran (default 0.8, fitted on the project's runner; 0: off; perf-gate noise fits it for yours).",
  "compare.runners": "Instance noise and speed adjustment per runner class, for pull requests that land on several (a hosted runner label does): the gate takes the first entry whose cpu is part of the machine's CPU model (and whose cores match, when set); perf-gate noise prints the list.",
  "compare.runners[].cpu": 'A part of the CPU model, case-insensitive: "EPYC", "Xeon(R) Platinum 8370C".',
  "compare.runners[].cores": "The runner's cores; unset: any.",
  "compare.runners[].instance-noise": `That class's instance noise (unset: compare.instance-noise); ${PERCENT}.`,
  "compare.runners[].speed-adjustment": "That class's speed adjustment, 0 to 3 (unset: compare.speed-adjustment).",
  "compare.primary": "The comparisons that decide the verdict (default [latency, errors]); the others (p95, p99, tps, endpoints) are diagnostics, shown but not deciding.",
  "compare.tolerance": `Allowed change before a regression is called, per metric (latency: the geometric mean of all requests, default 10%); ${PERCENT}.`,
  "compare.confidence": "Two-sided confidence of the intervals over pairs (default 0.9).",
  "compare.work": "Work per request (SQL statements and shapes, rows examined, CPU, bytes allocated, GC) compared base vs PR.",
  "compare.work.enabled": "false: read no work counters (default true).",
  "compare.work.idle": `How long each idle app is watched for its own background statements; ${DURATION}; 0: off.`,
  "compare.work.probe": "Iterations of the per-endpoint probe each side runs after the timed windows; 0: no probe.",
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

// src/init/render-config.ts
var STARTER_RATE = 20;
var STARTER_DURATION_S = Math.ceil(APP_METRIC_MIN_REQUESTS / STARTER_RATE);
function scalar2(value2) {
  return (0, import_yaml2.stringify)(value2).trimEnd();
}
function flowList(values) {
  return `[${values.map(scalar2).join(", ")}]`;
}
function servingComments(facts) {
  const { spring } = facts;
  const lines = [
    `port ${spring.port.value} (${spring.port.source}; perf-gate gives the app a free port)`
  ];
  if (spring.contextPath) {
    lines.push(`context path ${spring.contextPath.value} (${spring.contextPath.source})`);
  }
  if (facts.build.dependencies.actuator) {
    lines.push(`health ${spring.healthPath} (Actuator at ${spring.managementBasePath.value})`);
  }
  const available = spring.availableProfiles.length ? ` (written for: ${spring.availableProfiles.join(", ")})` : "";
  lines.push(`active profiles: ${spring.activeProfiles.join(", ")}${available}`);
  return lines.map((line) => `  #   ${line}`);
}
function datasourceEnv(facts) {
  const named = facts.spring.datasources.filter((d) => d.prefix !== "spring.datasource");
  if (named.length === 0) return [];
  const lines = ["  env: # every datasource points at perf-gate's database"];
  for (const datasource of named) {
    lines.push(`    ${datasource.urlVariable}: '{{db.jdbcUrl}}'`);
    lines.push(`    ${envNamesFor(`${datasource.prefix}.username`)[0]}: '{{db.user}}'`);
    lines.push(`    ${envNamesFor(`${datasource.prefix}.password`)[0]}: '{{db.password}}'`);
  }
  return lines;
}
function databaseSection(facts) {
  const main = facts.spring.datasources[0];
  const declared = main?.url ? ` (the app declares ${main.urlKey} at ${main.url.source})` : "";
  const lines = [
    "database:",
    `  # MySQL in a container stands in for the app's database${declared}.`,
    "  image: mysql:8.4"
  ];
  if (facts.migrations) {
    lines.push(
      `  # The schema comes from the app's ${facts.migrations === "flyway" ? "Flyway" : "Liquibase"} migrations when it boots; seed data runs after them.`
    );
    lines.push(
      facts.sqlFiles.length > 0 ? `  init-after-boot: ${flowList(facts.sqlFiles)} # check: the data the endpoints read` : "  # init-after-boot: [perf/seed.sql] # check: the data the endpoints read"
    );
  } else if (facts.sqlFiles.length > 0) {
    lines.push(
      `  init: ${flowList(facts.sqlFiles)} # check: run in this order before the app boots`
    );
  } else if (appRunsOwnSql(facts.spring)) {
    lines.push(
      "  # The app creates its schema and data itself at boot (spring.sql.init.mode=always)."
    );
  } else {
    lines.push(
      "  # init: [db/schema.sql, db/seed.sql] # check: the schema and the data the endpoints read"
    );
  }
  return lines;
}
function renderConfig(facts, script) {
  const { build } = facts;
  const health = healthPath(facts);
  const tool = build.tool === "maven" ? "Maven" : "Gradle";
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    `# perf-gate configuration of ${facts.name}, written by \`perf-gate init\`. Paths are relative to`,
    '# this file; every key is in docs/configuration.md. Lines marked "check" are guesses to confirm.',
    "app:",
    `  # ${tool}${build.wrapper ? " with its wrapper" : ""} (${build.buildFile}): perf-gate builds each side of a pull request with it.`,
    `  build: ${scalar2(build.command)}`,
    `  jar: ${scalar2(build.jar)}`,
    "  # Read from the app on every run (shown for reference, set a key below only to override):",
    ...servingComments(facts)
  ];
  const base = facts.spring.managementBasePath.value;
  if (!health.actuator) {
    lines.push(
      `  health: ${scalar2(health.path)} # no Actuator: the app is ready when this answers 2xx`
    );
  } else if (health.path !== `${base === "/" ? "" : base}/health`) {
    lines.push(`  health: ${scalar2(health.path)} # management.endpoints.web.path-mapping.health`);
  }
  const profiles = bootProfiles(facts);
  if (profiles) {
    lines.push(
      `  profiles: ${flowList(profiles.names)} # ${profiles.given ? "given to perf-gate init: the app was read under them and boots under them" : facts.mysqlProfiles ? `the "${facts.mysqlProfiles.profile}" profile declares MySQL (${facts.mysqlProfiles.source}); the app's own are for ${facts.mysqlProfiles.from.split(" ")[0]}` : "check: the app's own load-test profile"}`
    );
  }
  if (build.java) {
    lines.push(
      `  # Java ${build.java.version} (${build.java.source}): perf-gate runs the jar on a JRE of the release its classes need.`
    );
  }
  lines.push(
    "  resources: { cpus: 2, memory: 2g } # check: the CPU and memory of one production instance",
    ...datasourceEnv(facts),
    "",
    ...databaseSection(facts),
    "",
    ...facts.build.dependencies.redis ? [
      `services: # ${facts.build.buildFile} depends on Spring Data Redis`,
      "  redis: {} # redis:7 beside the app, reached through SPRING_DATA_REDIS_HOST/PORT; emptied between windows",
      ""
    ] : [],
    "scenarios:",
    `  - name: starter`,
    `    # ${calledEndpoints(facts).length} GET endpoint(s) in turn, one request per iteration, each tagged with its name.`,
    `    script: ${scalar2(script)}`,
    `    rate: ${STARTER_RATE} # check: requests per second (open model), as production sees them`,
    `    # ${STARTER_DURATION_S * STARTER_RATE} requests a window: the fewest for CPU and allocation per request to be judged.`,
    `    duration: ${STARTER_DURATION_S}s # keep rate \xD7 duration at ${APP_METRIC_MIN_REQUESTS} or more; warm-up 3 s by default`,
    "    budget:",
    `      tps: ${STARTER_RATE} # the rate must be sustained`,
    "      p95: 500ms # check: the latency the service promises",
    "      errors: 1%",
    "",
    "compare:",
    "  # On a pull request: the PR against its base, interleaved on the same runner. After 5 rounds",
    "  # the gate stops once the answer is decided, else adds rounds up to 10 (sequential stopping).",
    "  rounds: 5",
    "  max-rounds: 10",
    ""
  );
  return lines.join("\n");
}
function renderWorkflow(facts, config) {
  const java = String(Math.max(facts.build.java?.version ?? 17, 17));
  return `# Pull-request performance gate, written by \`perf-gate init\`. Mark the "perf-gate" commit status as
# a required check in the branch protection rules once it has run on a pull request.
# The PR's code runs in \`measure\`, whose token is read-only (build code can read its job's token);
# \`publish\` runs no PR code and posts the comment and the status. Pin perf-gate to the release
# commit you reviewed. Fork PRs are measured but not published: see perf-gate's fork workflows.
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
          config: ${scalar2(config)}
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
function renderSummary(facts, written, cwd, configPath) {
  const { build, spring } = facts;
  const called = calledEndpoints(facts).length;
  const from = { actuator: "Actuator mappings", openapi: "OpenAPI document", sources: "sources" }[facts.endpointsFrom];
  const origins = facts.endpointsFrom === "sources" && fromDocuments(facts.endpoints) ? `(${originCounts(facts.endpoints).map((origin) => `${origin.label}: ${origin.count}`).join(", ")})` : `from the ${from}`;
  const datasource = spring.datasources[0];
  const lines = [
    `perf-gate init: ${facts.name} (${build.tool === "maven" ? "Maven" : "Gradle"}, Java ${build.java?.version ?? "?"}, profiles: ${spring.activeProfiles.join(", ")})`,
    `  serves on port ${spring.port.value}${spring.contextPath ? ` under ${spring.contextPath.value}` : ""}; health ${spring.healthPath}`,
    `  endpoints: ${facts.endpoints.length} ${origins}, ${called} GET called by the starter script`,
    `  database: ${datasource ? `${datasource.database}${datasource.url ? ` (${datasource.url.source})` : ""}` : "none declared"}${facts.migrations ? `, ${facts.migrations} migrations` : ""}${facts.sqlFiles.length ? `, SQL files: ${facts.sqlFiles.join(", ")}` : ""}`,
    "",
    "wrote:",
    ...written.map((file) => `  ${posix(relative(cwd, file)) || file}`),
    "",
    "check next:",
    ...notesFor(facts).map((note) => `  ${note.level === "warning" ? "!" : "-"} ${note.message}`),
    "",
    "then:",
    `  1. perf-gate run -c ${configPath}   (needs Docker and k6; prints the verdict)`,
    "  2. commit the files; the workflow gates every pull request and comments its verdict",
    ""
  ];
  return lines.join("\n");
}

// src/init/read.ts
import { existsSync } from "node:fs";
import { glob, readFile } from "node:fs/promises";
import { basename as basename2, join as join3, resolve } from "node:path";

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
      const relative3 = `${path}/${child.name}`;
      if (child.isDirectory()) {
        if (depth < maxDepth && !options.skip?.(relative3))
          pending.push({ path: relative3, depth: depth + 1 });
      } else if (child.isFile() && options.keep(relative3)) {
        files.push(relative3);
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
var MAX_CANDIDATES = 50;
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
async function sourceFiles(dir, problems) {
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
  for (const path of paths.slice(0, MAX_SOURCE_FILES)) {
    const read = readInside(dir, path, MAX_FILE_BYTES);
    if ("problem" in read) problems.push(read.problem);
    else if (/Mapping\b|Controller\b/.test(read.text)) files.push({ path, content: read.text });
  }
  return files;
}
async function documents(dir, contextPath, problems) {
  const walked = await walkFiles(dir, "src", {
    keep: (path) => descriptionName(posix2.basename(path)) !== void 0,
    skip: (path) => path === "src/test" || skipped(path)
  });
  if (walked.truncated) {
    problems.push("src/ holds too many files: some OpenAPI documents may not be read.");
  }
  const candidates = [...walked.files].sort(
    (a, b) => Number(descriptionName(posix2.basename(a)) === "maybe") - Number(descriptionName(posix2.basename(b)) === "maybe") || a.localeCompare(b)
  );
  const found = [];
  for (const path of candidates.slice(0, MAX_CANDIDATES)) {
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
  const servlet = paths.servletPath && paths.servletPath !== "/" ? paths.servletPath : "";
  const fromSources = scanSources(await sourceFiles(dir, problems)).map(
    (endpoint) => servlet ? { ...endpoint, path: joinPath(servlet, endpoint.path) } : endpoint
  );
  const described = await documents(dir, paths.contextPath, problems);
  return {
    endpoints: mergeEndpoints(fromSources, described),
    documents: described.map((document) => document.file),
    problems: [...problems, ...described.flatMap((document) => document.problems)]
  };
}

// src/init/spring-facts.ts
var SERVING_KEYS = [
  "spring.application.name",
  "server.port",
  "spring.mvc.servlet.path",
  "management.endpoints.web.path-mapping.health",
  "spring.jpa.hibernate.ddl-auto",
  "spring.sql.init.mode",
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
    ddlAuto: sourced(property("spring.jpa.hibernate.ddl-auto")),
    sqlInitMode: sourced(property("spring.sql.init.mode")),
    flywayEnabled: bool(property("spring.flyway.enabled")),
    liquibaseEnabled: bool(property("spring.liquibase.enabled"))
  };
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
    mvnw: existsSync(join3(directory, "mvnw")),
    gradlew: existsSync(join3(directory, "gradlew"))
  };
  for (const name of [
    "pom.xml",
    "build.gradle",
    "build.gradle.kts",
    "gradle/libs.versions.toml"
  ]) {
    const text = await readIfExists(join3(directory, name));
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
  const dir = resolve(directory);
  if (!existsSync(dir)) {
    throw new ConfigError(`${directory} does not exist.`, {
      fix: "Pass the folder of the Spring Boot app: perf-gate init path/to/app."
    });
  }
  const build = readBuild(await buildFiles(dir), directory);
  const configFiles = await readConfigFiles(dir);
  const switched = profiles.length === 0 ? mysqlInstead(configFiles) : void 0;
  const spring = readSpringFacts(configFiles, switched?.profiles ?? profiles);
  const found = await readEndpoints2(dir, {
    contextPath: spring.contextPath?.value,
    servletPath: spring.servletPath?.value
  });
  return {
    name: spring.applicationName ?? basename2(dir),
    build,
    spring,
    endpoints: found.endpoints,
    endpointsFrom: "sources",
    ...found.documents.length > 0 ? { apiDocuments: found.documents } : {},
    ...found.problems.length > 0 ? { endpointProblems: found.problems } : {},
    sqlFiles: externalSqlFiles(seedFiles(await filesMatching(dir, "**/*.sql")), spring),
    migrations: migrationTool(build, spring),
    ...profiles.length > 0 ? { profiles } : {},
    ...switched ? { mysqlProfiles: switched } : {}
  };
}
function mysqlInstead(files) {
  const written = writtenDatasource(files, []);
  if (writtenForMysql(written) || written.kind === "unknown" || written.kind === "other")
    return void 0;
  const found = mysqlProfiles(files, written.profiles);
  const where = (written.driver ?? written.url)?.source;
  return found && { ...found, from: `${written.kind}${where ? ` (${where})` : ""}` };
}

// src/commands/init.ts
var INIT_FLAGS = {
  force: toggle("-f, --force", "overwrite files that already exist"),
  discover: toggle(
    "--discover",
    "build and boot the app (Docker) and read its endpoints from /actuator/mappings or /v3/api-docs"
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
    if (existsSync2(join4(current, ".git"))) return current;
    const parent = dirname(current);
    if (parent === current) return dir;
    current = parent;
  }
}
async function initCommand(dir, raw, write, cwd = process.cwd()) {
  const flags = parseFlags(INIT_FLAGS, raw);
  const appDir = resolve2(cwd, dir);
  if (existsSync2(appDir) && !statSync(appDir).isDirectory()) {
    throw new ConfigError(`${dir} is a file, not a folder.`, {
      fix: "Pass the folder of the Spring Boot app: perf-gate init path/to/app."
    });
  }
  const facts = await readAppFacts(appDir, flags.profile);
  const files = planFiles(facts, appDir, repositoryRootOf(appDir));
  const existing = files.filter((file) => existsSync2(file.path)).map((file) => file.path);
  if (existing.length > 0 && !flags.force) {
    throw new ConfigError(
      `${existing.map((file) => relative2(cwd, file) || file).join(", ")} already exist${existing.length === 1 ? "s" : ""}; perf-gate init does not overwrite.`,
      { fix: "Move or delete the file(s), or run perf-gate init --force to overwrite them." }
    );
  }
  if (flags.discover) {
    const progress = flags.quiet ? void 0 : (line) => void process.stderr.write(`${line}
`);
    const discovered = await discoverEndpoints(facts, appDir, {
      appImage: flags.appImage,
      databaseImage: flags.databaseImage,
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
  const config = relative2(cwd, planned[0].path) || "perf-gate.yml";
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
