// The @RequestParam parameters of mapped handler methods (Java and Kotlin), what the starter script
// sends for the required ones (the OpenAPI document's example, else a guess from the type), and how
// the script and "check next" say which values are guesses.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointNotes } from '../../../src/init/endpoint-notes.js';
import { scanSource, scanSources, type Endpoint } from '../../../src/init/endpoints.js';
import { mergeEndpoints, withFileDetails } from '../../../src/init/merge-endpoints.js';
import { readApiDocument } from '../../../src/init/openapi.js';
import { readAppFacts } from '../../../src/init/read.js';
import { renderScript } from '../../../src/init/render-script.js';
import { guessedValue, samplePath } from '../../../src/init/sample-path.js';

const java = (body: string, path = 'src/main/java/app/ProductController.java') => ({
  path,
  content: `package app;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api")
public class ProductController {
${body}
}`,
});
const kotlin = (body: string) => ({
  path: 'src/main/kotlin/app/ProductController.kt',
  content: `@RestController
@RequestMapping("/api")
class ProductController(private val products: Products) {
${body}
}`,
});
/** The paths the script calls for the endpoints of one file. */
const called = (file: { path: string; content: string }): string[] =>
  scanSource(file).map((e) => `${e.method} ${samplePath(e.path, e.parameters)}`);

