// What an app's build file says about it: Maven or Gradle, the wrapper, the jar the build writes, the
// Java version it compiles for and the dependencies perf-gate cares about. Pure: the caller reads
// the files. Text patterns rather than a full POM/Gradle model: a build file is a program (Gradle) or
// a document with inheritance (Maven) that only the build tool itself evaluates completely; the few
// facts needed here are written literally in nearly every app.
import { ConfigError } from '../errors.js';

export type BuildTool = 'maven' | 'gradle';

/** The build files of a directory, by name; absent ones are undefined. */
export interface BuildFiles {
  'pom.xml'?: string;
  'build.gradle'?: string;
  'build.gradle.kts'?: string;
  /** a Gradle version catalog names dependencies outside build.gradle */
  'gradle/libs.versions.toml'?: string;
  mvnw?: boolean;
  gradlew?: boolean;
}

export interface Dependencies {
  actuator: boolean;
  web: boolean;
  webflux: boolean;
  jpa: boolean;
  jdbc: boolean;
  flyway: boolean;
  liquibase: boolean;
  mysql: boolean;
  mariadb: boolean;
  postgresql: boolean;
  h2: boolean;
  springdoc: boolean;
  /** spring-boot-starter-data-redis (or spring-data-redis, Redisson): Redis beside the app */
  redis: boolean;
}

export interface BuildFacts {
  tool: BuildTool;
  /** the build file that was read, e.g. `pom.xml` */
  buildFile: string;
  wrapper: boolean;
  /** the build command perf-gate runs in the app directory */
  command: string;
  /** glob of the executable jar, relative to the app directory */
  jar: string;
  /** the Java release the app compiles for, when the build file says */
  java: { version: number; source: string } | undefined;
  dependencies: Dependencies;
  /** a Maven parent with modules: the Spring Boot app is one of them */
  modules: string[];
}

// Dependency coordinates as written in a POM, a Gradle script or a version catalog alias
// (`spring-boot-starter-actuator`, `libs.spring.boot.starter.actuator`).
const DEPENDENCY_PATTERNS: Record<keyof Dependencies, RegExp> = {
  actuator: /spring[-.]boot[-.]starter[-.]actuator/,
  web: /spring[-.]boot[-.]starter[-.]web(?![-.\w])|spring[-.]boot[-.]starter[-.]webmvc/,
  webflux: /spring[-.]boot[-.]starter[-.]webflux/,
  jpa: /spring[-.]boot[-.]starter[-.]data[-.]jpa/,
  jdbc: /spring[-.]boot[-.]starter[-.](?:data[-.])?jdbc|mybatis|jooq/,
  flyway: /flyway/,
  liquibase: /liquibase/,
  mysql: /mysql[-.]connector/,
  mariadb: /mariadb[-.]java[-.]client/,
  postgresql: /org\.postgresql|(?<![\w-])postgresql(?![\w-])/,
  h2: /com\.h2database|(?<![\w-])h2(?![\w-])/,
  springdoc: /springdoc/,
  redis: /spring[-.]boot[-.]starter[-.]data[-.]redis|spring[-.]data[-.]redis|redisson/,
};

function stripXmlComments(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, '');
}

function stripCodeComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'])\/\/.*$/gm, '$1');
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** `1.8` -> 8, `17` -> 17, anything else undefined. */
export function javaRelease(text: string): number | undefined {
  const match = /^\s*(?:1\.)?(\d{1,2})\s*$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

function dependenciesOf(text: string): Dependencies {
  const found = {} as Dependencies;
  for (const [name, pattern] of Object.entries(DEPENDENCY_PATTERNS)) {
    found[name as keyof Dependencies] = pattern.test(text);
  }
  return found;
}

function mavenProperty(pom: string, name: string): { value: string; line: number } | undefined {
  const match = new RegExp(`<${name.replace(/\./g, '\\.')}>\\s*([^<]*?)\\s*</`).exec(pom);
  return match ? { value: match[1]!, line: lineOf(pom, match.index) } : undefined;
}

function mavenJava(pom: string): BuildFacts['java'] {
  // What the compiler plugin ends up using: release wins over source/target; Spring Boot's parent
  // maps java.version onto maven.compiler.release.
  const candidates = [
    'maven.compiler.release',
    'release',
    'java.version',
    'maven.compiler.target',
    'maven.compiler.source',
  ];
  for (const name of candidates) {
    const found = mavenProperty(pom, name);
    if (!found) continue;
    let value = found.value;
    const reference = /^\$\{([^}]+)\}$/.exec(value);
    if (reference) value = mavenProperty(pom, reference[1]!)?.value ?? value;
    const version = javaRelease(value);
    if (version !== undefined) return { version, source: `pom.xml:${found.line} (${name})` };
  }
  return undefined;
}

