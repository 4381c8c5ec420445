// The JSON fields of a handler's @RequestBody type, read from the app's Java and Kotlin sources: a
// Java record's components, a class's instance fields (its superclass's first), a Kotlin class's
// constructor and body properties (`val`/`var`); @JsonProperty names honoured, @JsonIgnore and static
// fields left out. `init --discover --writes` keeps these fields of a GET answer to build a write's
// body (captured-body.ts). Pure. Hand-written for the reason endpoints.ts gives: no maintained
// JavaScript parser reads both languages, and a body type is a plain declaration.
import { literals, mask, matching } from './java-text.js';
import {
  declaration,
  leadingAnnotations,
  splitParameters,
  type Annotation,
} from './request-params.js';

/** Fields kept per type. */
const MAX_FIELDS = 64;
/** Distinct body types resolved per app (each costs a search of the sources). */
const MAX_TYPES = 50;
/** Superclasses followed. */
const MAX_SUPERCLASSES = 3;
/** The longest class body read (a DTO is far shorter). */
const MAX_BODY = 100_000;
const MODIFIERS =
  /^\s*(?:(?:private|protected|public|internal|final|transient|volatile|override|open|lateinit|abstract)\s+)*/;

/** A Java or Kotlin file (endpoints.ts's SourceFile). */
interface SourceFile {
  path: string;
  content: string;
}

interface Declared {
  text: string;
  masked: string;
  /** the offset just after the type's name */
  at: number;
  kotlin: boolean;
}

function findType(files: readonly SourceFile[], name: string): Declared | undefined {
  const pattern = new RegExp(`\\b(?:record|class)\\s+${name}\\b`);
  for (const file of files) {
    if (!file.content.includes(name)) continue;
    const masked = mask(file.content);
    const found = pattern.exec(masked);
    if (found) {
      const kotlin = file.path.endsWith('.kt');
      return { text: file.content, masked, at: found.index + found[0].length, kotlin };
    }
  }
  return undefined;
}

/** The JSON name an annotated field or component is written under; undefined when ignored. */
function jsonName(annotations: readonly Annotation[], declared: string): string | undefined {
  if (annotations.some((a) => a.name === 'JsonIgnore')) return undefined;
  const property = annotations.find((a) => a.name === 'JsonProperty');
  const argument = property?.args.find((a) => a.name === 'value');
  const named = argument ? literals(argument.text) : undefined;
  return named?.length === 1 && named[0] ? named[0] : declared;
}

/** One field, component or property declaration (annotations first); undefined when not one. */
function fieldOf(text: string, masked: string, kotlin: boolean): string | undefined {
  const { annotations, rest } = leadingAnnotations(text, masked);
  let head = masked.slice(rest);
  if (/\bstatic\b|\bconst\b/.test(head)) return undefined;
  head = head.replace(MODIFIERS, '');
  if (kotlin) {
    const property = /^(?:val|var)\s+/.exec(head);
    if (!property) return undefined;
    head = head.slice(property[0].length);
  }
  const assigned = head.indexOf('=');
  const declared = declaration(assigned < 0 ? head : head.slice(0, assigned));
  if (!declared || !declared.type || /[(){}]/.test(declared.type)) return undefined;
  return jsonName(annotations, declared.name);
}

/** The declarations of a class body at its top level (blocks, methods and nested types skipped). */
function bodyFields(found: Declared, open: number): string[] {
  const { text, masked, kotlin } = found;
  const close = Math.min(matching(masked, open), open + MAX_BODY);
  const fields: string[] = [];
  let start = open + 1;
  for (let i = open + 1; i < close && fields.length < MAX_FIELDS; i++) {
    const c = masked[i]!;
    if (c === '(') {
      i = matching(masked, i);
    } else if (c === '{') {
      // A method's or nested type's body: what came before it was its header.
      i = matching(masked, i);
      start = i + 1;
    } else if (c === ';' || (kotlin && c === '\n')) {
      const field = fieldOf(text.slice(start, i), masked.slice(start, i), kotlin);
      if (field) fields.push(field);
      start = i + 1;
    }
  }
  // A Kotlin body's last line may end at the closing brace.
  const last = kotlin
    ? fieldOf(text.slice(start, close), masked.slice(start, close), kotlin)
    : undefined;
  if (last && fields.length < MAX_FIELDS) fields.push(last);
  return fields;
}

/** The fields of a type declared in the sources, its superclasses' first; [] when not found. */
function typeFields(files: readonly SourceFile[], name: string, depth = 0): string[] {
  const found = findType(files, name);
  if (!found) return [];
  const { text, masked, kotlin } = found;
  let i = found.at;
  const generics = /^\s*</.exec(masked.slice(i, i + 100));
  if (generics) {
    const end = masked.indexOf('>', i);
    i = end < 0 ? i : end + 1;
  }
  const fields: string[] = [];
  const parens = /^\s*(?:(?:private|public|internal|protected)\s+)?(?:constructor\s*)?\(/.exec(
    masked.slice(i, i + 200),
  );
  if (parens) {
    // A record's components or a Kotlin primary constructor's properties.
    const open = i + parens[0].length - 1;
    const close = matching(masked, open);
    const list = { text: text.slice(open + 1, close), masked: masked.slice(open + 1, close) };
    for (const { start, end } of splitParameters(list.masked)) {
      const field = fieldOf(list.text.slice(start, end), list.masked.slice(start, end), kotlin);
      if (field) fields.push(field);
    }
    i = close + 1;
  }
  const next = /[{;]/.exec(masked.slice(i, i + 2000));
  const header = masked.slice(i, i + (next?.index ?? 0));
  const parent = /\bextends\s+(\w+)/.exec(header)?.[1] ?? /^\s*:\s*(\w+)\s*\(/.exec(header)?.[1];
  const inherited = parent && depth < MAX_SUPERCLASSES ? typeFields(files, parent, depth + 1) : [];
  // Only supertypes come between a type's name (or components) and its body: anything else means
  // it has none (a Kotlin class may end at its header) and the brace is another declaration's.
  const body =
    next?.[0] === '{' && /^(?:$|:|extends\b|implements\b|where\b)/.test(header.trim())
      ? bodyFields(found, i + next.index)
      : [];
  return [...new Set([...inherited, ...fields, ...body])].slice(0, MAX_FIELDS);
}

/** The endpoints with the fields of their @RequestBody type, when the sources declare it. */
export function withBodyFields<T extends { bodyType?: string; bodyFields?: string[] }>(
  endpoints: T[],
  files: readonly SourceFile[],
): T[] {
  const resolved = new Map<string, string[]>();
  return endpoints.map((endpoint) => {
    const name = endpoint.bodyType;
    if (!name) return endpoint;
    if (!resolved.has(name)) {
      if (resolved.size === MAX_TYPES) return endpoint;
      resolved.set(name, typeFields(files, name));
    }
    const fields = resolved.get(name)!;
    return fields.length > 0 ? { ...endpoint, bodyFields: fields } : endpoint;
  });
}
