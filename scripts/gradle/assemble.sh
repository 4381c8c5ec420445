#!/usr/bin/env bash
# Assembles a runnable Gradle 8.10.2 from Maven Central artifacts only, for the test suite's Gradle
# app (test/apps/gradle-notes, test/integration/gradle-app.test.ts). scripts/provision runs it once.
#
# Why: this machine and CI reach package registries only (Maven Central, npm, PyPI, Debian, the Go
# proxy, crates.io), and no registry serves a Gradle distribution. Checked: services.gradle.org (the
# wrapper's download) is unreachable; Maven Central has Gradle's tooling API and plugins but no
# distribution; npm and PyPI have only wrappers that download from services.gradle.org; Debian's
# `gradle` is 4.4.1, too old for Spring Boot 3's Gradle plugin (it needs 7.6.4 / 8.4 or newer).
# What Central does have: dev.gradleplugins:gradle-api, Gradle's own classes re-published as one
# jar (for plugin authors). It lacks three pieces, supplied here:
#   - the launcher (the `gradle` command, CLI parsing, the daemon): GradleMain.java, in-process;
#   - the Java compiler hook (gradle-java-compiler-plugin): IncrementalCompileTask.java;
#   - the Kotlin DSL: not supplied.
# And it relocates JUnit/TestNG/Hamcrest under org.gradle.internal.impldep: re-shaded (maven-shade)
# back to their own packages, so a test task runs the project's own JUnit Platform.
#
# Limits: Groovy DSL only (no build.gradle.kts), no daemon, org.gradle.jvmargs is not applied (the
# build runs in the `gradle` JVM itself: GRADLE_JVM_OPTS, default -Xmx1g), no --continuous or --scan.
# Good enough to build a Spring Boot app the way its team would; not a Gradle to ship to anyone.
#
# Needs: a JDK 17 (javac, jar), Maven, unzip, sha256sum.   Usage: assemble.sh OUT_DIR
# OUT_DIR is replaced. Downloads into a scratch Maven repository, removed at the end.
set -euo pipefail

GRADLE_VERSION=8.10.2
GRADLE_API_SHA256=3293d9029a574953176d70c662d46689748d3c5c2b500ad8ea24fb4adc6608a7
GROOVY_VERSION=3.0.22  # the Groovy and Kotlin releases gradle-api 8.10.2 declares (checked below)
KOTLIN_VERSION=1.9.24
SHADE_PLUGIN_VERSION=3.6.0
DEPENDENCY_PLUGIN=org.apache.maven.plugins:maven-dependency-plugin:3.8.1

