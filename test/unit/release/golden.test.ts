// The release reports pinned down byte for byte: capacity and sweep, markdown and HTML.
// `npx vitest run -u` rewrites the files after a deliberate change of the output.
import { describe, expect, it } from 'vitest';
import { renderCapacityHtml, renderSweepHtml } from '../../../src/release/html.js';
import { renderCapacityMarkdown, renderSweepMarkdown } from '../../../src/release/render.js';
import { fullCapacity, fullSweep } from './results.js';

const golden = (name: string) => `../../fixtures/release/${name}`;

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
