// When the script's setup() has returned and when its teardown() begins, told by the wrapper
// (PHASES, src/load/wrapper-runtime.ts) with a request to this loopback listener. The work counters
// are read right then, before k6 answers and the scenarios start: a setup() that logs in a hundred
// users (a bcrypt hash each) would otherwise count in the work of every request of the window.
// The wrapper waits for the answer, so the reading is exact, not a poll of k6's status.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

export type Phase = 'run' | 'teardown';

export interface PhaseListener<T> {
  /** for the wrapper: PERF_GATE_PHASE_URL */
  url: string;
  /** what `onPhase` returned for each phase the wrapper reported (a failed reading is left out) */
  readings(): Promise<Partial<Record<Phase, T>>>;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 for the wrapper's phase reports; `onPhase` runs before the answer goes
 * back, so k6 waits for it. Each phase is taken once (a second report of it is answered, not read).
 */
export async function listenForPhases<T>(
  onPhase: (phase: Phase) => Promise<T>,
): Promise<PhaseListener<T>> {
  const taken = new Map<Phase, Promise<T | undefined>>();
  const server = createServer((request, response) => {
    void text(request)
      .then(async (body) => {
        const phase = (JSON.parse(body) as { phase?: unknown }).phase;
        if (phase !== 'run' && phase !== 'teardown') {
          response.writeHead(400).end();
          return;
        }
        if (!taken.has(phase))
          taken.set(
            phase,
            onPhase(phase).catch(() => undefined),
          );
        await taken.get(phase);
        response.writeHead(204).end();
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/phase`,
    async readings() {
      const out: Partial<Record<Phase, T>> = {};
      for (const [phase, reading] of taken) {
        const value = await reading;
        if (value !== undefined) out[phase] = value;
      }
      return out;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
