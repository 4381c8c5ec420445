// Reads the work counters around each measured window: `before()` right before k6 starts,
// `after()` right after it exits. Each side's app is first watched idle (no load) for a moment, so
// that its own background statements (pool keep-alive, schedulers) are measured and taken out.
// Never throws: what cannot be read becomes a note on the window's work, and the latency gate goes
// on without it.
import type { WorkConfig } from '../config/work.js';
import { describeError } from '../errors.js';
import {
  appPerRequest,
  busyRequestThreads,
  openAppCounters,
  type AppCounterReader,
  type AppCounters,
} from './app-counters.js';
import {
  databaseDelta,
  databasePerRequest,
  idleRate,
  type DatabaseCounters,
  type WindowWork,
} from './counters.js';
import {
  openDatabaseCounters,
  type CounterTarget,
  type DatabaseCounterReader,
} from './database-counters.js';

/** The counters as they stood when a window began. */
export interface WorkMark {
  app: WorkedApp;
  appCounters?: AppCounters;
  database?: DatabaseCounters;
  idleStatementsPerSec?: number;
  notes: string[];
}

/**
 * The app a window measures: its container (CPU), management URL (GC pauses) and, when it was
 * booted with perf-gate's work agent, the agent's port (bytes allocated).
 */
export interface WorkedApp {
  containerId: string;
  managementBaseUrl: string;
  workAgentPort?: number;
  /** the app's own HTTP port (its Tomcat connector), to see requests still in progress */
  port?: number;
  /** app.instances above 1: the work is theirs together (CPU, GC, bytes summed) */
  instances?: readonly WorkedApp[];
}

// An app is quiet once its statement counters have not moved for QUIET_MS (requests still queued
// from an overloaded window finish first); QUIET_MAX_MS bounds the wait.
const QUIET_MS = 1_000;
const QUIET_MAX_MS = 20_000;

export interface WorkRecorder {
  /**
   * watches an app with no load for `idleMs` (once per app, before its first warm-up) to measure
   * its own background statements
   */
  idle(app: WorkedApp): Promise<void>;
  /**
   * waits until no app statement arrives for a second and, given the app, its Tomcat has no
   * request in progress (at most 20 s); false when it never got there
   */
  quiesce(app?: WorkedApp): Promise<boolean>;
  /** reads the counters right before a window */
  before(app: WorkedApp): Promise<WorkMark>;
  /**
   * reads them again (or takes `end`, read when the script's teardown() began) and divides by the
   * requests the window completed
   */
  after(mark: WorkMark, requests: number, end?: WorkMark): Promise<WindowWork>;
  close(): Promise<void>;
}

export interface WorkRecorderOptions {
  config: WorkConfig;
  database: CounterTarget;
  progress?: (line: string) => void;
}

