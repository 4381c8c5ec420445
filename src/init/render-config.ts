// The perf-gate.yml and GitHub workflow `perf-gate init` writes. Pure: text from the app's facts.
// Written as text rather than through a YAML serializer because the comments (where each value
// came from, what to check) are the point of a starter file.
import { stringify } from 'yaml';
import { SCHEMA_URL } from '../config/json-schema.js';
import { GATE_WINDOWS } from '../config/windows.js';
import { APP_METRIC_MIN_REQUESTS } from '../config/work-metrics.js';
import { RECOMMENDED_K6 } from '../load/k6-version.js';
import { envNamesFor } from '../spring/names.js';
import { DOWNLOAD_ARTIFACT_ACTION, PERF_GATE_ACTION } from './action-pins.js';
import {
  appRunsOwnSql,
  calledEndpoints,
  embeddedDatabase,
  entityCount,
  healthPath,
  bootProfiles,
  hibernateCreatesTables,
  HIBERNATE_DDL_AUTO,
  type AppFacts,
} from './facts.js';
import type { Endpoint } from './endpoints.js';
import { MAX_CREATES, WRITE_EVERY, writeEndpoints } from './mix.js';
import { appTopologyLines, databaseTopologyLines, proxySection } from './render-topology.js';
import {
  rateComment,
  STARTER_DURATION_S,
  STARTER_ROUNDS,
  starterRate,
  windowCost,
} from './starter-load.js';

export {
  MAX_STARTER_RATE,
  STARTER_DURATION_S,
  STARTER_RATE,
  STARTER_REQUESTS,
  STARTER_ROUNDS,
  starterRate,
} from './starter-load.js';

/** A YAML scalar, quoted only when YAML needs it. */
function scalar(value: string | number): string {
  return stringify(value).trimEnd();
}

function flowList(values: readonly string[]): string {
  return `[${values.map(scalar).join(', ')}]`;
}

