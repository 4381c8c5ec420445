import { defineConfig } from 'vitest/config';

// Unit tests are pure and fast; integration tests start real containers and k6.

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // One module graph per worker, not per file: 16 s instead of 80 s on the 2-core runner
          // (importing src/ again for each of 121 files was two thirds of the time). Files must not
          // leak state into each other; checked with --no-isolate --sequence.shuffle.files over
          // seeds 1-10.
          isolate: false,
          globalSetup: ['test/support/unit-tmp.ts'],
          // before the integration files: its setup points TMPDIR at a folder it removes at its end
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // The example's jar is built once, before any file runs (two files would race to build it).
          globalSetup: ['test/support/integration-tmp.ts', 'test/support/example-jar.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
          // Two files at a time, each test of a file in turn. No test judges a figure finely
          // enough for the other file to move it (budgets of seconds, tolerances of 300 %, work
          // counted in statements), and two files share no file, port, worktree or container: a
          // run's containers carry its pid and PID namespace (src/env/docker.ts), temporary
          // folders are per test, processes are found by their parent. One file at a time took
          // 38 min on the 2-core runner; bench/README.md has the figures of both.
          maxWorkers: 2,
          sequence: { concurrent: false, groupOrder: 1 },
        },
      },
      // Measurements of perf-gate's own cost (bench/README.md): run alone, on demand only, with
      // PERF_GATE_BENCH=1 npx vitest run --project bench
      ...(process.env.PERF_GATE_BENCH === '1'
        ? [
            {
              test: {
                name: 'bench',
                include: ['bench/**/*.test.ts'],
                globalSetup: ['test/support/integration-tmp.ts'],
                testTimeout: 600_000,
                hookTimeout: 600_000,
                fileParallelism: false,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
    reporters: ['verbose'],
  },
});
