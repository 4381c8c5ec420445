// The JSON Schema of perf-gate.yml, generated from the zod schema (the one source of truth) and
// annotated with the descriptions editors show on hover. scripts/schema.mjs writes it to
// schema/perf-gate.schema.json; `npm run check:schema` fails when that file is stale.
import { z } from 'zod';
import { configFileSchema } from './schema.js';
import { PROBE_MAX_ITERATIONS } from './work.js';
import {
  APP_METRIC_MIN_REQUESTS,
  PROBE_MIN_REQUESTS,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  type WorkMetric,
} from './work-metrics.js';

/** Where the published schema lives; perf-gate init's perf-gate.yml points editors at it. */
export const SCHEMA_URL =
  'https://raw.githubusercontent.com/perf-gate/perf-gate/v0/schema/perf-gate.schema.json';

const DURATION = 'a duration: "500ms", "30s", "2m", "1m30s" (a bare number is seconds)';
const PERCENT = 'a percentage like "1%" or a fraction from 0 to 1';
const MEMORY = 'a memory size: "512m", "2g", "1.5GiB" (a bare number is MB)';

/** "a", "a and b", "a, b and c". */
function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The default work tolerances from the registry: "statements and kinds 5%, rows-examined 10%, …,
 * cpu and gc false". The kinds of statement are folded into the statements when they share their
 * tolerance; the metrics off by default come last.
 */
function workToleranceDefaults(): string {
  const tolerance = (m: WorkMetric) => WORK_METRIC_REGISTRY[m].tolerance;
  const percent = (t: number) => `${Number((t * 100).toPrecision(12))}%`;
  const kinds = WORK_METRICS.filter((m) => WORK_METRIC_REGISTRY[m].kind !== undefined);
  const fold =
    tolerance('statements') !== false &&
    kinds.every((m) => tolerance(m) === tolerance('statements'));
  const judged: string[] = [];
  for (const m of WORK_METRICS) {
    const t = tolerance(m);
    if (t === false || (fold && kinds.includes(m))) continue;
    judged.push(`${m === 'statements' && fold ? 'statements and kinds' : m} ${percent(t)}`);
  }
  const off = WORK_METRICS.filter((m) => tolerance(m) === false);
  return [...judged, ...(off.length > 0 ? [`${listText(off)} false`] : [])].join(', ');
}

