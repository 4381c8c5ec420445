// The JRE image a side's jar runs in: app.image with `{java}` resolved from the jar's class-file
// version (src/build/jar-java.ts), announced once per side and recorded on it.
import { basename } from 'node:path';
import { readJarJava } from '../build/jar-java.js';
import { appImageFor } from '../build/java-version.js';

/** The JRE image for a jar (app.image, `{java}` resolved from the jar), recorded on the side. */
export async function jreImageFor(
  configured: string,
  jar: string,
  sideInfo: { java?: number; appImage?: string } | undefined,
  progress: (line: string) => void,
): Promise<string> {
  const java = await readJarJava(jar);
  const image = appImageFor(configured, { path: jar, java });
  if (sideInfo && sideInfo.appImage !== image) {
    progress(
      java
        ? `${basename(jar)}: Java ${java.java} (class-file version ${java.classFileMajor}), runs in ${image}`
        : `${basename(jar)}: Java version unknown (no readable main class), runs in ${image}`,
    );
  }
  if (sideInfo) {
    if (java) sideInfo.java = java.java;
    sideInfo.appImage = image;
  }
  return image;
}
