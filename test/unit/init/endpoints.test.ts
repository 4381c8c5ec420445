// Endpoints from sources (Java and Kotlin annotations, interfaces their controllers implement),
// Actuator mappings and a booted app's OpenAPI document.
import { describe, expect, it } from 'vitest';
import { fromActuatorMappings } from '../../../src/init/actuator-mappings.js';
import { joinPath, scanSource, scanSources } from '../../../src/init/endpoints.js';
import { fromOpenApi } from '../../../src/init/openapi.js';

const java = (body: string): { path: string; content: string } => ({
  path: 'src/main/java/A.java',
  content: body,
});

describe('scanning sources', () => {
  it('joins the class prefix to every method, with the line of each annotation', () => {
    const endpoints = scanSource(
      java(`@RestController
@RequestMapping("/orders")
class OrderController {
  @GetMapping
  List<Order> list() { return null; }

  @GetMapping("/{id}")
  Order one(@PathVariable long id) { return null; }
}`),
    );
    expect(endpoints).toEqual([
      { method: 'GET', path: '/orders', source: 'src/main/java/A.java:4' },
      { method: 'GET', path: '/orders/{id}', source: 'src/main/java/A.java:7' },
    ]);
  });

  it('gives a nested type its own (empty) prefix and keeps the outer one after it', () => {
    const endpoints = scanSource(
      java(`@RequestMapping("/a")
class A {
  record Body(String x) {}
  static class Inner { @GetMapping("/inner") String inner() { return "}"; } }
  @PostMapping("/b") void b() {}
}`),
    );
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /inner', 'POST /a/b']);
  });

  it('reads method = RequestMethod.X, several paths and skips paths built from constants', () => {
    const endpoints = scanSource(
      java(`class A {
  @RequestMapping(value = {"/x", "/y"}, method = {RequestMethod.PUT, RequestMethod.PATCH})
  void x() {}
  @GetMapping(BASE + "/z")
  void z() {}
  @RequestMapping("/any")
  void any() {}
}`),
    );
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'PUT /x',
      'PATCH /x',
      'PUT /y',
      'PATCH /y',
      'GET /any',
    ]);
  });

  it('reads Kotlin arrays and ignores annotations in comments and strings', () => {
    const endpoints = scanSource({
      path: 'N.kt',
      content: `@RestController
@RequestMapping(path = ["/notes"])
class N {
  // @GetMapping("/old")
  val s = "@GetMapping(\\"/fake\\")"
  /* @DeleteMapping("/gone") */
  @DeleteMapping(value = ["/{id}"])
  fun delete(@PathVariable id: Long) {}
}`,
    });
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(['DELETE /notes/{id}']);
  });
});

