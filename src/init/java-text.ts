// Reading Java and Kotlin source text without a parser: comments and literals blanked out (offsets
// kept), bracket matching, annotation arguments, the annotations in front of a declaration, the
// name a declaration gives, the members a type body declares, and whether a file declares a JPA
// entity. Pure.

/** Blanks comments and the insides of string and char literals, keeping every offset. */
export function mask(text: string): string {
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

/** The offset of the bracket closing the one at `open` (the end of the text when unclosed). */
export function matching(masked: string, open: number): number {
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
export function splitArguments(
  masked: string,
  original: string,
): Array<{ name: string; text: string }> {
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
export function literals(text: string): string[] | undefined {
  const strings = [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const rest = text.replace(/"(?:[^"\\]|\\.)*"/g, '').replace(/arrayOf|[\s,{}[\]()]/g, '');
  return rest === '' ? strings : undefined;
}

/** The offsets where the lines of the text last asked about start (a file asks once per mapping). */
let lines: { text: string; starts: number[] } | undefined;

/** The 1-based line of an offset. */
export function lineAt(text: string, index: number): number {
  if (lines?.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lines = { text, starts };
  }
  // The number of lines starting at or before the offset.
  const { starts } = lines;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The names of the annotations in front of the declaration keyword at `index`
 * (`@RestController @RequestMapping("/a") public class A` -> RestController, RequestMapping),
 * read backwards over modifiers and annotation arguments.
 */
export function annotationsBefore(masked: string, index: number): string[] {
  const names: string[] = [];
  let i = index;
  const skipSpace = (): void => {
    while (i > 0 && /\s/.test(masked[i - 1]!)) i -= 1;
  };
  for (;;) {
    skipSpace();
    if (masked[i - 1] === ')') {
      // The arguments of an annotation: back to their opening bracket.
      let depth = 0;
      let j = i - 1;
      for (; j >= 0; j--) {
        if (masked[j] === ')') depth += 1;
        else if (masked[j] === '(' && --depth === 0) break;
      }
      if (j < 0) break;
      i = j;
      skipSpace();
    }
    let start = i;
    while (start > 0 && /[\w.]/.test(masked[start - 1]!)) start -= 1;
    if (start === i) break;
    const word = masked.slice(start, i);
    i = start;
    if (masked[i - 1] === '@') {
      names.unshift(word.split('.').pop()!);
      i -= 1;
    } else if (!/^[a-z]+$/.test(word)) {
      // Not a modifier (public, abstract, open, data, …): the declaration's own text starts after it.
      break;
    }
  }
  return names;
}

/** The annotations read in front of a declaration. */
export const MAX_ANNOTATIONS = 50;

/**
 * The name a method declaration after `from` gives (`default ResponseEntity<X> getOwner(` ->
 * getOwner), skipping the annotations written between.
 */
export function declaredName(masked: string, from: number): string | undefined {
  let i = from;
  for (let skipped = 0; ; skipped++) {
    // A method carries a handful: a run of hundreds is no declaration (and would cost each mapping
    // annotation of it a pass over the rest).
    if (skipped === MAX_ANNOTATIONS) return undefined;
    const annotation = /^\s*@[\w.]+/.exec(masked.slice(i, i + 300));
    if (!annotation) break;
    i += annotation[0].length;
    const open = /^\s*\(/.exec(masked.slice(i, i + 100));
    if (open) i = matching(masked, i + open[0].length - 1) + 1;
  }
  return /^[^(;{}=]*?(\w+)\s*\(/.exec(masked.slice(i, i + 500))?.[1];
}

/**
 * The first line of each name a type body (`open` to `close`, both braces) declares with
 * `name(` directly inside it: its methods and constructors; nested bodies are left out.
 */
export function bodyMembers(
  text: string,
  masked: string,
  open: number,
  close: number,
): Record<string, number> {
  let flat = '';
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const c = masked[i]!;
    if (c === '{') depth += 1;
    if (c === '\n' || depth === 0) flat += c;
    else flat += ' ';
    if (c === '}') depth -= 1;
  }
  const members = new Map<string, number>();
  const firstLine = lineAt(text, open + 1);
  for (const found of flat.matchAll(/(?<![@.\w])(\w+)\s*\(/g)) {
    const name = found[1]!;
    if (!members.has(name)) members.set(name, firstLine + lineAt(flat, found.index) - 1);
  }
  return Object.fromEntries(members);
}

/** `@Entity`, or `@jakarta.persistence.Entity` written in full (not `@EntityListeners`). */
const ENTITY_ANNOTATION = /@(?:(?:jakarta|javax)\.persistence\.)?Entity\b/;

/**
 * Whether a Java or Kotlin source declares a JPA entity: an `@Entity` annotation outside comments
 * and strings, in a file that names jakarta.persistence (or javax.persistence) in an import or in
 * the annotation itself. Hibernate creates a table for each entity when ddl-auto asks it to.
 */
export function declaresJpaEntity(text: string): boolean {
  const masked = mask(text);
  return /\b(?:jakarta|javax)\.persistence\b/.test(masked) && ENTITY_ANNOTATION.test(masked);
}
