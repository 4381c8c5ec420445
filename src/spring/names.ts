// Spring Boot's relaxed binding, reduced to what matching property names needs. Spring compares names
// in a "uniform" form (lower case, dashes and underscores dropped), so `maximumPoolSize`,
// `maximum-pool-size` and `maximum_pool_size` are one property; environment variables map to names by
// SystemEnvironmentPropertyMapper: dots become underscores and dashes are either dropped
// (SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE) or, in the legacy form, become underscores
// (SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE). No npm library implements these rules.

/** Splits a property name into its elements; `a.b[0].c` -> [`a`, `b`, `[0]`, `c`]. */
export function nameElements(name: string): string[] {
  const elements: string[] = [];
  for (const part of name.split('.')) {
    const bracket = /^([^[]*)((?:\[[^\]]*\])*)$/.exec(part);
    if (!bracket) {
      elements.push(part);
      continue;
    }
    if (bracket[1]) elements.push(bracket[1]);
    for (const index of (bracket[2] ?? '').match(/\[[^\]]*\]/g) ?? []) elements.push(index);
  }
  return elements.filter((element) => element.length > 0);
}

function uniformElement(element: string): string {
  return element.startsWith('[') ? element : element.toLowerCase().replace(/[-_]/g, '');
}

/** The form Spring compares names in: `spring.datasource.hikari.maximumPoolSize` -> `spring.datasource.hikari.maximumpoolsize`. */
export function uniformKey(name: string): string {
  return joinElements(nameElements(name).map(uniformElement));
}

/** Kebab-case element: `maximumPoolSize` / `maximum_pool_size` -> `maximum-pool-size`. */
export function kebabElement(element: string): string {
  if (element.startsWith('[')) return element;
  return element
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** The canonical kebab-case form of a property name, as Spring's documentation writes it. */
export function canonicalKey(name: string): string {
  return joinElements(nameElements(name).map(kebabElement));
}

function joinElements(elements: string[]): string {
  return elements.reduce(
    (joined, element) =>
      element.startsWith('[') || joined === '' ? joined + element : `${joined}.${element}`,
    '',
  );
}

/** The environment variable names Spring Boot binds to a canonical property name, current form first. */
export function envNamesFor(canonical: string): string[] {
  const elements = nameElements(canonical).map((element) =>
    element.startsWith('[') ? element.slice(1, -1) : element,
  );
  const current = elements.map((element) => element.replace(/-/g, '').toUpperCase()).join('_');
  const legacy = elements.map((element) => element.replace(/-/g, '_').toUpperCase()).join('_');
  return current === legacy ? [current] : [current, legacy];
}

/** Looks a canonical property up in an environment, the way Spring Boot's env-var binding would. */
export function lookupEnv(
  env: Record<string, string>,
  canonical: string,
): { name: string; value: string } | undefined {
  const wanted = envNamesFor(canonical);
  for (const candidate of wanted) {
    if (env[candidate] !== undefined) return { name: candidate, value: env[candidate] };
  }
  // Spring's mapper also accepts lower-case variable names (spring_datasource_url).
  for (const [name, value] of Object.entries(env)) {
    if (wanted.includes(name.toUpperCase())) return { name, value };
  }
  return undefined;
}

/** Lower-case dotted form of an environment variable name: `SPRING_DATASOURCE_READ_HIKARI_X` -> `spring.datasource.read.hikari.x`. */
export function envNameToUniformKey(name: string): string {
  return joinElements(
    name
      .toLowerCase()
      .split('_')
      .filter((element) => element.length > 0)
      .map((element) => (/^\d+$/.test(element) ? `[${element}]` : element)),
  );
}
