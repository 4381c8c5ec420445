// The production topology `perf-gate init` proposes (Nginx in front, app instances, limits, the
// database's server variables), every value with the file and line it came from, and what was read
// but not taken. Chooses among what read-topology.ts found; compose.ts reads a compose file. Pure.
import type { Ulimit } from './compose-values.js';

/** A proposed value and where it was written (`docker-compose.yml:14 (nginx volumes)`). */
export interface Sourced<T> {
  value: T;
  source: string;
}

export interface Resources {
  cpus?: number;
  /** in perf-gate.yml's units (`3g`, `512m`) */
  memory?: string;
}

export interface Ulimits {
  nofile?: Ulimit;
  nproc?: Ulimit;
}

export interface ContainerLimits {
  resources?: Sourced<Resources>;
  ulimits?: Sourced<Ulimits>;
}

export interface Topology {
  /** the compose file read, relative to the app folder */
  compose?: string;
  app: ContainerLimits & { instances?: Sourced<number> };
  proxy?: { config: Sourced<string>; image?: Sourced<string>; ulimits?: Sourced<Ulimits> };
  database: ContainerLimits & {
    /** database.server as the path of a my.cnf, relative to the app folder */
    server?: Sourced<string>;
    /** database.server as a mapping (mysqld's command-line options) */
    variables?: Record<string, Sourced<string>>;
  };
  /** what was read but not taken, and why */
  left: string[];
}

/** A compose file as compose.ts read it. */
export interface ComposeRead {
  /** relative to the app folder */
  file: string;
  /** a service builds the app folder or goes by the app's name */
  describesApp: boolean;
  topology: Topology;
}

/** An nginx.conf or my.cnf found in the repository, no compose service mounting it. */
export interface FoundFile {
  /** relative to the app folder */
  path: string;
  /** the line of its first `proxy_pass` (nginx.conf) or server group (my.cnf); none: not one */
  line: number | undefined;
}

export function emptyTopology(): Topology {
  return { app: {}, database: {}, left: [] };
}

function standalone(
  found: readonly FoundFile[],
  what: string,
  key: string,
  left: string[],
): Sourced<string> | undefined {
  const usable = found.filter((file) => file.line !== undefined);
  for (const file of found.filter((f) => f.line === undefined)) {
    left.push(`${file.path} has no ${what}: not taken for ${key}.`);
  }
  if (usable.length > 1) {
    left.push(
      `${usable.map((file) => file.path).join(', ')}: several files could be ${key}; none is taken, set the one production runs.`,
    );
    return undefined;
  }
  const file = usable[0];
  return (
    file && {
      value: file.path,
      source: `${file.path}:${file.line} (${what}; check: no compose service mounts it)`,
    }
  );
}

/**
 * The topology to propose: from the nearest compose file that runs the app (`reads` nearest
 * first), else only what nginx.conf / my.cnf files say; undefined when the repository has none.
 */
export function proposeTopology(
  reads: readonly ComposeRead[],
  found: { nginx: readonly FoundFile[]; myCnf: readonly FoundFile[] },
  problems: readonly string[] = [],
): Topology | undefined {
  if (reads.length === 0 && found.nginx.length === 0 && found.myCnf.length === 0) {
    return problems.length > 0 ? { ...emptyTopology(), left: [...problems] } : undefined;
  }
  const chosen = reads.find((read) => read.describesApp);
  const topology: Topology = chosen
    ? { ...chosen.topology, left: [...chosen.topology.left] }
    : emptyTopology();
  const left = topology.left;
  left.unshift(...problems);
  for (const read of reads) {
    if (read === chosen) continue;
    if (read.describesApp) {
      left.push(`${read.file} runs the app too: init read ${chosen!.file}, the nearest to it.`);
    } else {
      left.push(...read.topology.left);
    }
  }
  if (!topology.proxy) {
    const config = standalone(found.nginx, 'proxy_pass', 'proxy.config', left);
    if (config) topology.proxy = { config };
  }
  if (!topology.database.server && !topology.database.variables) {
    const server = standalone(found.myCnf, '[mysqld] group', 'database.server', left);
    if (server) topology.database.server = server;
  }
  return topology;
}

/** `docker-compose.yml:14` of `docker-compose.yml:14 (nginx volumes)`. */
function at(source: string): string {
  return source.replace(/ \(.*$/, '');
}

/** The keys proposed: their names, how the summary says them, where they came from. */
function taken(topology: Topology): Array<{ key: string; said: string; at: string }> {
  const { app, database, proxy } = topology;
  const server = database.server ?? Object.values(database.variables ?? {})[0];
  const keys: Array<[string, string, Sourced<unknown> | undefined]> = [
    ['proxy', 'proxy', proxy?.config],
    ['proxy.ulimits', 'proxy.ulimits', proxy?.ulimits],
    ['app.instances', `${app.instances?.value} instances`, app.instances],
    ['app.resources', 'app.resources', app.resources],
    ['app.ulimits', 'app.ulimits', app.ulimits],
    ['database.server', 'database.server', server],
    ['database.resources', 'database.resources', database.resources],
    ['database.ulimits', 'database.ulimits', database.ulimits],
  ];
  return keys.flatMap(([key, said, sourced]) =>
    sourced ? [{ key, said, at: at(sourced.source) }] : [],
  );
}

/** The summary's line: `topology: proxy from docker-compose.yml:14, 2 instances from …`. */
export function topologySummary(topology: Topology | undefined): string | undefined {
  if (!topology) return undefined;
  const parts = taken(topology).map((part) => `${part.said} from ${part.at}`);
  if (parts.length > 0) return `topology: ${parts.join(', ')}`;
  return topology.compose ? `topology: nothing taken from ${topology.compose}` : undefined;
}

/** "Check next" lines: what was taken from where, then what was left out and why. */
export function topologyNotes(
  topology: Topology | undefined,
): Array<{ level: 'check'; message: string }> {
  if (!topology) return [];
  const notes: Array<{ level: 'check'; message: string }> = [];
  const parts = taken(topology);
  if (parts.length > 0) {
    const files = [...new Set(parts.map((part) => part.at.replace(/:[\d, ]+$/, '')))];
    notes.push({
      level: 'check',
      message: `perf-gate.yml takes ${parts.map((part) => part.key).join(', ')} from ${files.join(' and ')} (the comment of each names its line): check that production runs so (an override file, .env or the host may change it).`,
    });
  }
  for (const message of topology.left) notes.push({ level: 'check', message });
  return notes;
}
