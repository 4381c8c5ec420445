// Global setup of the integration tests: the example's jar built (when its sources are newer)
// once before any file runs, so two files running side by side never build it at the same time.
import { ensureExampleJar } from './example.js';

export default async function setup(): Promise<void> {
  await ensureExampleJar();
}
