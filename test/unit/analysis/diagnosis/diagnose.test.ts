import { describe, expect, it } from 'vitest';
import type { Finding, WindowMeasurement } from '../../../../src/model.js';
import {
  BOTTLENECK_RULES,
  compareSides,
  cpuPerRequestMs,
  diagnoseScenario,
  diagnoseWindow,
  generatorSaturation,
  poolLogEvidence,
} from '../../../../src/analysis/diagnosis/index.js';
import { healthy, syntheticRecord, wobble } from '../../telemetry/synthetic.js';

const rules = (findings: Finding[]): string[] => findings.map((finding) => finding.rule);
const bottlenecks = (findings: Finding[]): string[] =>
  rules(findings).filter((rule) => (BOTTLENECK_RULES as readonly string[]).includes(rule));
const only = (findings: Finding[], rule: string): Finding => {
  const found = findings.filter((finding) => finding.rule === rule);
  expect(found, `${rule} in ${rules(findings).join(', ')}`).toHaveLength(1);
  return found[0]!;
};

describe('diagnoseWindow', () => {
  it('finds no bottleneck in a healthy window', () => {
    const findings = diagnoseWindow(syntheticRecord(healthy));
    expect(bottlenecks(findings)).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('names the pool when connections are pending with the pool full and the CPU idle', () => {
    const record = syntheticRecord(
      {
        ...healthy,
        'hikari.active': () => 2,
        'hikari.pending': (s) => (s % 7 === 0 ? 0 : 6 + wobble(s, 2)),
        'hikari.acquireMs': (s) => 180 + wobble(s, 30),
        'tomcat.busy': (s) => 8 + wobble(s, 1),
        'container.app.cpu': (s) => 25 + wobble(s, 5),
      },
      { maximumPoolSize: 2 },
    );
    const finding = only(diagnoseWindow(record), 'bottleneck.pool');
    expect(finding.level).toBe('warning');
    expect(finding.message).toContain('connection pool is the bottleneck');
    expect(finding.message).toContain('Raise maximumPoolSize (now 2)');
    expect(finding.evidence).toMatchObject({
      maximumPoolSize: 2,
      samplesAllConnectionsActivePercent: 100,
    });
    expect(Number(finding.evidence?.samplesWithPendingPercent)).toBeGreaterThan(80);
    expect(Number(finding.evidence?.acquireMeanMs)).toBeGreaterThan(150);
    expect(bottlenecks(diagnoseWindow(record))).toEqual(['bottleneck.pool']);
  });

  it('names a container that ran out of file descriptors, with the ulimit to raise', () => {
    const log = [
      '2026-11-28T10:00:01 ERROR 1 --- [nio-8080-Acceptor] org.apache.tomcat.util.net.Acceptor : Socket accept failed',
      'java.io.IOException: Too many open files',
      'java.io.IOException: Too many open files',
    ].join('\n');
    const finding = only(
      diagnoseWindow(syntheticRecord(healthy), { appLog: log }),
      'app.open-files',
    );
    expect(finding.level).toBe('warning');
    expect(finding.evidence?.logLines).toBe(2);
    expect(finding.keys).toEqual(['app.ulimits.nofile', 'server.tomcat.max-connections']);
  });

  it('treats "Connection is not available" in the app log as hard evidence', () => {
    const log = [
      '2026-11-22T04:00:01 ERROR 1 --- [nio-8080-exec-9] o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=189)',
      'something else',
      'HikariPool-1 - Connection is not available, request timed out after 5001ms.',
    ].join('\n');
    expect(poolLogEvidence(log)).toEqual({ matches: 2, waitingMax: 189 });
    const finding = only(
      diagnoseWindow(syntheticRecord(healthy), { appLog: log }),
      'bottleneck.pool',
    );
    expect(finding.level).toBe('error');
    expect(finding.evidence?.connectionNotAvailableInLog).toBe(2);
    expect(finding.message).toContain('up to 189 waiting');
  });

  it('blames the CPU, not the pool, when connections wait because the CPU is saturated', () => {
    const record = syntheticRecord(
      {
        ...healthy,
        'container.app.cpu': (s) => 190 + wobble(s, 6),
        'host.cpu': () => 99,
        'hikari.active': () => 10,
        'hikari.pending': (s) => 4 + wobble(s, 2),
        'tomcat.busy': (s) => 60 + wobble(s, 10),
      },
      { appCpuLimitCores: 2 },
    );
    const findings = diagnoseWindow(record);
    expect(bottlenecks(findings)).toEqual(['bottleneck.cpu']);
    const finding = only(findings, 'bottleneck.cpu');
    expect(finding.message).toContain('will not help');
    expect(finding.evidence).toMatchObject({ appCpuLimitCores: 2, maximumPoolSize: 10 });
    expect(Number(finding.evidence?.appCpuMeanPercentOfCore)).toBeGreaterThan(180);
  });

  it('uses the container CPU limit passed by the gate', () => {
    const record = syntheticRecord({ ...healthy, 'container.app.cpu': (s) => 95 + wobble(s, 3) });
    expect(bottlenecks(diagnoseWindow(record))).toEqual([]);
    expect(bottlenecks(diagnoseWindow(record, { appCpuLimitCores: 1 }))).toEqual([
      'bottleneck.cpu',
    ]);
  });

  it('calls a shared runner saturated by the app CPU-bound even below the app limit', () => {
    const record = syntheticRecord({
      ...healthy,
      'container.app.cpu': (s) => 140 + wobble(s, 5),
      'container.database.cpu': () => 20,
      'k6.cpu': () => 30,
      'host.cpu': () => 98,
    });
    const finding = only(diagnoseWindow(record), 'bottleneck.cpu');
    expect(finding.message).toContain('the app used the largest part');
  });

  it('names the CPU when the app keeps running out of its quota, even on a busy runner', () => {
    const record = syntheticRecord(
      {
        ...healthy,
        // Other work keeps the runner full, so the app averages 40 % of its half-core limit…
        'container.app.cpu': (s) => 40 + wobble(s, 4),
        'container.app.throttled': (s) => 45 + wobble(s, 10),
        'host.cpu': () => 100,
        'tomcat.busy': (s) => 80 + wobble(s, 10),
      },
      { appCpuLimitCores: 0.5 },
    );
    const findings = diagnoseWindow(record);
    // …yet the kernel throttled it in most periods: the limit binds.
    expect(bottlenecks(findings)).toEqual(['bottleneck.cpu']);
    const cpu = only(findings, 'bottleneck.cpu');
    expect(cpu.message).toContain('used up its 0.5-core CPU quota');
    expect(Number(cpu.evidence?.throttledPeriodsMeanPercent)).toBeGreaterThan(40);
    // And the busy runner is still reported, making the window inconclusive.
    expect(rules(findings)).toContain('runner.cpu');
  });

  it('does not call occasional throttling a CPU bottleneck', () => {
    const record = syntheticRecord(
      { ...healthy, 'container.app.throttled': (s) => (s % 5 === 0 ? 30 : 2) },
      { appCpuLimitCores: 1 },
    );
    expect(bottlenecks(diagnoseWindow(record))).toEqual([]);
  });

  it('falls back to the JVM process CPU when container stats are missing', () => {
    const withoutContainer = Object.fromEntries(
      Object.entries(healthy).filter(([name]) => name !== 'container.app.cpu'),
    );
    const busy = syntheticRecord({ ...withoutContainer, 'jvm.cpu': () => 97 });
    const idle = syntheticRecord({ ...withoutContainer, 'jvm.cpu': () => 40 });
    expect(only(diagnoseWindow(busy), 'bottleneck.cpu').keys).toContain('jvm.cpu');
    expect(bottlenecks(diagnoseWindow(idle))).toEqual([]);
  });

  it('names Tomcat threads when they are all busy while CPU and pool have room', () => {
    const record = syntheticRecord(
      { ...healthy, 'tomcat.busy': (s) => (s < 4 ? 10 : 20) },
      { threadsMax: 20 },
    );
    const finding = only(diagnoseWindow(record), 'bottleneck.threads');
    expect(finding.message).toContain('raise threads.max');
    expect(finding.evidence).toMatchObject({ threadsMax: 20, busyMax: 20 });
  });

  it('does not add a thread finding when the threads are waiting for connections', () => {
    const record = syntheticRecord(
      { ...healthy, 'tomcat.busy': () => 20, 'hikari.active': () => 5, 'hikari.pending': () => 15 },
      { threadsMax: 20, maximumPoolSize: 5 },
    );
    expect(bottlenecks(diagnoseWindow(record))).toEqual(['bottleneck.pool']);
  });

  it('names GC when pauses take a large share of the time with the heap near its limit', () => {
    const record = syntheticRecord(
      { ...healthy, 'jvm.gcPauseShare': (s) => 14 + wobble(s, 3), 'jvm.heapUsedMb': () => 250 },
      { heapMaxMb: 256 },
    );
    const finding = only(diagnoseWindow(record), 'bottleneck.gc');
    expect(finding.evidence).toMatchObject({ heapMaxMb: 256, samplesHeapNearMaxPercent: 100 });
    expect(finding.message).toContain('-Xmx');
  });

  it('names the database when its container is saturated, and not the pool it starves', () => {
    const record = syntheticRecord(
      {
        ...healthy,
        'container.database.cpu': () => 98,
        'hikari.active': () => 10,
        'hikari.pending': () => 6,
      },
      { databaseCpuLimitCores: 1 },
    );
    const findings = diagnoseWindow(record);
    expect(bottlenecks(findings)).toEqual(['bottleneck.database']);
    expect(only(findings, 'bottleneck.database').message).toContain('a bigger pool adds load');
  });

  it('flags a generator short of CPU and makes the window inconclusive', () => {
    const record = syntheticRecord({ ...healthy, 'k6.cpu': () => 195, 'host.cpu': () => 99 });
    const finding = only(diagnoseWindow(record), 'bottleneck.generator');
    expect(finding.message).toContain('inconclusive');
    expect(finding.message).toContain('bigger or quieter runner');
    expect(generatorSaturation(record)).toMatchObject({ saturated: true, cpuPercent: 195 });
  });

  it('flags dropped iterations with VUs to spare as a generator problem', () => {
    const record = syntheticRecord(
      { ...healthy, 'k6.droppedRate': (s) => (s > 20 ? 2 : 0), 'k6.vus': () => 10 },
      { k6VusMax: 50 },
    );
    const saturation = generatorSaturation(record);
    expect(saturation.saturated).toBe(true);
    expect(saturation.reasons[0]).toContain('dropped 20 iterations with VUs to spare');
    // k6 had CPU to spare: the advice is about VUs, not a bigger runner.
    const finding = only(diagnoseWindow(record), 'bottleneck.generator');
    expect(finding.message).toContain('k6 had CPU to spare: raise max-vus');
    expect(finding.message).not.toContain('bigger');
  });

  it('does not blame the generator for iterations dropped because the app was saturated', () => {
    const record = syntheticRecord(
      {
        ...healthy,
        'container.app.cpu': () => 199,
        'k6.droppedRate': () => 5,
        'k6.vus': () => 50,
      },
      { k6VusMax: 50 },
    );
    expect(bottlenecks(diagnoseWindow(record))).toEqual(['bottleneck.cpu']);
    expect(generatorSaturation(record).saturated).toBe(false);
  });

  it('blames maxVUs when iterations drop and no server resource is saturated', () => {
    const record = syntheticRecord({ ...healthy, 'k6.vus': () => 5 }, { k6VusMax: 5 });
    const window = { droppedIterations: 30, vusMax: 5 } as WindowMeasurement;
    const saturation = generatorSaturation(record, { window });
    expect(saturation.reasons[0]).toContain('maxVUs (5) is too small');
  });

  it('reports failed requests with their status codes, and 5xx seen by the app', () => {
    const window = {
      http: {
        requests: 1000,
        failed: 30,
        errorRate: 0.03,
        statusCodes: { '200': 970, '500': 20, '0': 10 },
      },
    } as unknown as WindowMeasurement;
    const record = syntheticRecord({ ...healthy, 'app.5xxRate': () => 0.5 });
    const findings = diagnoseWindow(record, { window });
    const client = only(findings, 'errors.client');
    expect(client.level).toBe('warning');
    expect(client.message).toContain('500 ×20');
    expect(client.message).toContain('no response ×10');
    const server = only(findings, 'errors.server');
    expect(server.evidence).toMatchObject({ serverErrors: 15 });
  });

  it('blames the largest consumer of a saturated runner', () => {
    const saturated = { ...healthy, 'host.cpu': () => 97, 'container.app.cpu': () => 60 };
    const database = syntheticRecord({
      ...saturated,
      'container.database.cpu': () => 70,
      'k6.cpu': () => 65,
    });
    expect(bottlenecks(diagnoseWindow(database))).toEqual(['bottleneck.database']);
    const generator = syntheticRecord({
      ...saturated,
      'container.database.cpu': () => 50,
      'k6.cpu': () => 75,
    });
    expect(bottlenecks(diagnoseWindow(generator))).toEqual(['bottleneck.generator']);
    expect(generatorSaturation(generator).reasons[0]).toContain('k6 used the largest part');
  });

  it('only notes a saturated runner when there are no per-process figures', () => {
    const record = syntheticRecord({ 'host.cpu': () => 99, 'jvm.cpu': () => 60 });
    const findings = diagnoseWindow(record);
    expect(rules(findings)).toEqual(['runner.cpu']);
    expect(findings[0]?.level).toBe('notice');
  });
});

describe('compareSides', () => {
  const base = syntheticRecord({ ...healthy, 'hikari.pending': () => 1.25 }, {}, { side: 'base' });
  const pr = syntheticRecord({ ...healthy, 'hikari.pending': () => 3 }, {}, { side: 'pr' });
  /** `count` rounds of one side whose hikari.pending is `pendingOf(round)`. */
  const rounds = (side: 'base' | 'pr', count: number, pendingOf: (round: number) => number) =>
    Array.from({ length: count }, (_, round) =>
      syntheticRecord(
        { ...healthy, 'hikari.pending': () => pendingOf(round) },
        {},
        { side, round },
      ),
    );

  it('puts a PR/base difference into words with its ratio and the rounds behind it', () => {
    const findings = compareSides('content-detail', [base], [pr]);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toBe(
      'content-detail: the PR keeps 2.4× more threads waiting for a connection (3 vs 1.25 on average), in the one round with both sides.',
    );
    // one pair cannot rule out chance: said, but not as a warning
    expect(findings[0]?.level).toBe('notice');
    expect(findings[0]?.evidence).toMatchObject({ pairs: 1, pairsAgreeing: 1, signTestP: 0.5 });
  });

  it('warns when the rounds agree beyond chance: 5 of 5, 9 of 10', () => {
    const five = compareSides(
      'content-detail',
      rounds('base', 5, () => 1),
      rounds('pr', 5, () => 3),
    );
    expect(five[0]?.level).toBe('warning');
    expect(five[0]?.message).toContain(
      '3× more threads waiting for a connection (3 vs 1 on average), in 5 of 5 rounds.',
    );
    const nine = compareSides(
      'content-detail',
      rounds('base', 10, () => 1),
      rounds('pr', 10, (r) => (r === 4 ? 0.2 : 3)),
    );
    expect(nine[0]?.level).toBe('warning');
    expect(nine[0]?.message).toContain('in 9 of 10 rounds.');
  });

  it('stays silent when the medians differ but the rounds disagree (8 of 10, or 2 of 3)', () => {
    // the A/A case: a side's median moved by its own few slow rounds, not by the code
    expect(
      compareSides(
        'content-detail',
        rounds('base', 10, () => 1),
        rounds('pr', 10, (r) => (r < 2 ? 0.2 : 3)),
      ),
    ).toEqual([]);
    expect(
      compareSides(
        'content-detail',
        rounds('base', 3, () => 1),
        rounds('pr', 3, (r) => (r === 0 ? 0.2 : 3)),
      ),
    ).toEqual([]);
  });

  it('says "too few to rule out chance" when every one of fewer than 5 pairs agrees', () => {
    const [finding] = compareSides(
      'content-detail',
      rounds('base', 3, () => 1),
      rounds('pr', 3, () => 3),
    );
    expect(finding?.level).toBe('notice');
    expect(finding?.message).toContain('in all 3 rounds, too few to rule out chance.');
  });

  it('reports improvements as notices and ignores differences below the floor', () => {
    const findings = compareSides('content-detail', [pr], [base]);
    expect(findings[0]?.level).toBe('notice');
    expect(findings[0]?.message).toContain('fewer threads waiting');
    expect(compareSides('content-detail', [base], [base])).toEqual([]);
  });

  it('compares CPU per request, which tells a heavier code path from more traffic', () => {
    const cheap = syntheticRecord(
      { ...healthy, 'container.app.cpu': () => 30, 'app.rate': () => 100 },
      {},
      { side: 'base' },
    );
    const costly = syntheticRecord({
      ...healthy,
      'container.app.cpu': () => 90,
      'app.rate': () => 100,
    });
    expect(cpuPerRequestMs(cheap)).toBeCloseTo(3, 10);
    const [finding] = compareSides('content-detail', [cheap], [costly]);
    expect(finding?.message).toContain(
      'the PR uses 3× more app CPU per request (9 vs 3 ms of CPU)',
    );
  });
});

describe('diagnoseScenario', () => {
  it('reports each bottleneck once per side with the rounds it was seen in', () => {
    const poolBound = { ...healthy, 'hikari.active': () => 2, 'hikari.pending': () => 5 };
    const windows = [0, 1, 2].flatMap((round) => [
      { record: syntheticRecord(healthy, { maximumPoolSize: 2 }, { side: 'base', round }) },
      {
        record: syntheticRecord(
          round === 1 ? healthy : poolBound,
          { maximumPoolSize: 2 },
          { side: 'pr', round },
        ),
      },
    ]);
    const findings = diagnoseScenario(windows);
    const pool = only(findings, 'bottleneck.pool');
    expect(pool.side).toBe('pr');
    expect(pool.message).toContain('(seen in 2 of 3 rounds)');
    expect(pool.evidence).toMatchObject({ rounds: 3, roundsWithFinding: 2 });
    expect(rules(findings)).toContain('telemetry.compare');
  });
});