describe('@RequestParam parameters of the sources', () => {
  it("adds the storefront's required q as a guess, and not size (it has a default)", () => {
    const file = java(`    @GetMapping("/search")
    public SearchResult search(@RequestParam String q, @RequestParam(defaultValue = "20") int size) {
        return null;
    }`);
    expect(scanSource(file)[0]!.parameters).toEqual([
      { name: 'q', in: 'query', required: true, type: 'string' },
      { name: 'size', in: 'query', required: false, type: 'integer', sample: '20' },
    ]);
    expect(called(file)).toEqual(['GET /api/search?q=test']);
  });

  it('adds nothing for required = false, a defaultValue, Optional<…> or a Kotlin nullable type', () => {
    expect(
      called(
        java(`    @GetMapping("/a")
    List<X> a(@RequestParam(required = false) String q) { return null; }
    @GetMapping("/b")
    List<X> b(@RequestParam(value = "q", defaultValue = "") String q) { return null; }
    @GetMapping("/c")
    List<X> c(@RequestParam Optional<String> q, @RequestParam java.util.Optional<Integer> n) { return null; }`),
      ),
    ).toEqual(['GET /api/a', 'GET /api/b', 'GET /api/c']);
    expect(
      called(
        kotlin(`    @GetMapping("/d")
    fun d(@RequestParam q: String?, @RequestParam size: Int = 20): List<X> = products.find(q, size)`),
      ),
    ).toEqual(['GET /api/d']);
  });

  it('takes the name from value, name or the single literal, the type from the declaration', () => {
    const file = java(`    @GetMapping("/search")
    List<X> search(@RequestParam("term") String q, @RequestParam(name = "page") int p,
            @RequestParam(value = "exact", required = true) Boolean exact,
            @RequestParam BigDecimal max, @RequestParam long[] ids) { return null; }`);
    expect(scanSource(file)[0]!.parameters).toEqual([
      { name: 'term', in: 'query', required: true, type: 'string' },
      { name: 'page', in: 'query', required: true, type: 'integer' },
      { name: 'exact', in: 'query', required: true, type: 'boolean' },
      { name: 'max', in: 'query', required: true, type: 'number' },
      { name: 'ids', in: 'query', required: true },
    ]);
    // An array has no value to guess: it is left out, as before.
    expect(called(file)).toEqual(['GET /api/search?term=test&page=1&exact=true&max=1']);
  });

  it('reads Kotlin parameters', () => {
    const file = kotlin(`    @GetMapping("/search")
    fun search(
        @RequestParam("term") query: String,
        @RequestParam(required = true) page: Int,
        @RequestParam tags: List<String>?,
    ): List<X> = products.search(query, page)`);
    expect(scanSource(file)[0]!.parameters).toEqual([
      { name: 'term', in: 'query', required: true, type: 'string' },
      { name: 'page', in: 'query', required: true, type: 'integer' },
      { name: 'tags', in: 'query', required: false },
    ]);
    expect(called(file)).toEqual(['GET /api/search?term=test&page=1']);
  });

  it('reads package prefixes, other annotations, generics, line breaks and validation bounds', () => {
    const file = java(`    @GetMapping("/search")
    @ResponseBody
    public ResponseEntity<Map<String, List<X>>> search(
            @org.springframework.web.bind.annotation.RequestParam
                    Map<String, String> all,
            @RequestParam MultiValueMap<String, String> multi,
            @Valid @Size(min = 6, max = 40) @RequestParam("q") final String query,
            @RequestParam @Min(5) @Max(10) Integer n,
            @Length(max = 2) @RequestParam String code,
            @RequestParam UUID id,
            @RequestParam(Names.CONSTANT) String unknown,
            @PathVariable("x") String x, // a comment, with a comma
            HttpServletRequest request) {
        return null;
    }`);
    expect(scanSource(file)[0]!.parameters).toEqual([
      { name: 'q', in: 'query', required: true, type: 'string', min: 6, max: 40 },
      { name: 'n', in: 'query', required: true, type: 'integer', min: 5, max: 10 },
      { name: 'code', in: 'query', required: true, type: 'string', max: 2 },
      { name: 'id', in: 'query', required: true, type: 'string', format: 'uuid' },
    ]);
    expect(called(file)).toEqual(['GET /api/search?q=testte&n=5&code=te']);
  });

  it('renders a path variable and a required query parameter together', () => {
    const file = java(`    @GetMapping("/stores/{id}/stock")
    Stock stock(@PathVariable long id, @RequestParam(name = "sku") String sku) { return null; }`);
    expect(called(file)).toEqual(['GET /api/stores/1/stock?sku=test']);
  });

  it('takes the parameters of an interface a controller implements', () => {
    const api = {
      path: 'target/generated-sources/openapi/src/main/java/api/SearchApi.java',
      content: `public interface SearchApi {
    @RequestMapping(method = RequestMethod.GET, value = "/search", produces = { "application/json" })
    default ResponseEntity<ResultDto> search(
        @NotNull @Parameter(name = "q", description = "words, at least 2", required = true, in = ParameterIn.QUERY) @Valid @RequestParam(value = "q", required = true) String q,
        @Parameter(name = "size", in = ParameterIn.QUERY) @Valid @RequestParam(value = "size", required = false, defaultValue = "20") Integer size
    ) {
        return new ResponseEntity<>(HttpStatus.NOT_IMPLEMENTED);
    }
}`,
    };
    const controller = {
      path: 'src/main/java/app/SearchController.java',
      content: `@RestController
public class SearchController implements SearchApi {
    @Override
    public ResponseEntity<ResultDto> search(String q, Integer size) { return null; }
}`,
    };
    const [endpoint] = scanSources([api, controller]);
    expect(samplePath(endpoint!.path, endpoint!.parameters)).toBe('/search?q=test');
  });

  it('reads odd and hostile input in bounded time, and gives nothing for what it cannot read', () => {
    const odd = [
      '@GetMapping("/a") String a(@RequestParam String',
      '@GetMapping("/b") @RequestParam String b;',
      '@GetMapping("/c") X c(@RequestParam(',
      '@GetMapping("/d") X d(@RequestParam constructor __proto__, @RequestParam toString q) {}',
      `@GetMapping("/e") X e(${'@A('.repeat(3000)}`,
      `@GetMapping("/f") X f(${'@RequestParam List<'.repeat(3000)} q) {}`,
      `@GetMapping("/g") X g(${Array.from({ length: 100 }, (_, i) => `@RequestParam int a${i}`).join(', ')}) {}`,
      `@GetMapping("/h") X h(${'@RequestParam int a, '.repeat(3000)}) {}`,
    ];
    const started = performance.now();
    const endpoints = odd.flatMap((body) => scanSource(java(body)));
    const hostile = scanSource(
      java(
        `${'@GetMapping("/x") X x(@RequestParam String q, @Size(min = 2) String r) {}\n'.repeat(5000)}${'@A'.repeat(50_000)}`,
      ),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    // The parameters of the first 500 mapped methods of a file are read.
    expect(hostile.length).toBe(5000);
    expect(hostile[0]!.parameters).toEqual([
      { name: 'q', in: 'query', required: true, type: 'string' },
    ]);
    expect(hostile[4999]!.parameters).toBeUndefined();
    for (const endpoint of endpoints) {
      expect(samplePath(endpoint.path, endpoint.parameters)).not.toMatch(/undefined|function/);
    }
    const d = endpoints.find((e) => e.path === '/api/d');
    expect(d?.parameters).toEqual([
      { name: '__proto__', in: 'query', required: true },
      { name: 'q', in: 'query', required: true },
    ]);
    // At most 64 parameters; a list longer than the window read is not read.
    expect(endpoints.find((e) => e.path === '/api/g')?.parameters?.length).toBe(64);
    expect(endpoints.find((e) => e.path === '/api/h')?.parameters).toBeUndefined();
  });
});

describe('guessed values', () => {
  it('guesses from the type and bounds, and nothing without a type or for a formatted string', () => {
    const guess = (p: Partial<Parameters<typeof guessedValue>[0]>) =>
      guessedValue({ name: 'p', in: 'query', required: true, ...p });
    expect(guess({ type: 'integer' })).toBe('1');
    expect(guess({ type: 'number', min: 2.5 })).toBe('2.5');
    expect(guess({ type: 'integer', min: 2.5 })).toBe('3');
    expect(guess({ type: 'integer', max: 0 })).toBe('0');
    expect(guess({ type: 'boolean' })).toBe('true');
    expect(guess({ type: 'string' })).toBe('test');
    expect(guess({ type: 'string', min: 10 })).toBe('testtestte');
    expect(guess({ type: 'string', min: 100_000 })).toBeUndefined();
    expect(guess({ type: 'string', format: 'uuid' })).toBeUndefined();
    expect(guess({ type: 'array' })).toBeUndefined();
    expect(guess({})).toBeUndefined();
  });
});

it("guesses an OpenAPI query parameter's value within its schema's bounds, and not a uuid", () => {
  const text = `openapi: 3.0.1
paths:
  /search:
    get:
      parameters:
        - { name: q, in: query, required: true, schema: { type: string, minLength: 6 } }
        - { name: id, in: query, required: true, schema: { type: string, format: uuid } }
        - { name: n, in: query, required: true, schema: { type: integer, minimum: 3, maximum: 9 } }
        - { name: m, in: query, required: true, schema: { type: integer, minimum: 3, example: 5 } }
`;
  const [search] = readApiDocument('openapi.yml', text, 'named')!.endpoints;
  expect(search!.parameters).toEqual([
    { name: 'q', in: 'query', required: true, type: 'string', min: 6 },
    { name: 'id', in: 'query', required: true, type: 'string', format: 'uuid' },
    { name: 'n', in: 'query', required: true, type: 'integer', min: 3, max: 9 },
    { name: 'm', in: 'query', required: true, type: 'integer', sample: '5' },
  ]);
  expect(samplePath(search!.path, search!.parameters)).toBe('/search?q=testte&n=3&m=5');
});

describe('sources and OpenAPI documents together', () => {
  const DOC = 'src/main/resources/openapi.yml';
  const scanned = scanSources([
    java(`    @GetMapping("/search")
    List<X> search(@RequestParam String q, @RequestParam int page, @RequestParam String sort) { return null; }
    @GetMapping("/stores/{id}")
    Store store(@PathVariable long id) { return null; }`),
  ]);

  it("keeps the document's parameter of the same name (its example), then the sources' others", () => {
    const merged = mergeEndpoints(scanned, [
      {
        file: DOC,
        prefix: '',
        problems: [],
        endpoints: [
          {
            method: 'GET',
            path: '/api/search',
            source: `${DOC}:10`,
            parameters: [
              { name: 'q', in: 'query', required: true, type: 'string', sample: 'lamp' },
              { name: 'sort', in: 'query', required: false, type: 'string' },
            ],
          },
        ],
      },
    ]);
    expect(merged[0]!.parameters).toEqual([
      { name: 'q', in: 'query', required: true, type: 'string', sample: 'lamp' },
      { name: 'sort', in: 'query', required: false, type: 'string' },
      { name: 'page', in: 'query', required: true, type: 'integer' },
    ]);
    expect(samplePath(merged[0]!.path, merged[0]!.parameters)).toBe('/api/search?q=lamp&page=1');
  });

  it("gives the endpoints a booted app reported (Actuator's) the parameters read from the files", () => {
    const reported: Endpoint[] = [
      { method: 'GET', path: '/api/search', source: 'actuator' },
      { method: 'GET', path: '/api/stores/{storeId}', source: 'actuator' },
      { method: 'POST', path: '/api/stores', source: 'actuator' },
    ];
    const body = { contentType: 'application/json', value: { name: 'x' }, notes: [] };
    const known = [
      ...scanned,
      { method: 'POST', path: '/api/stores', source: `${DOC}:30`, bodySample: body },
    ];
    const [search, store, post] = withFileDetails(reported, known);
    expect(samplePath(search!.path, search!.parameters)).toBe(
      '/api/search?q=test&page=1&sort=test',
    );
    expect(search!.parameters).not.toBe(scanned[0]!.parameters);
    expect(store).toEqual(reported[1]);
    expect(post).toEqual({ ...reported[2], requestBody: true, bodySample: body });
  });

  it('says in the script and under "check next" which query values are guesses', async () => {
    const facts = await readAppFacts(resolve(import.meta.dirname, '../../fixtures/init/maven-app'));
    const endpoints: Endpoint[] = [
      ...scanned,
      {
        method: 'GET',
        path: '/api/list',
        source: `${DOC}:20`,
        parameters: [{ name: 'ids', in: 'query', required: true, type: 'array' }],
      },
    ];
    const script = renderScript({ ...facts, endpoints }, 'k6/perf-gate.js');
    expect(script).toContain(
      "  { method: 'GET', path: '/api/search?q=test&page=1&sort=test', name: 'GET /api/search' }, // src/main/java/app/ProductController.java:8; guessed: q=test, page=1, sort=test",
    );
    expect(script).toContain('// A required query parameter without an example holds a guess');
    expect(endpointNotes(endpoints, endpoints, []).map((note) => note.message)).toEqual([
      'the k6 script puts 1 into every path variable ({id}): use ids that exist in the seeded database.',
      'the k6 script guesses the required query parameters no example is given for (GET /api/search ?q=test&page=1&sort=test): use values that find rows in the seeded database.',
      'required query parameters have no example and no value init can guess from their type (GET /api/list ?ids): the k6 script leaves them out; add values.',
    ]);
  });
});
