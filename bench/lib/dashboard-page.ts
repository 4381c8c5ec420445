// The history dashboard bench/dashboard-render.mjs opens: the same 12 series × 100 results the
// dashboard test draws (test/integration/html-report.test.ts), rendered by perf-gate's own code.
import { renderDashboard } from '../../src/history/dashboard.js';
import { steppedHistory } from '../../test/unit/history/stepped.js';

/** The dashboard of the seeded stepped history: 100 results, 12 series. */
export function dashboardHtml(): string {
  const records = steppedHistory(100).map((record, n) => {
    const checkout = record.scenarios.checkout!;
    const work = { ...checkout.work, selects: 4, 'rows-examined': 40 + (n % 5) };
    return { ...record, scenarios: { ...record.scenarios, checkout: { ...checkout, work } } };
  });
  return renderDashboard(records, { repository: 'octo/shop' });
}
