// The build sandbox's image for a checkout: app.build-image with `{java}` resolved from the Java
// release the build file declares (Maven's java.version / maven.compiler.release, Gradle's
// toolchain or sourceCompatibility), 17 when it declares none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBuild, type BuildFiles } from '../init/build-file.js';
import { JAVA_PLACEHOLDER, runtimeJavaFor } from './java-version.js';

/** The Java release the build file of `directory` declares, if it says. */
export function declaredJava(directory: string): number | undefined {
  const files: BuildFiles = {};
  for (const name of ['pom.xml', 'build.gradle', 'build.gradle.kts'] as const) {
    const path = join(directory, name);
    if (existsSync(path)) files[name] = readFileSync(path, 'utf8').slice(0, 1024 * 1024);
  }
  try {
    return readBuild(files, directory).java?.version;
  } catch {
    return undefined; // not a Spring Boot build file perf-gate reads: the default release
  }
}

/** app.build-image for a checkout, `{java}` resolved. */
export function buildImageFor(configured: string, directory: string): string {
  if (!configured.includes(JAVA_PLACEHOLDER)) return configured;
  return configured.replaceAll(
    JAVA_PLACEHOLDER,
    String(runtimeJavaFor(declaredJava(directory) ?? 17)),
  );
}
