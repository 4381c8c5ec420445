// `perf-gate init --discover` tries every endpoint the starter script would call, once, against the
// booted app with its data loaded: one that does not answer 2xx/3xx is left out of the script and
// named under "check next" (a write: in the script's comments) with its status and the exception
// the app logged for it. Before that, the app's lists give their first id to the path variables
// that follow them; a write whose body no document describes gets one captured from the answers;
// a POST refused for a value it repeats is tried again with that value made unique.
import { appExceptions } from '../analysis/app-exceptions.js';
import { oneLine } from '../format/shown.js';
import type { StartedApp } from '../env/app.js';
import { captureBodies, type Answer } from './captured-body.js';
import type { Endpoint } from './endpoints.js';
import { calledEndpoints, type AppFacts } from './facts.js';
import { idLists, listIds, setPathSample, writeEndpoints, writesToCapture } from './mix.js';
import type { BodySample } from './openapi-body.js';
import { samplePath } from './sample-path.js';
import {
  findUniqueFields,
  looksDuplicate,
  shareUniqueFields,
  uniqueCandidates,
  withUniqueFields,
} from './unique-values.js';

/** How long one try may take before it counts as no answer. */
const TRY_TIMEOUT_MS = 10_000;
/** How long the app's log is given to show the exception of a failed try. */
const LOG_SETTLE_MS = 200;
/** The longest GET answer kept for capturing write bodies from (captured-body.ts). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** A 2xx JSON answer, parsed; undefined for anything else or one too long to keep. */
async function jsonAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !/\bjson\b/i.test(type) || length > MAX_ANSWER_BYTES) {
    await response.arrayBuffer();
    return undefined;
  }
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > MAX_ANSWER_BYTES) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads each of the app's lists that a path variable of `requests` follows (`GET /owners` for
 * `/owners/{ownerId}`) and gives the variable the first id it holds, so the try (and the script's
 * fallback value) uses a row that exists. A list that answers no ids leaves the value as it was.
 */
