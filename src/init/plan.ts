// Which files `perf-gate init` writes where, and what it prints. Pure.
import { join, relative, sep } from 'node:path';
import {
  calledEndpoints,
  embeddedDatabase,
  entityCount,
  hibernateCreatesTables,
  notesFor,
  type AppFacts,
} from './facts.js';
import { fromDocuments, originCounts } from './merge-endpoints.js';
import { writeEndpoints } from './mix.js';
import { renderConfig, renderWorkflow } from './render-config.js';
import { renderScript } from './render-script.js';
import { topologySummary } from './topology.js';

/** The k6 script's path from the app directory. */
export const SCRIPT_PATH = 'k6/perf-gate.js';

export interface PlannedFile {
  /** absolute path */
  path: string;
  content: string;
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

/** The three files for an app in `appDir` whose repository root is `repoRoot`. */
export function planFiles(facts: AppFacts, appDir: string, repoRoot: string): PlannedFile[] {
  const config = join(appDir, 'perf-gate.yml');
  return [
    { path: config, content: renderConfig(facts, SCRIPT_PATH) },
    { path: join(appDir, SCRIPT_PATH), content: renderScript(facts, SCRIPT_PATH) },
    {
      path: join(repoRoot, '.github', 'workflows', 'perf-gate.yml'),
      content: renderWorkflow(facts, posix(relative(repoRoot, config))),
    },
  ];
}

/** The summary's database line: the app's datasource and where its schema comes from. */
function databaseSummary(facts: AppFacts): string {
  const datasource = facts.spring.datasources[0];
  const hibernate = hibernateCreatesTables(facts)
    ? `Hibernate will create the tables of ${entityCount(facts)} in MySQL`
    : undefined;
  const embedded = embeddedDatabase(facts);
  const declared = datasource
    ? `${datasource.database}${datasource.url ? ` (${datasource.url.source})` : ''}${hibernate ? `; ${hibernate}` : ''}`
    : `none declared${hibernate ? ` (${embedded ? `${embedded} on the classpath; ` : ''}${hibernate})` : ''}`;
  return `${declared}${facts.migrations ? `, ${facts.migrations} migrations` : ''}${facts.sqlFiles.length ? `, SQL files: ${facts.sqlFiles.join(', ')}` : ''}`;
}

/** What init prints: what it found, what it wrote, what to check, how to run. */
export function renderSummary(
  facts: AppFacts,
  written: readonly string[],
  cwd: string,
  configPath: string,
): string {
  const { build, spring } = facts;
  const called = calledEndpoints(facts).length;
  const writes = writeEndpoints(facts).length;
  const from = { actuator: 'Actuator mappings', openapi: 'OpenAPI document', sources: 'sources' }[
    facts.endpointsFrom
  ];
  // Read statically from both: how many each origin gave (`openapi.yml: 12, sources: 7`).
  const origins =
    facts.endpointsFrom === 'sources' && fromDocuments(facts.endpoints)
      ? `(${originCounts(facts.endpoints)
          .map((origin) => `${origin.label}: ${origin.count}`)
          .join(', ')})`
      : `from the ${from}`;
  const topology = topologySummary(facts.topology);
  const lines = [
    `perf-gate init: ${facts.name} (${build.tool === 'maven' ? 'Maven' : 'Gradle'}, Java ${build.java?.version ?? '?'}, profiles: ${spring.activeProfiles.join(', ')})`,
    `  serves on port ${spring.port.value}${spring.contextPath ? ` under ${spring.contextPath.value}` : ''}; health ${spring.healthPath}`,
    `  endpoints: ${facts.endpoints.length} ${origins}, ${called} GET${writes ? ` and ${writes} POST/PUT (--writes)` : ''} called by the starter script`,
    `  database: ${databaseSummary(facts)}`,
    ...(topology ? [`  ${topology}`] : []),
    '',
    'wrote:',
    ...written.map((file) => `  ${posix(relative(cwd, file)) || file}`),
    '',
    'check next:',
    ...notesFor(facts).map((note) => `  ${note.level === 'warning' ? '!' : '-'} ${note.message}`),
    '',
    'then:',
    `  1. perf-gate run -c ${configPath}   (needs Docker and k6; prints the verdict)`,
    '  2. commit the files; the workflow gates every pull request and comments its verdict',
    '',
  ];
  return lines.join('\n');
}
