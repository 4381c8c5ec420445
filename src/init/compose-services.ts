// What perf-gate.yml takes from one service of a compose file: its CPU and memory limits, its
// ulimits, the nginx.conf an Nginx service mounts, the my.cnf or command-line options of a MySQL
// service. compose.ts finds the services; each value keeps the line it was written on. Pure.
import { variablesFromConfig } from '../config/server-variables.js';
import { DEFAULTS } from '../config/schema.js';
import {
  bindMounts,
  commandOptions,
  cpus,
  imageName,
  interpolated,
  isObject,
  memory,
  ulimit,
  type Mount,
} from './compose-values.js';
import type { Resources, Sourced, Topology, Ulimits } from './topology.js';

export type Service = Record<string, unknown>;
export type Path = Array<string | number>;
export type PathKind = 'file' | 'folder' | 'missing' | 'outside';

/** The compose file being read, as the service readers need it. */
export interface ComposeReader {
  /** `docker-compose.yml:14 (what)`: the line of a path of the document */
  at: (path: Path, what: string) => string;
  /** what was read but not taken, and why */
  left: string[];
  /** the compose file's folder, relative to the repository root */
  composeDir: string;
  /** a path relative to the repository root, as perf-gate.yml (in the app folder) names it */
  inApp: (path: string) => string;
  pathKind: (path: string) => PathKind;
}

export const NGINX = /^(?:nginx|nginx-unprivileged|openresty)$/;
const NGINX_CONF = /^\/etc\/nginx(?:\/conf\.d)?\/?$|\.conf$/;
const MY_CNF = /^\/etc\/mysql(?:\/conf\.d|\/mysql\.conf\.d)?\/?$|\.cnf$/;

/** `deploy.resources.limits` (or `cpus` / `mem_limit`) in perf-gate.yml's units. */
export function resourcesOf(
  reader: ComposeReader,
  name: string,
  service: Service,
): Sourced<Resources> | undefined {
  const deploy = isObject(service.deploy) ? service.deploy : {};
  const limits = isObject(deploy.resources) ? deploy.resources.limits : undefined;
  const path = isObject(limits)
    ? ['services', name, 'deploy', 'resources', 'limits']
    : ['services', name, service.cpus !== undefined ? 'cpus' : 'mem_limit'];
  const written = isObject(limits)
    ? { cpus: limits.cpus, memory: limits.memory }
    : { cpus: service.cpus, memory: service.mem_limit };
  const value: Resources = {};
  const parsed = { cpus: cpus(written.cpus), memory: memory(written.memory) };
  for (const key of ['cpus', 'memory'] as const) {
    if (written[key] === undefined) continue;
    if (parsed[key] === undefined) {
      reader.left.push(
        `${reader.at(path, `${name} ${key}`)}: ${JSON.stringify(written[key])} is not taken (not a number, or a variable without a default).`,
      );
    } else Object.assign(value, { [key]: parsed[key] });
  }
  if (value.cpus === undefined && value.memory === undefined) return undefined;
  const what = isObject(limits) ? 'deploy.resources.limits' : path[2];
  return { value, source: reader.at(path, `${name} ${what}`) };
}

/** `ulimits`: nofile and nproc (the others are listed as not taken). */
export function ulimitsOf(
  reader: ComposeReader,
  name: string,
  service: Service,
): Sourced<Ulimits> | undefined {
  if (!isObject(service.ulimits)) return undefined;
  const path = ['services', name, 'ulimits'];
  const value: Ulimits = {};
  for (const [key, raw] of Object.entries(service.ulimits)) {
    const parsed =
      key === 'nofile' || key === 'nproc' ? ulimit(raw) : 'perf-gate sets nofile and nproc';
    if (typeof parsed === 'string') {
      reader.left.push(
        `${reader.at([...path, key], `${name} ulimits.${key}`)} is not taken: ${parsed}.`,
      );
    } else value[key as keyof Ulimits] = parsed;
  }
  return Object.keys(value).length > 0
    ? { value, source: reader.at(path, `${name} ulimits`) }
    : undefined;
}

