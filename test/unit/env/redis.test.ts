// Redis's INFO counters and a window's figures from two readings (the edge itself runs in
// test/integration/containers.smoke.test.ts).
import { describe, expect, it } from 'vitest';
import { parseRedisInfo, redisWindow } from '../../../src/env/redis.js';

describe('Redis counters', () => {
  it('reads INFO stats and takes a window as the difference, its own INFO call left out', () => {
    const info =
      '$120\r\n# Stats\r\ntotal_connections_received:4\r\ntotal_commands_processed:1502\r\nkeyspace_hits:900\r\nkeyspace_misses:100\r\n';
    const before = { commands: 1, hits: 0, misses: 0 };
    expect(parseRedisInfo(info)).toEqual({ commands: 1502, hits: 900, misses: 100 });
    expect(redisWindow(before, parseRedisInfo(info), 10)).toEqual({
      commands: 1500,
      commandsPerSec: 150,
      hits: 900,
      misses: 100,
      hitRatio: 0.9,
    });
    expect(redisWindow(before, before, 10)).toEqual({
      commands: 0,
      commandsPerSec: 0,
      hits: 0,
      misses: 0,
    });
  });
});
