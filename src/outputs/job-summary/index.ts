// The job summary of a GitHub Actions run: the report as Markdown on the run's page.
import * as core from '@actions/core';
import type { OutputTarget } from '../target.js';

export function jobSummaryTarget(): OutputTarget {
  return {
    name: 'the job summary',
    deliver: async (report) => {
      await core.summary.addRaw(report.markdown, true).write();
    },
  };
}
