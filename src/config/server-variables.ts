// database.server: the MySQL server variables the test database runs with (max_connections,
// wait_timeout, innodb_buffer_pool_size, …), written in perf-gate.yml or read from the
// repository's own my.cnf, so the database's limits show up in the gate as in production. Pure.
//
// Hand-written: my.cnf is MySQL's own INI dialect (bare flags, `!include`, `-` and `_` alike in
// names, several server groups); the INI packages on npm read none of these as mysqld does.
import { ConfigError } from '../errors.js';

/** One server variable and where it was written (`perf-gate.yml`, `my.cnf:12`). */
export interface ServerVariable {
  value: string;
  source: string;
}

/** The variables the database gets, and those left out because perf-gate owns them. */
export interface ServerVariables {
  variables: Record<string, ServerVariable>;
  /** names left out: perf-gate sets them (port, bind address, paths, performance schema) */
  skipped: string[];
  /** the my.cnf they were read from: its path and the name perf-gate.yml gives it */
  file?: { path: string; written: string };
}

/** my.cnf groups mysqld reads (MySQL 8 and MariaDB). */
const SERVER_GROUPS = new Set(['mysqld', 'server', 'mysqld-8.4', 'mariadb', 'mariadbd']);

/**
 * Names perf-gate owns or that point at paths of the production host: the database listens on a
 * free loopback port with its own data folder, and the work counters need the performance schema.
 */
const OWNED =
  /^(?:port|bind_address|skip_networking|socket|datadir|basedir|tmpdir|user|pid_file|log_error|general_log_file|slow_query_log_file|log_bin(?:_index)?|relay_log.*|lc_messages_dir|plugin_dir|plugin_load(?:_add)?|init_file|secure_file_priv|ssl_.*|tls_.*|performance_schema.*|server_id|character_sets_dir|admin_address|mysqlx.*)$/;

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
// Numbers with K/M/G suffixes, words, comma lists, modes: never a space or a quote inside.
const VALUE = /^[\w.,:+\-/]{0,200}$/;

/** mysqld reads `-` and `_` alike in names; options are written `--name=value`. */
export function variableName(name: string): string {
  return name.trim().toLowerCase().replace(/-/g, '_');
}

function checked(name: string, value: string, source: string): ServerVariable {
  if (!NAME.test(name)) {
    throw new ConfigError(
      `${source}: "${name.slice(0, 64)}" is not a MySQL server variable name.`,
      { fix: 'Write server variables as name = value, e.g. max_connections = 60.' },
    );
  }
  if (!VALUE.test(value)) {
    throw new ConfigError(
      `${source}: the value of ${name} (${JSON.stringify(value.slice(0, 40))}) has characters a server variable does not take.`,
      {
        fix: 'Give a number (60, 256M), a word (ON) or a comma list without spaces or quotes.',
      },
    );
  }
  return { value, source };
}

function add(into: ServerVariables, rawName: string, value: string, source: string): void {
  const name = variableName(rawName);
  if (OWNED.test(name)) {
    if (!into.skipped.includes(name)) into.skipped.push(name);
    return;
  }
  into.variables[name] = checked(name, value, source);
}

/** Variables written in perf-gate.yml under database.server. */
export function variablesFromConfig(
  written: Record<string, string | number | boolean>,
  source: string,
): ServerVariables {
  const out: ServerVariables = { variables: {}, skipped: [] };
  for (const [name, value] of Object.entries(written)) {
    const text = typeof value === 'boolean' ? (value ? 'ON' : 'OFF') : String(value);
    add(out, name, text, `${source} (database.server.${name})`);
  }
  return out;
}

/** The server groups of a my.cnf (`[mysqld]`, `[server]`, `[mariadb]`), as mysqld reads them. */
export function variablesFromMyCnf(text: string, file: string): ServerVariables {
  const out: ServerVariables = { variables: {}, skipped: [] };
  let inServer = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const group = /^\[([^\]]+)\]$/.exec(line);
    if (group) {
      inServer = SERVER_GROUPS.has(group[1]!.trim().toLowerCase());
      return;
    }
    // !include and !includedir name files of the production host: not followed.
    if (!inServer || line.startsWith('!')) return;
    const source = `${file}:${index + 1}`;
    const match = /^([^=]+?)\s*(?:=\s*(.*))?$/.exec(line);
    if (!match) return;
    let value = (match[2] ?? 'ON').replace(/\s+#.*$/, '').trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    // `loose-` only silences unknown names; `enable-x` is x = ON.
    add(out, match[1]!.replace(/^(?:loose|enable)[-_]/i, ''), value, source);
  });
  return out;
}

/** The variables as mysqld options for the container's command line. */
export function serverArguments(server: ServerVariables | undefined): string[] {
  return Object.entries(server?.variables ?? {}).map(([name, { value }]) => `--${name}=${value}`);
}

/** A whole-number reading of a size or count variable (60, 256M), undefined when it is not one. */
export function numericVariable(
  server: ServerVariables | undefined,
  name: string,
): number | undefined {
  const value = server?.variables[name]?.value;
  const match = value === undefined ? null : /^(\d+)([KMG]?)$/i.exec(value);
  if (!match) return undefined;
  const unit = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[match[2]!.toUpperCase()] ?? 1;
  return Number(match[1]) * unit;
}
