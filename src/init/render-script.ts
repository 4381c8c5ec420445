// The starter k6 script `perf-gate init` writes. Pure. Each request carries k6's `name` tag
// ("GET /contents/{id}"): the convention k6 users know for grouping URLs with variables into one
// metric, and what perf-gate's report breaks figures down by.
import type { Endpoint, EndpointParameter } from './endpoints.js';
import { calledEndpoints, failedEndpoints, type AppFacts } from './facts.js';
import { fromDocuments, originCounts } from './merge-endpoints.js';

/**
 * The path with every `{variable}` filled: the OpenAPI document's sample value (example, default or
 * first enum value) when it gives one, else 1 (a first guess the user is asked to check); required
 * query parameters with a sample value are added as a query string.
 */
export function samplePath(path: string, parameters: readonly EndpointParameter[] = []): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const sample = parameters.find((p) => p.in === 'path' && p.name === name)?.sample;
    return sample === undefined ? '1' : encodeURIComponent(sample);
  });
  const query = parameters
    .filter((p) => p.in === 'query' && p.required && p.sample !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.sample!)}`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** Whether some path variable of a called endpoint takes a value from an OpenAPI document. */
function sampled(called: readonly Endpoint[]): boolean {
  return called.some((endpoint) =>
    (endpoint.parameters ?? []).some((p) => p.in === 'path' && p.sample !== undefined),
  );
}

/** Text of a `//` comment line: a line break in a path the app reported would end the comment. */
function commentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function requestLine(endpoint: Endpoint): string {
  const name = `${endpoint.method} ${endpoint.path}`;
  return `  { method: ${quote(endpoint.method)}, path: ${quote(samplePath(endpoint.path, endpoint.parameters))}, name: ${quote(name)} }, // ${endpoint.source}`;
}

/** The k6 script (`file`: its path from the app directory): the app's GET endpoints in turn. */
export function renderScript(facts: AppFacts, file: string): string {
  const called = calledEndpoints(facts);
  const failed = failedEndpoints(facts);
  const others = facts.endpoints.filter(
    (endpoint) => !called.includes(endpoint) && !failed.includes(endpoint),
  );
  const requests =
    called.length > 0
      ? called.map(requestLine)
      : [
          "  // No GET endpoint was found: add the app's requests here, e.g.",
          "  // { method: 'GET', path: '/orders/1', name: 'GET /orders/{id}' },",
        ];
  const notCalled =
    others.length > 0
      ? [
          '',
          '// Found but not called: they change data or need a request body. To add one, give it a body:',
          "//   http.request('POST', `${BASE_URL}/orders`, JSON.stringify({ … }),",
          "//     { headers: { 'Content-Type': 'application/json' }, tags: { name: 'POST /orders' } });",
          ...others.map(
            (endpoint) =>
              `//   ${commentText(`${endpoint.method} ${endpoint.path}  (${endpoint.source})`)}`,
          ),
        ]
      : [];
  const leftOut =
    failed.length > 0
      ? [
          '',
          '// Tried once by `perf-gate init --discover` and left out: they did not answer 2xx/3xx.',
          ...failed.map(
            (endpoint) =>
              `//   ${commentText(`${endpoint.method} ${samplePath(endpoint.path, endpoint.parameters)}  -> ${endpoint.tried!.status}`)}`,
          ),
        ]
      : [];
  const from =
    facts.endpointsFrom === 'sources' && fromDocuments(facts.endpoints)
      ? originCounts(facts.endpoints)
          .map((origin) => origin.label)
          .join(', ')
      : facts.endpointsFrom;
  const variables = sampled(called)
    ? [
        "// Path variables hold the OpenAPI document's example, else 1: use ids that exist in the seeded",
        "// database. The `name` tag groups every URL of one endpoint (k6's convention); the report has",
        '// one row per name.',
      ]
    : [
        '// Path variables hold 1: use ids that exist in the seeded database. The `name` tag groups every',
        "// URL of one endpoint (k6's convention); the report has one row per name.",
      ];
  return `// Starter load test of ${facts.name}, written by \`perf-gate init\` from its endpoints (${from}).
// perf-gate runs it at the scenario's rate (iterations per second, open model) and sets BASE_URL to
// the app it booted, context path included. Try it against a running app with
//   k6 run -e BASE_URL=http://127.0.0.1:${facts.spring.port.value}${facts.spring.contextPath?.value ?? ''} --iterations ${Math.max(called.length, 1)} ${file}
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:${facts.spring.port.value}${facts.spring.contextPath?.value ?? ''}';

${variables.join('\n')}
const requests = [
${requests.join('\n')}
];
${[...leftOut, ...notCalled].join('\n')}${leftOut.length + notCalled.length ? '\n' : ''}
export default function () {
  if (requests.length === 0) return;
  const request = requests[exec.scenario.iterationInTest % requests.length];
  const response = http.request(request.method, BASE_URL + request.path, null, {
    tags: { name: request.name },
  });
  check(response, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });
}
`;
}
