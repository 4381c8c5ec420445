// What the build sandbox is given: its environment (an allow-list, never a host path or a token),
// its image (the Java release the build file declares), and the switches that turn it on.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildImageFor, declaredJava } from '../../../src/build/build-image.js';
import { sandboxEnvironment } from '../../../src/build/sandbox-build.js';
import { onOffFlag } from '../../../src/commands/values.js';
import { readInputs } from '../../../src/main.js';

const pom = (java: string) =>
  `<project><parent><artifactId>spring-boot-starter-parent</artifactId></parent><properties><java.version>${java}</java.version></properties></project>`;

describe('the build sandbox', () => {
  it('passes only allow-listed variables and its own HOME, never a token or a host path', () => {
    const env = sandboxEnvironment({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/root',
      JAVA_HOME: '/usr/lib/jvm/host',
      MAVEN_OPTS: '-Xmx1g',
      HTTPS_PROXY: 'http://proxy:3128',
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      ACTIONS_RUNTIME_TOKEN: 'y',
      PRIVATE_REPO_USER: 'deploy',
      GITHUB_TOKEN: 'ghs_z',
      PERF_GATE_PASS_ENV: 'PRIVATE_REPO_USER,GITHUB_TOKEN',
    });
    expect(env).toEqual({
      MAVEN_OPTS: '-Xmx1g',
      HTTPS_PROXY: 'http://proxy:3128',
      PRIVATE_REPO_USER: 'deploy',
      HOME: '/home/build',
      // Java reads user.home from the uid's passwd entry, which the image lacks: set it.
      JAVA_TOOL_OPTIONS: '-Duser.home=/home/build',
      CI: 'true',
    });
    expect(sandboxEnvironment({ JAVA_TOOL_OPTIONS: '-Xss2m' }).JAVA_TOOL_OPTIONS).toBe(
      '-Duser.home=/home/build -Xss2m',
    );
  });

  it('picks the JDK from the build file: {java} is its release, 17 when it says none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-build-image-'));
    expect(declaredJava(dir)).toBeUndefined();
    expect(buildImageFor('maven:3.9-eclipse-temurin-{java}', dir)).toBe(
      'maven:3.9-eclipse-temurin-17',
    );
    writeFileSync(join(dir, 'pom.xml'), pom('21'));
    expect(buildImageFor('maven:3.9-eclipse-temurin-{java}', dir)).toBe(
      'maven:3.9-eclipse-temurin-21',
    );
    mkdirSync(join(dir, 'old'));
    writeFileSync(join(dir, 'old', 'pom.xml'), pom('11'));
    // Java 11 builds run on the oldest LTS perf-gate serves, as its jars run on 17.
    expect(buildImageFor('jdk:{java}', join(dir, 'old'))).toBe('jdk:17');
    expect(buildImageFor('corp/jdk:21', dir)).toBe('corp/jdk:21');
  });

  it('is on in the action unless the workflow turns it off; the CLI reads on/off', () => {
    const inputs = (values: Record<string, string>) => readInputs((name) => values[name] ?? '');
    expect(inputs({}).overrides.sandbox).toBe(true);
    expect(inputs({ sandbox: 'off' }).overrides.sandbox).toBe(false);
    expect(inputs({ 'build-image': 'corp/jdk:21' }).overrides.buildImage).toBe('corp/jdk:21');
    expect(() => inputs({ sandbox: 'maybe' })).toThrow(/input sandbox must be true or false/);
    expect(onOffFlag('--sandbox', 'on')).toBe(true);
    expect(onOffFlag('--sandbox', 'OFF')).toBe(false);
    expect(() => onOffFlag('--sandbox', 'later')).toThrow(
      '--sandbox must be on or off (got "later").',
    );
  });
});
