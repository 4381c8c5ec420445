// What the k6 sandbox costs k6: its maximum request rate and its CPU per request, k6 on the host
// (`--sandbox off`) against k6 in its container (`--sandbox on`), through perf-gate's own window
// code (src/load/k6.ts: the wrapper, the mounts, the non-root user), alternated on the same
// machine. The target is a loopback HTTP server in a child process answering a few bytes; k6 is
// asked for far more than it can send (constant arrival rate), so both k6 and the server run at
// the machine's limit: the achieved rate is what one runner can drive, k6's CPU per request (from
// /proc/<pid>/stat, the pid the telemetry samples) is k6's own cost, free of the server's share.
//   node bench/k6-sandbox.mjs [pairs=6] [seconds=15]
// Needs `source ~/.cache/perf-gate/env` (k6, PERF_GATE_TEST_K6_IMAGE) and the machine to itself.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadModule } from './compare-module.mjs';

const pairs = Number(process.argv[2] ?? 6);
const seconds = Number(process.argv[3] ?? 15);
const image = process.env.PERF_GATE_TEST_K6_IMAGE;
if (!image) throw new Error('source ~/.cache/perf-gate/env first (scripts/provision writes it)');

const { runK6Window } = await loadModule('src/load/k6.ts', { external: true });
const { ResourceScope } = await loadModule('src/env/scope.ts', { external: true });
const { tInterval } = await loadModule('src/analysis/stats.ts', { external: true });

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-k6-bench-'));
chmodSync(dir, 0o755); // k6's user in the container (uid 1000 when run as root) reads the script
const script = join(dir, 'get.js');
writeFileSync(
  script,
  "import http from 'k6/http';\nexport default function () { http.get(`${__ENV.BASE_URL}/`); }\n",
);
const server = spawn(
  process.execPath,
  [
    '-e',
    "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log(this.address().port); });",
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(Number(d))));

/** utime + stime of a process, in seconds (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function window(mode) {
  const load = loadavg()[0];
  const scope = new ResourceScope();
  let pid;
  let cpuStart = 0;
  let cpuLast = 0;
  let sampler;
  try {
    const run = await runK6Window({
      k6: 'k6',
      ...(mode === 'container' ? { k6Image: image } : {}),
      script,
      baseUrl: `http://127.0.0.1:${port}`,
      targetRate: 50_000,
      durationMs: seconds * 1000,
      preAllocatedVus: 64,
      maxVus: 64,
      executor: 'gate',
      endpoints: [],
      env: {},
      scope,
      label: `${mode} window`,
      onStart: (k6) => {
        pid = k6.pid;
        cpuStart = cpuSeconds(pid);
        // The process is gone once k6 exits: keep the last reading taken while it ran.
        sampler = setInterval(() => {
          try {
            cpuLast = cpuSeconds(pid);
          } catch {
            // exited
          }
        }, 250);
      },
    });
    const requests = run.summary.metrics.http_reqs?.values?.count ?? 0;
    const failed = run.summary.metrics.http_req_failed?.values?.rate ?? 0;
    const line = {
      mode,
      requestsPerS: Math.round(requests / seconds),
      k6CpuUsPerRequest: Math.round(((cpuLast - cpuStart) / requests) * 1e6 * 10) / 10,
      failed,
      load1: Number(load.toFixed(2)),
    };
    console.log(JSON.stringify(line));
    return line;
  } finally {
    clearInterval(sampler);
    await scope.release();
  }
}

/** Mean of ln(container/host) over the pairs with a 95 % t interval, as percentages. */
function ratio(lines, key) {
  const logs = [];
  for (let i = 0; i < lines.length; i += 2) {
    const [a, b] = [lines[i], lines[i + 1]];
    const host = a.mode === 'host' ? a : b;
    const container = a.mode === 'host' ? b : a;
    logs.push(Math.log(container[key] / host[key]));
  }
  const interval = tInterval(logs, 0.95);
  const pct = (v) => Number(((Math.exp(v) - 1) * 100).toFixed(1));
  return {
    n: logs.length,
    change: pct(interval.estimate),
    low: pct(interval.low),
    high: pct(interval.high),
  };
}

try {
  await window('container'); // pulls nothing, but warms the page cache for both: not counted
  await window('host');
  const lines = [];
  for (let i = 0; i < pairs; i++) {
    // Alternating order: neither mode always runs first.
    for (const mode of i % 2 === 0 ? ['host', 'container'] : ['container', 'host']) {
      lines.push(await window(mode));
    }
  }
  console.log(
    JSON.stringify({
      rate: ratio(lines, 'requestsPerS'),
      k6CpuPerRequest: ratio(lines, 'k6CpuUsPerRequest'),
    }),
  );
  // What each k6 run costs besides its window: a 1 s window at 10/s, start to summary read.
  const walls = { host: [], container: [] };
  for (let i = 0; i < 10; i++) {
    for (const mode of i % 2 === 0 ? ['host', 'container'] : ['container', 'host']) {
      const scope = new ResourceScope();
      const run = await runK6Window({
        k6: 'k6',
        ...(mode === 'container' ? { k6Image: image } : {}),
        script,
        baseUrl: `http://127.0.0.1:${port}`,
        targetRate: 10,
        durationMs: 1000,
        preAllocatedVus: 2,
        maxVus: 2,
        executor: 'gate',
        endpoints: [],
        env: {},
        scope,
        label: `${mode} short window`,
      });
      await scope.release();
      walls[mode].push(run.wallMs);
    }
  }
  const med = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
  console.log(
    JSON.stringify({
      shortWindowMs: { host: med(walls.host), container: med(walls.container), n: 10 },
    }),
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
