// Several app instances, the database's connections and Redis in both reports: each instance's own
// figures from its telemetry, over the windows of its side; the database once (one server for both
// sides); the work counters of the instances summed.
import { describe, expect, it } from 'vitest';
import { instanceWindow, instancesOverWindows } from '../../../src/analysis/instances.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { instanceRows, serviceLines } from '../../../src/report/topology.js';
import { sumCounters } from '../../../src/work/recorder.js';
import { proxyEvidence } from '../../../src/proxy/nginx-log.js';
import { makeWindow } from '../analysis/windows.js';
import { gateResult, scenario } from './results.js';

const series = (values: number[]) => ({ t: values.map((_, i) => i), values });

function windowWith(side: 'pr' | 'base', round: number, busy: number): WindowMeasurement {
  return {
    ...makeWindow({ side, round }),
    instances: [
      instanceWindow(`${side}-1`, 'a'.repeat(64), {
        series: {
          'app.rate': series([30, 32]),
          'container.app.cpu': series([40, 44]),
          'tomcat.busy': series([2, busy]),
          'hikari.active': series([1, 3]),
          'jvm.heapUsedMb': series([120.26, 130.71]),
        },
      }),
      instanceWindow(`${side}-2`, 'b'.repeat(64), { series: { 'app.rate': series([29, 29]) } }),
    ],
    database: {
      threadsConnected: 20,
      maxUsedConnections: 40 + round,
      refused: side === 'pr' ? 3 : 0,
      aborted: 0,
      maxConnections: 100,
      maxConnectionsSource: 'mysql/my.cnf:3',
    },
  };
}

describe('app instances, database and services', () => {
  it("summarise each instance's telemetry: means of rates and CPU, peaks of threads and heap", () => {
    const one = windowWith('pr', 0, 7).instances![0]!;
    expect(one).toEqual({
      label: 'pr-1',
      container: 'aaaaaaaaaaaa',
      requestsPerSec: 31,
      cpuPercent: 42,
      busyThreadsPeak: 7,
      hikariActivePeak: 3,
      heapUsedMbPeak: 130.7,
    });
    const over = instancesOverWindows([windowWith('pr', 0, 7), windowWith('pr', 1, 9)]);
    expect(over.map((instance) => [instance.label, instance.busyThreadsPeak])).toEqual([
      ['pr-1', 9],
      ['pr-2', undefined],
    ]);
  });

  it('give a row per instance of both sides and one database line with refusals per side', () => {
    const windows = [windowWith('base', 0, 5), windowWith('pr', 0, 7), windowWith('pr', 1, 9)];
    expect(instanceRows(windows).map((row) => row.slice(0, 5))).toEqual([
      ['base-1', 'aaaaaaaaaaaa', '31', '42', '5'],
      ['base-2', 'bbbbbbbbbbbb', '29', '–', '–'],
      ['pr-1', 'aaaaaaaaaaaa', '31', '42', '9'],
      ['pr-2', 'bbbbbbbbbbbb', '29', '–', '–'],
    ]);
    expect(serviceLines(windows)).toEqual([
      'Database: at most 41 connections at once (Max_used_connections, both sides) of max_connections 100 (mysql/my.cnf:3); refused base 0, PR 6; aborted base 0, PR 0',
    ]);
    const proxied: WindowMeasurement = {
      ...makeWindow({ side: 'pr' }),
      proxy: {
        evidence: proxyEvidence([]),
        limits: [
          { kind: 'worker_connections', source: 'nginx.conf:3', text: 'worker_connections 64' },
        ],
        connections: {
          samples: 12,
          activePeak: 64,
          activeMean: 40.2,
          waitingPeak: 30,
          writingPeak: 20,
        },
      },
    };
    expect(serviceLines([proxied])).toEqual([
      'PR: Nginx: at most 64 client connections open at once (30 idle in keep-alive), mean 40; worker_connections 64 (nginx.conf:3) per worker',
    ]);
    expect(instanceRows([makeWindow()])).toEqual([]);
    expect(serviceLines([makeWindow()])).toEqual([]);
  });

  it('are shown in the comment and the HTML report', () => {
    const result = gateResult([scenario('browse', [windowWith('pr', 0, 7)])]);
    const markdown = renderMarkdown(result);
    expect(markdown).toContain('Instances (2), database and services');
    expect(markdown).toMatch(/\| pr-2 +\| bbbbbbbbbbbb +\| 29 /);
    expect(markdown).toContain('at most 40 connections at once');
    const html = renderHtmlReport(result);
    expect(html).toContain('<h3>Instances, database and services</h3>');
    expect(html).toContain('<td>pr-2</td>');
  });

  it("sum the instances' work counters where every instance has one", () => {
    expect(
      sumCounters([
        { cpuNanos: 10, allocatedBytes: 100, gcPauseSeconds: 0.5 },
        { cpuNanos: 5, gcPauseSeconds: 0.25 },
      ]),
    ).toEqual({ cpuNanos: 15, gcPauseSeconds: 0.75 });
  });
});
