// The query parameters a mapped handler method declares with @RequestParam, read from its Java or
// Kotlin parameter list: name, whether Spring requires it, a type init can guess a value for, and
// the bounds of @Size/@Length/@Min/@Max on it. Pure. Each read is bounded: a window of text after
// the mapping annotation, a number of parameters, and no regex that backtracks on long input.
import { MAX_ANNOTATIONS, literals, matching, splitArguments } from './java-text.js';

/** A path or query parameter of an endpoint: from an API description, or a handler's @RequestParam. */
export interface EndpointParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** the schema's type (`integer`, `string`, …), when given */
  type?: string;
  /** the schema's format (`uuid`, `date`, …): a string of one gets no guessed value */
  format?: string;
  /** the least and most value (a number) or length (a string) allowed, when declared */
  min?: number;
  max?: number;
  /**
   * a value the description gives (its example, else its default, else its first enum value), or
   * the @RequestParam's defaultValue
   */
  sample?: string;
}

/** The text after a mapping annotation searched for the method's parameter list. */
const WINDOW = 8000;
const MAX_PARAMETERS = 64;

/** The simple type names init can guess a value for, by the parameter type they stand for. */
const TYPES = new Map(
  Object.entries({
    integer: 'int long short Int Integer Long Short BigInteger',
    number: 'double float Double Float BigDecimal',
    boolean: 'boolean Boolean',
    string: 'String CharSequence UUID',
  }).flatMap(([type, names]) => names.split(' ').map((name) => [name, type] as const)),
);

export interface Annotation {
  /** the simple name (`RequestParam` for `@org.springframework….RequestParam`) */
  name: string;
  args: Array<{ name: string; text: string }>;
}

/**
 * The parameter list of the method declared after `from` (annotations between skipped), as the
 * original and masked text inside its brackets; undefined when none is found in the window.
 */
