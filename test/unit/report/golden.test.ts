// The rendered reports pinned down byte for byte: the markdown comment and the HTML report of
// every fixture result. A refactoring of the renderers must leave these files as they are;
// `npx vitest run -u` rewrites them after a deliberate change of the output.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { fullResult } from './full.js';
import { comparisonRegression, errorResult, hostileCells, passSingleRun } from './results.js';
import { sequentialShift } from './sequential-shift.js';

const golden = (name: string) => `../../fixtures/report/${name}`;

describe('report golden files', () => {
  it('renders every section of the markdown comment', async () => {
    const markdown = renderMarkdown(fullResult(), {
      artifactUrl: 'https://github.com/acme/tulip/actions/runs/123456789/artifacts/987',
      runUrl: 'https://github.com/acme/tulip/actions/runs/123456789',
      markerId: 'checkout-api',
    });
    await expect(markdown).toMatchFileSnapshot(golden('full.golden.md'));
  });

  it('renders the shift and the sequential looks in the markdown comment', async () => {
    await expect(renderMarkdown(sequentialShift())).toMatchFileSnapshot(
      golden('sequential-shift.golden.md'),
    );
  });

  const cases = {
    full: fullResult,
    'comparison-regression': comparisonRegression,
    'pass-single-run': passSingleRun,
    error: errorResult,
    'hostile-cells': hostileCells,
    'sequential-shift': sequentialShift,
  };
  for (const [name, build] of Object.entries(cases)) {
    it(`renders the HTML report of ${name}`, async () => {
      await expect(renderHtmlReport(build())).toMatchFileSnapshot(golden(`${name}.golden.html`));
    });
  }
});
