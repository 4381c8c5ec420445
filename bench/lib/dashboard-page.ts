// The history dashboard bench/dashboard-render.mjs opens: the same 12 series × 100 results the
// dashboard test draws (test/integration/html-report.test.ts), rendered by perf-gate's own code.
import { renderDashboard } from '../../src/history/dashboard.js';
import { dashboardHistory } from '../../test/unit/history/stepped.js';

/** The dashboard of the seeded stepped history: 100 results, 12 series. */
export function dashboardHtml(): string {
  return renderDashboard(dashboardHistory(), { repository: 'octo/shop' });
}
