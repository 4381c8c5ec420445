// Nginx's configuration language as a tree of directives with their line numbers, and back to
// text. Pure.
//
// Hand-written: the npm packages that read nginx.conf are unmaintained or drop line numbers, and
// the grammar is small (words and quoted strings, `;` ends a directive, `{ }` a block, `#` a
// comment).
import { ConfigError } from '../errors.js';

export interface Directive {
  name: string;
  /** the arguments as written, quotes kept */
  args: string[];
  /** 1-based line of the directive's name */
  line: number;
  block?: Directive[];
}

interface Token {
  text: string;
  line: number;
}

function tokens(text: string, file: string): Token[] {
  const out: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === ';' || c === '{' || c === '}') {
      out.push({ text: c, line });
      i++;
    } else if (c === '"' || c === "'") {
      const start = i;
      const startLine = line;
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') i++;
        if (text[i] === '\n') line++;
        i++;
      }
      if (i >= text.length) {
        throw new ConfigError(`${file}:${startLine}: a quoted string is not closed.`, {
          fix: 'Close the quote; nginx -t shows the same error.',
        });
      }
      i++;
      out.push({ text: text.slice(start, i), line: startLine });
    } else {
      const start = i;
      // `${var}` belongs to the word; any other `{` or `}` ends it (nginx asks for quotes
      // around a regex that holds one).
      while (i < text.length && !/[\s;#]/.test(text[i]!)) {
        if (text[i] === '{' && text[i - 1] !== '$') break;
        if (text[i] === '}' && !text.slice(start, i).includes('${')) break;
        i++;
      }
      out.push({ text: text.slice(start, i), line });
    }
  }
  return out;
}

/** Parses nginx.conf text; a structural error names the file and line. */
export function parseNginx(text: string, file: string): Directive[] {
  const list = tokens(text, file);
  let index = 0;
  const block = (depth: number): Directive[] => {
    const directives: Directive[] = [];
    while (index < list.length) {
      const first = list[index]!;
      if (first.text === '}') {
        if (depth === 0)
          throw new ConfigError(`${file}:${first.line}: "}" closes no block.`, {
            fix: 'Remove the stray "}"; nginx -t shows the same error.',
          });
        index++;
        return directives;
      }
      const args: string[] = [];
      index++;
      while (index < list.length && !['{', ';', '}'].includes(list[index]!.text)) {
        args.push(list[index]!.text);
        index++;
      }
      const end = list[index];
      if (!end || end.text === '}') {
        throw new ConfigError(`${file}:${first.line}: "${first.text}" does not end with ";".`, {
          fix: 'End the directive with ";"; nginx -t shows the same error.',
        });
      }
      index++;
      directives.push(
        end.text === '{'
          ? { name: first.text, args, line: first.line, block: block(depth + 1) }
          : { name: first.text, args, line: first.line },
      );
    }
    if (depth > 0)
      throw new ConfigError(`${file}: a block is not closed with "}".`, {
        fix: 'Close every block; nginx -t shows the same error.',
      });
    return directives;
  };
  return block(0);
}

/** The tree as nginx.conf text. */
export function renderNginx(directives: readonly Directive[], indent = ''): string {
  return directives
    .map((d) => {
      const head = [d.name, ...d.args].join(' ');
      return d.block
        ? `${indent}${head} {\n${renderNginx(d.block, `${indent}  `)}${indent}}\n`
        : `${indent}${head};\n`;
    })
    .join('');
}

/** Every directive of the tree, depth first, with the names of the blocks it is in. */
export function* walkNginx(
  directives: readonly Directive[],
  context: string[] = [],
): Generator<{ directive: Directive; context: string[] }> {
  for (const directive of directives) {
    yield { directive, context };
    if (directive.block) yield* walkNginx(directive.block, [...context, directive.name]);
  }
}
