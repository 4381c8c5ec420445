// What init asks the user to check about the endpoints it found: path variables and required query
// parameters the script had to guess (or could not), endpoints only an OpenAPI document declares,
// and the files or documents it could not read. Pure.
import type { Endpoint } from './endpoints.js';
import { SOURCES, originCounts } from './merge-endpoints.js';
import { guessedQuery, guessedValue } from './sample-path.js';

/** A "check next" line about the endpoints (the shape of facts.ts's Note). */
export interface EndpointNote {
  level: 'warning' | 'check';
  message: string;
}

function variables(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function sampleOf(endpoint: Endpoint, name: string): string | undefined {
  return endpoint.parameters?.find((p) => p.in === 'path' && p.name === name)?.sample;
}

function some(items: string[]): string {
  return items.length > 3
    ? `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`
    : items.join(', ');
}

/** The notes on `endpoints`, of which the starter script calls `called`. */
export function endpointNotes(
  endpoints: readonly Endpoint[],
  called: readonly Endpoint[],
  problems: readonly string[],
): EndpointNote[] {
  const notes: EndpointNote[] = [];
  const check = (message: string): number => notes.push({ level: 'check', message });
  const withVariables = called.filter((endpoint) => endpoint.path.includes('{'));
  const guessed = withVariables.filter((endpoint) =>
    variables(endpoint.path).some((name) => sampleOf(endpoint, name) === undefined),
  );
  const sampled = withVariables.some((endpoint) =>
    variables(endpoint.path).some((name) => sampleOf(endpoint, name) !== undefined),
  );
  if (withVariables.length > 0 && !sampled) {
    check(
      'the k6 script puts 1 into every path variable ({id}): use ids that exist in the seeded database.',
    );
  } else if (guessed.length > 0) {
    check(
      `the k6 script takes path variables from the OpenAPI examples and puts 1 into the others (${some(guessed.map((e) => `${e.method} ${e.path}`))}): use ids that exist in the seeded database.`,
    );
  } else if (sampled) {
    check(
      "the k6 script takes every path variable from the OpenAPI document's examples: check those ids exist in the seeded database.",
    );
  }
  const guesses = called.flatMap((endpoint) => {
    const guessed = guessedQuery(endpoint.parameters ?? []);
    return guessed.length > 0 ? [`${endpoint.method} ${endpoint.path} ?${guessed.join('&')}`] : [];
  });
  if (guesses.length > 0) {
    check(
      `the k6 script guesses the required query parameters no example is given for (${some(guesses)}): use values that find rows in the seeded database.`,
    );
  }
  const missing = called.flatMap((endpoint) =>
    (endpoint.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required && p.sample === undefined)
      .filter((p) => guessedValue(p) === undefined)
      .map((p) => `${endpoint.method} ${endpoint.path} ?${p.name}`),
  );
  if (missing.length > 0) {
    check(
      `required query parameters have no example and no value init can guess from their type (${some(missing)}): the k6 script leaves them out; add values.`,
    );
  }
  const only = endpoints.filter((e) => e.origins && !e.origins.includes(SOURCES));
  if (only.length > 0) {
    const documents = originCounts(only).map((origin) => origin.label);
    check(
      `${only.length} endpoint${only.length === 1 ? ' is' : 's are'} declared only in ${documents.join(', ')}, by no controller of the sources (interfaces generated at build time are read from target/ or build/ after a build): if the app does not serve ${only.length === 1 ? 'it' : 'them'}, take ${only.length === 1 ? 'it' : 'them'} out of the k6 script; init --discover asks the booted app.`,
    );
  }
  for (const problem of problems) check(problem);
  return notes;
}
