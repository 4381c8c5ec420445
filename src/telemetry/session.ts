// The sampler the gate runs around each measured window: about one reading per second of the app
// (Actuator), its containers (cgroup counters), the load generator (k6 REST API and /proc CPU) and
// the host. Readings of one source never overlap: a source still answering when the next tick comes
// is skipped for that tick, so a slow endpoint cannot pile up requests on a loaded app.
import { availableParallelism } from 'node:os';
import type { Side, TelemetryNote, TelemetryRecord } from '../model.js';
import { AppReader, managementPathOf } from './actuator.js';
import { openContainerStats, type ContainerStatsReader } from './containers.js';
import { readK6Api } from './k6-api.js';
import { readHostCpu, readProcessCpuSeconds } from './procfs.js';
import type { TelemetrySample } from './samples.js';
import { buildSeries, round } from './series.js';

export interface TelemetryOptions {
  /** the app's management base URL, e.g. http://127.0.0.1:18080/actuator (context path allowed) */
  managementBaseUrl: string;
  /** Docker container ids of the app and the database, for their CPU and memory */
  containers?: { app?: string; database?: string };
  /** the k6 process (its CPU is the generator's saturation signal) and its REST API address */
  k6?: { pid?: number; apiUrl?: string };
  /** sampling interval; default 1000 ms */
  intervalMs?: number;
  label: { scenario: string; side: Side; round: number };
}

export interface TelemetrySession {
  /** Stops sampling and returns the window's record; never throws (problems are in its notes). */
  stop(): Promise<TelemetryRecord>;
}

type SourceName = 'app' | 'appContainer' | 'databaseContainer' | 'k6Process' | 'k6' | 'host';

/**
 * Starts sampling now; the window's t = 0 is this call. Never throws, also not later: a source
 * that fails is skipped and the record says so in its notes.
 */
