// The endpoints an OpenAPI 3 or Swagger 2.0 document describes: each path and method with its
// operationId, tags, path and query parameters (a sample value from their example, default or first
// enum value) and whether it takes a body (for a POST or PUT, the JSON body built from its schema),
// relative to the app's context path. Local `$ref`s are followed; what cannot be read becomes a
// problem to show, never an error. Pure.
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { joinPath, uniqueEndpoints, type Endpoint, type EndpointParameter } from './endpoints.js';
import { requestBodySample } from './openapi-body.js';

/** What one document gave: its endpoints and what could not be read (for "check next"). */
export interface ApiDocument {
  /** relative to the app directory (`openapi` for a booted app's /v3/api-docs) */
  file: string;
  /** the path of its first server URL (or basePath) relative to the context path, `` for none */
  prefix: string;
  endpoints: Endpoint[];
  problems: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** YAML aliases a document may expand (a billion-laughs document is refused, not expanded). */
const MAX_ALIASES = 100;
const MAX_OPERATIONS = 2000;
const MAX_REF_HOPS = 20;
/** Problems shown per document; the rest are counted. */
const MAX_PROBLEMS = 5;

type Json = Record<string, unknown>;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a file name is an API description's: `named` for openapi.yml|yaml|json (read whatever it
 * holds), `maybe` for other *api* / swagger* YAML and JSON files (read when they say they are one).
 */
export function descriptionName(name: string): 'named' | 'maybe' | undefined {
  if (/^openapi\.(?:ya?ml|json)$/i.test(name)) return 'named';
  return /(?:api|swagger).*\.(?:ya?ml|json)$/i.test(name) ? 'maybe' : undefined;
}

/** A cheap look at the text before parsing it: a top-level `openapi` or `swagger` key. */
export function looksLikeDescription(text: string): boolean {
  return /^["']?(?:openapi|swagger)["']?\s*:|"(?:openapi|swagger)"\s*:/m.test(text);
}

/** A sample value: only a string, number or boolean can go into a URL. */
function scalar(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function versionOf(root: Json): 'openapi' | 'swagger' | undefined {
  if (/^3\./.test(scalar(root.openapi) ?? '')) return 'openapi';
  return /^2(?:\.0)?$/.test(scalar(root.swagger) ?? '') ? 'swagger' : undefined;
}

/** The path part of the first server URL (its variables at their defaults), or Swagger's basePath. */
function serverPath(root: Json): string {
  if (versionOf(root) === 'swagger') return typeof root.basePath === 'string' ? root.basePath : '';
  const server: unknown = Array.isArray(root.servers) ? root.servers[0] : undefined;
  if (!isObject(server) || typeof server.url !== 'string') return '';
  const variables = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{(\w+)\}/g, (all, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === 'string' ? variable.default : all;
  });
  const path = url
    .replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, '')
    .replace(/^\/\/[^/]*/, '')
    .replace(/[?#].*$/, '');
  // A variable without a default: where the app serves is not known from the document.
  return path.includes('{') ? '' : path;
}

/** The server path relative to the context path (`/petclinic/api` under `/petclinic` -> `/api`). */
function prefixOf(root: Json, contextPath: string | undefined): string {
  let path = joinPath('', serverPath(root));
  const context = contextPath ? joinPath('', contextPath) : '/';
  if (context !== '/' && (path === context || path.startsWith(`${context}/`))) {
    path = path.slice(context.length) || '/';
  }
  return path === '/' ? '' : path;
}

interface Reader {
  problems: Set<string>;
  /** follows `$ref`s inside the document; undefined (and a problem) when one cannot be followed */
  resolve: (value: unknown, where: string) => unknown;
}

function readerFor(root: Json, file: string): Reader {
  const problems = new Set<string>();
  const pointer = (ref: string): unknown => {
    let value: unknown = root;
    for (const raw of ref.slice(2).split('/')) {
      let key = raw;
      try {
        key = decodeURIComponent(raw);
      } catch {
        // A malformed %-escape is taken as written.
      }
      key = key.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(value) && !Array.isArray(value)) return undefined;
      value = Object.hasOwn(value, key) ? (value as Json)[key] : undefined;
    }
    return value;
  };
  const resolve = (value: unknown, where: string): unknown => {
    let current = value;
    for (let hop = 0; isObject(current) && typeof current.$ref === 'string'; hop++) {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) {
        problems.add(
          `${file}: ${where} refers to ${ref} in another file, which init does not read: its parameters are left out.`,
        );
        return undefined;
      }
      if (hop >= MAX_REF_HOPS) {
        problems.add(`${file}: ${where}: the $ref ${ref} goes round in a circle.`);
        return undefined;
      }
      current = pointer(ref);
      if (current === undefined) {
        problems.add(`${file}: ${where}: the $ref ${ref} points at nothing in the document.`);
        return undefined;
      }
    }
    return current;
  };
  return { problems, resolve };
}

