// Statement shapes: one normal form for SQL text from any source, so that the same query reads the
// same whether it comes from MySQL 8.4's digest text (`SELECT `id` , `name` FROM `t` WHERE `id` =
// ?`), MariaDB's (`SELECT ID , NAME FROM `t` WHERE ID = ?`), or a statement logged with its values
// (`select p1_0.id from place p1_0 where p1_0.id=42`). Pure.
//
// Hand-written rather than a SQL parser: the inputs are already tokenised by the server (digests) or
// are driver-generated statements, the only job is to erase what differs between servers (literals,
// IN-list lengths, quoting, case, whitespace), and a full MySQL grammar would reject the truncated
// digest texts (`...` at 1024 characters) that the servers produce.

/**
 * What a statement does, for the per-kind counts. `transaction`: transaction control the driver
 * sends around the app's own statements (autocommit, COMMIT, ROLLBACK, savepoints), counted apart
 * so "statements per request" reads as the queries a developer wrote.
 */
export type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';

// Keywords printed in upper case so a shape reads like SQL; everything else (tables, columns,
// aliases) is lower-cased, since the servers disagree on the case of unquoted identifiers.
const KEYWORDS = new Set(
  (
    'select from where and or not in is null like between exists insert into values value update set ' +
    'delete join left right inner outer cross on using order by group having limit offset as asc desc ' +
    'distinct union all case when then else end ignore replace for share lock commit rollback start ' +
    'transaction read only write session global count sum min max avg with recursive duplicate key ' +
    'savepoint release true false interval do show call full fields tables columns'
  ).split(' '),
);

// One token: a quoted string, a backquoted or double-quoted identifier, a number, a word,
// a placeholder, an ellipsis, a comment or one punctuation character.
const TOKEN =
  /'(?:[^'\\]|\\.|'')*'|`(?:[^`]|``)*`|"(?:[^"\\]|\\.|"")*"|\/\*[\s\S]*?(?:\*\/|$)|--[^\n]*|#[^\n]*|0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\.\.|[A-Za-z_$@][\w$@]*|\?|<=>|<>|!=|<=|>=|:=|\|\||&&|\S/giu;

/** The normal form of one SQL text: literals `?`, IN lists `(...)`, one space, upper keywords. */
export function statementShape(sql: string): string {
  const tokens: string[] = [];
  for (const match of sql.matchAll(TOKEN)) {
    const token = match[0];
    const first = token[0] ?? '';
    if (token.startsWith('/*') || token.startsWith('--') || first === '#') continue;
    if (first === "'" || /^\d/u.test(token) || /^0x/iu.test(token)) {
      tokens.push('?');
    } else if (first === '`') {
      tokens.push(token.slice(1, -1).replace(/``/gu, '`').toLowerCase());
    } else if (first === '"') {
      // ANSI_QUOTES is off on both servers by default: "x" is a string literal there.
      tokens.push('?');
    } else if (/^[A-Za-z_$@]/u.test(token)) {
      const lower = token.toLowerCase();
      tokens.push(KEYWORDS.has(lower) ? lower.toUpperCase() : lower);
    } else {
      tokens.push(token);
    }
  }
  return render(collapseLists(tokens));
}

// `IN (?, ?, ?)`, `IN (...)`, `VALUES (?, ?), (?, ?)` and MySQL's `(...) /* , ... */` all become
// one `(...)`: the number of values is data, not shape.
function collapseLists(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token === '(' && isValueList(tokens, i)) {
      const close = tokens.indexOf(')', i);
      out.push('(...)');
      i = close;
      // Further value groups of a multi-row VALUES: `, (?, ?)`.
      while (tokens[i + 1] === ',' && tokens[i + 2] === '(' && isValueList(tokens, i + 2)) {
        i = tokens.indexOf(')', i + 2);
      }
      continue;
    }
    out.push(token);
  }
  return out;
}

/** `(` at `start` opens a list made only of `?`, `...` and commas, and it is closed. */
function isValueList(tokens: string[], start: number): boolean {
  let sawValue = false;
  for (let i = start + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === ')') return sawValue;
    if (token === '?' || token === '...' || token === '-' || token === '+') sawValue = true;
    else if (token !== ',') return false;
  }
  return false;
}

// Words after which `(` opens a list or a subquery rather than a function's arguments.
const SPACED_BEFORE_PAREN = new Set(
  'IN VALUES VALUE FROM JOIN ON WHERE AND OR NOT AS SELECT USING EXISTS INTO BY SET WHEN THEN ELSE LIKE BETWEEN UNION ALL WITH'.split(
    ' ',
  ),
);

// One space between tokens, none inside `a.b`, before `,` `)` or after `(`.
function render(tokens: string[]): string {
  let out = '';
  let previous = '';
  for (const token of tokens) {
    const tight =
      out === '' ||
      token === ',' ||
      token === ')' ||
      token === '.' ||
      previous === '.' ||
      previous === '(' ||
      (token === '(' && /^[\w$@]/u.test(previous) && !SPACED_BEFORE_PAREN.has(previous));
    out += tight ? token : ` ${token}`;
    previous = token;
  }
  return out.replace(/\s*;$/u, '').trim();
}

const TRANSACTION_CONTROL =
  /^(COMMIT|ROLLBACK|BEGIN|START TRANSACTION|SAVEPOINT|RELEASE SAVEPOINT|SET (SESSION |GLOBAL )?TRANSACTION|SET autocommit\b|SET @@(session\.)?autocommit\b)/iu;

/** The kind of a shape, from its first keyword. */
export function statementKind(shape: string): StatementKind {
  if (TRANSACTION_CONTROL.test(shape)) return 'transaction';
  const first = /^\(?\s*([A-Z]+)/u.exec(shape)?.[1] ?? '';
  switch (first) {
    case 'SELECT':
    case 'WITH':
      return 'select';
    case 'INSERT':
    case 'REPLACE':
      return 'insert';
    case 'UPDATE':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'other';
  }
}

/**
 * A shape short enough for a PR comment: a long select list becomes `…`, and the rest is cut at
 * `max` characters. `SELECT … FROM place_category c1_0 WHERE c1_0.id = ?`.
 */
export function shortShape(shape: string, max = 90): string {
  let text = shape;
  const select = /^SELECT (DISTINCT )?(.+?) FROM /u.exec(text);
  if (select && (select[2] ?? '').length > 24) {
    text = `SELECT ${select[1] ?? ''}… FROM ${text.slice(select[0].length)}`;
  }
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
