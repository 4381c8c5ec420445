// What the work counters' reads cost the app, measured directly: the example app, warm and idle,
// its container's CPU (cgroup, read from outside) over spans with no reads against spans with the
// reads of one measured window repeated (the recorder's `before` and `after`: the database's
// counters, the app's cgroup, one filtered Actuator scrape and one work-agent answer each). The
// difference per pair of reads is what the counters add to a window; a window's own CPU comes from
// the gates (bench/README.md). Bundled by bench/counter-cost.mjs.
import { loadavg } from 'node:os';
import { openContainerStats } from '../../src/telemetry/containers.js';
import { withExampleLab } from './example-lab.js';

export interface CostOptions {
  configPath: string;
  directory: string;
  /** idle spans and read spans, alternating */
  spans: number;
  spanMs: number;
  /** pairs of reads (before + after) in each read span */
  readsPerSpan: number;
  progress: (line: string) => void;
}

export interface CostSpan {
  kind: 'idle' | 'reads';
  cpuMs: number;
  reads: number;
  load1: number;
}

export async function runCounterCost(o: CostOptions): Promise<{ spans: CostSpan[] }> {
  return withExampleLab(o, async (lab) => {
    const app = await lab.boot('pr');
    await lab.warmUp(app, 'app');
    const work = lab.recorder();
    // First reads open the connections and load the agent's classes: not part of a window's cost.
    for (let i = 0; i < 5; i++) await work.after(await work.before(app), 1);
    const stats = await openContainerStats(app.containerId, 'app');
    if (!stats.reader) throw new Error("the app container's CPU cannot be read here");
    const cpu = async () => (await stats.reader!.read()).cpuNanos / 1e6;
    const spans: CostSpan[] = [];
    for (let i = 0; i < o.spans * 2; i++) {
      const kind = i % 2 === 0 ? 'idle' : 'reads';
      const start = await cpu();
      const startedAt = Date.now();
      let reads = 0;
      if (kind === 'reads') {
        const gap = o.spanMs / o.readsPerSpan;
        for (; reads < o.readsPerSpan; reads++) {
          await work.after(await work.before(app), 1);
          const next = startedAt + (reads + 1) * gap;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        }
      } else {
        await new Promise((resolve) => setTimeout(resolve, o.spanMs));
      }
      const elapsed = Date.now() - startedAt;
      // Scaled to the span's nominal length: a read span may overrun by its last read.
      const cpuMs = ((await cpu()) - start) * (o.spanMs / elapsed);
      spans.push({ kind, cpuMs, reads, load1: loadavg()[0]! });
      o.progress(`${kind} span ${Math.floor(i / 2) + 1}: ${cpuMs.toFixed(1)} ms of app CPU`);
    }
    return { spans };
  });
}