/** Hover texts by key path (`[]` steps into an array's items); docs/configuration.md has the long form. */
const DESCRIPTIONS: Record<string, string> = {
  app: 'The Spring Boot app: how to build it and how to run it.',
  'app.directory': "The app's folder, where the build runs (default: this file's folder).",
  'app.build':
    'Build command run in app.directory (default: detected from mvnw, pom.xml, gradlew, build.gradle); null: do not build.',
  'app.jar':
    'Glob of the executable jar, relative to app.directory (default: target/*.jar or build/libs/*.jar).',
  'app.image':
    "JRE image that runs `java -jar`; {java} becomes the Java release the jar's classes need (default eclipse-temurin:{java}-jre).",
  'app.build-image':
    'JDK image the build command runs in when the build is sandboxed (--sandbox on, the sandbox input); {java} becomes the Java release the build file declares (default maven:3.9-eclipse-temurin-{java}).',
  'app.profiles': 'Spring profiles to activate (SPRING_PROFILES_ACTIVE).',
  'app.context-path': "Servlet context path (default: the app's server.servlet.context-path).",
  'app.health':
    'Readiness path (default: <management base path>/health); Actuator paths are served on a separate port.',
  'app.management-base-path':
    "Actuator's base path (default: the app's management.endpoints.web.base-path, else /actuator).",
  'app.jvm-options': 'JVM options, e.g. [-XX:MaxRAMPercentage=60].',
  'app.env':
    'Extra environment for the app; {{db.jdbcUrl}} {{db.host}} {{db.port}} {{db.name}} {{db.user}} {{db.password}} are filled in.',
  'app.resources': 'Container limits of the app: mirror one production instance.',
  'app.startup-timeout': `How long the app may take to become healthy; ${DURATION}.`,
  database: 'The MySQL-compatible database the app runs against.',
  'database.image':
    "Any image honouring the official mysql image's MYSQL_* variables (default mysql:8.4).",
  'database.name': 'Database name the app gets (default app).',
  'database.user': 'User the app connects as (default app).',
  'database.password': 'Password of that user (default: random per run, masked in logs).',
  'database.init': 'SQL files run in order as root once the server answers, relative to this file.',
  'database.init-after-boot':
    'SQL files run after each boot of the app (its Flyway/Liquibase schema applied), before the snapshot.',
  'database.variables':
    'SQL user variables set before each init script: { scale: 1 } → SET @scale = 1.',
  'database.server-args': 'Extra mysqld arguments, e.g. [--max-connections=300].',
  services: 'Services the app needs beside MySQL, each booted in a container of its own.',
  'services.redis':
    'Redis beside the app (spring-data-redis): its host and port reach the app as SPRING_DATA_REDIS_HOST/PORT; emptied between windows.',
  'services.redis.image': 'The Redis image (default redis:7).',
  'services.kafka': 'Not supported yet: refused with the fix.',
  'services.postgresql': 'Not supported yet: refused with the fix.',
  'services.mongodb': 'Not supported yet: refused with the fix.',
  proxy:
    'Nginx in front of the app, as production runs it (docs/configuration.md, "Nginx in front").',
  'proxy.config':
    "The repository's nginx.conf (or a file of server blocks): its upstreams and listen point at the lab, everything else (limit_req, worker_connections, timeouts) as written.",
  'proxy.image': 'The Nginx image (default nginx:stable).',
  'proxy.ulimits': "Nginx's container ulimits, as production sets them ({ nofile: 1024 }).",
  'app.ulimits':
    "The app container's ulimits as production sets them: nofile and nproc, a number (soft = hard) or { soft, hard }. 1,024 open files run out past about a thousand connections.",
  'app.instances':
    'How many containers of the same jar run the app (1 to 8), each with app.resources: behind the proxy when there is one (its upstream lists them all), else k6 sends each request to the next one in turn.',
  'database.ulimits': "The database container's ulimits ({ nofile: 1024 }).",
  'database.server':
    "MySQL server variables as production sets them ({ max_connections: 60, wait_timeout: 600 }), or the path of the repository's my.cnf ([mysqld] groups read; port, bind address and paths left to perf-gate). The pool lint checks instances × pool against max_connections.",
  'database.resources': 'Container limits of the database.',
  'database.startup-timeout': `How long the database may take to answer; ${DURATION}.`,
  'database.init-timeout': `How long each init script may run before it is stopped and the run fails (default 30m); ${DURATION}.`,
  load: 'The k6 load generator.',
  'load.k6': 'Path of the k6 binary on this machine, k6 1.x, used when not sandboxed (default k6).',
  'load.image':
    "Image k6 runs in when sandboxed (--sandbox on, the sandbox input): the k6 script is the pull request's code (default grafana/k6:1.8.1).",
  'load.pre-allocated-vus': 'VUs k6 starts with (default max(10, rate/2)).',
  'load.max-vus': 'VUs k6 may grow to (default max(50, 4 × rate)).',
  scenarios: 'The load scenarios; each is measured and judged on its own.',
  'scenarios[].name': 'Letters, digits, "-", "_" or "."; it names files and tags.',
  'scenarios[].script':
    'Path of a k6 script, relative to this file (or "requests"); give either script or requests.',
  'scenarios[].requests':
    'The requests to send instead of a script (the bundled generic scenario): path, params, method, weight, headers, body, status.',
  'scenarios[].requests[].name':
    'The endpoint\'s name in the report (k6\'s name tag); default "METHOD /path".',
  'scenarios[].requests[].method': 'GET (default), POST, PUT, PATCH, DELETE, HEAD or OPTIONS.',
  'scenarios[].requests[].path':
    "Path appended to the app's URL (context path included), with {placeholders} from params.",
  'scenarios[].requests[].weight': 'Relative share of the iterations (default 1).',
  'scenarios[].requests[].params':
    'Values of the {placeholders}: "1..2000" (a random whole number), a list (a random item) or one value.',
  'scenarios[].requests[].headers': 'Request headers; {placeholders} are filled in.',
  'scenarios[].requests[].body': 'A string sent as it is, or an object sent as JSON.',
  'scenarios[].requests[].status': 'The expected status (default any 2xx or 3xx).',
  'scenarios[].rate': 'Target arrival rate: iterations per second (open model).',
  'scenarios[].warmup': `Warm-up at the target rate before each window, excluded from the measurement (default 3s; capacity and sweep: 10s); ${DURATION}.`,
  'scenarios[].duration': `The measured window (default: 150 iterations at the rate, 5s to 30s; capacity and sweep: 20s); ${DURATION}.`,
  'scenarios[].executor':
    "gate: perf-gate runs a constant-arrival-rate scenario; script: the script's own scenarios.",
  'scenarios[].mix':
    "With executor gate, a script whose k6 scenarios run named functions (exec) keeps their mix: each scenario's share of the iterations, by k6 scenario name (default: its arrival rate, or its VUs for VU-based executors).",
  'scenarios[].pre-allocated-vus':
    'VUs k6 starts with for this scenario (overrides load.pre-allocated-vus).',
  'scenarios[].max-vus': 'VUs k6 may grow to for this scenario (overrides load.max-vus).',
  'scenarios[].env':
    'Passed to the script as __ENV; {{app.url}} (BASE_URL), {{app.origin}}, {{app.host}} and {{app.port}} name the app under test, for scripts that read its URL from their own variable.',
  'scenarios[].budget': 'Absolute limits; a breach fails the gate.',
  'scenarios[].budget.tps': 'Sustained rate: achieved ≥ target − 2 %, no dropped iterations.',
  'scenarios[].budget.p95': `95th percentile latency limit; ${DURATION}.`,
  'scenarios[].budget.p99': `99th percentile latency limit; ${DURATION}.`,
  'scenarios[].budget.errors': `Error rate limit; ${PERCENT}.`,
  'scenarios[].budget.endpoints':
    'Per-endpoint limits, by the endpoint (name) tag of the requests.',
  warmup:
    'Warm-up to steady state after each boot: short windows at the target rate until their p95s agree.',
  'warmup.steady': 'Run short windows after the ramp until the app is steady (default true).',
  'warmup.boot': `After each boot, drive the app this long at a rate rising to warmup.boot-rate times the scenario rate, so the JIT compiles its hot paths before any window (default 20s; 0s: none); ${DURATION}.`,
  'warmup.boot-rate':
    'How many times the scenario rate the boot warm-up reaches, ramped a third each at 1/4, 1/2 and all of it (default 4; 1 to 20).',
  'warmup.step': `Length of each short window; ${DURATION}.`,
  'warmup.windows': 'How many successive short windows must agree (default 3).',
  'warmup.tolerance': `How far their median latencies may lie above the lowest (or 1 ms); ${PERCENT}.`,
  'warmup.jit': `The largest share of each short window the JIT may spend compiling for the app to count as warm (read by perf-gate's work agent, so only with compare.work on; default 10%); ${PERCENT}.`,
  'warmup.max': `One budget, in short windows, for the warm-up after the ramp: the raised-rate JIT windows, then the steady-state check, which always gets its warmup.windows windows (default 45s). Past it the gate measures anyway; it warns when the latency had not settled (finding warmup.not-steady) and notes when only the JIT was still compiling (warmup.still-compiling); ${DURATION}.`,
  compare: 'Pull request against its base: interleaved rounds on the same runner.',
  'compare.base': 'auto (the PR base on pull_request), none, or a git ref.',
  'compare.rounds':
    'Interleaved base/PR pairs of windows: the first look with max-rounds (default 5, up to 10; set alone: that many, fixed).',
  'compare.max-rounds':
    'Sequential stopping: after compare.rounds, one more round at a time while the comparison is undecided, up to this cap (default 10 when neither rounds nor max-rounds is set; equal to rounds: off).',
  'compare.spending':
    'obrien-fleming (default) | pocock: how sequential stopping spends its error over the looks.',
  'compare.order': 'alternate | abba | random (seeded).',
  'compare.seed':
    'Seed of the boot order and random window order (default: fresh per gate, recorded).',
  'compare.pause-idle': "Freeze the idle side's app (docker pause) during the other side's window.",
  'compare.reuse-app': "Boot each side's app once and keep it across rounds (default true).",
  'compare.instance-noise': `Latency offset two app instances of one jar can have (default 1.5%); ${PERCENT}.`,
  'compare.speed-adjustment':
    "Share of the change in k6's CPU per request between a pair's two windows taken out of their latency change: k6 does the same work per request on both sides, so it reads how fast the runner ran (default 0: off, since that reading also moves with a real regression; perf-gate noise fits it for a runner class).",
  'compare.steal-adjustment':
    "Share of the difference in the hypervisor's steal between a pair's two windows (PR − base, percentage points of the host's CPU) taken out of their latency change, ln PR/base, overall and per endpoint (default 0.057, fitted on 125 recorded gates; 0: off; 0 to 0.5).",
  'compare.runners':
    "Instance noise, speed and steal adjustment per runner class, for pull requests that land on several (a hosted runner label does): the gate takes the first entry whose cpu is part of the machine's CPU model (and whose cores match, when set); perf-gate noise prints the list.",
  'compare.runners[].cpu':
    'A part of the CPU model, case-insensitive: "EPYC", "Xeon(R) Platinum 8370C".',
  'compare.runners[].cores': "The runner's cores; unset: any.",
  'compare.runners[].instance-noise': `That class's instance noise (unset: compare.instance-noise); ${PERCENT}.`,
  'compare.runners[].speed-adjustment':
    "That class's speed adjustment, 0 to 3 (unset: compare.speed-adjustment).",
  'compare.runners[].steal-adjustment':
    "That class's steal adjustment, 0 to 0.5 (unset: compare.steal-adjustment).",
  'compare.primary':
    'The comparisons that decide the verdict (default [latency, errors]); the others (p95, p99, tps, endpoints) are diagnostics, shown but not deciding.',
  'compare.endpoints':
    "true (default): each endpoint's geometric-mean latency can fail the gate, under one false-alarm budget with the primary comparisons; false: the endpoints are diagnostics only.",
  'compare.tolerance': `Allowed change before a regression is called, per metric (latency: the geometric mean of all requests, default 10%); ${PERCENT}.`,
  'compare.confidence': 'Two-sided confidence of the intervals over pairs (default 0.9).',
  'compare.work':
    'Work per request (SQL statements and shapes, rows examined, CPU, bytes allocated, GC) compared base vs PR.',
  'compare.work.enabled': 'false: read no work counters (default true).',
  'compare.work.idle': `How long each idle app is watched for its own background statements; ${DURATION}; 0: off.`,
  'compare.work.probe': `Iterations of the per-endpoint probe each side runs after the timed windows, at least: more (up to ${PROBE_MAX_ITERATIONS}) when an endpoint of the windows would get fewer than the ${PROBE_MIN_REQUESTS} requests its bytes per request are judged from; 0: no probe.`,
  'compare.work.seed': "Seed of k6's Math.random, the same for every window of both sides.",
  'compare.work.tolerance': `Allowed change per request before a work regression is called, per metric (defaults: ${workToleranceDefaults()}; the app's figures are judged on windows of ${APP_METRIC_MIN_REQUESTS} requests or more); ${PERCENT}, or false (reported, not judged).`,
  gate: 'How the verdict becomes a check.',
  'gate.fail-on-inconclusive': 'Fail the check on an inconclusive verdict (default false).',
  'gate.fail-on-findings': 'Fail the check on lint/diagnosis warnings (default false).',
  'gate.script-thresholds':
    "What a threshold of the k6 script's own does when crossed in most measured windows: warn (default), fail the check, or ignore.",
  'gate.comment-id':
    'Several gates in one repository keep separate PR comments and commit statuses (perf-gate/<id>).',
};

