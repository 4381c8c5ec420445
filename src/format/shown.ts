// Text a pull request controls, made safe to repeat in a message: on one line, cut to a length.
// Pure.

/** The longest PR-controlled value an error message repeats; the rest is cut with "…". */
export const SHOWN_VALUE_CHARS = 80;

/**
 * Text from a file or a pull request for a message: control characters and line separators as
 * spaces, at most `max` characters (the last one "…" when cut), so it cannot write lines of its
 * own into a log.
 */
export function oneLine(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced here
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A PR-controlled value for an error message, as JSON (a string quoted), on one line and at most
 * SHOWN_VALUE_CHARS long: a symlinked or huge value is never repeated whole.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(oneLine(value, SHOWN_VALUE_CHARS));
  return oneLine(JSON.stringify(value) ?? String(value), SHOWN_VALUE_CHARS);
}
