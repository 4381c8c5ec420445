// Datasource failures a Spring Boot app stops on at startup, read from its log, with what to set in
// perf-gate.yml or the build instead of "read the log". Pure.

/** A recognised startup failure: what went wrong, in one line, and the fix. */
export interface BootFailure {
  reason: string;
  fix: string;
}

const MYSQL_DRIVER = 'com.mysql.cj.jdbc.Driver';

function capped(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * The datasource failure among the app's last log lines, when it is one perf-gate can name: a driver
 * class for another database given perf-gate's MySQL URL, no MySQL driver in the jar, or a datasource
 * that got no URL at all.
 */
export function datasourceBootFailure(lines: readonly string[]): BootFailure | undefined {
  const text = lines.join('\n');
  const refused = /Driver (\S+) claims to not accept jdbcUrl, (jdbc:[a-z0-9]+)/.exec(text);
  if (refused) {
    return {
      reason: `the datasource's driver class ${capped(refused[1]!)} refused perf-gate's ${refused[2]} URL: the app's profiles write spring.datasource.driver-class-name for another database.`,
      fix: `Set app.profiles in perf-gate.yml to the profiles that declare your MySQL datasource (perf-gate inspect --profile <name> shows each one's driver), or set app.env.SPRING_DATASOURCE_DRIVER_CLASS_NAME: ${MYSQL_DRIVER}.`,
    };
  }
  const missing =
    /(?:Failed to load driver class|Cannot load driver class:?|ClassNotFoundException:) ?(com\.mysql\.(?:cj\.)?jdbc\.Driver|org\.mariadb\.jdbc\.Driver)/.exec(
      text,
    ) ?? /No suitable driver found for (jdbc:(?:mysql|mariadb))/.exec(text);
  if (missing) {
    return {
      reason: `the jar has no MySQL driver (${capped(missing[1]!)} could not be loaded).`,
      fix: 'Add com.mysql:mysql-connector-j with runtime scope to pom.xml (runtimeOnly in build.gradle), rebuild, and run again.',
    };
  }
  // The app's own SQL for an embedded database (db/h2/schema.sql) run against MySQL: the scripts'
  // folder usually follows a property (spring-petclinic's `database=h2`).
  const script =
    /ScriptStatementFailedException: Failed to execute SQL script statement #\d+ of (?:URL|class path resource) \[([^\]]*?((?:^|[/!])(h2|hsqldb|hsql|derby)[/-][^\]]*))\]/i.exec(
      text,
    );
  if (script && /SQLSyntaxErrorException/.test(text)) {
    // The path inside the jar (after its last `!/`), else the URL as written.
    const file = script[1]!.replace(/^.*!\//, '').replace(/^(?:file:|classpath:)/, '');
    return {
      reason: `the app ran its ${script[3]!.toUpperCase()} script ${capped(file)} against perf-gate's MySQL, which refused its syntax.`,
      fix: `Point spring.sql.init.schema-locations / data-locations at the app's MySQL scripts for this run (e.g. the property the path is built from: app.env: { DATABASE: mysql } for classpath*:db/\${database}/schema.sql), or set app.env.SPRING_SQL_INIT_MODE: never and give the schema under database.init.`,
    };
  }
  if (/Failed to determine a suitable driver class/.test(text)) {
    return {
      reason:
        "a datasource got no URL: perf-gate sets spring.datasource.url (SPRING_DATASOURCE_URL), and this datasource reads another property or was built in the app's code.",
      fix: "perf-gate inspect lists the datasources the app declares: point each one at the test database in app.env (e.g. APP_DATASOURCE_JDBC_URL: '{{db.jdbcUrl}}'), or set app.profiles to the profile that declares a datasource.",
    };
  }
  return undefined;
}
