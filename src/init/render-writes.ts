// The write mix of the starter k6 script (`perf-gate init --writes`): its weight, its bound, and each
// POST or PUT with its body, built from an OpenAPI request schema or captured from a GET answer by
// `init --discover`. Pure.
import type { Endpoint } from './endpoints.js';
import { MAX_CREATES, WRITE_EVERY, type IdList, type Write } from './mix.js';
import { commentText, literal, quote, requestFields, sourceComment } from './script-text.js';

function writeLines(write: Write, list: IdList | undefined): string[] {
  const { contentType, value, notes, unique } = write.bodySample;
  const type = contentType === 'application/json' ? '' : `, type: ${quote(contentType)}`;
  const uniqueField = unique?.length ? `, unique: [${unique.map(quote).join(', ')}]` : '';
  return [
    ...notes.map((text) => `  // check the body: ${commentText(text)}`),
    ...(uniqueField
      ? [
          `  // ${commentText(unique!.join(', '))}: made unique on every request (the app refused a repeated value)`,
        ]
      : []),
    `  { ${requestFields(write, list)}${type}, body: ${literal(value)}${uniqueField} }, // ${sourceComment(write)}`,
  ];
}

/** The documents the write bodies came from (`openapi.yml`), for the comment above them. */
function bodyOrigins(writes: readonly Write[]): string {
  const files = new Set(
    writes.flatMap((write) =>
      (write.origins ?? [write.source.replace(/:\d+$/, '')])
        .filter((origin) => origin !== 'sources')
        .map((origin) => origin.split('/').pop()!),
    ),
  );
  return files.size > 0 ? [...files].join(', ') : 'the OpenAPI document';
}

/** Where the write bodies came from: the documents' schemas, the app's answers (--discover), both. */
function bodiesLines(writes: readonly Write[], reads: boolean): string[] {
  const start = reads
    ? '// k6 run) sends the next of these instead of a read.'
    : '// sends the next of these.';
  const described = writes.filter((write) => write.bodySample.captured === undefined);
  if (described.length === writes.length) {
    return [
      `${start} Their bodies are built from the request`,
      `// schemas of ${bodyOrigins(writes)} (examples, defaults, constraints): check the values. A PUT`,
    ];
  }
  return [
    start,
    described.length > 0
      ? `// Their bodies are built from the request schemas of ${bodyOrigins(described)}, or captured`
      : '// Their bodies were captured',
    "// from the app's answers to its GET endpoints (`perf-gate init --discover`, each body's first",
    '// comment names the answer): check the values. A PUT',
  ];
}

/** The write mix: its weight, its bound, the writes. */
export function writesSection(
  writes: readonly Write[],
  listOf: ReadonlyMap<Endpoint, IdList>,
  reads: number,
): string[] {
  if (writes.length === 0) return [];
  const every = reads > 0 ? WRITE_EVERY : 1;
  return [
    '',
    reads > 0
      ? '// Writes (`perf-gate init --writes`): one iteration in WRITE_EVERY (the 10th, 20th, … of each'
      : '// Writes (`perf-gate init --writes`): the app has no GET endpoint to call, so every iteration',
    ...bodiesLines(writes, reads > 0),
    '// changes a row that exists and does not grow the tables; each POST creates at most MAX_CREATES',
    '// rows per k6 run (a warm-up or a measured window; the database is brought back to its snapshot',
    '// before each window, so both sides measure on the same data), then its turns go to reads.',
    `const WRITE_EVERY = ${every};`,
    `const MAX_CREATES = ${MAX_CREATES};`,
    'const writes = [',
    ...writes.flatMap((write) => writeLines(write, listOf.get(write))),
    '];',
  ];
}
