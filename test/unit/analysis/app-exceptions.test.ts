// The exception lines a window's app log holds, as the failed-request breakdown shows them.
import { describe, expect, it } from 'vitest';
import {
  appExceptions,
  MAX_APP_EXCEPTIONS,
  mergeAppExceptions,
} from '../../../src/analysis/app-exceptions.js';

// Spring Boot 3's console output for an unhandled exception and for a resolved type mismatch.
const log = [
  '2026-11-28T10:00:01.000Z ERROR 1 --- [nio-8080-exec-3] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.RuntimeException: Expected: controller used to showcase what happens when an exception is thrown] with root cause',
  '',
  'java.lang.RuntimeException: Expected: controller used to showcase what happens when an exception is thrown',
  '\tat org.springframework.samples.petclinic.system.CrashController.triggerException(CrashController.java:33)',
  '\t... 48 common frames omitted',
  "Caused by: java.sql.SQLSyntaxErrorException: Table 'petclinic.owners' doesn't exist",
  "2026-11-28T10:00:01.200Z  WARN 1 --- [nio-8080-exec-4] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.web.method.annotation.MethodArgumentTypeMismatchException: Method parameter 'ownerId': Failed to convert value of type 'java.lang.String' to required type 'int'; For input string: \"abc\"]",
  'java.lang.RuntimeException: Expected: controller used to showcase what happens when an exception is thrown',
  'org.springframework.web.server.ResponseStatusException: 404 NOT_FOUND "Owner 17 not found"',
  'org.springframework.web.server.ResponseStatusException: 404 NOT_FOUND "Owner 18 not found"',
].join('\n');

describe('the exceptions an app logged', () => {
  it('keeps stack-trace headers, root causes and resolved 4xx causes, counted by text', () => {
    expect(appExceptions(log)).toEqual([
      {
        line: 'java.lang.RuntimeException: Expected: controller used to showcase what happens when an exception is thrown',
        count: 2,
      },
      {
        line: "java.sql.SQLSyntaxErrorException: Table 'petclinic.owners' doesn't exist",
        count: 1,
      },
      {
        line: "org.springframework.web.method.annotation.MethodArgumentTypeMismatchException: Method parameter 'ownerId': Failed to convert value of type 'java.lang.String' to required type 'int'; For input string: \"abc\"",
        count: 1,
      },
    ]);
  });

  it('counts lines that differ only in their numbers as one, and keeps the first few', () => {
    const found = appExceptions(log.split('\n').slice(8).join('\n'));
    expect(found).toEqual([
      {
        line: 'org.springframework.web.server.ResponseStatusException: 404 NOT_FOUND "Owner 17 not found"',
        count: 2,
      },
    ]);
    const many = Array.from(
      { length: 9 },
      (_, i) => `com.example.E${'x'.repeat(i)}Exception: boom`,
    );
    expect(appExceptions(many.join('\n'))).toHaveLength(MAX_APP_EXCEPTIONS);
  });

  it('ignores indented frames, log text and long lines beyond 240 characters', () => {
    expect(appExceptions('\tat com.example.Foo.bar(Foo.java:1)\nStarted App in 3 seconds')).toEqual(
      [],
    );
    const long = appExceptions(`java.lang.IllegalStateException: ${'x'.repeat(500)}`);
    expect(long[0]!.line).toHaveLength(241);
  });

  it('adds the counts of several windows', () => {
    const a = [{ line: 'java.lang.Error: 1', count: 2 }];
    const b = [
      { line: 'java.lang.Error: 2', count: 3 },
      { line: 'java.io.IOException', count: 1 },
    ];
    expect(mergeAppExceptions([a, b])).toEqual([
      { line: 'java.lang.Error: 1', count: 5 },
      { line: 'java.io.IOException', count: 1 },
    ]);
  });
});
