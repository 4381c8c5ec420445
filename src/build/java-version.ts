// Which Java a jar needs, read from its main class's class-file version, and the JRE image that
// runs it. A Spring Boot jar names its application class in the manifest's Start-Class (under
// BOOT-INF/classes/); a plain executable jar in Main-Class. The class file's major version is
// bytes 6-7 after the 0xCAFEBABE magic: 52 = Java 8, 61 = Java 17, 65 = Java 21 (major − 44).
import { ConfigError } from '../errors.js';

/** What the jar's main class was compiled for. */
export interface JarJava {
  /** the class read, e.g. com.acme.shop.ShopApplication */
  mainClass: string;
  classFileMajor: number;
  /** the oldest Java that runs it */
  java: number;
}

/** The Java versions with long-term JRE images; a jar gets the oldest one that runs it. */
export const LTS_JAVA = [17, 21, 25] as const;

/** Placeholder in app.image replaced by the Java version the jar needs (an LTS release). */
export const JAVA_PLACEHOLDER = '{java}';

/** The product default: the public Temurin JRE of the jar's Java version. */
export const DEFAULT_APP_IMAGE = `eclipse-temurin:${JAVA_PLACEHOLDER}-jre`;

/** Attributes of a JAR manifest (continuation lines start with one space). */
export function parseManifest(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let last: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith(' ') && last) {
      attributes[last] += line.slice(1);
      continue;
    }
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    last = line.slice(0, separator).trim();
    attributes[last] = line.slice(separator + 1).trim();
  }
  return attributes;
}

/** Entry paths where the manifest's application class may live, most specific first. */
export function mainClassEntries(manifest: Record<string, string>): {
  mainClass: string;
  entries: string[];
}[] {
  const out: { mainClass: string; entries: string[] }[] = [];
  const start = manifest['Start-Class'];
  if (start) {
    const path = `${start.replace(/\./g, '/')}.class`;
    out.push({ mainClass: start, entries: [`BOOT-INF/classes/${path}`, path] });
  }
  const main = manifest['Main-Class'];
  // Spring Boot's own launcher says nothing about the app's Java version.
  if (main && !main.startsWith('org.springframework.boot.loader.')) {
    out.push({ mainClass: main, entries: [`${main.replace(/\./g, '/')}.class`] });
  }
  return out;
}

/** The class-file major version of a class file's first bytes, or undefined if not a class. */
export function classFileMajor(header: Uint8Array): number | undefined {
  if (header.length < 8) return undefined;
  const magic = ((header[0]! << 24) | (header[1]! << 16) | (header[2]! << 8) | header[3]!) >>> 0;
  if (magic !== 0xcafebabe) return undefined;
  return (header[6]! << 8) | header[7]!;
}

/** Java release of a class-file major version (45 = Java 1.1 … 61 = 17, 65 = 21). */
export function javaForClassFile(major: number): number {
  return major >= 49 ? major - 44 : 1;
}

/** The oldest long-term release that runs `java` (Java 8 and 11 jars run on 17). */
export function runtimeJavaFor(java: number): number {
  return LTS_JAVA.find((lts) => lts >= java) ?? java;
}

/** The Java major version an image name announces in its tag (17 in eclipse-temurin:17-jre). */
export function imageJavaVersion(image: string): number | undefined {
  const tag = /:([^/:@]+)(?:@.*)?$/.exec(image)?.[1];
  if (!tag) return undefined;
  // Leading number ("17-jre", "21", "17.0.9_9-jre") or one after a dash ("jdk-21", "java21").
  const match =
    /^(\d{1,2})(?:[._-]|$)/.exec(tag) ?? /(?:^|[-_])(?:jdk|jre|java)-?(\d{1,2})\b/.exec(tag);
  const version = match ? Number(match[1]) : undefined;
  return version !== undefined && version >= 8 ? version : undefined;
}

/**
 * The image to run the jar with: `{java}` in the configured image becomes the jar's LTS release;
 * a fixed image that announces an older Java than the jar needs is a configuration error.
 */
export function appImageFor(
  configured: string,
  jar: { path: string; java: JarJava | undefined },
): string {
  const java = jar.java;
  if (configured.includes(JAVA_PLACEHOLDER)) {
    return configured.replaceAll(JAVA_PLACEHOLDER, String(runtimeJavaFor(java?.java ?? 17)));
  }
  const announced = imageJavaVersion(configured);
  if (java && announced !== undefined && announced < java.java) {
    throw new ConfigError(
      `app.image ${configured} runs Java ${announced}, but ${jar.path} needs Java ${java.java} (${java.mainClass} has class-file version ${java.classFileMajor}); the JVM would refuse it with UnsupportedClassVersionError.`,
      {
        fix: `Set app.image to a Java ${runtimeJavaFor(java.java)} JRE (e.g. eclipse-temurin:${runtimeJavaFor(java.java)}-jre), or remove app.image so perf-gate picks it from the jar (${DEFAULT_APP_IMAGE}).`,
      },
    );
  }
  return configured;
}

/**
 * The JVM's refusal of a too-new class file in an app's log, as a configuration error naming both
 * Java versions ("compiled by a more recent version … (class file version 65.0) … only recognizes
 * class file versions up to 61.0").
 */
export function unsupportedClassVersionError(
  lines: readonly string[],
  image: string,
): ConfigError | undefined {
  for (const line of lines) {
    if (!line.includes('UnsupportedClassVersionError')) continue;
    const needs = /class file version (\d+)(?:\.\d+)?\)/.exec(line)?.[1];
    const has = /up to (\d+)(?:\.\d+)?/.exec(line)?.[1];
    const needsJava = needs ? javaForClassFile(Number(needs)) : undefined;
    const hasJava = has ? javaForClassFile(Number(has)) : undefined;
    const target = needsJava ? runtimeJavaFor(needsJava) : undefined;
    return new ConfigError(
      `The app's jar needs ${needsJava ? `Java ${needsJava}` : 'a newer Java'}, but the image ${image} runs ${hasJava ? `Java ${hasJava}` : 'an older one'} (UnsupportedClassVersionError at startup).`,
      {
        fix: target
          ? `Set app.image to a Java ${target} JRE (e.g. eclipse-temurin:${target}-jre), or remove app.image so perf-gate picks it from the jar.`
          : 'Set app.image to a JRE at least as new as the JDK the jar was built with.',
      },
    );
  }
  return undefined;
}
