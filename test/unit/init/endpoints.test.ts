// Endpoints from sources (Java and Kotlin annotations), Actuator mappings and OpenAPI documents.
import { describe, expect, it } from 'vitest';
import {
  fromActuatorMappings,
  fromOpenApi,
  joinPath,
  scanSource,
} from '../../../src/init/endpoints.js';

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

it('reads the operations of an OpenAPI document', () => {
  const document = {
    openapi: '3.0.1',
    servers: [{ url: 'http://127.0.0.1:8080/shop' }],
    paths: {
      '/products': { get: { operationId: 'list' }, post: { operationId: 'create' } },
      '/products/{id}': { get: { operationId: 'one' }, parameters: [] },
    },
  };
  expect(fromOpenApi(document).map((e) => `${e.method} ${e.path}`)).toEqual([
    'GET /products',
    'POST /products',
    'GET /products/{id}',
  ]);
});
