// The HTTP endpoints of an app: from a booted app's Actuator mappings, or from the
// @GetMapping/@RequestMapping annotations of its Java and Kotlin sources, those of the interfaces
// its controllers implement included (openapi-generator's spring generator puts them there), with
// the @RequestParam parameters of the mapped methods (request-params.ts). Pure.
// The source scan is hand-written: no maintained JavaScript parser reads both Java and Kotlin, and the
// mapping annotations are written in a handful of literal forms.
import {
  annotationsBefore,
  bodyMembers,
  declaredName,
  lineAt,
  literals,
  mask,
  matching,
  splitArguments,
} from './java-text.js';
import type { BodyProblem, BodySample } from './openapi-body.js';
import { withBodyFields } from './body-fields.js';
import { requestBodyType, requestParams, type EndpointParameter } from './request-params.js';

export type { EndpointParameter };

export interface Endpoint {
  /** GET, POST, …; `GET` for a @RequestMapping without a method */
  method: string;
  /** path relative to the context path, with `{variables}` as the app declares them */
  path: string;
  /** `src/main/java/…/FooController.java:42`, `src/main/resources/openapi.yml:12` or `actuator` */
  source: string;
  /** where it was found: `sources` and/or the OpenAPI documents declaring it (their paths) */
  origins?: string[];
  operationId?: string;
  tags?: string[];
  parameters?: EndpointParameter[];
  /** the description gives the operation a request body */
  requestBody?: boolean;
  /** the sources: the simple name of the handler's @RequestBody type (a POST, PUT or PATCH) */
  bodyType?: string;
  /** the sources: the JSON fields of that type (body-fields.ts), for a body captured by --discover */
  bodyFields?: string[];
  /** the JSON body built from the description's request schema, or why none was (openapi-body.ts) */
  bodySample?: BodySample | BodyProblem;
  /** what the booted app answered when `init --discover` tried it once (src/init/try-endpoints.ts) */
  tried?: { status: number | 'no answer'; exception?: string };
}

export interface SourceFile {
  /** relative to the app directory */
  path: string;
  content: string;
}

const MAPPING = /@(GetMapping|PostMapping|PutMapping|DeleteMapping|PatchMapping|RequestMapping)\b/g;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const METHOD_OF: Record<string, string> = {
  GetMapping: 'GET',
  PostMapping: 'POST',
  PutMapping: 'PUT',
  DeleteMapping: 'DELETE',
  PatchMapping: 'PATCH',
};

interface Mapping {
  at: number;
  line: number;
  /** the method it maps, when its declaration could be read */
  name: string | undefined;
  paths: string[] | undefined;
  methods: string[];
  /** the method's @RequestParam parameters (request-params.ts) */
  parameters: EndpointParameter[];
  /** the simple name of its @RequestBody type, for a POST, PUT or PATCH */
  bodyType?: string | undefined;
}

/** `${openapi.x.base-path:/api}` -> `/api`; undefined for a placeholder without a default. */
function withoutPlaceholders(path: string): string | undefined {
  let unknown = false;
  const resolved = path.replace(/\$\{([^}:]*)(?::([^}]*))?\}/g, (_all, _key, fallback?: string) => {
    if (fallback === undefined) unknown = true;
    return fallback ?? '';
  });
  return unknown ? undefined : resolved;
}

function readMapping(
  name: string,
  args: string,
  maskedArgs: string,
): Omit<Mapping, 'at' | 'line' | 'name' | 'parameters' | 'bodyType'> {
  let paths: string[] | undefined = [''];
  let methods = METHOD_OF[name] ? [METHOD_OF[name]] : [];
  for (const argument of splitArguments(maskedArgs, args)) {
    if (argument.name === 'value' || argument.name === 'path') {
      const found = literals(argument.text)?.map(withoutPlaceholders);
      const known = found?.every((path): path is string => path !== undefined) ? found : undefined;
      paths = known && known.length > 0 ? known : known ? [''] : undefined;
    } else if (argument.name === 'method') {
      methods = [...argument.text.matchAll(/\b(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\b/g)].map(
        (m) => m[1]!,
      );
    }
  }
  return { paths, methods };
}

/** `/a/` + `{id:\d+}` -> `/a/{id}`: one leading slash, no trailing one, regex-free variables. */
export function joinPath(prefix: string, path: string): string {
  const joined = `/${prefix}/${path}`.replace(/\{(\w+):[^}]*\}/g, '{$1}').replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

const MAX_TYPES_PER_FILE = 200;
/** Mapped methods per file whose parameters are read (each read looks at a bounded window). */
const MAX_PARAMETER_READS = 500;
/** The part of a type's header read for its supertypes. */
const MAX_HEADER = 2000;

/** A class, interface or object of a source file, with what resolving it across files needs. */
interface DeclaredType {
  name: string;
  kind: 'class' | 'interface';
  file: string;
  /** the file's place in the list scanned: endpoints keep file order, then text order */
  order: number;
  line: number;
  start: number;
  end: number;
  /** annotated @RestController, @Controller or a custom *Controller */
  controller: boolean;
  /** @FeignClient: the app calls these endpoints, it does not serve them */
  client: boolean;
  /** the type-level mapping's paths (undefined: built from constants); absent without one */
  prefixes?: string[] | undefined;
  /** the simple names it extends or implements */
  supertypes: string[];
  mappings: Mapping[];
  /** the first line of each method it declares */
  members: Record<string, number>;
}

/** `extends A implements B<C>, d.E` or Kotlin's `(…) : A(), B` -> A, B, E. */
function supertypesOf(header: string): string[] {
  let text = header;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/<[^<>]*>/g, ' ').replace(/\([^()]*\)/g, ' ');
  }
  const java = /\b(?:extends|implements)\b([\s\S]*)$/.exec(text)?.[1];
  const list = java ?? /:([\s\S]*)$/.exec(text)?.[1] ?? '';
  return list
    .replace(/\bpermits\b[\s\S]*$/, '')
    .split(/,|\bimplements\b|\bextends\b/)
    .map((part) => /^\s*([\w.]+)/.exec(part)?.[1]?.split('.').pop())
    .filter((name): name is string => Boolean(name));
}

