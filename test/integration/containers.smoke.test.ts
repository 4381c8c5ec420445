// Proves the container environment is real: a database container through testcontainers, host
// networking, a free loopback port, a real query, and nothing left behind; the server variables of
// database.server (a my.cnf's [mysqld] group) and the container's ulimits as the server itself
// reports them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverArguments, variablesFromMyCnf } from '../../src/config/server-variables.js';
import { startDatabase } from '../../src/env/database.js';
import { redisCommand, redisWindow, startRedis } from '../../src/env/redis.js';
import { ResourceScope } from '../../src/env/scope.js';
import { perfGateContainers, requireDocker, testImages } from '../support/environment.js';

describe('container environment', () => {
  beforeAll(async () => {
    await requireDocker();
  });

  it('starts the database image on a loopback port, answers a query, and is removed on stop', async () => {
    const before = await perfGateContainers(process.pid);
    const database = await startDatabase({
      image: testImages.database,
      database: 'smoke',
      user: 'smoke',
      password: 'smoke-pass',
      ulimits: { nofile: { soft: 1024, hard: 1024 } },
      serverArgs: serverArguments(
        variablesFromMyCnf('[mysqld]\nmax-connections = 60\nwait_timeout = 600\n', 'my.cnf'),
      ),
    });
    let stopped = false;
    try {
      expect(database.host).toBe('127.0.0.1');
      expect(database.port).toBeGreaterThan(1024);
      const rows = await database.query<Array<{ answer: number; db: string }>>(
        'SELECT 6 * 7 AS answer, DATABASE() AS db',
      );
      expect(rows[0]).toEqual({ answer: 42, db: 'smoke' });
      const limits = await database.query<Array<{ connections: number; timeout: number }>>(
        'SELECT @@max_connections AS connections, @@wait_timeout AS timeout',
      );
      expect(limits[0]).toEqual({ connections: 60, timeout: 600 });
      // The server sizes its file table within the container's nofile limit.
      const files = await database.query<Array<{ files: number }>>(
        'SELECT @@open_files_limit AS files',
      );
      expect(Number(files[0]!.files)).toBeLessThanOrEqual(1024);
      expect(await perfGateContainers(process.pid)).toContain(database.containerId);
      await database.stop();
      stopped = true;
      expect(await perfGateContainers(process.pid)).toEqual(before);
    } finally {
      if (!stopped) await database.stop();
    }
  });

  it('starts Redis on a loopback port, counts its commands, empties it, and removes it', async () => {
    expect(testImages.redis, 'run scripts/provision: it builds the local Redis image').not.toBe('');
    const before = await perfGateContainers(process.pid);
    await using scope = new ResourceScope();
    const redis = await startRedis({ image: testImages.redis, scope });
    expect(redis.env).toMatchObject({
      SPRING_DATA_REDIS_HOST: '127.0.0.1',
      SPRING_DATA_REDIS_PORT: String(redis.port),
    });
    const start = await redis.counters();
    expect(await redisCommand(redis.port, 'SET k v')).toBe('+OK\r\n');
    expect(await redisCommand(redis.port, 'GET k')).toBe('$1\r\nv\r\n');
    expect(await redisCommand(redis.port, 'GET nothing')).toBe('$-1\r\n');
    const window = redisWindow(start, await redis.counters(), 1);
    expect(window).toMatchObject({ commands: 3, hits: 1, misses: 1, hitRatio: 0.5 });
    await redis.flushAll();
    expect(await redisCommand(redis.port, 'DBSIZE')).toBe(':0\r\n');
    await scope.release();
    expect(await perfGateContainers(process.pid)).toEqual(before);
  });

  it('runs init scripts with SQL variables before handing the database over', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'perf-gate-init-'));
    const script = join(dir, 'seed.sql');
    await writeFile(
      script,
      'CREATE TABLE item (id INT PRIMARY KEY);\n' +
        'INSERT INTO item (id) WITH RECURSIVE seq (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 100 * COALESCE(@scale, 1)) SELECT n FROM seq;\n',
    );
    await using database = await startDatabase({
      image: testImages.database,
      database: 'seeded',
      user: 'app',
      password: 'app-pass',
      initScripts: [script],
      variables: { scale: 0.5 },
    });
    const rows = await database.query<Array<{ total: number }>>(
      'SELECT COUNT(*) AS total FROM item',
    );
    expect(Number(rows[0]?.total)).toBe(50);
    expect(database.initMs[script]).toBeGreaterThanOrEqual(0);
  });
});
