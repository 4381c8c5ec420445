import { describe, expect, it } from 'vitest';
import { checkK6Version, parseK6Version } from '../../../src/load/k6-version.js';
import { EnvironmentError } from '../../../src/errors.js';

describe('k6 version', () => {
  it("reads k6's own version lines", () => {
    expect(parseK6Version('k6 v1.8.1 (go1.26.8, linux/amd64)')).toMatchObject({
      major: 1,
      minor: 8,
      patch: 1,
    });
    expect(parseK6Version('k6 v0.52.0 (commit/20d6cd5a0c, go1.22.4, linux/amd64)')?.major).toBe(0);
    expect(parseK6Version('k6 v2.3.0 (go1.27.1, linux/amd64)')?.major).toBe(2);
    expect(parseK6Version('command not found')).toBeUndefined();
  });

  it('accepts 1.x and refuses other majors with the pinning fix', () => {
    expect(checkK6Version('k6 v1.0.0 (go1.24, linux/amd64)', 'k6').line).toBe(
      'k6 v1.0.0 (go1.24, linux/amd64)',
    );
    const refusal = (line: string): string => {
      try {
        checkK6Version(line, '/usr/bin/k6');
      } catch (error) {
        expect(error).toBeInstanceOf(EnvironmentError);
        return (error as EnvironmentError).describe();
      }
      throw new Error('expected a refusal');
    };
    const v2 = refusal('k6 v2.3.0 (go1.27.1, linux/amd64)');
    expect(v2).toContain('k6 2.3.0 (/usr/bin/k6) is not supported: perf-gate drives k6 1.x');
    expect(v2).toContain("k6-version: '1.8.1'");
    expect(refusal('k6 v0.52.0 (commit/20d6cd5a0c)')).toContain('this older release');
    expect(refusal('something else')).toContain('names no k6 version');
  });
});
