// The I/O edge of init's endpoint reading: the Java and Kotlin sources (the app's own, and what a
// code generator left under target/ or build/), and the OpenAPI documents under src/; the same
// walk notes the sources that declare JPA entities. Every walk and read is bounded and stays inside
// the app folder; what is skipped becomes a problem to show.
import { posix } from 'node:path';
import { joinPath, scanSources, type Endpoint, type SourceFile } from './endpoints.js';
import { declaresJpaEntity } from './java-text.js';
import { mergeEndpoints } from './merge-endpoints.js';
import { descriptionName, readApiDocument, type ApiDocument } from './openapi.js';
import { readInside, walkFiles } from './walk.js';

/** The largest OpenAPI document or source file read (a real one is well under it). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** OpenAPI documents read per app. */
export const MAX_DOCUMENTS = 10;
/** Files that may be a document (`*api*.yml` …) looked into, to find those. */
const MAX_CANDIDATES = 50;
const MAX_SOURCE_FILES = 5000;

const SOURCE_ROOTS = ['src/main/java', 'src/main/kotlin'];
/** Where openapi-generator and other generators write their sources, after a build. */
const GENERATED_ROOTS = [
  'target/generated-sources',
  'build/generated',
  'build/generated-sources',
  'build/generate-resources',
];
const SKIPPED = new Set(['target', 'build', 'node_modules', '.git', '.gradle']);
const skipped = (path: string): boolean => SKIPPED.has(posix.basename(path));

export interface ReadEndpoints {
  /** sources and documents merged, each with its origins */
  endpoints: Endpoint[];
  /** the OpenAPI documents read, relative to the app folder */
  documents: string[];
  /** files skipped and documents not (fully) read, for "check next" */
  problems: string[];
  /** the sources that declare a JPA @Entity, relative to the app folder */
  entities: string[];
}

/** The sources that may declare a mapping or a controller, and every source (for body types). */
async function sourceFiles(
  dir: string,
  problems: string[],
  entities: string[],
): Promise<{ mapped: SourceFile[]; all: SourceFile[] }> {
  const paths: string[] = [];
  for (const root of [...SOURCE_ROOTS, ...GENERATED_ROOTS]) {
    const walked = await walkFiles(dir, root, {
      keep: (path) => /\.(?:java|kt)$/.test(path),
      ...(SOURCE_ROOTS.includes(root) ? { skip: skipped } : {}),
    });
    if (walked.truncated) {
      problems.push(`${root} holds too many files: the endpoints of some are not read.`);
    }
    paths.push(...walked.files);
  }
  if (paths.length > MAX_SOURCE_FILES) {
    problems.push(
      `the app has ${paths.length} source files: the endpoints of the first ${MAX_SOURCE_FILES} are read.`,
    );
  }
  const files: SourceFile[] = [];
  const all: SourceFile[] = [];
  for (const path of paths.slice(0, MAX_SOURCE_FILES)) {
    const read = readInside(dir, path, MAX_FILE_BYTES);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    if (/\bEntity\b/.test(read.text) && declaresJpaEntity(read.text)) entities.push(path);
    // Only files that can declare a mapping or a controller are worth scanning; a request body's
    // type (a DTO) may be declared in any of them.
    const file = { path, content: read.text };
    if (/Mapping\b|Controller\b/.test(read.text)) files.push(file);
    if (/\b(?:class|record)\s/.test(read.text)) all.push(file);
  }
  return { mapped: files, all };
}

async function documents(
  dir: string,
  contextPath: string | undefined,
  problems: string[],
): Promise<ApiDocument[]> {
  const walked = await walkFiles(dir, 'src', {
    keep: (path) => descriptionName(posix.basename(path)) !== undefined,
    skip: (path) => path === 'src/test' || skipped(path),
  });
  if (walked.truncated) {
    problems.push('src/ holds too many files: some OpenAPI documents may not be read.');
  }
  // openapi.yml|yaml|json first, then the other names, each in path order.
  const candidates = [...walked.files].sort(
    (a, b) =>
      Number(descriptionName(posix.basename(a)) === 'maybe') -
        Number(descriptionName(posix.basename(b)) === 'maybe') || a.localeCompare(b),
  );
  const found: ApiDocument[] = [];
  for (const path of candidates.slice(0, MAX_CANDIDATES)) {
    if (found.length === MAX_DOCUMENTS) {
      problems.push(
        `more than ${MAX_DOCUMENTS} OpenAPI documents under src/: the first ${MAX_DOCUMENTS} are read.`,
      );
      break;
    }
    const kind = descriptionName(posix.basename(path))!;
    const read = readInside(dir, path, MAX_FILE_BYTES);
    if ('problem' in read) {
      if (kind === 'named') problems.push(read.problem);
      continue;
    }
    const document = readApiDocument(path, read.text, kind, contextPath);
    if (document) found.push(document);
  }
  return found;
}

/** The app's endpoints from its sources and OpenAPI documents, relative to its context path. */
export async function readEndpoints(
  dir: string,
  paths: { contextPath?: string | undefined; servletPath?: string | undefined } = {},
): Promise<ReadEndpoints> {
  const problems: string[] = [];
  const entities: string[] = [];
  const servlet = paths.servletPath && paths.servletPath !== '/' ? paths.servletPath : '';
  // The dispatcher serves the mappings under spring.mvc.servlet.path.
  const sources = await sourceFiles(dir, problems, entities);
  const fromSources = scanSources(sources.mapped, sources.all).map((endpoint) =>
    servlet ? { ...endpoint, path: joinPath(servlet, endpoint.path) } : endpoint,
  );
  const described = await documents(dir, paths.contextPath, problems);
  return {
    endpoints: mergeEndpoints(fromSources, described),
    documents: described.map((document) => document.file),
    problems: [...problems, ...described.flatMap((document) => document.problems)],
    entities,
  };
}