type JsonObject = Record<string, unknown>;

function child(node: JsonObject | undefined, step: string): JsonObject | undefined {
  if (!node) return undefined;
  if (step === '[]') return node.items as JsonObject | undefined;
  return (node.properties as Record<string, JsonObject> | undefined)?.[step];
}

function describeAt(root: JsonObject, path: string, text: string): void {
  let node: JsonObject | undefined = root;
  for (const step of path.replace(/\[\]/g, '.[]').split('.')) node = child(node, step);
  if (!node) throw new Error(`json-schema: no key ${path} in the perf-gate.yml schema`);
  node.description = text;
}

/** The JSON Schema of perf-gate.yml as a user writes it (input side: units as text). */
export function configJsonSchema(): JsonObject {
  const generated = z.toJSONSchema(configFileSchema, {
    io: 'input',
    // Units are checked by transforms the schema cannot express; their input types are kept.
    unrepresentable: 'any',
  }) as JsonObject;
  for (const [path, text] of Object.entries(DESCRIPTIONS)) describeAt(generated, path, text);
  for (const owner of ['app.resources', 'database.resources']) {
    describeAt(generated, `${owner}.cpus`, 'CPU limit, e.g. 2 or 1.5.');
    describeAt(generated, `${owner}.memory`, `Memory limit; ${MEMORY}.`);
  }
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: SCHEMA_URL,
    title: 'perf-gate.yml',
    description:
      'perf-gate configuration: the Spring Boot app, its database, the k6 scenarios and their budgets. Generated from src/config/schema.ts.',
    ...rest,
  };
}

/** The committed file's text: stable key order, two-space indent, trailing newline. */
export function configJsonSchemaText(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}