/** A comment of whole words over lines of at most 100 characters, each starting with `indent# `. */
function commentLines(indent: string, text: string): string[] {
  const lines: string[] = [];
  let line = `${indent}#`;
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > 100 && line !== `${indent}#`) {
      lines.push(line);
      line = `${indent}#`;
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function servingComments(facts: AppFacts): string[] {
  const { spring } = facts;
  const lines = [
    `port ${spring.port.value} (${spring.port.source}; perf-gate gives the app a free port)`,
  ];
  if (spring.contextPath) {
    lines.push(`context path ${spring.contextPath.value} (${spring.contextPath.source})`);
  }
  if (facts.build.dependencies.actuator) {
    lines.push(`health ${spring.healthPath} (Actuator at ${spring.managementBasePath.value})`);
  }
  const available = spring.availableProfiles.length
    ? ` (written for: ${spring.availableProfiles.join(', ')})`
    : '';
  lines.push(`active profiles: ${spring.activeProfiles.join(', ')}${available}`);
  return lines.map((line) => `  #   ${line}`);
}

function datasourceEnv(facts: AppFacts): string[] {
  // perf-gate sets SPRING_DATASOURCE_URL/USERNAME/PASSWORD itself; other pools need pointing at it.
  const named = facts.spring.datasources.filter((d) => d.prefix !== 'spring.datasource');
  const scripts = facts.spring.sqlScriptsFor;
  const hibernate = hibernateCreatesTables(facts);
  if (named.length === 0 && !scripts && !hibernate) return [];
  const lines = [
    named.length > 0 ? "  env: # every datasource points at perf-gate's database" : '  env:',
  ];
  if (scripts) {
    lines.push(
      `    ${scripts.env}: ${scripts.value} # the app's own SQL for MySQL: ${scripts.locations.source} builds its scripts' path from ${scripts.property} (${scripts.source})`,
    );
  }
  for (const datasource of named) {
    lines.push(`    ${datasource.urlVariable}: '{{db.jdbcUrl}}'`);
    lines.push(`    ${envNamesFor(`${datasource.prefix}.username`)[0]}: '{{db.user}}'`);
    lines.push(`    ${envNamesFor(`${datasource.prefix}.password`)[0]}: '{{db.password}}'`);
  }
  if (hibernate) {
    // Spring Boot's default ddl-auto is none on MySQL: the app would find no table.
    const embedded = embeddedDatabase(facts);
    lines.push(
      ...commentLines(
        '    ',
        `Hibernate creates the tables of the app's ${entityCount(facts)} at boot${embedded ? `, as Spring Boot does on the embedded ${embedded} the app otherwise uses` : " (Spring Boot's default on MySQL, none, creates no table)"}. For production-like tables, put the app's schema SQL in database.init (or add migrations) and remove this line.`,
      ),
      `    ${HIBERNATE_DDL_AUTO.env}: ${HIBERNATE_DDL_AUTO.value} # check: no schema SQL or migrations were found`,
    );
  }
  return lines;
}

function databaseSection(facts: AppFacts): string[] {
  const main = facts.spring.datasources[0];
  const declared = main?.url ? ` (the app declares ${main.urlKey} at ${main.url.source})` : '';
  const lines = [
    'database:',
    `  # MySQL in a container stands in for the app's database${declared}.`,
    '  image: mysql:8.4',
    ...databaseTopologyLines(facts.topology),
  ];
  if (facts.migrations) {
    lines.push(
      `  # The schema comes from the app's ${facts.migrations === 'flyway' ? 'Flyway' : 'Liquibase'} migrations when it boots; seed data runs after them.`,
    );
    lines.push(
      facts.sqlFiles.length > 0
        ? `  init-after-boot: ${flowList(facts.sqlFiles)} # check: the data the endpoints read`
        : '  # init-after-boot: [perf/seed.sql] # check: the data the endpoints read',
    );
  } else if (facts.sqlFiles.length > 0) {
    lines.push(
      `  init: ${flowList(facts.sqlFiles)} # check: run in this order before the app boots`,
    );
  } else if (appRunsOwnSql(facts.spring)) {
    lines.push(
      '  # The app creates its schema and data itself at boot (spring.sql.init.mode=always).',
    );
  } else if (hibernateCreatesTables(facts)) {
    lines.push(
      '  # The tables come from Hibernate when the app boots (app.env); seed data runs after it.',
      '  # init-after-boot: [perf/seed.sql] # check: the data the endpoints read',
    );
  } else {
    lines.push(
      '  # init: [db/schema.sql, db/seed.sql] # check: the schema and the data the endpoints read',
    );
  }
  return lines;
}

/** What the starter scenario sends, as the comment above its script. */
function mixComment(facts: AppFacts): string[] {
  const reads = calledEndpoints(facts).length;
  const writes = writeEndpoints(facts).length;
  if (writes === 0) {
    return [
      `    # ${reads} GET endpoint(s) in turn, one request per iteration, each tagged with its name.`,
    ];
  }
  return [
    `    # ${reads} GET endpoint(s) in turn and, every ${WRITE_EVERY}th iteration, ${writes} write(s) (PUT, POST: each POST`,
    `    # creates at most ${MAX_CREATES} rows a window); one request per iteration, each tagged with its name.`,
  ];
}

/**
 * With writes in the mix, their own budget. perf-gate.yml budgets per endpoint name, not per class:
 * the writes' budget is written once (a YAML anchor) and given to each write; the reads keep the
 * scenario's. Only writes sure to be sent in every window get one (a budget naming an endpoint
 * that sent nothing fails).
 */
function writeBudgets(facts: AppFacts, requests: number): string[] {
  const writes = writeEndpoints(facts);
  const turns = Math.floor(requests / WRITE_EVERY) - 1;
  const budgeted = writes.slice(0, Math.max(turns, 0));
  if (budgeted.length === 0) return [];
  const key = (endpoint: Endpoint): string =>
    `'${`${endpoint.method} ${endpoint.path}`.replace(/'/g, "''")}'`;
  return [
    '      # Writes: one budget for the class, set once (&writes) and given to each (*writes); the',
    `      # reads keep the scenario's. A window sends each write about ${Math.round(requests / WRITE_EVERY / writes.length)} times.`,
    '      endpoints:',
    ...budgeted.map((endpoint, i) =>
      i === 0
        ? `        ${key(endpoint)}: &writes { p95: 1s, errors: 5% } # check: what a write may take`
        : `        ${key(endpoint)}: *writes`,
    ),
    ...(budgeted.length < writes.length
      ? [
          `      # ${writes.length - budgeted.length} more write(s) get too few turns a window for a budget of their own.`,
        ]
      : []),
  ];
}

/** perf-gate.yml for the app; `script` is the k6 script's path relative to it. */
export function renderConfig(facts: AppFacts, script: string): string {
  const { build } = facts;
  const health = healthPath(facts);
  const tool = build.tool === 'maven' ? 'Maven' : 'Gradle';
  const reads = calledEndpoints(facts).length;
  const rate = starterRate(reads, writeEndpoints(facts).length);
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    `# perf-gate configuration of ${facts.name}, written by \`perf-gate init\`. Paths are relative to`,
    '# this file; every key is in docs/configuration.md. Lines marked "check" are guesses to confirm.',
    'app:',
    `  # ${tool}${build.wrapper ? ' with its wrapper' : ''} (${build.buildFile}): perf-gate builds each side of a pull request with it.`,
    `  build: ${scalar(build.command)}`,
    `  jar: ${scalar(build.jar)}`,
    '  # Read from the app on every run (shown for reference, set a key below only to override):',
    ...servingComments(facts),
  ];
  const base = facts.spring.managementBasePath.value;
  if (!health.actuator) {
    lines.push(
      `  health: ${scalar(health.path)} # no Actuator: the app is ready when this answers 2xx`,
    );
  } else if (health.path !== `${base === '/' ? '' : base}/health`) {
    // perf-gate derives <base path>/health by itself; a path-mapping moves it.
    lines.push(`  health: ${scalar(health.path)} # management.endpoints.web.path-mapping.health`);
  }
  const profiles = bootProfiles(facts);
  if (profiles) {
    lines.push(
      `  profiles: ${flowList(profiles.names)} # ${profiles.given ? 'given to perf-gate init: the app was read under them and boots under them' : facts.mysqlProfiles ? `the "${facts.mysqlProfiles.profile}" profile declares MySQL (${facts.mysqlProfiles.source}); the app's own are for ${facts.mysqlProfiles.from.split(' ')[0]}` : "check: the app's own load-test profile"}`,
    );
  }
  if (build.java) {
    // No app.image: perf-gate picks the JRE from the jar's class files, which cannot go stale.
    lines.push(
      `  # Java ${build.java.version} (${build.java.source}): perf-gate runs the jar on a JRE of the release its classes need.`,
    );
  }
  lines.push(
    ...appTopologyLines(facts.topology),
    ...datasourceEnv(facts),
    '',
    ...databaseSection(facts),
    '',
    ...(facts.build.dependencies.redis
      ? [
          `services: # ${facts.build.buildFile} depends on Spring Data Redis`,
          '  redis: {} # redis:7 beside the app, reached through SPRING_DATA_REDIS_HOST/PORT; emptied between windows',
          '',
        ]
      : []),
    ...proxySection(facts.topology),
    'scenarios:',
    `  - name: starter`,
    ...mixComment(facts),
    `    script: ${scalar(script)}`,
    `    rate: ${rate} # check: requests per second (open model), as production sees them`,
    ...rateComment(rate, reads),
    `    duration: ${STARTER_DURATION_S}s # keep rate × duration above ${APP_METRIC_MIN_REQUESTS}; warm-up ${GATE_WINDOWS.warmupMs / 1000} s by default`,
    '    budget:',
    `      tps: ${rate} # the rate must be sustained`,
    '      p95: 500ms # check: the latency the service promises',
    '      errors: 1%',
    ...writeBudgets(facts, rate * STARTER_DURATION_S),
    '',
    'compare:',
    `  # On a pull request: the PR against its base, interleaved on the same runner. After ${STARTER_ROUNDS.first} rounds`,
    `  # the gate stops once the answer is decided, else adds rounds up to ${STARTER_ROUNDS.max} (sequential stopping).`,
    windowCost(),
    `  rounds: ${STARTER_ROUNDS.first}`,
    `  max-rounds: ${STARTER_ROUNDS.max}`,
    '',
  );
  return lines.join('\n');
}

