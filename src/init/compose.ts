// A docker-compose file read for the topology it runs the app in: the Nginx service in front, the
// app's service(s) (replicas, CPU and memory limits, ulimits) and the MySQL service (compose-
// services.ts reads each). Every value keeps its file and line; what cannot be used is listed with
// the reason. Pure: the caller says what a path of the repository is (file, folder, missing, outside).
import { posix } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import {
  NGINX,
  databaseOf,
  proxyOf,
  resourcesOf,
  ulimitsOf,
  type ComposeReader,
  type Path,
  type PathKind,
  type Service,
} from './compose-services.js';
import { count, imageName, interpolated, isObject, sameName } from './compose-values.js';
import { emptyTopology, type ComposeRead, type Topology } from './topology.js';

export type { PathKind } from './compose-services.js';

export interface ComposeContext {
  /** the compose file, relative to the repository root (`/`-separated) */
  file: string;
  /** the app folder, relative to the repository root (`.` for the root) */
  appDir: string;
  /** the names the app goes by: spring.application.name, its folder's name */
  appNames: readonly string[];
  /** what a path relative to the repository root is */
  pathKind: (path: string) => PathKind;
}

/** The most instances perf-gate boots (app.instances). */
export const MAX_INSTANCES = 8;
const MAX_ALIASES = 100;
const MYSQL = /^(?:mysql|mysql-server|mariadb|percona|percona-server)$/;
const REDIS = /^(?:redis|redis-stack|valkey|keydb)$/;
const NOT_BOOTED =
  /^(?:postgres|postgresql|postgis|mongo|mongodb|kafka|cp-kafka|zookeeper|cp-zookeeper|rabbitmq|elasticsearch|opensearch|memcached|cassandra)$/;

type Role = 'app' | 'proxy' | 'database' | undefined;

/** `.` for the root, else the path without a trailing `/`. */
function folderOf(path: string): string {
  return posix.normalize(path).replace(/\/$/, '') || '.';
}

function imageOf(service: Service): string {
  return imageName(interpolated(service.image) ?? '');
}

/** Whether the service builds the app folder (`build: ./backend`, or a context and dockerfile). */
function buildsApp(service: Service, composeDir: string, appDir: string): boolean {
  const build = service.build;
  if (build === undefined) return false;
  const context = interpolated(isObject(build) ? (build.context ?? '.') : build);
  if (context === undefined || /^[\w+.-]+:\/\/|^git@/.test(context)) return false;
  const dir = folderOf(posix.join(composeDir, context));
  const dockerfile = isObject(build) ? interpolated(build.dockerfile) : undefined;
  return (
    dir === appDir ||
    (dockerfile !== undefined && folderOf(posix.dirname(posix.join(dir, dockerfile))) === appDir)
  );
}

function roleOf(name: string, service: Service, context: ComposeContext): Role {
  const names = [
    name,
    imageOf(service),
    typeof service.container_name === 'string' ? service.container_name : '',
  ];
  if (
    buildsApp(service, posix.dirname(context.file), folderOf(context.appDir)) ||
    context.appNames.some((app) => names.some((written) => sameName(written, app)))
  ) {
    return 'app';
  }
  const kind = service.image === undefined ? name.toLowerCase() : imageOf(service);
  if (NGINX.test(kind)) return 'proxy';
  if (MYSQL.test(kind)) return 'database';
  return undefined;
}

/** Why a service is not taken. */
function notTaken(service: Service): string {
  const image = imageOf(service);
  if (REDIS.test(image)) return "services.redis follows the app's Spring Data Redis dependency";
  if (NOT_BOOTED.test(image)) return 'perf-gate boots MySQL and Redis only';
  return 'not on the path k6 → Nginx → app → MySQL';
}