/** The first mount that is a file of the repository; why each other one is not taken. */
function mountedFile(
  reader: ComposeReader,
  name: string,
  mounts: readonly Mount[],
  key: string,
): Sourced<string> | undefined {
  let taken: Sourced<string> | undefined;
  for (const mount of mounts) {
    const where = reader.at(['services', name, 'volumes', mount.index], `${name} volumes`);
    const kind = mount.path === undefined ? 'outside' : reader.pathKind(mount.path);
    if (taken) {
      reader.left.push(
        `${where} also mounts ${mount.written} at ${mount.target}: ${key} is one file (${taken.value}); perf-gate leaves out what it includes.`,
      );
    } else if (kind === 'file') {
      taken = { value: reader.inApp(mount.path!), source: where };
    } else {
      const why = {
        outside: 'leads outside the repository',
        folder: `is a folder: set ${key} to the file of it production reads`,
        missing: 'does not exist in the repository',
      }[kind];
      reader.left.push(`${where}: ${mount.written} ${why}; ${key} is not taken from it.`);
    }
  }
  return taken;
}

/** proxy: the nginx.conf the service mounts (at /etc/nginx/nginx.conf first), its image and ulimits. */
export function proxyOf(
  reader: ComposeReader,
  name: string,
  service: Service,
): Topology['proxy'] | undefined {
  const main = (mount: Mount): number => Number(mount.target === '/etc/nginx/nginx.conf');
  const mounts = bindMounts(service.volumes, reader.composeDir)
    .filter((mount) => NGINX_CONF.test(mount.target) || /\.conf$/.test(mount.written))
    .sort((a, b) => main(b) - main(a));
  const config = mountedFile(reader, name, mounts, 'proxy.config');
  if (!config) {
    if (mounts.length === 0) {
      reader.left.push(
        `${reader.at(['services', name], name)} mounts no .conf file of the repository: proxy is not taken (perf-gate needs the nginx.conf production runs).`,
      );
    }
    return undefined;
  }
  const image = interpolated(service.image);
  if (image === undefined) {
    reader.left.push(
      `${reader.at(['services', name, service.image === undefined ? 'build' : 'image'], `${name} image`)}: no image to take (built, or a variable without a default); proxy.image is ${DEFAULTS.proxyImage}.`,
    );
  }
  const ulimits = ulimitsOf(reader, name, service);
  return {
    config,
    ...(image && NGINX.test(imageName(image))
      ? { image: { value: image, source: reader.at(['services', name, 'image'], `${name} image`) } }
      : {}),
    ...(ulimits ? { ulimits } : {}),
  };
}

/** database: the my.cnf the service mounts, else its command's mysqld options; limits. */
export function databaseOf(
  reader: ComposeReader,
  name: string,
  service: Service,
): Topology['database'] {
  const database: Topology['database'] = {};
  const mounts = bindMounts(service.volumes, reader.composeDir).filter(
    (mount) => MY_CNF.test(mount.target) || /\.cnf$/.test(mount.written),
  );
  const server = mountedFile(reader, name, mounts, 'database.server');
  const options = commandOptions(service.command);
  if (server) {
    database.server = server;
    if (options.length > 0) {
      reader.left.push(
        `${reader.at(['services', name, 'command'], `${name} command`)} sets ${options.map((o) => `${o.name}=${o.value}`).join(', ')} over its my.cnf: not taken (database.server is ${server.value}); write them into that file if they matter.`,
      );
    }
  } else if (options.length > 0) {
    const variables: Record<string, Sourced<string>> = {};
    for (const option of options) {
      const path = ['services', name, 'command'];
      const source = reader.at(
        Array.isArray(service.command) ? [...path, option.index] : path,
        `${name} command`,
      );
      try {
        const read = variablesFromConfig({ [option.name]: option.value }, source);
        for (const [variable, { value }] of Object.entries(read.variables)) {
          variables[variable] = { value, source };
        }
        if (read.skipped.length > 0) {
          reader.left.push(`${source}: --${option.name} is not taken: perf-gate sets it itself.`);
        }
      } catch (caught) {
        const message = (caught as Error).message.replace(/\.$/, '');
        reader.left.push(`${message}: --${option.name} is not taken.`);
      }
    }
    if (Object.keys(variables).length > 0) database.variables = variables;
  }
  const resources = resourcesOf(reader, name, service);
  if (resources) database.resources = resources;
  const ulimits = ulimitsOf(reader, name, service);
  if (ulimits) database.ulimits = ulimits;
  const image = interpolated(service.image);
  if (image && image !== DEFAULTS.databaseImage) {
    reader.left.push(
      `${reader.at(['services', name, 'image'], `${name} image`)} runs ${image}; perf-gate.yml's database.image is ${DEFAULTS.databaseImage}: set production's if its version matters.`,
    );
  }
  return database;
}
