// buildApp over the Builder seam: what it does with a builder's outcome (where it looks for the
// jar, what it records, how a failure reads), shown with builders that run nothing.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/build/build.js';
import type { Builder, BuildOutcome, BuildRun } from '../../../src/build/builder.js';
import { LogTail } from '../../../src/env/log-tail.js';
import { ResourceScope } from '../../../src/env/scope.js';
import { builderFor } from '../../../src/lab/prepare.js';
import { loadGeneratorFor } from '../../../src/lab/window.js';
import { DEFAULTS } from '../../../src/config/schema.js';
import type { GateConfig } from '../../../src/config/schema.js';

function folderWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'builder-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

/** A builder that runs nothing: it records the request and answers with `outcome`. */
function fakeBuilder(
  image: string | undefined,
  outcome: (run: BuildRun) => Omit<BuildOutcome, 'output'> & { lines?: string[] },
): Builder & { runs: BuildRun[] } {
  const runs: BuildRun[] = [];
  return {
    image,
    runs,
    run: (run) => {
      runs.push(run);
      const { lines = [], ...rest } = outcome(run);
      const output = new LogTail();
      for (const line of lines) output.push(`${line}\n`);
      return Promise.resolve({ ...rest, output });
    },
  };
}

describe('buildApp through a Builder', () => {
  it("looks for the jar in the folder the builder names, and records the builder's image", async () => {
    const checkout = folderWith('pom.xml');
    const copy = folderWith('target/app.jar');
    const builder = fakeBuilder('jdk:21', () => ({ code: 0, directory: copy, root: copy }));
    const lines: string[] = [];
    const built = await buildApp({
      directory: checkout,
      command: 'mvn package',
      jar: undefined,
      label: 'pr',
      scope: new ResourceScope(),
      builder,
      onProgress: (line) => lines.push(line),
    });
    expect(built.jar).toBe(join(copy, 'target/app.jar'));
    expect(built.buildImage).toBe('jdk:21');
    expect(builder.runs).toMatchObject([{ directory: checkout, command: 'mvn package' }]);
    expect(lines[0]).toBe('pr: building with `mvn package` in jdk:21');
  });

  it("refuses a jar outside the builder's root (a link out of the sandbox's copy)", async () => {
    const copy = folderWith();
    const elsewhere = folderWith('target/app.jar');
    const builder = fakeBuilder('jdk:21', () => ({ code: 0, directory: copy, root: copy }));
    await expect(
      buildApp({
        directory: copy,
        command: 'mvn package',
        jar: join(elsewhere, 'target/*.jar'),
        label: 'pr',
        scope: new ResourceScope(),
        builder,
      }),
    ).rejects.toThrow(/app\.jar/);
  });

  it("words a failing build with the builder's last lines and its exit code", async () => {
    const checkout = folderWith('pom.xml');
    const builder = fakeBuilder(undefined, () => ({
      code: 3,
      directory: checkout,
      lines: ['compiling Foo.java', 'error: cannot find symbol'],
    }));
    await expect(
      buildApp({
        directory: checkout,
        command: 'mvn package',
        jar: undefined,
        label: 'base',
        scope: new ResourceScope(),
        builder,
      }),
    ).rejects.toThrow(
      /base: the build `mvn package` failed with exit code 3 [\s\S]*cannot find symbol/,
    );
  });

  it('words a build that ran out of time with its deadline', async () => {
    const checkout = folderWith('pom.xml');
    const builder = fakeBuilder(undefined, () => ({ code: 'timeout', directory: checkout }));
    await expect(
      buildApp({
        directory: checkout,
        command: 'mvn package',
        jar: undefined,
        label: 'pr',
        scope: new ResourceScope(),
        builder,
        timeoutMs: 120_000,
      }),
    ).rejects.toThrow(/did not finish within 2 min and was stopped/);
  });

  it('runs no builder at all for app.build: null', async () => {
    const checkout = folderWith('target/app.jar');
    const builder = fakeBuilder('jdk:21', () => {
      throw new Error('not called');
    });
    const built = await buildApp({
      directory: checkout,
      command: null,
      jar: undefined,
      label: 'pr',
      scope: new ResourceScope(),
      builder,
    });
    expect(built.jar).toBe(join(checkout, 'target/app.jar'));
    expect(built.buildImage).toBeUndefined();
    expect(builder.runs).toEqual([]);
  });
});

describe("the config's edges", () => {
  const config = (sandbox: boolean) =>
    ({
      app: { sandbox, buildImage: 'perf-gate-local/jdk:{java}' },
      load: { k6: '/opt/k6', image: DEFAULTS.k6Image },
    }) as unknown as GateConfig;

  it('sandbox on: the build in the JDK image of the Java the build file declares, k6 in its image', () => {
    const notes21 = fileURLToPath(new URL('../../apps/notes21', import.meta.url));
    expect(builderFor(config(true), notes21).image).toBe('perf-gate-local/jdk:21');
    expect(loadGeneratorFor(config(true)).name).toBe(`${DEFAULTS.k6Image} (container)`);
  });

  it('sandbox off: both on the host', () => {
    expect(builderFor(config(false), folderWith()).image).toBeUndefined();
    expect(loadGeneratorFor(config(false)).name).toBe('/opt/k6');
  });
});
