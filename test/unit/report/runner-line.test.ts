import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { passSingleRun } from './results.js';

describe('the runner line', () => {
  it("names k6 once when the version is k6's own whole line", () => {
    const result = passSingleRun();
    result.runner.k6Version = 'k6 v1.8.1 (go1.26.8, linux/amd64)';
    for (const text of [renderMarkdown(result), renderHtmlReport(result)]) {
      expect(text).toContain('k6 v1.8.1 (go1.26.8, linux/amd64)');
      expect(text).not.toContain('k6 k6');
    }
  });
});
