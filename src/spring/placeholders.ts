// `${name:default}` placeholders as Spring resolves them when it binds a property: nested in names and
// defaults, the resolved text resolved again, a missing name without default is an error. Spring's
// own PlaceholderParser is Java; this is the same grammar in a few dozen lines.

/** A placeholder that has no value and no default, or that refers to itself. */
export class PlaceholderProblem extends Error {
  constructor(
    message: string,
    readonly placeholder: string,
  ) {
    super(message);
    this.name = 'PlaceholderProblem';
  }
}

/** Finds the `}` closing the placeholder opened at `start` (the index of `${`), honouring nesting. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start + 2; index < text.length; index++) {
    if (text.startsWith('${', index)) {
      depth++;
      index++;
    } else if (text[index] === '}') {
      if (depth === 0) return index;
      depth--;
    }
  }
  return -1;
}

/** Splits `name:default` at the first `:` outside nested placeholders. */
function splitDefault(body: string): { name: string; fallback: string | undefined } {
  let depth = 0;
  for (let index = 0; index < body.length; index++) {
    if (body.startsWith('${', index)) {
      depth++;
      index++;
    } else if (body[index] === '}') depth--;
    else if (body[index] === ':' && depth === 0) {
      return { name: body.slice(0, index), fallback: body.slice(index + 1) };
    }
  }
  return { name: body, fallback: undefined };
}

/** Whether a text contains a placeholder at all. */
export function hasPlaceholder(text: string): boolean {
  return /(^|[^\\])\$\{/.test(text);
}

/**
 * Resolves every placeholder in `text`; `lookup` returns a name's raw value (itself resolved in turn)
 * or undefined. Throws PlaceholderProblem for a missing name without default or a cycle.
 */
export function resolvePlaceholders(
  text: string,
  lookup: (name: string) => string | undefined,
  visiting: ReadonlySet<string> = new Set(),
): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const start = text.indexOf('${', index);
    if (start < 0) {
      result += text.slice(index);
      break;
    }
    // Spring 6.2 treats `\${` as an escaped, literal `${`.
    if (start > 0 && text[start - 1] === '\\') {
      result += text.slice(index, start - 1) + '${';
      index = start + 2;
      continue;
    }
    const end = closingBrace(text, start);
    if (end < 0) {
      // An unclosed `${` is literal text for Spring too.
      result += text.slice(index);
      break;
    }
    result += text.slice(index, start);
    const { name: rawName, fallback } = splitDefault(text.slice(start + 2, end));
    const name = resolvePlaceholders(rawName, lookup, visiting);
    if (visiting.has(name)) {
      throw new PlaceholderProblem(
        `placeholder \${${name}} refers to itself (${[...visiting, name].join(' -> ')})`,
        name,
      );
    }
    const found = lookup(name);
    if (found !== undefined) {
      result += resolvePlaceholders(found, lookup, new Set([...visiting, name]));
    } else if (fallback !== undefined) {
      result += resolvePlaceholders(fallback, lookup, visiting);
    } else {
      throw new PlaceholderProblem(`placeholder \${${name}} has no value and no default`, name);
    }
    index = end + 1;
  }
  return result;
}
