// Reading an app folder's endpoints: generated interfaces under target/, OpenAPI documents under
// src/ (not src/test, not target/), and a hostile folder: symlinks out of it, oversized files, too
// many documents, a document that cannot be read (a "check next" line, not an error).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notesFor } from '../../../src/init/facts.js';
import { MAX_FILE_BYTES, readEndpoints } from '../../../src/init/read-endpoints.js';
import { readAppFacts } from '../../../src/init/read.js';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `files` (path -> content). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-endpoints-'));
  temporary.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const POM =
  '<project><dependencies><dependency><artifactId>spring-boot-starter-web</artifactId></dependency></dependencies></project>';
const API = `openapi: 3.0.1
servers: [{ url: 'http://localhost:8080/api' }]
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters: [{ name: petId, in: path, required: true, schema: { type: integer, example: 3 } }]
  /vets:
    get: { operationId: listVets }
`;
const GENERATED = `@RequestMapping("\${openapi.clinic.base-path:}")
public interface PetsApi {
    @RequestMapping(method = RequestMethod.GET, value = "/pets/{petId}")
    default ResponseEntity<PetDto> getPet(@PathVariable("petId") Integer petId) { return null; }
}`;
const CONTROLLER = `@RestController
@RequestMapping("/api")
class PetController implements PetsApi {
    public ResponseEntity<PetDto> getPet(Integer petId) { return ResponseEntity.ok(null); }
}`;

describe('reading the endpoints of an app folder', () => {
  it('merges the interfaces generated under target/ with the document under src/main/resources', async () => {
    const dir = folder({
      'target/generated-sources/openapi/src/main/java/app/api/PetsApi.java': GENERATED,
      'src/main/java/app/PetController.java': CONTROLLER,
      'src/main/resources/openapi.yml': API,
      // Tests, build output and dependencies are not the app's description.
      'src/test/resources/openapi.yml': API.replace('/vets', '/test-only'),
      'src/main/resources/build/openapi.yml': API.replace('/vets', '/built'),
      'target/classes/openapi.yml': API.replace('/vets', '/copied'),
    });
    const found = await readEndpoints(dir);
    expect(found.documents).toEqual(['src/main/resources/openapi.yml']);
    expect(found.problems).toEqual([]);
    expect(found.endpoints).toEqual([
      {
        method: 'GET',
        path: '/api/pets/{petId}',
        source: 'src/main/java/app/PetController.java:4',
        origins: ['sources', 'src/main/resources/openapi.yml'],
        operationId: 'getPet',
        parameters: [{ name: 'petId', in: 'path', required: true, type: 'integer', sample: '3' }],
      },
      {
        method: 'GET',
        path: '/api/vets',
        source: 'src/main/resources/openapi.yml:9',
        origins: ['src/main/resources/openapi.yml'],
        operationId: 'listVets',
      },
    ]);
  });

  it('puts the sources under spring.mvc.servlet.path', async () => {
    const dir = folder({
      'src/main/java/app/PetController.java': CONTROLLER.replace('implements PetsApi', ''),
      'src/main/java/app/Ping.java':
        '@RestController class Ping { @GetMapping("/ping") String ping() { return ""; } }',
    });
    writeFileSync(join(dir, 'pom.xml'), POM);
    mkdirSync(join(dir, 'src/main/resources'));
    writeFileSync(
      join(dir, 'src/main/resources/application.properties'),
      'spring.mvc.servlet.path=/rest/\n',
    );
    const facts = await readAppFacts(dir);
    expect(facts.spring.servletPath).toEqual({
      value: '/rest',
      source: 'src/main/resources/application.properties:1',
    });
    expect(facts.endpoints.map((e) => e.path)).toEqual(['/rest/ping']);
  });

  it('reads other *api* and swagger* documents only when they say they are one', async () => {
    const dir = folder({
      'src/main/resources/api/petstore-api.yaml': 'swagger: "2.0"\npaths:\n  /pets: { get: {} }\n',
      'src/main/resources/api/api-keys.yml': 'keys: [a, b]\n',
      'src/main/resources/swagger-notes.json': '{"notes": []}',
    });
    const found = await readEndpoints(dir);
    expect(found.documents).toEqual(['src/main/resources/api/petstore-api.yaml']);
    expect(found.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /pets']);
  });
});

describe('a hostile app folder', () => {
  it('follows no symlink, to a file or a folder outside', async () => {
    const outside = folder({ 'openapi.yml': API, 'nested/openapi.yml': API });
    const dir = folder({ 'src/main/resources/application.yml': 'server:\n  port: 8080\n' });
    symlinkSync(join(outside, 'openapi.yml'), join(dir, 'src/main/resources/openapi.yml'));
    symlinkSync(join(outside, 'nested'), join(dir, 'src/main/resources/shared'));
    symlinkSync(outside, join(dir, 'src/main/java'));
    const found = await readEndpoints(dir);
    expect(found).toEqual({ endpoints: [], documents: [], problems: [], entities: [] });
  });

  it('reads no document larger than 2 MiB, and says so', async () => {
    const dir = folder({
      'src/main/resources/openapi.yml': `${API}#${'x'.repeat(MAX_FILE_BYTES)}\n`,
    });
    const found = await readEndpoints(dir);
    expect(found.endpoints).toEqual([]);
    expect(found.problems).toEqual([
      'src/main/resources/openapi.yml is larger than 2 MiB, the most init reads: not read.',
    ]);
  });

  it('reads ten documents at most', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`src/main/resources/v${i}/openapi.yml`] = API;
    const found = await readEndpoints(folder(files));
    expect(found.documents).toHaveLength(10);
    expect(found.problems).toEqual([
      'more than 10 OpenAPI documents under src/: the first 10 are read.',
    ]);
  });

  it('lists a document it cannot read under "check next", and goes on', async () => {
    const dir = folder({
      'pom.xml': POM,
      'src/main/resources/openapi.yml': 'openapi: 3.0.0\npaths:\n  /a: [unclosed\n',
      'src/main/java/app/Ping.java':
        '@RestController class Ping { @GetMapping("/ping") String ping() { return ""; } }',
    });
    const facts = await readAppFacts(dir);
    expect(facts.endpoints.map((e) => e.path)).toEqual(['/ping']);
    expect(facts.apiDocuments).toEqual(['src/main/resources/openapi.yml']);
    const notes = notesFor(facts).map((note) => note.message);
    expect(
      notes.some((note) => /^src\/main\/resources\/openapi\.yml:\d+ is not valid YAML/.test(note)),
    ).toBe(true);
  });

  it('reads the fields of a request body type declared in a file without a mapping (a DTO)', async () => {
    const dir = folder({
      'src/main/java/app/web/ProductController.java': `@RestController
@RequestMapping("/api/products")
class ProductController {
    @PostMapping
    public ProductView create(@Valid @RequestBody ProductRequest request) { return null; }
}`,
      'src/main/java/app/dto/ProductRequest.java': `@Data
public class ProductRequest {
    @NotBlank @Pattern(regexp = "^[a-z ]+$") private String name;
    @Digits(integer = 8, fraction = 2) private BigDecimal price;
}`,
    });
    const found = await readEndpoints(dir);
    expect(found.endpoints).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/products',
        bodyType: 'ProductRequest',
        bodyFields: ['name', 'price'],
      }),
    ]);
  });
});
