// The HTTP endpoints of an app: from a booted app's Actuator mappings or OpenAPI document, or, as a
// fallback, from the @GetMapping/@RequestMapping annotations of its Java and Kotlin sources. Pure.
// The source scan is hand-written: no maintained JavaScript parser reads both Java and Kotlin, and the
// mapping annotations are written in a handful of literal forms.

export interface Endpoint {
  /** GET, POST, …; `GET` for a @RequestMapping without a method */
  method: string;
  /** path relative to the context path, with `{variables}` as the app declares them */
  path: string;
  /** `src/main/java/…/FooController.java:42`, `actuator` or `openapi` */
  source: string;
}

export interface SourceFile {
  /** relative to the app directory */
  path: string;
  content: string;
}

const MAPPING = /@(GetMapping|PostMapping|PutMapping|DeleteMapping|PatchMapping|RequestMapping)\b/g;
const METHOD_OF: Record<string, string> = {
  GetMapping: 'GET',
  PostMapping: 'POST',
  PutMapping: 'PUT',
  DeleteMapping: 'DELETE',
  PatchMapping: 'PATCH',
};

/** Blanks comments and the insides of string and char literals, keeping every offset. */
function mask(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//' || two === '/*') {
      // An unclosed comment runs to the end of the file.
      const end = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 ? text.length : end;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (text[i] === '"' || text[i] === "'") {
      const quote = text[i]!;
      const triple = quote === '"' && text.startsWith('"""', i);
      const close = triple ? '"""' : quote;
      let j = i + close.length;
      while (j < text.length && !text.startsWith(close, j)) j += text[j] === '\\' ? 2 : 1;
      const stop = Math.min(text.length, j + close.length);
      out += close + text.slice(i + close.length, j).replace(/[^\n]/g, ' ') + text.slice(j, stop);
      i = stop;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

function matching(masked: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const closer = pairs[masked[open]!]!;
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === masked[open]) depth += 1;
    else if (masked[i] === closer && --depth === 0) return i;
  }
  return masked.length - 1;
}

/** Splits annotation arguments at top-level commas. */
function splitArguments(masked: string, original: string): Array<{ name: string; text: string }> {
  const parts: Array<{ name: string; text: string }> = [];
  let depth = 0;
  let start = 0;
  const push = (end: number): void => {
    const text = original.slice(start, end);
    const name = /^\s*(\w+)\s*=(?!=)/.exec(masked.slice(start, end));
    parts.push({
      name: name ? name[1]! : 'value',
      text: name ? text.slice(name[0].length) : text,
    });
  };
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  if (masked.trim()) push(masked.length);
  return parts;
}

/** The string literals of an argument, or undefined when it is built from constants. */
function literals(text: string): string[] | undefined {
  const strings = [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const rest = text.replace(/"(?:[^"\\]|\\.)*"/g, '').replace(/arrayOf|[\s,{}[\]()]/g, '');
  return rest === '' ? strings : undefined;
}

interface Mapping {
  at: number;
  paths: string[] | undefined;
  methods: string[];
}