OUT="${1:?usage: assemble.sh OUT_DIR}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
V=$GRADLE_VERSION
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
# -C: a download whose checksum does not match Central's fails instead of warning.
MVN=(mvn -q -B -C -Dstyle.color=never "-Dmaven.repo.local=$W/m2")
die() { printf 'assemble.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '[gradle %s] %s\n' "$V" "$*"; }

# --- 1. Gradle's classes: dev.gradleplugins:gradle-api, checked, then re-shaded ------------------
say "fetching dev.gradleplugins:gradle-api:$V and re-shading it"
mkdir -p "$W/shade"
cat >"$W/shade/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
 <groupId>local</groupId><artifactId>gradle-runtime</artifactId><version>$V</version>
 <dependencies><dependency><groupId>dev.gradleplugins</groupId><artifactId>gradle-api</artifactId><version>$V</version>
  <exclusions><exclusion><groupId>*</groupId><artifactId>*</artifactId></exclusion></exclusions></dependency></dependencies>
 <build><plugins><plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-shade-plugin</artifactId><version>$SHADE_PLUGIN_VERSION</version>
  <executions><execution><phase>package</phase><goals><goal>shade</goal></goals><configuration>
   <createDependencyReducedPom>false</createDependencyReducedPom>
   <artifactSet><includes><include>dev.gradleplugins:gradle-api</include></includes></artifactSet>
   <filters><filter><artifact>dev.gradleplugins:gradle-api</artifact><excludes>
    <exclude>org/gradle/internal/impldep/org/junit/**</exclude><exclude>org/gradle/internal/impldep/junit/**</exclude>
    <exclude>org/gradle/internal/impldep/org/opentest4j/**</exclude><exclude>org/gradle/internal/impldep/org/testng/**</exclude>
    <exclude>org/gradle/internal/impldep/org/hamcrest/**</exclude><exclude>org/gradle/internal/impldep/com/beust/**</exclude>
    <exclude>META-INF/services/org.gradle.internal.impldep.org.junit*</exclude>
    <exclude>META-INF/*.SF</exclude><exclude>META-INF/*.DSA</exclude><exclude>META-INF/*.RSA</exclude>
   </excludes></filter></filters>
   <relocations>
    <relocation><pattern>org.gradle.internal.impldep.org.junit</pattern><shadedPattern>org.junit</shadedPattern></relocation>
    <relocation><pattern>org.gradle.internal.impldep.junit</pattern><shadedPattern>junit</shadedPattern></relocation>
    <relocation><pattern>org.gradle.internal.impldep.org.opentest4j</pattern><shadedPattern>org.opentest4j</shadedPattern></relocation>
    <relocation><pattern>org.gradle.internal.impldep.org.testng</pattern><shadedPattern>org.testng</shadedPattern></relocation>
    <relocation><pattern>org.gradle.internal.impldep.org.hamcrest</pattern><shadedPattern>org.hamcrest</shadedPattern></relocation>
    <relocation><pattern>org.gradle.internal.impldep.com.beust</pattern><shadedPattern>com.beust</shadedPattern></relocation>
   </relocations></configuration></execution></executions></plugin></plugins></build></project>
POM
"${MVN[@]}" -f "$W/shade/pom.xml" package
# The shaded copy is used only once the downloaded jar is the one pinned here.
echo "$GRADLE_API_SHA256  $W/m2/dev/gradleplugins/gradle-api/$V/gradle-api-$V.jar" | sha256sum -c --quiet \
  || die "dev.gradleplugins:gradle-api:$V does not have the pinned sha256 $GRADLE_API_SHA256"

STAGE="$W/gradle"
mkdir -p "$STAGE/lib/plugins" "$STAGE/bin"
FAT="$STAGE/lib/fat-gradle-api-$V.jar"
cp "$W/shade/target/gradle-runtime-$V.jar" "$FAT"

# --- 2. The jars gradle-api only declares: Groovy 3 modules and kotlin-stdlib ---------------------
# Gradle's module registry reads, per module, a <module>-classpath.properties (its jars by file name).
mkdir -p "$W/props"
(cd "$W/props" && unzip -qo "$FAT" '*-classpath.properties')
runtime_jars() { cat "$W"/props/*.properties | sed -n 's/^runtime=//p' | tr ',' '\n' | grep . | sort -u; }
deps=""
for jar in $(runtime_jars | grep -E '^(groovy|kotlin-stdlib-[0-9])'); do
  artifact=${jar%-*}
  version=${jar##*-}
  version=${version%.jar}
  case $artifact in
    groovy*) group=org.codehaus.groovy pinned=$GROOVY_VERSION ;;
    *) group=org.jetbrains.kotlin pinned=$KOTLIN_VERSION ;;
  esac
  [ "$version" = "$pinned" ] || die "gradle-api $V declares $jar, not $pinned as pinned here"
  deps="$deps<dependency><groupId>$group</groupId><artifactId>$artifact</artifactId><version>$pinned</version><exclusions><exclusion><groupId>*</groupId><artifactId>*</artifactId></exclusion></exclusions></dependency>"
done
say "fetching Groovy $GROOVY_VERSION and kotlin-stdlib $KOTLIN_VERSION"
mkdir -p "$W/ext"
echo "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion><groupId>local</groupId><artifactId>ext</artifactId><version>1</version><packaging>pom</packaging><dependencies>$deps</dependencies></project>" >"$W/ext/pom.xml"
"${MVN[@]}" -f "$W/ext/pom.xml" "$DEPENDENCY_PLUGIN:copy-dependencies" "-DoutputDirectory=$STAGE/lib"
EXT=$(cd "$STAGE/lib" && ls -- *.jar | grep -v '^fat-' | tr '\n' ' ')

# --- 3. Stub jars: every module and third-party jar Gradle looks up by name ----------------------
# Each is empty but for its classpath properties and a manifest Class-Path to the fat jar (and the
# Groovy/Kotlin jars), where the classes really are.
manifest() { # prefix of the Class-Path entries ("" in lib/, ../ in lib/plugins/)
  local entries=""
  for entry in "fat-gradle-api-$V.jar" $EXT; do entries="$entries $1$entry"; done
  { echo 'Manifest-Version: 1.0'; printf 'Class-Path:%s\n' "$entries" | fold -w 70 | sed '2,$s/^/ /'; } >"$W/manifest.txt"
}
PLUGIN_MODULES=$(unzip -p "$FAT" gradle-plugins.properties gradle-implementation-plugins.properties | sed 's/^[a-z]*=//' | tr ',' '\n' | grep .)
MODULES=$( (echo gradle-gradle-cli gradle-daemon-main gradle-daemon-server gradle-installation-beacon | tr ' ' '\n'
  ls "$W/props" | sed 's/-classpath.properties//'
  echo "$PLUGIN_MODULES") | grep . | sort -u)
for module in $MODULES; do
  dir="$W/stub/$module"
  mkdir -p "$dir"
  if [ -f "$W/props/$module-classpath.properties" ]; then
    cp "$W/props/$module-classpath.properties" "$dir/"
  else
    : >"$dir/$module-classpath.properties"
  fi
  if grep -qx "$module" <<<"$PLUGIN_MODULES"; then target=lib/plugins; manifest ../; else target=lib; manifest ""; fi
  (cd "$dir" && jar --create --file "$STAGE/$target/$module-$V.jar" --manifest "$W/manifest.txt" .)
done
manifest ""
mkdir -p "$W/empty"
for jar in $(runtime_jars); do
  [ -f "$STAGE/lib/$jar" ] || (cd "$W/empty" && jar --create --file "$STAGE/lib/$jar" --manifest "$W/manifest.txt" .)
done

# --- 4. The two missing pieces, from this folder ------------------------------------------------
say "compiling GradleMain.java and IncrementalCompileTask.java"
mkdir -p "$W/hook" "$W/launcher"
javac --release 11 -nowarn -XDsuppressNotes -d "$W/hook" "$HERE/IncrementalCompileTask.java"
jar --update --file "$STAGE/lib/plugins/gradle-java-compiler-plugin-$V.jar" -C "$W/hook" .
CP=$(ls "$FAT" "$STAGE"/lib/groovy-3*.jar "$STAGE"/lib/kotlin-stdlib-*.jar | tr '\n' ':')
javac --release 11 -nowarn -XDsuppressNotes -cp "$CP" -d "$W/launcher" "$HERE/GradleMain.java"
jar --create --file "$STAGE/lib/perf-gate-launcher-$V.jar" -C "$W/launcher" .

cat >"$STAGE/bin/gradle" <<'SH'
#!/usr/bin/env sh
# Gradle 8.10.2 assembled by perf-gate's scripts/gradle/assemble.sh: one in-process build, no daemon.
# JVM options of the build: GRADLE_JVM_OPTS (default -Xmx1g), then JAVA_OPTS and GRADLE_OPTS.
APP_HOME=$(cd "$(dirname "$0")/.." && pwd -P)
CP=""
for j in "$APP_HOME"/lib/fat-gradle-api-*.jar "$APP_HOME"/lib/groovy-*.jar "$APP_HOME"/lib/kotlin-stdlib-*.jar "$APP_HOME"/lib/perf-gate-launcher-*.jar; do CP="$CP:$j"; done
JAVACMD=${JAVA_HOME:+$JAVA_HOME/bin/}java
# shellcheck disable=SC2086 # the option variables are lists of words
exec "$JAVACMD" ${GRADLE_JVM_OPTS:--Xmx1g} $JAVA_OPTS $GRADLE_OPTS -Dorg.gradle.appname=gradle -classpath "${CP#:}" perfgate.gradle.GradleMain "$@"
SH
chmod +x "$STAGE/bin/gradle"
version="$("$STAGE/bin/gradle" --version)" || die "the assembled gradle does not run"
case "$version" in "Gradle $V "*) ;; *) die "the assembled gradle says: $version" ;; esac

say "downloaded $(du -sh "$W/m2" | cut -f1) from Maven Central"
rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
mv "$STAGE" "$OUT"
say "installed in $OUT"
