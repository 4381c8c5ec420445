import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectAppDetail } from '../../../src/files/spring-files.js';

const fixtures = join(import.meta.dirname, '../../fixtures/spring');

describe('routing properties the gate builds URLs from', () => {
  it('resolves the context path and the Actuator base path with their sources', async () => {
    const detail = await inspectAppDetail(join(fixtures, 'context-path-app'));
    expect(detail.properties['server.servlet.context-path']).toMatchObject({
      value: '/travel',
      source: 'src/main/resources/application.yml:4',
    });
    expect(detail.properties['management.endpoints.web.base-path']?.value).toBe('/manage');
  });

  it('lets the environment override the context path, and leaves it out when nothing sets it', async () => {
    const detail = await inspectAppDetail(join(fixtures, 'context-path-app'), {
      env: { SERVER_SERVLET_CONTEXTPATH: '/v2' },
    });
    expect(detail.properties['server.servlet.context-path']).toMatchObject({
      value: '/v2',
      source: 'env',
    });
    const none = await inspectAppDetail(join(fixtures, 'defaults-app'));
    expect(none.properties['server.servlet.context-path']).toBeUndefined();
  });
});
