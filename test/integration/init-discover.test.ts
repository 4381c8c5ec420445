// `perf-gate init --discover` for real: builds a copy of the example with its Maven wrapper, boots it
// next to a MySQL-compatible container, reads its endpoints from /actuator/mappings and tries each
// GET once on the data its SQL files load; nothing it started is left behind.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initCommand } from '../../src/commands/init.js';
import { perfGateContainers, requireDocker, testImages } from '../support/environment.js';
import { exampleDir } from '../support/example.js';

describe('perf-gate init --discover', () => {
  let workspace: string;
  let app: string;

  beforeAll(async () => {
    await requireDocker();
    workspace = mkdtempSync(join(tmpdir(), 'perf-gate-discover-it-'));
    app = join(workspace, 'travel-content');
    cpSync(exampleDir, app, {
      recursive: true,
      filter: (source) => !/\/(target|perf-gate\.yml)$/.test(source),
    });
  });

  afterAll(() => {
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it("reads the booted app's Actuator mappings, the app's own handlers only", async () => {
    let out = '';
    const code = await initCommand(
      app,
      {
        profile: [],
        discover: true,
        quiet: true,
        // generous: the runner may be shared with other test runs
        startupTimeout: '6m',
        appImage: testImages.jre,
        databaseImage: testImages.database,
      },
      (text) => (out += text),
    );
    expect(code).toBe(0);
    expect(out).toContain(
      'endpoints: 6 from the Actuator mappings, 3 GET called by the starter script',
    );
    const script = readFileSync(join(app, 'k6/perf-gate.js'), 'utf8');
    expect(script).toContain('from its endpoints (actuator)');
    for (const name of ['GET /contents', 'GET /contents/{id}', 'GET /contents/{id}/places']) {
      expect(script).toContain(`name: '${name}' }, // actuator`);
    }
    expect(script).toContain('//   POST /auth/login  (actuator)');
    // Tried once with the seed loaded, every GET answered (an id of 1 exists): none left out.
    expect(script).not.toContain('Tried once');
    // Spring's own handlers (error page, Actuator) are not the app's endpoints.
    expect(script).not.toMatch(/\/error|\/actuator/);
    expect(await perfGateContainers(process.pid)).toEqual([]);
  });
});
