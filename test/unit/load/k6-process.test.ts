import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../src/config/schema.js';
import { RECOMMENDED_K6 } from '../../../src/load/k6-version.js';
import { k6ContainerBinds } from '../../../src/load/k6-process.js';
import { k6Runtime } from '../../../src/load/k6.js';

describe('k6ContainerBinds', () => {
  const base = { emptyDir: '/tmp/k6-x/.empty', writable: ['/tmp/k6-x', '/tmp/csv-y'] };

  it('mounts the script tree read-only and hides a .git folder under an empty one', () => {
    expect(k6ContainerBinds({ ...base, scriptRoot: '/work/repo', git: 'directory' })).toEqual([
      '/work/repo:/work/repo:ro',
      '/tmp/k6-x/.empty:/work/repo/.git:ro',
      '/tmp/k6-x:/tmp/k6-x',
      '/tmp/csv-y:/tmp/csv-y',
    ]);
  });

  it("hides a worktree's .git file under /dev/null", () => {
    expect(k6ContainerBinds({ ...base, scriptRoot: '/tmp/base/checkout', git: 'file' })).toContain(
      '/dev/null:/tmp/base/checkout/.git:ro',
    );
  });

  it('mounts only the written folders when there is no script (k6 version)', () => {
    expect(k6ContainerBinds({ ...base, scriptRoot: undefined, git: undefined })).toEqual([
      '/tmp/k6-x:/tmp/k6-x',
      '/tmp/csv-y:/tmp/csv-y',
    ]);
  });
});

describe('the default k6 image', () => {
  it("is Grafana's image of the k6 release perf-gate recommends", () => {
    expect(DEFAULTS.k6Image).toBe(`grafana/k6:${RECOMMENDED_K6}`);
  });
});

describe('k6Runtime', () => {
  it('runs the image when one is given (sandbox on), else the binary', () => {
    expect(k6Runtime({ k6: 'k6', k6Image: 'grafana/k6:1.8.1' })).toEqual({
      image: 'grafana/k6:1.8.1',
    });
    expect(k6Runtime({ k6: '/opt/k6' })).toEqual({ binary: '/opt/k6' });
  });
});
