// `{{…}}` placeholders in the environment perf-gate hands over: app.env (the test database, for apps
// with several or custom datasources) and scenarios[].env (the app under test, for scripts that read
// its URL from their own variable rather than BASE_URL).
import type { StartedDatabase } from '../env/database.js';
import { REQUESTS_ENV } from '../config/requests.js';
import { ConfigError } from '../errors.js';

/** `{{db.jdbcUrl}}`-style placeholders in app.env. */
export function templateEnv(
  env: Record<string, string>,
  db: StartedDatabase,
): Record<string, string> {
  return fillPlaceholders('app.env', env, {
    'db.jdbcUrl': db.jdbcUrl,
    'db.host': db.host,
    'db.port': String(db.port),
    'db.name': db.database,
    'db.user': db.user,
    'db.password': db.password,
  });
}

/** `{{app.url}}`-style placeholders in a scenario's env, from the app's base URL. */
export function scenarioEnv(
  scenario: { name: string; env: Record<string, string> },
  baseUrl: string,
): Record<string, string> {
  const url = new URL(baseUrl);
  return fillPlaceholders(`scenario ${scenario.name}: env`, scenario.env, {
    'app.url': baseUrl,
    'app.origin': url.origin,
    'app.host': url.hostname,
    'app.port': url.port,
  });
}

function fillPlaceholders(
  where: string,
  env: Record<string, string>,
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      // The request list of the bundled scenario is data (bodies, headers), not a template.
      key === REQUESTS_ENV
        ? value
        : value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
            const replacement = values[name];
            if (replacement === undefined) {
              throw new ConfigError(`${where}.${key}: unknown placeholder ${whole}.`, {
                fix: `Use one of ${Object.keys(values)
                  .map((v) => `{{${v}}}`)
                  .join(', ')}.`,
              });
            }
            return replacement;
          }),
    ]),
  );
}
