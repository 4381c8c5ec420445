// One list of endpoints from the sources and the OpenAPI documents: merged by method and path
// template (variable names aside), the sources' entry keeping its file:line and path, the document's
// adding its operationId, tags, parameters (before the @RequestParam ones of the sources it does not
// declare) and body; each endpoint records where it was found. Pure.
import { basename } from 'node:path/posix';
import type { Endpoint, EndpointParameter } from './endpoints.js';
import type { ApiDocument } from './openapi.js';

/** The origin of endpoints read from Java and Kotlin sources. */
export const SOURCES = 'sources';

/** `GET /owners/{ownerId}` and `GET /owners/{id}` are one endpoint. */
function keyOf(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

function variables(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
}

/** The document's path parameters under the names the sources give them (by position). */
function renamed(parameters: EndpointParameter[], from: string, to: string): EndpointParameter[] {
  const names = new Map(variables(from).map((name, i) => [name, variables(to)[i] ?? name]));
  return parameters.map((parameter) =>
    parameter.in === 'path'
      ? { ...parameter, name: names.get(parameter.name) ?? parameter.name }
      : parameter,
  );
}

/** The document's parameters, then those of the sources it does not declare (same name and place). */
function withParameters(
  documented: readonly EndpointParameter[],
  scanned: readonly EndpointParameter[] = [],
): EndpointParameter[] {
  const declared = (p: EndpointParameter): boolean =>
    documented.some((d) => d.name === p.name && d.in === p.in);
  return [...documented, ...scanned.filter((p) => !declared(p))];
}

/**
 * A document's endpoints with or without its server path, whichever matches more of the sources'
 * (a gateway may serve the API under a path the app itself does not have).
 */
function aligned(document: ApiDocument, known: ReadonlySet<string>): Endpoint[] {
  if (!document.prefix) return document.endpoints;
  const without = document.endpoints.map((endpoint) => ({
    ...endpoint,
    path: endpoint.path.slice(document.prefix.length) || '/',
  }));
  const matches = (list: Endpoint[]): number =>
    list.filter((e) => known.has(keyOf(e.method, e.path))).length;
  return matches(without) > matches(document.endpoints) ? without : document.endpoints;
}

/** Sources first (their order), then what only the documents declare (document order). */
export function mergeEndpoints(
  sources: readonly Endpoint[],
  documents: readonly ApiDocument[],
): Endpoint[] {
  const merged: Endpoint[] = sources.map((endpoint) => ({ ...endpoint, origins: [SOURCES] }));
  const byKey = new Map(
    merged.map((endpoint) => [keyOf(endpoint.method, endpoint.path), endpoint]),
  );
  const known = new Set(byKey.keys());
  // The first document that gives an endpoint parameters is the one whose parameters it takes.
  const documented = new Set<Endpoint>();
  for (const document of documents) {
    for (const described of aligned(document, known)) {
      const key = keyOf(described.method, described.path);
      const found = byKey.get(key);
      if (!found) {
        const added = { ...described, origins: [document.file] };
        merged.push(added);
        byKey.set(key, added);
        continue;
      }
      if (!found.origins!.includes(document.file)) found.origins!.push(document.file);
      if (described.operationId && !found.operationId) found.operationId = described.operationId;
      if (described.tags && !found.tags) found.tags = described.tags;
      if (described.requestBody) found.requestBody = true;
      if (described.bodySample && !found.bodySample) found.bodySample = described.bodySample;
      if (described.parameters && !documented.has(found)) {
        documented.add(found);
        const parameters = renamed(described.parameters, described.path, found.path);
        found.parameters = withParameters(parameters, found.parameters);
      }
    }
  }
  return merged;
}

/**
 * The request bodies the documents gave (`bodySample`), the sources' body types and the parameters
 * the sources and documents gave on the endpoints a booted app reported (Actuator's mappings know no schema and no
 * @RequestParam): matched by method and path template, the app's own parameters first.
 */
export function withFileDetails(
  endpoints: readonly Endpoint[],
  known: readonly Endpoint[],
): Endpoint[] {
  const byKey = new Map(known.map((endpoint) => [keyOf(endpoint.method, endpoint.path), endpoint]));
  return endpoints.map((endpoint) => {
    const found = byKey.get(keyOf(endpoint.method, endpoint.path));
    if (!found) return endpoint;
    const body = endpoint.bodySample ? undefined : found.bodySample;
    const parameters = found.parameters
      ? withParameters(
          endpoint.parameters ?? [],
          renamed(found.parameters, found.path, endpoint.path).map((p) => ({ ...p })),
        )
      : undefined;
    return {
      ...endpoint,
      ...(body ? { requestBody: true, bodySample: body } : {}),
      ...(parameters && parameters.length > 0 ? { parameters } : {}),
      // The sources' @RequestBody type and its fields, for a body captured from a GET answer.
      ...(found.bodyType ? { bodyType: found.bodyType } : {}),
      ...(found.bodyFields ? { bodyFields: found.bodyFields } : {}),
    };
  });
}

/**
 * How many endpoints each origin gave, documents first (`openapi.yml: 12, sources: 7`): a document
 * is named by its file name, or by its path when two share a name.
 */
export function originCounts(
  endpoints: readonly Endpoint[],
): Array<{ label: string; count: number }> {
  const counts = new Map<string, number>();
  for (const endpoint of endpoints) {
    for (const origin of endpoint.origins ?? [SOURCES])
      counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  const documents = [...counts.keys()].filter((origin) => origin !== SOURCES);
  const label = (origin: string): string =>
    documents.filter((other) => basename(other) === basename(origin)).length > 1
      ? origin
      : basename(origin);
  return [...documents, ...(counts.has(SOURCES) ? [SOURCES] : [])].map((origin) => ({
    label: origin === SOURCES ? SOURCES : label(origin),
    count: counts.get(origin)!,
  }));
}

/** Whether some endpoint came from an OpenAPI document. */
export function fromDocuments(endpoints: readonly Endpoint[]): boolean {
  return endpoints.some((endpoint) => endpoint.origins?.some((origin) => origin !== SOURCES));
}
