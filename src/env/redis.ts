// The Redis edge: redis-server in a container beside the test database, host networking, on a free
// loopback port, no persistence; PING for readiness, INFO for the report, FLUSHALL between windows.
//
// Hand-written RESP over a socket: three commands with short replies; a client library would add
// reconnect and pooling machinery this edge does not want.
import { createConnection } from 'node:net';
import getPort from 'get-port';
import { EnvironmentError } from '../errors.js';
import { LogTail, hostContainer, isRunning, startContainer, whenReady } from './docker.js';
import type { Releasable, ResourceScope } from './scope.js';

export interface RedisOptions {
  image: string;
  scope?: ResourceScope;
  onProgress?: (line: string) => void;
  startupTimeoutMs?: number;
}

/** Redis's counters as INFO reports them. */
export interface RedisCounters {
  commands: number;
  hits: number;
  misses: number;
}

export interface StartedRedis extends Releasable {
  readonly host: string;
  readonly port: number;
  readonly containerId: string;
  /** SPRING_DATA_REDIS_* (Boot 3) and SPRING_REDIS_* (Boot 2) pointing the app at it */
  readonly env: Record<string, string>;
  counters(): Promise<RedisCounters>;
  flushAll(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends one inline command and returns the whole reply (short replies only). */
export function redisCommand(port: number, command: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (error?: Error): void => {
      socket.destroy();
      if (error) reject(error);
      else resolve(reply);
    };
    socket.setTimeout(timeoutMs, () =>
      done(new Error(`redis ${command}: no reply within ${timeoutMs} ms`)),
    );
    socket.on('error', done);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      const bulk = /^\$(\d+)\r\n/.exec(reply);
      // A simple reply ends with its first CRLF; a bulk reply when its announced length arrived.
      if (
        bulk
          ? Buffer.byteLength(reply) >= bulk[0].length + Number(bulk[1]) + 2
          : reply.endsWith('\r\n')
      )
        done();
    });
  });
}

/** The counters of an `INFO stats` reply. */
export function parseRedisInfo(info: string): RedisCounters {
  const field = (name: string): number =>
    Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return {
    commands: field('total_commands_processed'),
    hits: field('keyspace_hits'),
    misses: field('keyspace_misses'),
  };
}

/** A window's Redis figures from the counters before and after it (the warm-up's left out). */
export function redisWindow(
  before: RedisCounters,
  after: RedisCounters,
  durationSec: number,
): { commands: number; commandsPerSec: number; hits: number; misses: number; hitRatio?: number } {
  // The two INFO calls are commands too: not the app's.
  const commands = Math.max(0, after.commands - before.commands - 1);
  const hits = Math.max(0, after.hits - before.hits);
  const misses = Math.max(0, after.misses - before.misses);
  return {
    commands,
    commandsPerSec: durationSec > 0 ? Math.round((commands / durationSec) * 10) / 10 : 0,
    hits,
    misses,
    ...(hits + misses > 0 ? { hitRatio: Math.round((hits / (hits + misses)) * 1000) / 1000 } : {}),
  };
}

/** Starts redis-server and waits for PONG. */
export async function startRedis(options: RedisOptions): Promise<StartedRedis> {
  const progress = options.onProgress ?? (() => undefined);
  const port = await getPort({ host: '127.0.0.1' });
  const logs = new LogTail();
  const definition = hostContainer(options.image, 'redis', {}, logs).withCommand([
    'redis-server',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--protected-mode',
    'yes',
  ]);
  progress(`starting Redis on 127.0.0.1:${port} (${options.image})`);
  const handle = await startContainer(definition, 'redis', options.image, options.scope);
  const { container, stop } = handle;
  return whenReady(handle, options.scope, async () => {
    const deadline = Date.now() + (options.startupTimeoutMs ?? 30_000);
    for (;;) {
      const pong = await redisCommand(port, 'PING', 1_000).catch(() => '');
      if (pong.startsWith('+PONG')) break;
      if (!(await isRunning(container.getId())) || Date.now() > deadline) {
        throw new EnvironmentError(`Redis did not start:\n${logs.tail(15).join('\n')}`, {
          fix: 'Check services.redis.image: it must run redis-server (the official redis image does).',
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const started: StartedRedis = {
      host: '127.0.0.1',
      port,
      containerId: container.getId(),
      description: `redis container ${container.getId().slice(0, 12)}`,
      env: {
        SPRING_DATA_REDIS_HOST: '127.0.0.1',
        SPRING_DATA_REDIS_PORT: String(port),
        SPRING_REDIS_HOST: '127.0.0.1',
        SPRING_REDIS_PORT: String(port),
      },
      counters: async () => parseRedisInfo(await redisCommand(port, 'INFO stats')),
      flushAll: async () => {
        const reply = await redisCommand(port, 'FLUSHALL');
        if (!reply.startsWith('+OK'))
          throw new EnvironmentError(`Redis FLUSHALL answered ${reply.slice(0, 80)}`);
      },
      stop,
      release: stop,
    };
    return started;
  });
}
