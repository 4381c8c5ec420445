// Reading Maven and Gradle build files: tool, wrapper, jar, Java release, dependencies, and the
// errors for folders that are not a Spring Boot app.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { javaRelease, readBuild } from '../../../src/init/build-file.js';

const bootPom = (body: string): string => `<project>
  <parent><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-parent</artifactId></parent>
${body}
</project>`;

describe('Maven', () => {
  it('uses the wrapper, the literal finalName and maven.compiler.release over java.version', () => {
    const pom = bootPom(`  <properties>
    <java.version>17</java.version>
    <maven.compiler.release>21</maven.compiler.release>
  </properties>
  <build><finalName>orders</finalName></build>`);
    const build = readBuild({ 'pom.xml': pom, mvnw: true }, 'app');
    expect(build).toMatchObject({
      tool: 'maven',
      wrapper: true,
      command: 'sh ./mvnw -B -q -DskipTests package',
      jar: 'target/orders.jar',
      java: { version: 21, source: 'pom.xml:5 (maven.compiler.release)' },
    });
  });

  it('follows a ${property} reference, reads 1.8 as 8 and globs a finalName built from properties', () => {
    const pom =
      bootPom(`  <properties><jdk>1.8</jdk><java.version>\${jdk}</java.version></properties>
  <build><finalName>\${project.artifactId}</finalName></build>`);
    const build = readBuild({ 'pom.xml': pom }, 'app');
    expect(build.command).toBe('mvn -B -q -DskipTests package');
    expect(build.jar).toBe('target/*.jar');
    expect(build.java?.version).toBe(8);
  });

  it('ignores commented-out dependencies and tells the starters apart', () => {
    const pom = bootPom(`<dependencies>
  <dependency><artifactId>spring-boot-starter-webflux</artifactId></dependency>
  <!-- <dependency><artifactId>spring-boot-starter-actuator</artifactId></dependency> -->
  <dependency><artifactId>mariadb-java-client</artifactId></dependency>
  <dependency><artifactId>liquibase-core</artifactId></dependency>
</dependencies>`);
    const { dependencies } = readBuild({ 'pom.xml': pom }, 'app');
    expect(dependencies).toMatchObject({
      webflux: true,
      web: false,
      actuator: false,
      mariadb: true,
      mysql: false,
      liquibase: true,
      flyway: false,
    });
  });

  it('refuses a parent POM and names its modules', () => {
    const pom = bootPom(
      '<packaging>pom</packaging><modules><module>api</module><module>batch</module></modules>',
    );
    expect(() => readBuild({ 'pom.xml': pom }, 'repo')).toThrow(
      expect.objectContaining({
        message:
          'repo/pom.xml is a parent of the modules api, batch: perf-gate init reads one Spring Boot app.',
        fix: expect.stringContaining('perf-gate init repo/api') as string,
      }),
    );
  });

  it('refuses a POM without Spring Boot', () => {
    const error = (() => {
      try {
        readBuild({ 'pom.xml': '<project><artifactId>lib</artifactId></project>' }, 'lib');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'lib/pom.xml does not mention Spring Boot: perf-gate gates Spring Boot apps.',
    );
  });
});

describe('Gradle', () => {
  it('reads a Kotlin script with a toolchain and a version catalog', () => {
    const script = `plugins { alias(libs.plugins.spring.boot) }
java { toolchain { languageVersion = JavaLanguageVersion.of(21) } }
dependencies { implementation(libs.spring.boot.starter.actuator) }`;
    const build = readBuild(
      {
        'build.gradle.kts': script,
        'gradle/libs.versions.toml': 'spring-boot = { id = "org.springframework.boot" }',
        gradlew: true,
      },
      'app',
    );
    expect(build).toMatchObject({
      tool: 'gradle',
      buildFile: 'build.gradle.kts',
      command: 'sh ./gradlew -q bootJar -x test',
      jar: 'build/libs/*.jar',
      java: { version: 21, source: 'build.gradle.kts:2 (toolchain)' },
    });
    expect(build.dependencies.actuator).toBe(true);
  });

  it('reads sourceCompatibility in a Groovy script and skips commented lines', () => {
    const script = `plugins { id 'org.springframework.boot' version '3.5.0' }
// sourceCompatibility = '21'
sourceCompatibility = JavaVersion.VERSION_17
dependencies {
  // implementation 'org.flywaydb:flyway-core'
  runtimeOnly 'com.mysql:mysql-connector-j'
}`;
    const build = readBuild({ 'build.gradle': script }, 'app');
    expect(build.java).toEqual({ version: 17, source: 'build.gradle:3 (sourceCompatibility)' });
    expect(build.dependencies.flyway).toBe(false);
    expect(build.dependencies.mysql).toBe(true);
  });
});

it('refuses a folder without a build file, with the fix', () => {
  expect(() => readBuild({}, 'docs')).toThrow(
    /docs has no pom.xml, build.gradle or build.gradle.kts/,
  );
});

it('reads Java releases as build files write them', () => {
  expect([javaRelease('17'), javaRelease('1.8'), javaRelease(' 21 '), javaRelease('${x}')]).toEqual(
    [17, 8, 21, undefined],
  );
});