/**
 * The workflow for `.github/workflows/perf-gate.yml`; `config` is perf-gate.yml's path from the
 * repository root. Measuring (the PR's code, a read-only token), publishing (no PR code, the
 * write permissions, actions pinned by commit) and, on a push to main, recording main's history
 * (no code either, `contents: write` and `issues: write`) are separate jobs, as in
 * examples/workflows/perf-gate.yml.
 */
export function renderWorkflow(facts: AppFacts, config: string): string {
  const java = String(Math.max(facts.build.java?.version ?? 17, 17));
  return `# Pull-request performance gate, written by \`perf-gate init\`. Mark the "perf-gate" commit status as
# a required check in the branch protection rules once it has run on a pull request.
# The PR's code runs in \`measure\`, whose token is read-only (build code can read its job's token);
# \`publish\` runs no PR code and posts the comment and the status. On a push to main, \`record\`
# (\`contents: write\`, no checkout either) appends the result to main's history on the
# perf-gate-data branch (perf-gate's docs/history.md), and a change point there opens or updates one
# issue (\`issues: write\`); \`history: off\` on its perf-gate step, or removing the job, turns that
# off. \`publish\` reads that history (\`contents: read\`) for the comment's line per scenario.
# Pin perf-gate to the release commit you reviewed, in every job. Fork PRs are measured but not
# published: see perf-gate's fork workflows.
name: perf-gate
on:
  pull_request:
  push:
    branches: [main] # check: your default branch

permissions:
  contents: read

concurrency:
  group: perf-gate-\${{ github.ref }}
  cancel-in-progress: true # perf-gate removes its containers on SIGTERM

jobs:
  measure:
    runs-on: ubuntu-latest
    timeout-minutes: 40
    permissions:
      contents: read # the PR's code runs here: no write permission
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0 # the base commit must be in the clone
          persist-credentials: false # the PR's build runs in this checkout
      - uses: actions/setup-java@v4
        with: { distribution: temurin, java-version: '${java}', cache: ${facts.build.tool} }
      - uses: grafana/setup-k6-action@v1
        with: { k6-version: '${RECOMMENDED_K6}' } # perf-gate drives k6 1.x
      - uses: ${PERF_GATE_ACTION}
        id: gate
        with:
          mode: measure # the result file, job summary and outputs; no GitHub API call
          config: ${scalar(config)}
          # On a pull request the PR is compared with its base; on a push to main the result is
          # uploaded below, and the record job appends it to main's history.
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: perf-gate-result
          path: |
            \${{ steps.gate.outputs.result-path }}
            \${{ steps.gate.outputs.html-report-path }}

  publish:
    needs: measure
    # always(): a failed measurement is published too (an error status without a result file).
    if: always() && github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      contents: read # the comment's line per scenario reads main's history on perf-gate-data
      pull-requests: write # the sticky PR comment
      statuses: write # the commit status used as a required check
    steps:
      # No checkout: nothing of the PR runs here. The artifact goes outside the workspace.
      - uses: ${DOWNLOAD_ARTIFACT_ACTION}
        continue-on-error: true # no artifact: the next step sets the status to error
        with:
          name: perf-gate-result
          path: \${{ runner.temp }}/perf-gate-result
      - uses: ${PERF_GATE_ACTION}
        with:
          mode: publish
          result-path: \${{ runner.temp }}/perf-gate-result/perf-gate-result.json

  record:
    needs: measure
    # A push to main: the result's record goes to main's history on the perf-gate-data branch.
    # !cancelled(): a failed gate is recorded too, a cancelled run is not.
    if: \${{ !cancelled() && github.event_name == 'push' }}
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      contents: write # pushes to the perf-gate-data branch (only this job, which runs no code)
      issues: write # a change point on main opens (or updates) one issue
    steps:
      # No checkout: the action appends through a temporary repository of its own.
      - uses: ${DOWNLOAD_ARTIFACT_ACTION}
        with:
          name: perf-gate-result
          path: \${{ runner.temp }}/perf-gate-result
      - uses: ${PERF_GATE_ACTION}
        with:
          mode: publish # on a push: appends the saved result's record to the history branch
          result-path: \${{ runner.temp }}/perf-gate-result/perf-gate-result.json
`;
}
