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

  get size(): number {
    return this.resources.length;
  }

  /** Releases everything, newest first; concurrent calls share one teardown. */
  release(): Promise<void> {
    this.releasing ??= (async () => {
      while (this.resources.length > 0) {
        const resource = this.resources.pop()!;
        try {
          await resource.release();
        } catch (error) {
          process.stderr.write(
            `perf-gate: could not release ${resource.description}: ${String(error)}\n`,
          );
        }
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
 * On SIGINT/SIGTERM: run `onSignal` (tear down, write the result), then exit with 128+signal.
 * A second signal while tearing down exits at once. Returns a function that uninstalls the handlers.
 */
export function installSignalTeardown(
  onSignal: (signal: NodeJS.Signals) => Promise<void>,
): () => void {
  let handling = false;
  const handler = (signal: NodeJS.Signals): void => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (handling) {
      process.stderr.write(`perf-gate: ${signal} again, exiting without cleanup\n`);
      process.exit(code);
    }
    handling = true;
    process.stderr.write(`perf-gate: ${signal} received, removing containers and processes…\n`);
    onSignal(signal)
      .catch((error: unknown) =>
        process.stderr.write(`perf-gate: teardown failed: ${String(error)}\n`),
      )
      .finally(() => process.exit(code));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
