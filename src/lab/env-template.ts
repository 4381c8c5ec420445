// app.env placeholders that point an app's extra datasources at the test database.
import type { StartedDatabase } from '../env/database.js';
import { ConfigError } from '../errors.js';

/** `{{db.jdbcUrl}}`-style placeholders in app.env, for apps with several or custom datasources. */
export function templateEnv(
  env: Record<string, string>,
  db: StartedDatabase,
): Record<string, string> {
  const values: Record<string, string> = {
    'db.jdbcUrl': db.jdbcUrl,
    'db.host': db.host,
    'db.port': String(db.port),
    'db.name': db.database,
    'db.user': db.user,
    'db.password': db.password,
  };
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
        const replacement = values[name];
        if (replacement === undefined) {
          throw new ConfigError(`app.env.${key}: unknown placeholder ${whole}.`, {
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
