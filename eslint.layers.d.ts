// Types of eslint.layers.js for the test that checks the layer rules (test/unit/layers.test.ts).
import type { Linter } from 'eslint';

export declare const layers: Linter.Config[];
