// The release reports pinned down byte for byte: capacity and sweep, markdown and HTML.
// `npx vitest run -u` rewrites the files after a deliberate change of the output.
import { describe, expect, it } from 'vitest';
import { renderCapacityHtml, renderSweepHtml } from '../../../src/release/html.js';
import { renderCapacityMarkdown, renderSweepMarkdown } from '../../../src/release/render.js';
import { healthy, syntheticRecord } from '../telemetry/synthetic.js';
import { capacityResult, step, sweepResult } from './results.js';

const golden = (name: string) => `../../fixtures/release/${name}`;

function fullCapacity() {
  const result = capacityResult(140, { low: 140, high: 150 });
  const confirm = { ...step(0, 3, 140, 120, 'pass'), purpose: 'confirm' as const };
  confirm.telemetry = syntheticRecord(healthy, { appCpuLimitCores: 2 }, { side: 'pr', round: 0 });
  confirm.bottlenecks = [
    { rule: 'bottleneck.cpu', level: 'warning', message: 'CPU is the <bottleneck> | here' },
  ];
  result.searches[0]!.steps.push(confirm);
  result.searches.push({
    index: 1,
    status: 'inconclusive',
    confirmed: false,
    note: 'second search did not agree',
    steps: [step(1, 0, 40, 35, 'pass'), step(1, 1, 120, 400, 'inconclusive')],
  });
  result.notes = ['the runner was busy | <i>once</i>'];
  result.comparison = {
    file: 'previous.json',
    status: 'higher',
    previous: 100,
    current: 140,
    changePct: 40,
    message: 'capacity rose from 100/s to 140/s',
  };
  return result;
}

function fullSweep() {
  const result = sweepResult();
  const recommended = result.cases.find((entry) => entry.id === result.recommendation?.caseId)!;
  recommended.windows.forEach((entry, round) => {
    entry.telemetry = syntheticRecord(healthy, {}, { side: 'pr', round });
  });
  result.cases[0]!.notApplied = ['server.tomcat.threads.max=20 requested, the app reported 200'];
  result.wallSec = 754;
  return result;
}

describe('release report golden files', () => {
  it('renders the capacity markdown', async () => {
    await expect(renderCapacityMarkdown(fullCapacity())).toMatchFileSnapshot(
      golden('capacity.golden.md'),
    );
  });
  it('renders the sweep markdown', async () => {
    await expect(renderSweepMarkdown(fullSweep())).toMatchFileSnapshot(golden('sweep.golden.md'));
  });
  it('renders the capacity HTML', async () => {
    await expect(renderCapacityHtml(fullCapacity())).toMatchFileSnapshot(
      golden('capacity.golden.html'),
    );
  });
  it('renders the sweep HTML', async () => {
    await expect(renderSweepHtml(fullSweep())).toMatchFileSnapshot(golden('sweep.golden.html'));
  });
});