export function startTelemetry(options: TelemetryOptions): TelemetrySession {
  const intervalMs = options.intervalMs ?? 1000;
  // A slow reading is still worth having (it carries its own time), so it may take several
  // intervals; meanwhile that source is skipped, never asked twice at once.
  const timeoutMs = Math.max(1000, intervalMs * 5);
  const startedAt = new Date();
  const origin = performance.now();
  const now = (): number => performance.now() - origin;

  const samples: TelemetrySample[] = [];
  const notes: TelemetryNote[] = [];
  const notedOnce = new Set<string>();
  const noteOnce = (note: TelemetryNote): void => {
    if (notedOnce.has(note.message)) return;
    notedOnce.add(note.message);
    notes.push(note);
  };
  const inFlight = new Map<SourceName, Promise<void>>();
  let ticks = 0;
  let k6Answered = false;
  let k6Error: string | undefined;

  const appReader = new AppReader(options.managementBaseUrl, timeoutMs);
  const containerReaders: Partial<Record<'app' | 'database', ContainerStatsReader>> = {};
  const containersReady = Promise.all(
    (['app', 'database'] as const).map(async (role) => {
      const id = options.containers?.[role];
      if (!id) return;
      try {
        const opened = await openContainerStats(id, role);
        opened.notes.forEach(noteOnce);
        if (opened.reader) containerReaders[role] = opened.reader;
      } catch (error) {
        noteOnce({ source: 'container', message: `The ${role} container: ${String(error)}` });
      }
    }),
  );

  /** Runs one source's read unless the previous one is still going; readings carry their time. */
  const sample = (source: SourceName, read: () => Promise<TelemetrySample | undefined>): void => {
    if (inFlight.has(source)) return;
    const running = read()
      .then((reading) => {
        if (reading) samples.push(reading);
      })
      .catch((error: unknown) => {
        noteOnce({ source: sourceKind(source), message: `${source}: ${String(error)}` });
      })
      .finally(() => inFlight.delete(source));
    inFlight.set(source, running);
  };

  const tick = (): void => {
    ticks++;
    sample('app', async () => {
      const startMs = now();
      const snapshot = await appReader.read();
      return snapshot ? { app: { atMs: (startMs + now()) / 2, snapshot } } : undefined;
    });
    for (const role of ['app', 'database'] as const) {
      const reader = containerReaders[role];
      if (!reader) continue;
      sample(role === 'app' ? 'appContainer' : 'databaseContainer', async () => {
        const startMs = now();
        const reading = { atMs: 0, ...(await reader.read()) };
        reading.atMs = (startMs + now()) / 2;
        return role === 'app' ? { appContainer: reading } : { databaseContainer: reading };
      });
    }
    const pid = options.k6?.pid;
    if (pid !== undefined) {
      sample('k6Process', async () => {
        const cpuSeconds = await readProcessCpuSeconds(pid);
        if (cpuSeconds !== undefined) return { k6Process: { atMs: now(), cpuSeconds } };
        noteOnce({
          source: 'k6',
          message: `/proc/${pid}/stat is not readable: the generator's CPU is not sampled (k6 not running, or not on this host).`,
        });
        return undefined;
      });
    }
    const apiUrl = options.k6?.apiUrl;
    if (apiUrl !== undefined) {
      sample('k6', async () => {
        const startMs = now();
        try {
          const reading = await readK6Api(apiUrl, timeoutMs);
          k6Answered = true;
          return { k6: { atMs: (startMs + now()) / 2, ...reading } };
        } catch (error) {
          // k6 opens its API a moment after it starts and closes it when the run ends, which may
          // be before stop(): only an API that never answered is worth a note (made in stop()).
          k6Error ??= String(error);
          return undefined;
        }
      });
    }
    sample('host', async () => {
      const reading = await readHostCpu();
      return reading ? { host: { atMs: now(), ...reading } } : undefined;
    });
  };

  // Self-scheduling on the original grid (t = 0, 1, 2 s...) so the ticks do not drift.
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (): void => {
    if (stopped) return;
    const next = intervalMs - (now() % intervalMs);
    timer = setTimeout(() => {
      tick();
      schedule();
    }, next);
    // Sampling alone must never keep the process alive (e.g. after a crash elsewhere).
    timer.unref();
  };
  void containersReady.then(() => {
    if (stopped) return;
    tick();
    schedule();
  });

  return {
    async stop(): Promise<TelemetryRecord> {
      stopped = true;
      if (timer) clearTimeout(timer);
      const durationSec = now() / 1000;
      await containersReady.catch(() => undefined);
      await Promise.allSettled([...inFlight.values()]);
      if (options.k6?.apiUrl !== undefined && !k6Answered) {
        noteOnce({
          source: 'k6',
          message: `k6's REST API at ${options.k6.apiUrl} never answered (${k6Error ?? 'no reading was taken'}); no VU, iteration or dropped-iteration series.`,
          fix: 'Start k6 with --address 127.0.0.1:<free port> and pass that address as k6.apiUrl.',
        });
      }
      return assembleRecord();

      function assembleRecord(): TelemetryRecord {
        const header = {
          label: { ...options.label },
          startedAt: startedAt.toISOString(),
          durationSec: round(durationSec),
          intervalMs,
          samples: ticks,
        };
        try {
          const ordered = [...samples].sort((a, b) => readingTime(a) - readingTime(b));
          const built = buildSeries(ordered, {
            managementPath: managementPathOf(options.managementBaseUrl),
          });
          const facts = built.facts;
          facts.hostCores = availableParallelism();
          if (appReader.source) facts.appMetricsSource = appReader.source;
          for (const role of ['app', 'database'] as const) {
            const reader = containerReaders[role];
            if (!reader) continue;
            facts[`${role}ContainerStats`] = reader.method;
            if (reader.limits.cpuLimitCores !== undefined) {
              facts[`${role}CpuLimitCores`] = round(reader.limits.cpuLimitCores);
            }
            if (reader.limits.memoryLimitBytes !== undefined) {
              facts[`${role}MemoryLimitMb`] = round(reader.limits.memoryLimitBytes / 1048576);
            }
          }
          return {
            ...header,
            series: built.series,
            facts,
            notes: [...appReader.notes, ...notes, ...built.notes],
          };
        } catch (error) {
          return {
            ...header,
            series: {},
            facts: {},
            notes: [
              { source: 'host', message: `Telemetry could not be assembled: ${String(error)}` },
            ],
          };
        }
      }
    },
  };
}

function readingTime(sample: TelemetrySample): number {
  return (
    sample.app?.atMs ??
    sample.appContainer?.atMs ??
    sample.databaseContainer?.atMs ??
    sample.k6Process?.atMs ??
    sample.k6?.atMs ??
    sample.host?.atMs ??
    0
  );
}

function sourceKind(source: SourceName): TelemetryNote['source'] {
  switch (source) {
    case 'app':
      return 'prometheus';
    case 'appContainer':
    case 'databaseContainer':
      return 'container';
    case 'k6':
    case 'k6Process':
      return 'k6';
    case 'host':
      return 'host';
  }
}
