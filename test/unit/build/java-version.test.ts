import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_IMAGE,
  appImageFor,
  classFileMajor,
  imageJavaVersion,
  javaForClassFile,
  mainClassEntries,
  parseManifest,
  runtimeJavaFor,
  unsupportedClassVersionError,
} from '../../../src/build/java-version.js';
import { ConfigError } from '../../../src/errors.js';

// The manifest Spring Boot 3.5's repackage goal writes (long values wrap at 72 bytes).
const bootManifest = [
  'Manifest-Version: 1.0',
  'Created-By: Maven JAR Plugin 3.4.2',
  'Build-Jdk-Spec: 25',
  'Main-Class: org.springframework.boot.loader.launch.JarLauncher',
  'Start-Class: org.notes21.very.long.package.name.that.wraps.Notes21Applicat',
  ' ion',
  'Spring-Boot-Version: 3.5.16',
  'Spring-Boot-Classes: BOOT-INF/classes/',
  '',
].join('\r\n');

describe('jar manifest', () => {
  it('reads wrapped attributes and finds the application class under BOOT-INF/classes', () => {
    const manifest = parseManifest(bootManifest);
    expect(manifest['Start-Class']).toBe(
      'org.notes21.very.long.package.name.that.wraps.Notes21Application',
    );
    expect(mainClassEntries(manifest)).toEqual([
      {
        mainClass: 'org.notes21.very.long.package.name.that.wraps.Notes21Application',
        entries: [
          'BOOT-INF/classes/org/notes21/very/long/package/name/that/wraps/Notes21Application.class',
          'org/notes21/very/long/package/name/that/wraps/Notes21Application.class',
        ],
      },
    ]);
  });

  it("uses Main-Class for plain jars, never Spring Boot's launcher", () => {
    expect(mainClassEntries(parseManifest('Main-Class: com.acme.Tool\n'))).toEqual([
      { mainClass: 'com.acme.Tool', entries: ['com/acme/Tool.class'] },
    ]);
    expect(
      mainClassEntries(
        parseManifest('Main-Class: org.springframework.boot.loader.launch.JarLauncher\n'),
      ),
    ).toEqual([]);
  });
});

describe('class-file version', () => {
  it('reads the major version after the magic and maps it to a Java release', () => {
    const header = (major: number) => Uint8Array.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, major]);
    expect(classFileMajor(header(61))).toBe(61);
    expect(classFileMajor(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0, 0, 61]))).toBeUndefined();
    expect(classFileMajor(Uint8Array.from([0xca, 0xfe]))).toBeUndefined();
    expect(javaForClassFile(52)).toBe(8);
    expect(javaForClassFile(61)).toBe(17);
    expect(javaForClassFile(65)).toBe(21);
    expect(runtimeJavaFor(8)).toBe(17);
    expect(runtimeJavaFor(17)).toBe(17);
    expect(runtimeJavaFor(19)).toBe(21);
    expect(runtimeJavaFor(21)).toBe(21);
    expect(runtimeJavaFor(26)).toBe(26);
  });
});

describe('app image', () => {
  const java21 = { mainClass: 'org.notes21.Notes21Application', classFileMajor: 65, java: 21 };
  const java17 = { mainClass: 'com.acme.shop.ShopApplication', classFileMajor: 61, java: 17 };

  it('follows the jar unless configured: {java} becomes the LTS release that runs it', () => {
    expect(DEFAULT_APP_IMAGE).toBe('eclipse-temurin:{java}-jre');
    expect(appImageFor(DEFAULT_APP_IMAGE, { path: 'app.jar', java: java21 })).toBe(
      'eclipse-temurin:21-jre',
    );
    expect(appImageFor(DEFAULT_APP_IMAGE, { path: 'app.jar', java: java17 })).toBe(
      'eclipse-temurin:17-jre',
    );
    // An unreadable jar keeps the former default.
    expect(appImageFor(DEFAULT_APP_IMAGE, { path: 'app.jar', java: undefined })).toBe(
      'eclipse-temurin:17-jre',
    );
    expect(appImageFor('perf-gate-local/jre:{java}', { path: 'app.jar', java: java21 })).toBe(
      'perf-gate-local/jre:21',
    );
  });

  it('reads the Java version image tags announce', () => {
    expect(imageJavaVersion('eclipse-temurin:17-jre')).toBe(17);
    expect(imageJavaVersion('eclipse-temurin:21.0.5_11-jre-jammy')).toBe(21);
    expect(imageJavaVersion('registry.local:5000/jre:21')).toBe(21);
    expect(imageJavaVersion('amazoncorretto:17')).toBe(17);
    expect(imageJavaVersion('bellsoft/liberica-openjre-debian:jre-21')).toBe(21);
    expect(imageJavaVersion('my-company/java-runtime:latest')).toBeUndefined();
    expect(imageJavaVersion('my-company/java-runtime')).toBeUndefined();
  });

  it('refuses an image older than the jar with the fix', () => {
    let error: unknown;
    try {
      appImageFor('eclipse-temurin:17-jre', { path: 'target/notes21.jar', java: java21 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).describe();
    expect(message).toContain(
      'app.image eclipse-temurin:17-jre runs Java 17, but target/notes21.jar needs Java 21',
    );
    expect(message).toContain('class-file version 65');
    expect(message).toContain('eclipse-temurin:21-jre');
    // Newer images run older jars; unknown tags are left to the JVM.
    expect(appImageFor('eclipse-temurin:21-jre', { path: 'a.jar', java: java17 })).toBe(
      'eclipse-temurin:21-jre',
    );
    expect(appImageFor('corp/jre:stable', { path: 'a.jar', java: java21 })).toBe('corp/jre:stable');
  });
});

describe('UnsupportedClassVersionError in the app log', () => {
  it('becomes a configuration error naming both Java versions and the image to use', () => {
    // The line a Java 17 JVM prints for a Java 21 jar (OpenJDK 17.0.15).
    const log = [
      'Error: LinkageError occurred while loading main class org.springframework.boot.loader.launch.JarLauncher',
      '\tjava.lang.UnsupportedClassVersionError: org/notes21/Notes21Application has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0',
    ];
    const error = unsupportedClassVersionError(log, 'eclipse-temurin:17-jre');
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.describe()).toContain(
      "The app's jar needs Java 21, but the image eclipse-temurin:17-jre runs Java 17",
    );
    expect(error?.describe()).toContain('eclipse-temurin:21-jre');
    expect(unsupportedClassVersionError(['Started App in 3 seconds'], 'x')).toBeUndefined();
  });
});