describe('controllers that implement interfaces carrying the mappings', () => {
  const api = {
    path: 'target/generated-sources/openapi/src/main/java/api/PetsApi.java',
    content: `@Generated(value = "org.openapitools.codegen.languages.SpringCodegen")
@Validated
@Tag(name = "pet", description = "Pets { and } braces")
@RequestMapping("\${openapi.petclinic.base-path:/v1}")
public interface PetsApi {
    @Operation(operationId = "getPet", responses = {
        @ApiResponse(responseCode = "200", content = { @Content(mediaType = "application/json") })
    })
    @RequestMapping(
        method = RequestMethod.GET,
        value = "/pets/{petId}",
        produces = { "application/json" }
    )
    default ResponseEntity<PetDto> getPet(@PathVariable("petId") Integer petId) {
        return new ResponseEntity<>(HttpStatus.NOT_IMPLEMENTED);
    }

    @RequestMapping(method = RequestMethod.POST, value = "/pets")
    default ResponseEntity<PetDto> addPet(@Valid @RequestBody PetDto pet) {
        return new ResponseEntity<>(HttpStatus.NOT_IMPLEMENTED);
    }
}`,
  };
  const controller = (header: string, body = ''): { path: string; content: string } => ({
    path: 'src/main/java/app/PetController.java',
    content: `package app;

${header} {
    private final PetService pets;
${body}
    @Override
    public ResponseEntity<PetDto> getPet(Integer petId) {
        return ResponseEntity.ok(pets.find(petId));
    }
}`,
  });
  const found = (...files: Array<{ path: string; content: string }>): string[] =>
    scanSources(files).map((e) => `${e.method} ${e.path} ${e.source.split('/').pop()}`);

  it("serves the interface's mappings under the controller's own prefix, at the controller's lines", () => {
    expect(
      found(
        api,
        controller(
          '@RestController\n@RequestMapping("api")\npublic class PetController implements PetsApi',
        ),
      ),
    ).toEqual([
      'GET /api/pets/{petId} PetController.java:9',
      'POST /api/pets PetController.java:5',
    ]);
  });

  it("takes the interface's prefix (a placeholder's default) when the controller has none", () => {
    expect(
      found(controller('@RestController public class PetController implements PetsApi'), api),
    ).toEqual(['GET /v1/pets/{petId} PetController.java:7', 'POST /v1/pets PetController.java:3']);
  });

  it('follows generics, a base class and Kotlin supertypes, and keeps a mapping the controller declares', () => {
    const base = {
      path: 'src/main/java/app/Base.java',
      content: 'public abstract class Base<T> implements PetsApi, java.io.Serializable {}',
    };
    expect(
      found(
        api,
        base,
        controller(
          '@Controller\n@RequestMapping(path = "/x")\nclass PetController extends Base<PetDto>',
        ),
      ),
    ).toEqual(['GET /x/pets/{petId} PetController.java:9', 'POST /x/pets PetController.java:5']);
    const kotlin = {
      path: 'src/main/kotlin/app/PetController.kt',
      content: `@RestController
class PetController(private val pets: PetService) : PetsApi, Audited() {
    @GetMapping("/pets/{petId}")
    override fun getPet(petId: Int): ResponseEntity<PetDto> = ResponseEntity.ok(pets.find(petId))
}`,
    };
    expect(found(api, kotlin)).toEqual([
      'POST /v1/pets PetController.kt:2',
      'GET /pets/{petId} PetController.kt:3',
    ]);
  });

  it('keeps the paths of an interface no controller implements, but not those of an HTTP client', () => {
    expect(found(api)).toEqual([
      'GET /v1/pets/{petId} PetsApi.java:9',
      'POST /v1/pets PetsApi.java:18',
    ]);
    const client = {
      path: 'src/main/java/app/PetsClient.java',
      content:
        '@FeignClient(name = "pets", url = "${pets.url}")\npublic interface PetsClient extends PetsApi {}',
    };
    expect(found(api, client)).toEqual([]);
  });

  it('leaves out a path whose placeholder has no default', () => {
    const unknown = {
      path: 'A.java',
      content:
        '@RestController class A { @GetMapping("${app.path}/x") void x() {} @GetMapping("/y") void y() {} }',
    };
    expect(found(unknown)).toEqual(['GET /y A.java:1']);
  });
});

it('joins paths: one slash, no trailing one, variables without their regex', () => {
  expect(joinPath('/a/', '/{id:\\d+}/')).toBe('/a/{id}');
  expect(joinPath('', '')).toBe('/');
  expect(joinPath('api', 'x')).toBe('/api/x');
});

it("reads the app's own handlers from Actuator mappings (Spring Boot 3 shape)", () => {
  const handler = (className: string, methods: string[], patterns: string[]): unknown => ({
    handler: `${className}#x()`,
    predicate: `{${methods.join(',')} [${patterns.join(',')}]}`,
    details: {
      handlerMethod: { className, name: 'x', descriptor: '()V' },
      requestMappingConditions: {
        methods,
        patterns,
        consumes: [],
        produces: [],
        headers: [],
        params: [],
      },
    },
  });
  const document = {
    contexts: {
      shop: {
        mappings: {
          dispatcherServlets: {
            dispatcherServlet: [
              handler(
                'org.springframework.boot.autoconfigure.web.servlet.error.BasicErrorController',
                [],
                ['/error'],
              ),
              handler('com.example.ProductController', ['GET'], ['/products/{id}']),
              handler('com.example.ProductController', ['POST', 'PUT'], ['/products']),
              handler('com.example.Ping', [], ['/ping']),
              {
                handler: 'ResourceHttpRequestHandler [classpath [static/]]',
                predicate: '/**',
                details: null,
              },
            ],
          },
          servletFilters: [],
        },
      },
    },
  };
  expect(fromActuatorMappings(document)).toEqual([
    { method: 'GET', path: '/products/{id}', source: 'actuator' },
    { method: 'POST', path: '/products', source: 'actuator' },
    { method: 'PUT', path: '/products', source: 'actuator' },
    { method: 'GET', path: '/ping', source: 'actuator' },
  ]);
  expect(fromActuatorMappings(null)).toEqual([]);
});

it("reads the operations of a booted app's OpenAPI document, relative to its context path", () => {
  const document = {
    openapi: '3.0.1',
    servers: [{ url: 'http://127.0.0.1:8080/shop' }],
    paths: {
      '/products': { get: { operationId: 'list' }, post: { operationId: 'create' } },
      '/products/{id}': { get: { operationId: 'one' }, parameters: [] },
    },
  };
  expect(fromOpenApi(document, '/shop').map((e) => `${e.method} ${e.path}`)).toEqual([
    'GET /products',
    'POST /products',
    'GET /products/{id}',
  ]);
});
