#!/usr/bin/env node
// Per-file durations of a test run, from the JSON reporter's file scripts/test writes
// (.perf-gate/test-results.json): each project's total and its longest files, so the suite's
// budget (docs: bench/README.md, "The test suite's time") is checked against every run.
//   node scripts/test-durations.mjs [results.json] [count=10]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const path = process.argv[2] ?? '.perf-gate/test-results.json';
const count = Number(process.argv[3] ?? 10);
const report = JSON.parse(readFileSync(path, 'utf8'));
const files = report.testResults.map((file) => ({
  name: relative(process.cwd(), file.name),
  project: file.name.includes('/test/integration/') ? 'integration' : 'unit',
  seconds: (file.endTime - file.startTime) / 1000,
  tests: file.assertionResults.length,
}));
for (const project of ['unit', 'integration']) {
  const own = files.filter((file) => file.project === project);
  const total = own.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`${project}: ${own.length} files, ${Math.round(total)} s of file time`);
}
console.log(`longest ${count} files:`);
for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
  console.log(`  ${file.seconds.toFixed(0).padStart(5)} s  ${file.name} (${file.tests} tests)`);
}
