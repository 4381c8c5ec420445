// The environment a child process (the build, k6, git) starts with. The pull request's build
// command and k6 script are untrusted code: they must never see the action's token
// (INPUT_GITHUB-TOKEN, GITHUB_TOKEN), the runner's (ACTIONS_RUNTIME_TOKEN, ACTIONS_ID_TOKEN_*) or
// any other secret a workflow put into the environment. So the environment is built from an
// allow-list of names a JVM build or k6 needs, never copied whole. docs/security.md lists them.

/** A build behind a corporate proxy downloads its dependencies through it: on the host and in the sandbox. */
export const PROXY_NAMES: readonly string[] = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/** Names passed on as they are. */
export const PASSED_NAMES: readonly string[] = [
  // the shell and its user
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TERM',
  'TZ',
  'LANG',
  'LANGUAGE',
  // temporary files
  'TMPDIR',
  'TMP',
  'TEMP',
  // Java, Maven and Gradle
  'JAVA_HOME',
  'JAVA_OPTS',
  'JAVA_TOOL_OPTIONS',
  'JDK_JAVA_OPTIONS',
  'MAVEN_HOME',
  'M2_HOME',
  'MAVEN_OPTS',
  'MAVEN_ARGS',
  'MAVEN_USER_HOME',
  'GRADLE_HOME',
  'GRADLE_OPTS',
  'GRADLE_USER_HOME',
  ...PROXY_NAMES,
  // builds that behave differently in CI (no progress bars, no daemons)
  'CI',
];

/** Name prefixes passed on: the locale categories. */
export const PASSED_PREFIXES: readonly string[] = ['LC_'];

/** Extra names the user asks to pass (PERF_GATE_PASS_ENV, the pass-env input), comma separated. */
export const PASS_ENV_VARIABLE = 'PERF_GATE_PASS_ENV';

/** Names that are never passed, even when asked for: they carry the action's credentials. */
export function isCredentialName(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    upper.startsWith('INPUT_') ||
    upper.startsWith('ACTIONS_') ||
    upper === 'GITHUB_TOKEN' ||
    upper === 'GH_TOKEN'
  );
}

/** The names PERF_GATE_PASS_ENV (the pass-env input) asks for, never a credential's. */
export function askedNames(source: NodeJS.ProcessEnv = process.env): string[] {
  return (source[PASS_ENV_VARIABLE] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !isCredentialName(name));
}

/**
 * The allow-listed subset of `source` plus `extra` (extra wins). Names listed in
 * PERF_GATE_PASS_ENV are passed too, except the action's own credentials.
 */
export function childEnvironment(
  extra: Record<string, string> = {},
  source: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const names = new Set([...PASSED_NAMES, ...askedNames(source)]);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (names.has(name) || PASSED_PREFIXES.some((prefix) => name.startsWith(prefix)))
      env[name] = value;
  }
  return { ...env, ...extra };
}