function parameterOf(raw: unknown, reader: Reader, where: string): EndpointParameter | undefined {
  const parameter = reader.resolve(raw, where);
  if (!isObject(parameter) || typeof parameter.name !== 'string') return undefined;
  if (CONTROL_OR_SPACE.test(parameter.name)) return undefined;
  if (parameter.in !== 'path' && parameter.in !== 'query') return undefined;
  const schema = reader.resolve(parameter.schema, where);
  const s: Json = isObject(schema) ? schema : {};
  const examples = isObject(parameter.examples) ? Object.values(parameter.examples) : [];
  const named = reader.resolve(examples[0], where);
  const type: unknown = Array.isArray(s.type)
    ? (s.type as unknown[]).find((t) => t !== 'null')
    : (s.type ?? parameter.type);
  const enumOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
  const sample = [
    parameter.example,
    isObject(named) ? named.value : undefined,
    s.example,
    Array.isArray(s.examples) ? s.examples[0] : undefined,
    parameter['x-example'],
    s.default,
    parameter.default,
    enumOf(s.enum),
    enumOf(parameter.enum),
  ]
    .map(scalar)
    .find((value) => value !== undefined);
  // A query parameter without a sample gets a guess (sample-path.ts): its format and bounds count.
  const number = (key: string): number | undefined => {
    const value = s[key] ?? parameter[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const format: unknown = s.format ?? parameter.format;
  const guess =
    parameter.in === 'query' && sample === undefined
      ? {
          ...(typeof format === 'string' ? { format } : {}),
          min: number(type === 'string' ? 'minLength' : 'minimum'),
          max: number(type === 'string' ? 'maxLength' : 'maximum'),
        }
      : {};
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.in === 'path' || parameter.required === true,
    ...(typeof type === 'string' ? { type } : {}),
    ...Object.fromEntries(Object.entries(guess).filter(([, value]) => value !== undefined)),
    ...(sample !== undefined ? { sample } : {}),
  };
}

/** Path-level parameters, overridden by the operation's own of the same name and place. */
function parametersOf(lists: unknown[], reader: Reader, where: string): EndpointParameter[] {
  const byKey = new Map<string, EndpointParameter>();
  for (const list of lists) {
    for (const raw of Array.isArray(list) ? list : []) {
      const parameter = parameterOf(raw, reader, where);
      if (parameter) byKey.set(`${parameter.in} ${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** Where a document's nodes are, for `file:line` sources; absent for a fetched document. */
export type LineOf = (keys: readonly string[]) => number | undefined;

/** The endpoints of a parsed OpenAPI 3 / Swagger 2.0 document (already checked to be one). */
export function describedEndpoints(
  root: Json,
  file: string,
  contextPath?: string,
  lineOf?: LineOf,
): ApiDocument {
  const reader = readerFor(root, file);
  const prefix = prefixOf(root, contextPath);
  const endpoints: Endpoint[] = [];
  const paths = isObject(root.paths) ? root.paths : {};
  if (!isObject(root.paths)) reader.problems.add(`${file} declares no paths.`);
  let operations = 0;
  for (const [path, rawItem] of Object.entries(paths)) {
    // A path with spaces or control characters is no URL path (and would break the script's lines).
    if (!path.startsWith('/') || CONTROL_OR_SPACE.test(path)) continue;
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
      const body =
        operation.requestBody !== undefined ||
        (Array.isArray(operation.parameters) &&
          operation.parameters.some(
            (p) => isObject(p) && (p.in === 'body' || p.in === 'formData'),
          ));
      // The body a write sends (`init --writes`), built from the request schema.
      const bodySample =
        body && (method === 'post' || method === 'put')
          ? requestBodySample(root, operation, item.parameters)
          : undefined;
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((tag): tag is string => typeof tag === 'string')
        : [];
      // An operation behind a $ref: the line of the path that refers to it.
      const line = lineOf?.(['paths', path, method]) ?? lineOf?.(['paths', path]);
      endpoints.push({
        method: method.toUpperCase(),
        path: joinPath(prefix, path),
        source: line === undefined ? file : `${file}:${line}`,
        ...(typeof operation.operationId === 'string'
          ? { operationId: operation.operationId }
          : {}),
        ...(tags.length > 0 ? { tags } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(body ? { requestBody: true } : {}),
        ...(bodySample ? { bodySample } : {}),
      });
    }
  }
  const problems = [...reader.problems];
  return {
    file,
    prefix,
    endpoints: uniqueEndpoints(endpoints),
    problems:
      problems.length > MAX_PROBLEMS
        ? [
            ...problems.slice(0, MAX_PROBLEMS),
            `${file}: ${problems.length - MAX_PROBLEMS} more problems like these.`,
          ]
        : problems,
  };
}

/**
 * Reads one document's text (YAML or JSON). Undefined when a `maybe` file is no API description;
 * a `named` one that cannot be read gives its problem and no endpoints.
 */
export function readApiDocument(
  file: string,
  text: string,
  kind: 'named' | 'maybe',
  contextPath?: string,
): ApiDocument | undefined {
  const refused = (problem: string): ApiDocument | undefined =>
    kind === 'named' ? { file, prefix: '', endpoints: [], problems: [problem] } : undefined;
  if (kind === 'maybe' && !looksLikeDescription(text)) return undefined;
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const error = document.errors[0];
  if (error) {
    const at = error.linePos?.[0].line;
    return refused(
      `${file}${at ? `:${at}` : ''} is not valid YAML or JSON (${error.message.split('\n')[0]}): its endpoints are left out.`,
    );
  }
  let root: unknown;
  try {
    root = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (caught) {
    return refused(`${file} cannot be read (${(caught as Error).message}).`);
  }
  if (!isObject(root) || !versionOf(root)) {
    return refused(
      `${file} is not an OpenAPI 3 or Swagger 2.0 document (no top-level openapi: 3.x or swagger: "2.0"): its endpoints are left out.`,
    );
  }
  const lineOf: LineOf = (keys) => {
    const parent = document.getIn(keys.slice(0, -1), true);
    if (!isMap(parent)) return undefined;
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === keys.at(-1));
    const range = isScalar(pair?.key) ? pair.key.range : undefined;
    return range ? lineCounter.linePos(range[0]).line : undefined;
  };
  return describedEndpoints(root, file, contextPath, lineOf);
}

/** Endpoints from a booted app's OpenAPI document (`GET /v3/api-docs`), relative to its context path. */
export function fromOpenApi(document: unknown, contextPath?: string): Endpoint[] {
  if (!isObject(document) || !versionOf(document)) return [];
  return describedEndpoints(document, 'openapi', contextPath).endpoints.map((endpoint) => ({
    ...endpoint,
    source: 'openapi',
  }));
}