function gradleJava(script: string, file: string): BuildFacts['java'] {
  const patterns: Array<[RegExp, string]> = [
    [/JavaLanguageVersion\.of\(\s*["']?(\d+)["']?\s*\)/, 'toolchain'],
    [/jvmToolchain\(\s*(\d+)\s*\)/, 'Kotlin toolchain'],
    [
      /targetCompatibility\s*=\s*(?:JavaVersion\.VERSION_(?:1_)?(\d+)|["']?([\d.]+)["']?)/,
      'targetCompatibility',
    ],
    [
      /sourceCompatibility\s*=\s*(?:JavaVersion\.VERSION_(?:1_)?(\d+)|["']?([\d.]+)["']?)/,
      'sourceCompatibility',
    ],
  ];
  for (const [pattern, label] of patterns) {
    const match = pattern.exec(script);
    const version = match ? javaRelease(match[1] ?? match[2] ?? '') : undefined;
    if (match && version !== undefined) {
      return { version, source: `${file}:${lineOf(script, match.index)} (${label})` };
    }
  }
  return undefined;
}

function mavenJar(pom: string): string {
  // <finalName> inside <build> names the jar; with a property in it, any jar in target/ will do
  // (perf-gate skips *-plain, *-sources and *.original).
  const build = /<build>([\s\S]*)<\/build>/.exec(pom)?.[1] ?? '';
  const finalName = /<finalName>\s*([^<]+?)\s*<\/finalName>/.exec(build)?.[1];
  return finalName && !finalName.includes('${') ? `target/${finalName}.jar` : 'target/*.jar';
}

/** Reads the build files of `directory` (named for messages); throws when it is not a Spring Boot app. */
export function readBuild(files: BuildFiles, directory: string): BuildFacts {
  const pom = files['pom.xml'];
  const gradleFile = files['build.gradle.kts'] !== undefined ? 'build.gradle.kts' : 'build.gradle';
  const gradle = files[gradleFile];
  if (pom === undefined && gradle === undefined) {
    throw new ConfigError(
      `${directory} has no pom.xml, build.gradle or build.gradle.kts: perf-gate init reads a Spring Boot app's build.`,
      {
        fix: 'Run perf-gate init in the folder of the Spring Boot app (the one holding pom.xml or build.gradle), or pass it: perf-gate init path/to/app.',
      },
    );
  }
  if (pom !== undefined) {
    const text = stripXmlComments(pom);
    const modules = [...text.matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)].map((m) => m[1]!);
    const parent = modules.length > 0 && /<packaging>\s*pom\s*<\/packaging>/.test(text);
    if (parent || !/spring-boot/.test(text)) {
      throw notSpringBoot(directory, 'pom.xml', modules);
    }
    return {
      tool: 'maven',
      buildFile: 'pom.xml',
      wrapper: files.mvnw === true,
      command: files.mvnw ? 'sh ./mvnw -B -q -DskipTests package' : 'mvn -B -q -DskipTests package',
      jar: mavenJar(text),
      java: mavenJava(text),
      dependencies: dependenciesOf(text),
      modules,
    };
  }
  const text = stripCodeComments(gradle!);
  if (!/org\.springframework\.boot|spring[-.]boot/.test(text)) {
    throw notSpringBoot(directory, gradleFile, []);
  }
  const catalog = files['gradle/libs.versions.toml'] ?? '';
  return {
    tool: 'gradle',
    buildFile: gradleFile,
    wrapper: files.gradlew === true,
    command: files.gradlew ? 'sh ./gradlew -q bootJar -x test' : 'gradle -q bootJar -x test',
    // bootJar writes build/libs/<name>-<version>.jar next to the plain jar, which perf-gate skips.
    jar: 'build/libs/*.jar',
    java: gradleJava(text, gradleFile),
    dependencies: dependenciesOf(`${text}\n${catalog}`),
    modules: [],
  };
}

function notSpringBoot(directory: string, file: string, modules: string[]): ConfigError {
  const parent = modules.length > 0;
  return new ConfigError(
    parent
      ? `${directory}/${file} is a parent of the modules ${modules.join(', ')}: perf-gate init reads one Spring Boot app.`
      : `${directory}/${file} does not mention Spring Boot: perf-gate gates Spring Boot apps.`,
    {
      fix: parent
        ? `Run perf-gate init in the module that is the Spring Boot app, e.g. perf-gate init ${directory}/${modules[0]}.`
        : 'Run perf-gate init in the folder of a Spring Boot app (its build uses the spring-boot plugin or parent).',
    },
  );
}
