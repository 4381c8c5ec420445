#!/usr/bin/env node
// Entry point for `npx perf-gate`: refuse old Node with the fix, then hand over to the bundled CLI.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `perf-gate needs Node.js 24 or newer (this is ${process.version}).\n` +
      'Fix: run scripts/provision (installs Node 24) and `source ~/.cache/perf-gate/env`, or use actions/setup-node with node-version: 24.',
  );
  process.exit(2);
}
await import('../dist/cli.js');