export async function fillFromLists(
  app: Pick<StartedApp, 'baseUrl'>,
  facts: AppFacts,
  requests: readonly Endpoint[],
  progress: (line: string) => void = () => undefined,
): Promise<void> {
  const { lists, listOf } = idLists(facts, requests);
  for (const list of lists) {
    const path = samplePath(list.endpoint.path, list.endpoint.parameters);
    let ids: Array<string | number>;
    try {
      const response = await fetch(`${app.baseUrl}${path}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      });
      ids = response.ok ? listIds(await response.json(), list.fields) : [];
    } catch {
      ids = [];
    }
    const filled = requests.filter((request) => listOf.get(request) === list);
    if (ids.length > 0) for (const request of filled) setPathSample(request, String(ids[0]));
    progress(
      ids.length > 0
        ? `discover: GET ${path} holds ${ids.length} id(s); ${filled.length} endpoint(s) are tried with the first, ${ids[0]}`
        : `discover: GET ${path} gave no ids; the endpoints under it are tried with the values the script holds`,
    );
  }
}

/** What one try got: the status (undefined: no answer in time) and, when asked, its JSON. */
interface Tried {
  status: number | undefined;
  json?: unknown;
}

/** One request to `path` with `body` (a write's), reading the JSON answer when `keepJson`. */
async function tryOnce(
  app: Pick<StartedApp, 'baseUrl'>,
  method: string,
  path: string,
  body: { value: unknown; contentType: string } | undefined,
  keepJson = false,
): Promise<Tried> {
  try {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      ...(body
        ? { body: JSON.stringify(body.value), headers: { 'Content-Type': body.contentType } }
        : {}),
    });
    const json = keepJson ? await jsonAnswer(response) : undefined;
    if (!response.bodyUsed) await response.arrayBuffer();
    return json === undefined ? { status: response.status } : { status: response.status, json };
  } catch {
    return { status: undefined };
  }
}

const answeredOk = (status: number | undefined): boolean =>
  status !== undefined && status >= 200 && status < 400;

/**
 * Tries each endpoint once (in turn, a write with its body) and records what it answered on it;
 * given `answers`, the JSON answers of the GETs are added to it (the bodies a write may be captured
 * from); without it no answer is parsed. A POST refused for a value it repeats (409, a duplicate
 * key) is tried again with values made unique (unique-values.ts); the fields that got it through
 * are kept on its body, for the script to make unique on every request.
 */
export async function tryEndpoints(
  app: Pick<StartedApp, 'baseUrl' | 'logMark' | 'logsSince'>,
  endpoints: readonly Endpoint[],
  progress: (line: string) => void = () => undefined,
  answers?: Answer[],
): Promise<void> {
  for (const endpoint of endpoints) {
    const path = samplePath(endpoint.path, endpoint.parameters);
    const mark = app.logMark();
    // A write (init --writes) sends the body the script will send.
    const body =
      endpoint.bodySample && 'value' in endpoint.bodySample ? endpoint.bodySample : undefined;
    const keep = answers !== undefined && endpoint.method === 'GET';
    const { status, json } = await tryOnce(app, endpoint.method, path, body, keep);
    if (json !== undefined && answers) answers.push({ endpoint, path, body: json });
    if (answeredOk(status)) {
      endpoint.tried = { status: status! };
    } else {
      await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
      const exception = appExceptions(app.logsSince(mark).join('\n'))[0]?.line;
      endpoint.tried = {
        status: status ?? 'no answer',
        ...(exception ? { exception } : {}),
      };
    }
    progress(
      `discover: ${endpoint.method} ${path} -> ${status ?? `no answer within ${TRY_TIMEOUT_MS / 1000} s`}`,
    );
    const { status: triedStatus, exception } = endpoint.tried;
    if (body && endpoint.method === 'POST' && looksDuplicate(triedStatus, exception))
      await tryUnique(app, endpoint, path, body, progress);
  }
}

/** The POST again, with its free-text fields made unique, until one set of them gets it through. */
async function tryUnique(
  app: Pick<StartedApp, 'baseUrl'>,
  endpoint: Endpoint,
  path: string,
  body: BodySample,
  progress: (line: string) => void,
): Promise<void> {
  const value = body.value as Record<string, unknown>;
  const candidates = uniqueCandidates(value);
  if (candidates.length === 0) return;
  // The status of the last try that got through (the search's last try may not have).
  let status: number | undefined;
  const fields = await findUniqueFields(candidates, async (tried, suffix) => {
    const sent = { ...body, value: withUniqueFields(value, tried, suffix) };
    const answer = await tryOnce(app, endpoint.method, path, sent);
    if (answeredOk(answer.status)) status = answer.status;
    return answeredOk(answer.status);
  });
  if (!fields) {
    progress(
      `discover: ${endpoint.method} ${path} refused a repeated value; made unique, ${candidates.join(', ')} did not get it through either`,
    );
    return;
  }
  body.unique = fields;
  endpoint.tried = { status: status! };
  progress(
    `discover: ${endpoint.method} ${path} -> ${status} with ${fields.join(', ')} made unique; the script makes ${fields.length === 1 ? 'it' : 'them'} unique on every request`,
  );
}

/** The longest progress line `init --discover` prints; the rest is cut with "…". */
export const PROGRESS_LINE_CHARS = 400;

/**
 * A progress printer whose every line is one line of at most PROGRESS_LINE_CHARS: the lines repeat
 * what the app and its sources hold (paths, ids from its answers, field names), which may carry
 * control characters or be of any length.
 */
export function progressOnOneLine(progress: (line: string) => void): (line: string) => void {
  return (line) => progress(oneLine(line, PROGRESS_LINE_CHARS));
}

/**
 * Each endpoint the starter would call (with --writes, its writes after the reads), tried once: the
 * ones that do not answer are left out. A path variable after one of the app's lists is tried with
 * the first id the list holds, which the script then keeps as its fallback value. A write no
 * document gives a body for gets one captured from the reads' answers (captured-body.ts).
 */
export async function tryStarter(
  app: Pick<StartedApp, 'baseUrl' | 'logMark' | 'logsSince'>,
  facts: AppFacts,
  report: (line: string) => void = () => undefined,
): Promise<void> {
  const progress = progressOnOneLine(report);
  const reads = calledEndpoints(facts);
  const capture = writesToCapture(facts);
  await fillFromLists(app, facts, [...reads, ...writeEndpoints(facts), ...capture], progress);
  // The reads' answers are kept only when a write needs a body from them.
  const answers: Answer[] = [];
  await tryEndpoints(app, reads, progress, capture.length > 0 ? answers : undefined);
  if (capture.length > 0) {
    const captured = captureBodies(capture, answers);
    progress(
      `discover: ${captured} of ${capture.length} write(s) without a described body got one from a GET answer`,
    );
  }
  const writes = writeEndpoints(facts);
  await tryEndpoints(app, writes, progress);
  shareUniqueFields(writes);
}