/** The types of one Java or Kotlin file and the mapping annotations of their methods. */
function declaredTypes(file: SourceFile, order = 0): DeclaredType[] {
  const text = file.content;
  const masked = mask(text);
  const types: DeclaredType[] = [];
  for (const declaration of masked.matchAll(/\b(class|interface|object)\s+(\w+)/g)) {
    const open = masked.indexOf('{', declaration.index);
    // Each type costs a pass over its body: a file declaring hundreds is not an app's controller.
    if (open < 0 || types.length === MAX_TYPES_PER_FILE) continue;
    const annotations = annotationsBefore(masked, declaration.index);
    const end = matching(masked, open);
    types.push({
      name: declaration[2]!,
      kind: declaration[1] === 'interface' ? 'interface' : 'class',
      file: file.path,
      order,
      line: lineAt(text, declaration.index),
      start: open,
      end,
      controller: annotations.some((name) => /Controller$/.test(name)),
      client: annotations.some((name) => /FeignClient$/.test(name)),
      supertypes: supertypesOf(
        masked.slice(declaration.index + declaration[0].length, open).slice(0, MAX_HEADER),
      ),
      mappings: [],
      members: bodyMembers(text, masked, open, end),
    });
  }
  let reads = 0;
  for (const annotation of masked.matchAll(MAPPING)) {
    const name = annotation[1]!;
    let end = annotation.index + annotation[0].length;
    let args = '';
    let maskedArgs = '';
    const open = /^\s*\(/.exec(masked.slice(end));
    if (open) {
      const start = end + open[0].length - 1;
      const close = matching(masked, start);
      args = text.slice(start + 1, close);
      maskedArgs = masked.slice(start + 1, close);
      end = close + 1;
    }
    const mapping = readMapping(name, args, maskedArgs);
    // A mapping on a type prefixes the mappings of that type's methods (its header is read within
    // a window: each mapping reading to the end of the file would cost a long file's worth each).
    const next = /[{;=]/.exec(masked.slice(end, end + 10_000));
    const between = masked.slice(end, end + (next?.index ?? 0));
    if (/\b(?:class|interface|object)\s+\w+/.test(between)) {
      const owner = types.find((type) => type.start > end);
      if (owner) owner.prefixes = mapping.paths;
      continue;
    }
    const owner = types
      .filter((type) => type.start < annotation.index && annotation.index < type.end)
      .sort((a, b) => b.start - a.start)[0];
    const read = reads++ < MAX_PARAMETER_READS;
    const writes = mapping.methods.some((method) => WRITE_METHODS.has(method));
    owner?.mappings.push({
      ...mapping,
      at: annotation.index,
      line: lineAt(text, annotation.index),
      name: declaredName(masked, end),
      parameters: read ? requestParams(text, masked, end) : [],
      bodyType: read && writes ? requestBodyType(text, masked, end) : undefined,
    });
  }
  return types;
}

/** A type's own type-level paths: [''] without a type-level mapping. */
function ownPrefixes(type: DeclaredType): string[] | undefined {
  return 'prefixes' in type ? type.prefixes : [''];
}

function endpointsOf(
  mappings: readonly Mapping[],
  prefixes: string[] | undefined,
  source: (mapping: Mapping) => string,
): Endpoint[] {
  const endpoints: Endpoint[] = [];
  // Built from constants (`BASE + "/x"`): the path is only known at run time; --discover finds it.
  if (!prefixes) return endpoints;
  for (const mapping of mappings) {
    if (!mapping.paths) continue;
    for (const prefix of prefixes) {
      for (const path of mapping.paths) {
        for (const verb of mapping.methods.length > 0 ? mapping.methods : ['GET']) {
          const { parameters, bodyType } = mapping;
          endpoints.push({
            ...{ method: verb, path: joinPath(prefix, path), source: source(mapping) },
            ...(parameters.length > 0 ? { parameters: parameters.map((p) => ({ ...p })) } : {}),
            ...(bodyType && WRITE_METHODS.has(verb) ? { bodyType } : {}),
          });
        }
      }
    }
  }
  return endpoints;
}

/**
 * The endpoints of a set of types. A controller serves the mappings of the interfaces it
 * implements (directly, through another interface or through a base class), under the nearest
 * type-level mapping as Spring looks it up: its own, else its interfaces', else its base class's.
 * An interface no controller of the sources implements keeps its own paths, unless it describes
 * an HTTP client (@FeignClient).
 */
function resolveTypes(types: readonly DeclaredType[]): Endpoint[] {
  const byName = new Map<string, DeclaredType[]>();
  for (const type of types) byName.set(type.name, [...(byName.get(type.name) ?? []), type]);
  const above = (type: DeclaredType): DeclaredType[] =>
    type.supertypes.flatMap((name) => byName.get(name) ?? []).filter((t) => t !== type);
  /** The types above `type`, nearest first (breadth first). */
  const hierarchy = (type: DeclaredType): DeclaredType[] => {
    const seen = new Set<DeclaredType>([type]);
    const order: DeclaredType[] = [];
    for (let queue = above(type); queue.length > 0;) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      order.push(next);
      queue.push(...above(next));
    }
    return order;
  };
  const served = new Set<DeclaredType>();
  // The interfaces an HTTP client (@FeignClient) extends describe endpoints the app calls.
  const clients = new Set(
    types.filter((type) => type.client).flatMap((type) => [type, ...hierarchy(type)]),
  );
  const controllers = types.filter((type) => type.kind === 'class' && type.controller);
  const implemented = new Map(
    controllers.map((controller) => {
      const interfaces = hierarchy(controller).filter((t) => t.kind === 'interface');
      for (const type of interfaces) served.add(type);
      return [controller, interfaces] as const;
    }),
  );
  const pieces: Array<{ order: number; at: number; endpoints: Endpoint[] }> = [];
  for (const type of types) {
    const at = (line: number): string => `${type.file}:${line}`;
    if (type.kind === 'class' || (!served.has(type) && !clients.has(type))) {
      for (const mapping of type.mappings) {
        pieces.push({
          order: type.order,
          at: mapping.at,
          endpoints: endpointsOf([mapping], ownPrefixes(type), (m) => at(m.line)),
        });
      }
    }
    if (type.kind === 'interface') continue;
    const interfaces = implemented.get(type) ?? [];
    if (interfaces.length === 0) continue;
    const nearest = [type, ...hierarchy(type)].find((t) => 'prefixes' in t);
    const own = new Set(type.mappings.map((m) => m.name));
    for (const api of interfaces) {
      // A method the controller maps itself keeps the controller's mapping.
      const inherited = api.mappings.filter((m) => m.name === undefined || !own.has(m.name));
      pieces.push({
        order: type.order,
        at: type.start,
        endpoints: endpointsOf(inherited, nearest ? ownPrefixes(nearest) : [''], (m) =>
          at(
            m.name !== undefined && Object.hasOwn(type.members, m.name)
              ? type.members[m.name]!
              : type.line,
          ),
        ),
      });
    }
  }
  // File order, then text order; a controller's inherited endpoints where its body opens.
  return pieces.sort((a, b) => a.order - b.order || a.at - b.at).flatMap((p) => p.endpoints);
}

/** Endpoints declared by the mapping annotations of one Java or Kotlin file. */
export function scanSource(file: SourceFile): Endpoint[] {
  return resolveTypes(declaredTypes(file));
}

/** Each method and path once, the first found kept. */
export function uniqueEndpoints(endpoints: readonly Endpoint[]): Endpoint[] {
  const seen = new Set<string>();
  return endpoints.filter((endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Endpoints of every source file, in file order, each method and path once; the fields of their
 * request body types are looked up in `typeFiles` (default: the same files).
 */
export function scanSources(
  files: readonly SourceFile[],
  typeFiles: readonly SourceFile[] = files,
): Endpoint[] {
  const types = files.flatMap((file, i) => declaredTypes(file, i));
  return withBodyFields(uniqueEndpoints(resolveTypes(types)), typeFiles);
}
