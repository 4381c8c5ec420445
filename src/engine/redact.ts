// One redaction for every path that leaves the process: the result file (success, error and
// interrupt paths), the markdown and HTML reports, the job summary and the PR comment. Secrets
// are known two ways: by where they sit (database.password, env entries whose name says secret)
// and by value (every registered secret is cut out of any text, log tails and error messages
// included). The registry is process-wide on purpose, like the runner's own `::add-mask::`: a
// secret registered once is masked on every later path, whichever module writes.
import type { GateConfig } from '../config/schema.js';

export const REDACTED = '***';

/** Env/variable names whose values are treated as secrets. */
const SECRET_NAME = /pass|secret|token|key|credential|auth|private|cookie|session|signature/i;

/** Shorter values are not cut out of text: "1" or "app" would garble every line. */
const MIN_SECRET_LENGTH = 4;

const secrets = new Set<string>();

/** Whether an env or variable name marks its value as a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Registers a value to cut out of everything written from now on; returns it. */
export function registerSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length >= MIN_SECRET_LENGTH) secrets.add(value);
  return value;
}

/**
 * The runner's own tokens in an environment (ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN,
 * any INPUT_* or ACTIONS_* value whose name says token): registered too, so that PR code that
 * reads them despite the allow-list (a k6 script's open() of /proc/<pid>/environ) cannot carry
 * them into a result file or a comment.
 */
export function registerRunnerSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const found = Object.entries(env)
    // Real tokens are long; a short value ("token", "none") would redact ordinary words.
    .filter(([name]) => /^(ACTIONS|INPUT)_/i.test(name) && /TOKEN/i.test(name))
    .filter(([, value]) => (value?.length ?? 0) >= 16)
    .map(([, value]) => registerSecret(value))
    .filter((value): value is string => value !== undefined);
  return found;
}

/** The registered secrets (for masking them in the runner's log too). */
export function registeredSecrets(): string[] {
  return [...secrets];
}

/** Forgets every registered secret (tests). */
export function clearSecrets(): void {
  secrets.clear();
}

/** The secrets of a config: the database passwords and every secret-named env/variable value. */
export function secretsOfConfig(config: GateConfig): string[] {
  const values = [config.database.password, rootPasswordFor(config.database.password)];
  const maps: Record<string, string | number>[] = [
    config.app.env,
    config.database.variables,
    ...config.scenarios.map((scenario) => scenario.env),
  ];
  for (const map of maps)
    for (const [name, value] of Object.entries(map))
      if (isSecretName(name)) values.push(String(value));
  return values.filter((value) => value.length >= MIN_SECRET_LENGTH);
}

/** The database's root password, derived from the user's (kept here so redaction knows it). */
export function rootPasswordFor(password: string): string {
  return `root-${password}`;
}

/** Registers every secret of a config and returns them. */
export function registerConfigSecrets(config: GateConfig): string[] {
  const values = secretsOfConfig(config);
  for (const value of values) registerSecret(value);
  return values;
}

/** `text` with every registered secret replaced by ***. */
export function redactText(text: string): string {
  let out = text;
  // Longest first, so a secret containing another is cut whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    out = out.split(secret).join(REDACTED);
  return out;
}

/** A deep copy of `value` with every registered secret cut out of every string in it. */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      // Keys too: endpoint labels and series names come from the PR's k6 tags.
      Object.entries(value).map(([key, item]) => [redactText(key), redactDeep(item)]),
    ) as T;
  }
  return value;
}

/** An env/variable map with the values of secret-named entries replaced by ***. */
export function redactMap<V>(map: Record<string, V>): Record<string, V | string> {
  return Object.fromEntries(
    Object.entries(map).map(([name, value]) => [name, isSecretName(name) ? REDACTED : value]),
  );
}

/** The config as the result file records it: passwords and secret-named values replaced. */
export function redactConfig(config: GateConfig): unknown {
  return redactDeep({
    ...config,
    database: {
      ...config.database,
      password: REDACTED,
      variables: redactMap(config.database.variables),
    },
    app: { ...config.app, env: redactMap(config.app.env) },
    scenarios: config.scenarios.map((scenario) => ({ ...scenario, env: redactMap(scenario.env) })),
  });
}