function readMapping(name: string, args: string, maskedArgs: string, at: number): Mapping {
  let paths: string[] | undefined = [''];
  let methods = METHOD_OF[name] ? [METHOD_OF[name]] : [];
  for (const argument of splitArguments(maskedArgs, args)) {
    if (argument.name === 'value' || argument.name === 'path') {
      const found = literals(argument.text);
      paths = found && found.length > 0 ? found : found ? [''] : undefined;
    } else if (argument.name === 'method') {
      methods = [...argument.text.matchAll(/\b(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\b/g)].map(
        (m) => m[1]!,
      );
    }
  }
  return { at, paths, methods };
}

/** `/a/` + `{id:\d+}` -> `/a/{id}`: one leading slash, no trailing one, regex-free variables. */
export function joinPath(prefix: string, path: string): string {
  const joined = `/${prefix}/${path}`.replace(/\{(\w+):[^}]*\}/g, '{$1}').replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Endpoints declared by the mapping annotations of one Java or Kotlin file. */
export function scanSource(file: SourceFile): Endpoint[] {
  const text = file.content;
  const masked = mask(text);
  const classes: Array<{ start: number; end: number; prefixes: string[] | undefined }> = [];
  for (const declaration of masked.matchAll(/\b(?:class|interface|object)\s+\w+/g)) {
    const open = masked.indexOf('{', declaration.index);
    if (open < 0) continue;
    classes.push({ start: open, end: matching(masked, open), prefixes: [''] });
  }
  const methods: Mapping[] = [];
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
    const mapping = readMapping(name, args, maskedArgs, annotation.index);
    // A mapping on a type prefixes the mappings of that type's methods.
    const next = /[{;=]/.exec(masked.slice(end));
    const between = masked.slice(end, end + (next?.index ?? 0));
    if (/\b(?:class|interface|object)\s+\w+/.test(between)) {
      const owner = classes.find((c) => c.start > end);
      if (owner) owner.prefixes = mapping.paths;
    } else {
      methods.push(mapping);
    }
  }
  const endpoints: Endpoint[] = [];
  for (const method of methods) {
    const owner = classes
      .filter((c) => c.start < method.at && method.at < c.end)
      .sort((a, b) => b.start - a.start)[0];
    const prefixes = owner?.prefixes;
    // Built from constants (`BASE + "/x"`): the path is only known at run time; --discover finds it.
    if (!prefixes || !method.paths) continue;
    for (const prefix of prefixes) {
      for (const path of method.paths) {
        for (const verb of method.methods.length > 0 ? method.methods : ['GET']) {
          endpoints.push({
            method: verb,
            path: joinPath(prefix, path),
            source: `${file.path}:${lineAt(text, method.at)}`,
          });
        }
      }
    }
  }
  return endpoints;
}

function unique(endpoints: Endpoint[]): Endpoint[] {
  const seen = new Set<string>();
  return endpoints.filter((endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Endpoints of every source file, in file order, each method and path once. */
export function scanSources(files: readonly SourceFile[]): Endpoint[] {
  return unique(files.flatMap(scanSource));
}

interface MappingDescription {
  details?: {
    handlerMethod?: { className?: string };
    requestMappingConditions?: { methods?: string[]; patterns?: string[] };
  } | null;
}

/** Endpoints from `GET /actuator/mappings` (Spring Boot 2.x and 3.x shape), the app's own handlers only. */
export function fromActuatorMappings(document: unknown): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const contexts = (document as { contexts?: Record<string, unknown> } | null)?.contexts ?? {};
  for (const context of Object.values(contexts)) {
    const mappings = (context as { mappings?: Record<string, unknown> }).mappings ?? {};
    for (const group of ['dispatcherServlets', 'dispatcherHandlers']) {
      const dispatchers = (mappings[group] ?? {}) as Record<string, MappingDescription[]>;
      for (const list of Object.values(dispatchers)) {
        for (const mapping of Array.isArray(list) ? list : []) {
          const className = mapping.details?.handlerMethod?.className ?? '';
          const conditions = mapping.details?.requestMappingConditions;
          // Spring's own handlers (error page, Actuator, springdoc) are not the app's endpoints.
          if (
            !conditions ||
            !className ||
            /^org\.springframework\.|^org\.springdoc\./.test(className)
          )
            continue;
          const methods = conditions.methods?.length ? conditions.methods : ['GET'];
          for (const pattern of conditions.patterns ?? []) {
            for (const method of methods) {
              endpoints.push({ method, path: joinPath('', pattern), source: 'actuator' });
            }
          }
        }
      }
    }
  }
  return unique(endpoints);
}

const OPENAPI_METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Endpoints from an OpenAPI 3 document (`GET /v3/api-docs`), paths relative to its server URL. */
export function fromOpenApi(document: unknown): Endpoint[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> } | null)?.paths;
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(paths ?? {})) {
    for (const method of OPENAPI_METHODS) {
      if (operations?.[method]) {
        endpoints.push({
          method: method.toUpperCase(),
          path: joinPath('', path),
          source: 'openapi',
        });
      }
    }
  }
  return unique(endpoints);
}
