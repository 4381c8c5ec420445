import { defineConfig } from 'vitest/config';

// Unit tests are pure and fast; integration tests start real containers and k6, one file at a time
// (two cores: parallel load tests would measure each other).
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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/integration-tmp.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          sequence: { concurrent: false },
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
              },
            },
          ]
        : []),
    ],
    reporters: ['verbose'],
  },
});
