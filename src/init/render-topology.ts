// The perf-gate.yml lines of the proposed topology (render-config.ts places them): each key with a
// trailing comment naming the file and line it came from. Pure.
import { stringify } from 'yaml';
import type { Ulimit } from './compose-values.js';
import type { Resources, Sourced, Topology, Ulimits } from './topology.js';

/** The starter's app.resources when nothing says what production gives the app. */
const DEFAULT_RESOURCES = { cpus: 2, memory: '2g' };

function scalar(value: string | number): string {
  return typeof value === 'string' && /^\d+$/.test(value) ? value : stringify(value).trimEnd();
}

function ulimitText(value: Ulimit): string {
  return typeof value === 'number' ? String(value) : `{ soft: ${value.soft}, hard: ${value.hard} }`;
}

function ulimitsText(ulimits: Ulimits): string {
  const entries = (['nofile', 'nproc'] as const).flatMap((name) => {
    const value = ulimits[name];
    return value === undefined ? [] : [`${name}: ${ulimitText(value)}`];
  });
  return `{ ${entries.join(', ')} }`;
}

function ulimitsLine(indent: string, ulimits: Sourced<Ulimits> | undefined): string[] {
  return ulimits ? [`${indent}ulimits: ${ulimitsText(ulimits.value)} # ${ulimits.source}`] : [];
}

function resourcesText(resources: Resources, fallback: Resources): string {
  const cpus = resources.cpus ?? fallback.cpus;
  const memory = resources.memory ?? fallback.memory;
  const entries = [
    ...(cpus === undefined ? [] : [`cpus: ${cpus}`]),
    ...(memory === undefined ? [] : [`memory: ${scalar(memory)}`]),
  ];
  return `{ ${entries.join(', ')} }`;
}

/** app.resources, app.instances and app.ulimits (resources: the starter's when none was found). */
export function appTopologyLines(topology: Topology | undefined): string[] {
  const app = topology?.app;
  const resources = app?.resources;
  const lines = [
    resources
      ? `  resources: ${resourcesText(resources.value, DEFAULT_RESOURCES)} # ${resources.source}${resources.value.cpus === undefined ? '; cpus: check' : ''}${resources.value.memory === undefined ? '; memory: check' : ''}`
      : `  resources: ${resourcesText(DEFAULT_RESOURCES, {})} # check: the CPU and memory of one production instance`,
  ];
  if (app?.instances) {
    lines.push(
      `  instances: ${app.instances.value} # ${app.instances.source}: containers of the jar, each with these resources`,
    );
  }
  lines.push(...ulimitsLine('  ', app?.ulimits));
  return lines;
}

/** database.server, database.resources and database.ulimits, after database.image. */
export function databaseTopologyLines(topology: Topology | undefined): string[] {
  const database = topology?.database;
  if (!database) return [];
  const lines: string[] = [];
  if (database.server) {
    lines.push(
      `  server: ${scalar(database.server.value)} # ${database.server.source}: the server variables of its [mysqld] group`,
    );
  } else if (database.variables) {
    lines.push('  server: # MySQL server variables, as production starts mysqld');
    for (const [name, { value, source }] of Object.entries(database.variables)) {
      lines.push(`    ${name}: ${scalar(value)} # ${source}`);
    }
  }
  if (database.resources) {
    lines.push(
      `  resources: ${resourcesText(database.resources.value, {})} # ${database.resources.source}`,
    );
  }
  lines.push(...ulimitsLine('  ', database.ulimits));
  return lines;
}

/** The proxy section (with a blank line after it), or nothing. */
export function proxySection(topology: Topology | undefined): string[] {
  const proxy = topology?.proxy;
  if (!proxy) return [];
  const instances = topology.app.instances?.value;
  return [
    `proxy: # Nginx in front of the app${topology.compose ? `, as ${topology.compose} runs it` : ''}`,
    `  config: ${scalar(proxy.config.value)} # ${proxy.config.source}; its upstream becomes ${instances ? `the ${instances} app instances` : 'the app'}, its listen a free port`,
    ...(proxy.image ? [`  image: ${scalar(proxy.image.value)} # ${proxy.image.source}`] : []),
    ...ulimitsLine('  ', proxy.ulimits),
    '',
  ];
}