/** The app's services: replicas (or several services) add up to app.instances; limits of the first. */
function appOf(
  reader: ComposeReader,
  apps: ReadonlyArray<{ name: string; service: Service }>,
  lineOf: (path: Path) => number,
  shown: string,
): Topology['app'] {
  const topology: Topology['app'] = {};
  let instances = 0;
  for (const { name, service } of apps) {
    const deploy = isObject(service.deploy) ? service.deploy : {};
    const written = deploy.replicas ?? service.scale;
    const replicas = written === undefined ? 1 : count(written);
    if (replicas === undefined) {
      const path = [
        'services',
        name,
        ...(deploy.replicas === undefined ? ['scale'] : ['deploy', 'replicas']),
      ];
      reader.left.push(
        `${reader.at(path, `${name} replicas`)}: ${JSON.stringify(written)} is not taken (not a whole number, or a variable without a default); one instance counted.`,
      );
    }
    instances += replicas ?? 1;
  }
  const first = apps[0]!;
  if (instances > 1) {
    const source =
      apps.length === 1
        ? reader.at(['services', first.name, 'deploy', 'replicas'], `${first.name} deploy.replicas`)
        : `${shown}:${apps.map(({ name }) => lineOf(['services', name])).join(', ')} (services ${apps.map(({ name }) => name).join(', ')} run the app)`;
    if (instances > MAX_INSTANCES) {
      reader.left.push(
        `${source.replace(/ \(.*$/, '')} runs ${instances} instances of the app: perf-gate boots at most ${MAX_INSTANCES} (app.instances: ${MAX_INSTANCES}).`,
      );
    }
    topology.instances = { value: Math.min(instances, MAX_INSTANCES), source };
  }
  const resources = resourcesOf(reader, first.name, first.service);
  if (resources) topology.resources = resources;
  const ulimits = ulimitsOf(reader, first.name, first.service);
  if (ulimits) topology.ulimits = ulimits;
  const environment = ['environment', 'env_file'].find((key) => first.service[key] !== undefined);
  if (environment) {
    reader.left.push(
      `${reader.at(['services', first.name, environment], `${first.name} ${environment}`)} is not taken: perf-gate points the app at its own database; copy into app.env (or app.jvm-options) what changes how the app runs (pool sizes, thread counts, JAVA_OPTS).`,
    );
  }
  return topology;
}

/** Reads a compose file: `describesApp` when one of its services builds or names the app. */
export function readCompose(text: string, context: ComposeContext): ComposeRead {
  const shown = posix.relative(context.appDir, context.file);
  const topology = emptyTopology();
  const left = topology.left;
  const result: ComposeRead = { file: shown, describesApp: false, topology };
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, merge: true, prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line;
    left.push(`${shown}:${line} is not valid YAML (${error.message.split('\n')[0]}): not read.`);
    return result;
  }
  let root: unknown;
  try {
    root = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (caught) {
    left.push(`${shown} cannot be read (${(caught as Error).message}).`);
    return result;
  }
  if (!isObject(root) || !isObject(root.services)) {
    left.push(`${shown} has no services mapping: it is not a compose file, not read.`);
    return result;
  }
  /** The line of a key (or list item); a merged key (`<<: *base`) has none: its parent's. */
  const lineOf = (path: Path): number => {
    for (let n = path.length; n > 0; n--) {
      const parent = n === 1 ? document.contents : document.getIn(path.slice(0, n - 1), true);
      const key = path[n - 1];
      const node = isMap(parent)
        ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
        : isSeq(parent) && typeof key === 'number'
          ? parent.items[key]
          : undefined;
      const range = (node as { range?: [number, number, number] } | undefined)?.range;
      if (range) return lineCounter.linePos(range[0]).line;
    }
    return 1;
  };
  const reader: ComposeReader = {
    at: (path, what) => `${shown}:${lineOf(path)} (${what})`,
    left,
    composeDir: posix.dirname(context.file),
    inApp: (path) => posix.relative(context.appDir, path) || '.',
    pathKind: context.pathKind,
  };
  const services = Object.entries(root.services)
    .filter((entry): entry is [string, Service] => isObject(entry[1]))
    .map(([name, service]) => ({ name, service, role: roleOf(name, service, context) }));
  const apps = services.filter((entry) => entry.role === 'app');
  if (apps.length === 0) {
    left.push(
      `${shown} has no service that builds the app folder or is named ${context.appNames.join(' or ')}: its topology is not taken.`,
    );
    return result;
  }
  result.describesApp = true;
  topology.compose = shown;
  topology.app = appOf(reader, apps, lineOf, shown);
  for (const role of ['proxy', 'database'] as const) {
    const all = services.filter((entry) => entry.role === role);
    const first = all[0];
    if (!first) continue;
    if (all.length > 1) {
      left.push(
        `${shown} runs several ${role === 'proxy' ? 'Nginx' : 'MySQL'} services (${all.map(({ name }) => name).join(', ')}): init reads ${first.name}.`,
      );
    }
    if (role === 'database') topology.database = databaseOf(reader, first.name, first.service);
    else {
      const proxy = proxyOf(reader, first.name, first.service);
      if (proxy) topology.proxy = proxy;
    }
  }
  const others = services.filter((entry) => entry.role === undefined);
  if (others.length > 0) {
    left.push(
      `${shown}: not taken: ${others.map(({ name, service }) => `${name} (${notTaken(service)})`).join(', ')}.`,
    );
  }
  return result;
}
