import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJar } from '../../../src/build/build.js';

function appWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'find-jar-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('findJar', () => {
  it('finds the executable jar by the default globs, skipping plain and sources jars', async () => {
    const dir = appWith('build/libs/app-1.0.jar', 'build/libs/app-1.0-plain.jar');
    expect(await findJar(dir, undefined, 'PR')).toBe(join(dir, 'build/libs/app-1.0.jar'));
  });

  it('takes app.jar relative to the checkout', async () => {
    const dir = appWith('service/target/service.jar');
    expect(await findJar(dir, 'service/target/*.jar', 'PR')).toBe(
      join(dir, 'service/target/service.jar'),
    );
  });

  it('takes an absolute app.jar as it is, not under the checkout', async () => {
    const elsewhere = appWith('target/app.jar');
    const dir = appWith();
    expect(await findJar(dir, join(elsewhere, 'target/*.jar'), 'PR')).toBe(
      join(elsewhere, 'target/app.jar'),
    );
  });

  it('names the glob, the folder and the fix when nothing matches', async () => {
    const dir = appWith('target/app-sources.jar');
    await expect(findJar(dir, undefined, 'base')).rejects.toThrow(
      /base: no jar matches target\/\*\.jar or build\/libs\/\*\.jar in .* \(skipped: target\/app-sources\.jar\)/,
    );
  });
});