function parameterList(
  text: string,
  masked: string,
  from: number,
): { text: string; masked: string } | undefined {
  const view = masked.slice(from, from + WINDOW);
  const closed = (open: number): number | undefined => {
    const close = matching(view, open);
    return view[close] === ')' && close !== open ? close : undefined;
  };
  let i = 0;
  for (let skipped = 0; ; skipped++) {
    if (skipped === MAX_ANNOTATIONS) return undefined;
    const annotation = /^\s*@[\w.]+/.exec(view.slice(i, i + 300));
    if (!annotation) break;
    i += annotation[0].length;
    const open = /^\s*\(/.exec(view.slice(i, i + 100));
    if (!open) continue;
    const close = closed(i + open[0].length - 1);
    if (close === undefined) return undefined;
    i = close + 1;
  }
  // The declaration's name runs up to its first bracket: a `;`, `{`, `}` or `=` before it means
  // the annotation is not on a method.
  let open = i;
  while (open < view.length && !'(;{}='.includes(view[open]!)) open += 1;
  if (view[open] !== '(') return undefined;
  const close = closed(open);
  if (close === undefined) return undefined;
  return {
    text: text.slice(from + open + 1, from + close),
    masked: view.slice(open + 1, close),
  };
}

/** Splits a parameter list at its top-level commas, generics (`Map<String, String>`) kept whole. */
export function splitParameters(masked: string): Array<{ start: number; end: number }> {
  const parts: Array<{ start: number; end: number }> = [];
  let depth = 0;
  let angles = 0;
  let start = 0;
  for (let i = 0; i < masked.length && parts.length < MAX_PARAMETERS; i++) {
    const c = masked[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && c === '<') angles += 1;
    else if (depth === 0 && c === '>' && masked[i - 1] !== '-') angles = Math.max(0, angles - 1);
    else if (depth === 0 && angles === 0 && c === ',') {
      parts.push({ start, end: i });
      start = i + 1;
    }
  }
  if (parts.length < MAX_PARAMETERS && masked.slice(start).trim()) {
    parts.push({ start, end: masked.length });
  }
  return parts;
}

/** The annotations and modifiers in front of a parameter, and the offset of what follows them. */
export function leadingAnnotations(
  text: string,
  masked: string,
): { annotations: Annotation[]; rest: number } {
  const annotations: Annotation[] = [];
  let i = 0;
  for (;;) {
    while (i < masked.length && /\s/.test(masked[i]!)) i += 1;
    // `@param:RequestParam` (a Kotlin use-site target) names RequestParam.
    const found = /^@(?:\w+:)?([\w.]+)/.exec(masked.slice(i, i + 300));
    if (found) {
      i += found[0].length;
      const name = found[1]!.split('.').pop()!;
      let args: Annotation['args'] = [];
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

/** The identifier a text ends with (`String q` -> q), read backwards. */
function trailingWord(text: string): { word: string; before: string } | undefined {
  let end = text.length;
  while (end > 0 && /[\s[\]]/.test(text[end - 1]!)) end -= 1;
  let start = end;
  while (start > 0 && /\w/.test(text[start - 1]!)) start -= 1;
  return start < end ? { word: text.slice(start, end), before: text.slice(0, start) } : undefined;
}

/** `final String q` (Java) or `q: String? = null` (Kotlin): the declared name, type and default. */
export function declaration(
  masked: string,
): { name: string; type: string; defaulted: boolean; array: boolean } | undefined {
  const colon = masked.indexOf(':');
  if (colon >= 0) {
    const name = /^\s*(\w+)\s*$/.exec(masked.slice(0, colon))?.[1];
    if (!name) return undefined;
    const assigned = masked.indexOf('=', colon);
    const type = masked.slice(colon + 1, assigned < 0 ? undefined : assigned).trim();
    return { name, type, defaulted: assigned >= 0, array: /^(?:Array|\w+Array)\b/.test(type) };
  }
  const found = trailingWord(masked);
  if (!found) return undefined;
  const type = found.before.trim();
  return {
    name: found.word,
    type,
    defaulted: false,
    array: type.endsWith('...') || type.endsWith(']') || /\]\s*$/.test(masked),
  };
}

/** `java.util.Optional<String>` -> Optional and String. */
function typeParts(type: string): { base: string; inner: string } {
  const base = (/^[\w.]+/.exec(type)?.[0] ?? '').split('.').pop()!;
  const open = type.indexOf('<');
  const close = type.lastIndexOf('>');
  return { base, inner: open >= 0 && close > open ? type.slice(open + 1, close).trim() : '' };
}

/** A whole number an annotation argument holds (`2`, `2L`), else undefined. */
function integerOf(text: string | undefined): number | undefined {
  const found = text === undefined ? undefined : /^\s*(-?\d{1,9})[lL]?\s*$/.exec(text);
  return found ? Number(found[1]) : undefined;
}

/** The bounds @Size/@Length (a length) and @Min/@Max (a value) put on a parameter. */
function boundsOf(annotations: readonly Annotation[]): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  const arg = (a: Annotation, name: string): string | undefined =>
    a.args.find((argument) => argument.name === name)?.text;
  for (const a of annotations) {
    const [min, max] =
      a.name === 'Size' || a.name === 'Length'
        ? [integerOf(arg(a, 'min')), integerOf(arg(a, 'max'))]
        : a.name === 'Min' || a.name === 'DecimalMin'
          ? [integerOf(arg(a, 'value')?.replace(/"/g, '')), undefined]
          : a.name === 'Max' || a.name === 'DecimalMax'
            ? [undefined, integerOf(arg(a, 'value')?.replace(/"/g, ''))]
            : [undefined, undefined];
    if (min !== undefined) bounds.min = min;
    if (max !== undefined) bounds.max = max;
  }
  return bounds;
}

/** One parameter: a query parameter when it carries @RequestParam, else undefined. */
function requestParam(text: string, masked: string): EndpointParameter | undefined {
  const { annotations, rest } = leadingAnnotations(text, masked);
  const annotation = annotations.find((a) => a.name === 'RequestParam');
  if (!annotation) return undefined;
  const declared = declaration(masked.slice(rest));
  if (!declared) return undefined;
  const { base, inner } = typeParts(declared.type);
  // A map takes every query parameter; a file is a multipart part.
  if (/Map$/.test(base) || /\b(?:MultipartFile|FilePart|Part)\b/.test(declared.type)) {
    return undefined;
  }
  let name = declared.name;
  let required = true;
  let sample: string | undefined;
  for (const argument of annotation.args) {
    const found = literals(argument.text);
    if (argument.name === 'value' || argument.name === 'name') {
      // A name built from constants is not known here.
      if (found?.length !== 1) return undefined;
      if (found[0] !== '') name = found[0]!;
    } else if (argument.name === 'required') {
      required = argument.text.trim() !== 'false';
    } else if (argument.name === 'defaultValue') {
      required = false;
      if (found?.length === 1) sample = found[0];
    }
  }
  const optional = base === 'Optional';
  const nullable = declared.type.endsWith('?');
  if (optional || nullable || declared.defaulted) required = false;
  const simple = optional ? typeParts(inner).base : base;
  const type = declared.array ? undefined : TYPES.get(simple);
  return {
    name,
    in: 'query',
    required,
    ...(type ? { type } : {}),
    ...(simple === 'UUID' && type ? { format: 'uuid' } : {}),
    ...(type ? boundsOf(annotations) : {}),
    ...(sample !== undefined ? { sample } : {}),
  };
}

/**
 * The @RequestParam parameters of the method declared after offset `from` of a file (`text`, and
 * `masked` from java-text.ts's mask()), in their order; [] when its parameter list cannot be read.
 */
export function requestParams(text: string, masked: string, from: number): EndpointParameter[] {
  const list = parameterList(text, masked, from);
  if (!list) return [];
  const parameters: EndpointParameter[] = [];
  for (const { start, end } of splitParameters(list.masked)) {
    const parameter = requestParam(list.text.slice(start, end), list.masked.slice(start, end));
    if (parameter && !parameters.some((p) => p.name === parameter.name)) {
      parameters.push(parameter);
    }
  }
  return parameters;
}

/** Body types whose fields are not an object's: lists, maps, texts, raw JSON, reactive wrappers. */
const NOT_AN_OBJECT =
  /^(?:List|Set|Collection|Iterable|Map|\w*Map|Array|\w+Array|Optional|Mono|Flux|HttpEntity|RequestEntity|JsonNode|ObjectNode|Object|Any|String|byte|Resource)$/;

/**
 * The simple name of the type the method declared after offset `from` takes as its @RequestBody
 * (`Note.Draft draft` -> Draft, Kotlin's `draft: Draft?` -> Draft); undefined when it takes none,
 * or a list, a map, a text or raw JSON (whose fields the sources do not give).
 */
export function requestBodyType(text: string, masked: string, from: number): string | undefined {
  const list = parameterList(text, masked, from);
  if (!list) return undefined;
  for (const { start, end } of splitParameters(list.masked)) {
    const part = list.masked.slice(start, end);
    const { annotations, rest } = leadingAnnotations(list.text.slice(start, end), part);
    if (!annotations.some((a) => a.name === 'RequestBody')) continue;
    const declared = declaration(part.slice(rest));
    if (!declared || declared.array) return undefined;
    const { base } = typeParts(declared.type.replace(/\?$/, ''));
    return base && !NOT_AN_OBJECT.test(base) ? base : undefined;
  }
  return undefined;
}