/** One recorder per gate; it opens its database connection on first use. */
export function createWorkRecorder(options: WorkRecorderOptions): WorkRecorder {
  let reader: Promise<DatabaseCounterReader> | undefined;
  const idleRates = new Map<string, number>();
  const appReaders = new Map<string, Promise<AppCounterReader>>();
  const readApp = async (app: WorkedApp, notes: string[]): Promise<AppCounters | undefined> => {
    if (app.instances && app.instances.length > 1) {
      const each = await Promise.all(app.instances.map((one) => readOne(one, notes)));
      return each.every((counters) => counters !== undefined) ? sumCounters(each) : undefined;
    }
    return readOne(app, notes);
  };
  const readOne = async (app: WorkedApp, notes: string[]): Promise<AppCounters | undefined> => {
    try {
      let reader = appReaders.get(app.containerId);
      if (!reader) {
        reader = openAppCounters(app);
        appReaders.set(app.containerId, reader);
      }
      return await (await reader).read(notes);
    } catch (error) {
      notes.push(`app counters: ${describeError(error)}`);
      return undefined;
    }
  };
  const open = () => (reader ??= openDatabaseCounters(options.database));

  const readDatabase = async (notes: string[]): Promise<DatabaseCounters | undefined> => {
    try {
      return await (await open()).read();
    } catch (error) {
      notes.push(`database counters: ${describeError(error)}`);
      return undefined;
    }
  };

  return {
    async idle(app) {
      const appKey = app.containerId;
      if (!options.config.enabled || idleRates.has(appKey) || options.config.idleMs <= 0) return;
      const notes: string[] = [];
      await this.quiesce(app);
      const start = await readDatabase(notes);
      await new Promise((resolve) => setTimeout(resolve, options.config.idleMs));
      const end = start && (await readDatabase(notes));
      if (start && end) {
        const rate = idleRate(databaseDelta(start, end));
        idleRates.set(appKey, rate);
        options.progress?.(
          `idle app: ${rate.toFixed(2)} statements/s over ${options.config.idleMs / 1000} s with no load`,
        );
      }
    },

    async quiesce(app) {
      if (!options.config.enabled) return true;
      // Under overload a request can wait longer than a second between two statements (CPU
      // starved, queued for a connection): quiet counters alone are not enough when Tomcat says
      // requests are still in progress.
      const idleApp = async () => {
        for (const one of app?.instances ?? (app ? [app] : []))
          if (((await busyRequestThreads(one)) ?? 0) > 0) return false;
        return true;
      };
      const total = async () => {
        const now = await readDatabase([]);
        if (!now) return undefined;
        let sum = now.executions;
        for (const digest of Object.values(now.digests)) sum += digest.count;
        return sum;
      };
      const deadline = Date.now() + QUIET_MAX_MS;
      let last = await total();
      let quietSince = Date.now();
      while (last !== undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const now = await total();
        if (now !== last) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS && (await idleApp())) return true;
        last = now;
      }
      return false;
    },

    async before(app) {
      const appKey = app.containerId;
      const notes: string[] = [];
      if (!options.config.enabled) return { app, notes };
      const database = await readDatabase(notes);
      const appCounters = await readApp(app, notes);
      const idle = idleRates.get(appKey);
      return {
        app,
        ...(appCounters ? { appCounters } : {}),
        ...(database ? { database } : {}),
        ...(idle === undefined ? {} : { idleStatementsPerSec: idle }),
        notes,
      };
    },

    async after(mark, requests, end) {
      const notes = [...mark.notes, ...(end?.notes ?? [])];
      const work: WindowWork = { requests, elapsedMs: 0, notes };
      if (!options.config.enabled) return work;
      const appNow = mark.appCounters && (end?.appCounters ?? (await readApp(mark.app, notes)));
      if (mark.appCounters && appNow) {
        const perRequest = appPerRequest(mark.appCounters, appNow, requests);
        if (perRequest) work.app = perRequest;
      }
      if (mark.database) {
        const now = end?.database ?? (await readDatabase(notes));
        if (now) {
          const delta = databaseDelta(mark.database, now);
          work.elapsedMs = delta.elapsedMs;
          const perRequest = databasePerRequest(delta, requests, mark.idleStatementsPerSec);
          if (perRequest) work.database = perRequest;
          else notes.push('database counters: the window completed no request');
        }
      }
      return work;
    },

    async close() {
      if (!reader) return;
      await reader.then(
        (r) => r.close(),
        () => undefined,
      );
    },
  };
}

/** Counters of several instances as one app's: each field summed where every instance has it. */
export function sumCounters(each: readonly AppCounters[]): AppCounters {
  const sum: AppCounters = {};
  for (const key of [
    'cpuNanos',
    'gcPauseSeconds',
    'allocatedBytes',
    'threadCpuNanos',
    'agentCpuNanos',
    'compileMs',
  ] as const) {
    if (each.every((counters) => counters[key] !== undefined))
      sum[key] = each.reduce((total, counters) => total + counters[key]!, 0);
  }
  return sum;
}
