// `perf-gate init --discover` tries every endpoint the starter script would call, once, against the
// booted app with its data loaded: one that does not answer 2xx/3xx is left out of the script and
// named under "check next" with its status and the exception the app logged for it.
import { appExceptions } from '../analysis/app-exceptions.js';
import type { StartedApp } from '../env/app.js';
import type { Endpoint } from './endpoints.js';
import { samplePath } from './render-script.js';

/** How long one try may take before it counts as no answer. */
const TRY_TIMEOUT_MS = 10_000;
/** How long the app's log is given to show the exception of a failed try. */
const LOG_SETTLE_MS = 200;

/** Tries each endpoint once (GET, in turn) and records what it answered on it. */
export async function tryEndpoints(
  app: Pick<StartedApp, 'baseUrl' | 'logMark' | 'logsSince'>,
  endpoints: readonly Endpoint[],
  progress: (line: string) => void = () => undefined,
): Promise<void> {
  for (const endpoint of endpoints) {
    const path = samplePath(endpoint.path, endpoint.parameters);
    const mark = app.logMark();
    let status: number | undefined;
    try {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method: endpoint.method,
        redirect: 'manual',
        signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = undefined;
    }
    const answered = status !== undefined && status >= 200 && status < 400;
    if (answered) {
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
  }
}
