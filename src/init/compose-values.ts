// The values of a docker-compose service as perf-gate.yml writes them: Compose's variables, CPU and
// memory limits, ulimits, bind mounts and mysqld's command-line options. Each returns undefined, or
// a reason, for what it cannot read, so the caller can say what it left out. Pure.
import { posix } from 'node:path';

/** A ulimit as perf-gate.yml writes it: one number for soft = hard. */
export type Ulimit = number | { soft: number; hard: number };

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A value with Compose's variables replaced by their defaults (`${NAME:-default}`, `${NAME-default}`,
 * `$$` for `$`); undefined when a variable has no default, since its value is not in the repository.
 */
export function interpolated(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  let unknown = false;
  const text = value.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_]\w*)/g,
    (match, _name, operator: string | undefined, fallback: string | undefined) => {
      if (match === '$$') return '$';
      if (operator === ':-' || operator === '-') return fallback ?? '';
      unknown = true;
      return '';
    },
  );
  return unknown ? undefined : text;
}

/** A whole number of 1 or more (`2`, `"2"`, `${REPLICAS:-2}`). */
export function count(value: unknown): number | undefined {
  const text = interpolated(value)?.trim();
  return text !== undefined && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;
}

/** CPUs (`1.5`, `"0.50"`), above 0. */
export function cpus(value: unknown): number | undefined {
  const text = interpolated(value)?.trim();
  return text !== undefined && /^\d+(?:\.\d+)?$/.test(text) && Number(text) > 0
    ? Number(text)
    : undefined;
}

/** Compose's memory (`3G`, `512m`, `1.5gb`, bytes as a bare number) in perf-gate.yml's units. */
export function memory(value: unknown): string | undefined {
  const text = interpolated(value)?.trim();
  const match = text === undefined ? null : /^(\d+(?:\.\d+)?)\s*([bkmg])?b?$/i.exec(text);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'b').toLowerCase();
  if (amount <= 0) return undefined;
  if (unit !== 'b') return `${match[1]}${unit}`;
  const megabytes = Math.round(amount / 1024 ** 2);
  return megabytes > 0 ? `${megabytes}m` : undefined;
}

/** One ulimit (`65535` or `{ soft, hard }`), or why it is not taken. */
export function ulimit(value: unknown): Ulimit | string {
  if (isObject(value)) {
    const soft = count(value.soft);
    const hard = count(value.hard);
    if (soft === undefined || hard === undefined) return 'soft and hard must be whole numbers';
    if (soft > hard) return `soft (${soft}) is above hard (${hard})`;
    return soft === hard ? soft : { soft, hard };
  }
  return count(value) ?? 'not a whole number of 1 or more';
}

/** A bind mount: where it comes from in the repository and where the container sees it. */
export interface Mount {
  /** the source as written (`./nginx/nginx.conf`) */
  written: string;
  /** relative to the repository root, or undefined for an absolute or home path */
  path: string | undefined;
  target: string;
  /** its index in the service's volumes */
  index: number;
}

/** The bind mounts of a service's `volumes` (short and long syntax; named volumes left out). */
export function bindMounts(volumes: unknown, composeDir: string): Mount[] {
  if (!Array.isArray(volumes)) return [];
  const mounts: Mount[] = [];
  volumes.forEach((volume, index) => {
    let source: string | undefined;
    let target: string | undefined;
    if (typeof volume === 'string') {
      [source, target] = (interpolated(volume) ?? '').split(':');
    } else if (isObject(volume) && (volume.type === 'bind' || volume.type === undefined)) {
      source = interpolated(volume.source);
      target = interpolated(volume.target);
    }
    // A name without ./ or / is a named volume (data, not a file of the repository).
    if (!source || !target || !/^(?:\.{1,2}(?:\/|$)|\/|~)/.test(source)) return;
    const path = /^[/~]/.test(source) ? undefined : posix.normalize(posix.join(composeDir, source));
    mounts.push({ written: source, path: path?.replace(/\/$/, ''), target, index });
  });
  return mounts;
}

/** One of mysqld's options; `index`: its word in a list-form `command`. */
export interface CommandOption {
  name: string;
  value: string;
  index: number;
}

/** mysqld's options in a service's `command` (`--max_connections=80`, a bare `--skip-name-resolve`). */
export function commandOptions(command: unknown): CommandOption[] {
  const words = Array.isArray(command)
    ? command.map((word) => interpolated(word) ?? '')
    : (interpolated(command) ?? '').split(/\s+/);
  const options: CommandOption[] = [];
  words.forEach((word, index) => {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(word);
    if (!match) return;
    const next = words[index + 1];
    const value =
      match[2] ?? (next !== undefined && next !== '' && !next.startsWith('-') ? next : 'ON');
    options.push({ name: match[1]!, value, index });
  });
  return options;
}

/** An image's repository name without registry, namespace, tag or digest (`bitnami/nginx:1` → nginx). */
export function imageName(image: string): string {
  const withoutDigest = image.split('@')[0]!;
  const last = withoutDigest.split('/').pop() ?? '';
  return last.split(':')[0]!.toLowerCase();
}

/** Names compared loosely: `shop-api`, `shop_api` and `ShopApi` are one. */
export function sameName(a: string, b: string): boolean {
  const loose = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return loose(a) !== '' && loose(a) === loose(b);
}
