// Profile expressions (`prod`, `!test`, `prod & cloud`, `(a | b) & !c`, and comma lists meaning "any")
// as Spring's Profiles.of evaluates them for spring.config.activate.on-profile.

/** Whether a profile expression matches the active profiles. */
export function profileExpressionMatches(expression: string, active: readonly string[]): boolean {
  return expression
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .some((part) => evaluate(tokenize(part), active));
}

function tokenize(expression: string): string[] {
  return expression.match(/[()!&|]|[^()!&|\s]+/g) ?? [];
}

function evaluate(tokens: string[], active: readonly string[]): boolean {
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const next = (): string | undefined => tokens[position++];

  const primary = (): boolean => {
    const token = next();
    if (token === '!') return !primary();
    if (token === '(') {
      const value = either();
      if (next() !== ')') throw new Error('missing )');
      return value;
    }
    if (token === undefined || '()&|'.includes(token))
      throw new Error(`unexpected ${token ?? 'end'}`);
    return active.includes(token);
  };
  const both = (): boolean => {
    let value = primary();
    while (peek() === '&') {
      next();
      value = primary() && value;
    }
    return value;
  };
  const either = (): boolean => {
    let value = both();
    while (peek() === '|') {
      next();
      value = both() || value;
    }
    return value;
  };

  const value = either();
  if (position !== tokens.length) throw new Error(`unexpected ${tokens[position]}`);
  return value;
}

/** Whether a profile expression is well formed; Spring refuses to start on a malformed one. */
export function profileExpressionProblem(expression: string): string | undefined {
  try {
    profileExpressionMatches(expression, []);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Splits a profile list as Spring reads it: a comma-separated string or list items. */
export function splitProfiles(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((profile) => profile.trim())
    .filter((profile) => profile.length > 0);
}

/**
 * The active profiles in order (later ones override earlier): included profiles, then active ones,
 * each followed by the members of its group (spring.profiles.group.<name>), without repeats.
 */
export function expandProfiles(
  include: readonly string[],
  active: readonly string[],
  groups: Readonly<Record<string, readonly string[]>>,
): string[] {
  const result: string[] = [];
  const add = (profile: string, seen: Set<string>): void => {
    if (!result.includes(profile)) result.push(profile);
    if (seen.has(profile)) return;
    for (const member of groups[profile] ?? []) add(member, new Set([...seen, profile]));
  };
  for (const profile of [...include, ...active]) add(profile, new Set());
  return result;
}
