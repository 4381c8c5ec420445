// Every container and child process the gate starts is registered in one scope, so that every exit
// path — success, error, Ctrl-C, SIGTERM — removes it. Ryuk (testcontainers' reaper) cannot be pulled
// on registry-less machines, so the gate must clean up after itself.

/** A resource that can be released; release must be idempotent and never throw. */
export interface Releasable {
  readonly description: string;
  release(): Promise<void>;
}

/** Holds releasable resources; `release()` tears them all down, newest first. */
export class ResourceScope implements AsyncDisposable {
  private readonly resources: Releasable[] = [];
  private releasing: Promise<void> | undefined;

  /** Registers a resource and returns it, for `const x = scope.add(await start())`. */
  add<T extends Releasable>(resource: T): T {
    this.resources.push(resource);
    return resource;
  }

  /** Forgets a resource the caller released itself. */
  remove(resource: Releasable): void {
    const index = this.resources.indexOf(resource);
    if (index >= 0) this.resources.splice(index, 1);
  }

  /** Puts `next` where `previous` was (or adds it): one resource, a fuller description of it. */
  replace<T extends Releasable>(previous: Releasable, next: T): T {
    const index = this.resources.indexOf(previous);
    if (index >= 0) this.resources[index] = next;
    else this.resources.push(next);
    return next;
  }

  get size(): number {
    return this.resources.length;
  }

  /**
   * Releases everything at once (containers stop in parallel: a cancelled CI job has seconds, not
   * minutes); concurrent calls share one teardown. A release that throws is reported, never fatal.
   */
  release(): Promise<void> {
    this.releasing ??= (async () => {
      while (this.resources.length > 0) {
        const batch = this.resources.splice(0).reverse();
        await Promise.all(
          batch.map((resource) =>
            resource.release().catch((error: unknown) => {
              process.stderr.write(
                `perf-gate: could not release ${resource.description}: ${String(error)}\n`,
              );
            }),
          ),
        );
      }
    })().finally(() => {
      this.releasing = undefined;
    });
    return this.releasing;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.release();
  }
}

/**
 * On SIGINT/SIGTERM, or when the output's reader goes away (EPIPE, reported as SIGPIPE): run
 * `onSignal` (write the result, tear down), then exit 2 (an interrupted run
 * is an environment error; the documented exit codes are 0, 1 and 2). Further signals while
 * tearing down do not cut it short: GitHub cancels with SIGINT and sends SIGTERM about 7.5 s later,
 * and leaving containers behind is worse than a few more seconds. Returns an uninstaller.
 */
export function installSignalTeardown(
  onSignal: (signal: NodeJS.Signals) => Promise<void>,
): () => void {
  let handling = false;
  let outputGone = false;
  // Once the output's reader is gone, every write fails again (and would call back here).
  const say = (line: string): void => {
    if (!outputGone) process.stderr.write(line);
  };
  const handler = (signal: NodeJS.Signals): void => {
    if (handling) {
      if (signal !== 'SIGPIPE')
        say(`perf-gate: ${signal} again; still removing containers and processes…\n`);
      return;
    }
    handling = true;
    say(`perf-gate: ${signal} received, removing containers and processes…\n`);
    onSignal(signal)
      .catch((error: unknown) => say(`perf-gate: teardown failed: ${String(error)}\n`))
      .finally(() => process.exit(INTERRUPTED_EXIT_CODE));
  };
  // A reader of the output that goes away (a killed pipeline, a closed log) makes every later write
  // fail with EPIPE; unhandled, that error ends the process on the spot, containers left running.
  // It tears down like a signal instead; the writes after it go nowhere and are ignored.
  const onWriteError = (error: NodeJS.ErrnoException): void => {
    if (error.code !== 'EPIPE') return;
    outputGone = true;
    handler('SIGPIPE');
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.stdout.on('error', onWriteError);
  process.stderr.on('error', onWriteError);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
    process.stdout.off('error', onWriteError);
    process.stderr.off('error', onWriteError);
  };
}

/** The exit code of an interrupted run: 2, like every environment error. */
export const INTERRUPTED_EXIT_CODE = 2;
