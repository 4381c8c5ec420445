// The exceptions an app logged during a window, for the reports' failed-request breakdown: the
// header line of each stack trace (root causes included) and the exceptions Spring's resolvers
// turned into 4xx answers, counted by text with numbers masked (ids differ from request to
// request), first seen first. Pure.
//
// Hand-written: the log is Spring Boot's console text; no library reads Java stack traces from it.

/** One distinct exception line and how many times the window's log had it. */
export interface AppException {
  line: string;
  count: number;
}

/** Distinct lines kept per window. */
export const MAX_APP_EXCEPTIONS = 3;
const MAX_CHARS = 240;

// `java.lang.IllegalStateException: message`, `Caused by: org.x.FooError`, nested classes included.
const HEADER = /^(?:Caused by: )?((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b(?::.*)?)$/;
// Spring's resolvers log the exceptions they answer with a 4xx: `Resolved [org.x.FooException: …]`.
const RESOLVED = /\bResolved \[((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b[^\]]*)\]/;

function capped(line: string): string {
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS)}…` : line;
}

/** The exception lines of a window's log, the first MAX_APP_EXCEPTIONS distinct ones with counts. */
export function appExceptions(log: string): AppException[] {
  const byKey = new Map<string, AppException>();
  for (const raw of log.split('\n')) {
    const text = raw.trimEnd();
    const found = HEADER.exec(text)?.[1] ?? RESOLVED.exec(text)?.[1];
    if (!found) continue;
    const key = found.replace(/\d+/g, '#');
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { line: capped(found), count: 1 });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}

/** Several windows' lines together: counts added, first seen first. */
export function mergeAppExceptions(lists: ReadonlyArray<readonly AppException[]>): AppException[] {
  const byKey = new Map<string, AppException>();
  for (const entry of lists.flat()) {
    const key = entry.line.replace(/\d+/g, '#');
    const known = byKey.get(key);
    if (known) known.count += entry.count;
    else byKey.set(key, { ...entry });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}
