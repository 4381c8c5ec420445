// One type-aware lint config; no-floating-promises is the rule we care about most.
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layers } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.perf-gate/**',
      'bench/results/**',
      'examples/**',
      // the apps under test are user code (their k6 scripts use k6's globals)
      'test/apps/**',
      'scenarios/**',
      'coverage/**',
      'bin/**',
      // generated k6 scripts (golden files): k6 globals, not Node
      'test/fixtures/**/*.golden.js',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...layers,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
);
