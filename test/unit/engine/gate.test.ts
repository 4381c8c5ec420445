import { describe, expect, it } from 'vitest';
import { templateEnv } from '../../../src/engine/gate.js';
import { scenarioEnv } from '../../../src/lab/env-template.js';
import type { StartedDatabase } from '../../../src/env/database.js';

describe('app.env placeholders', () => {
  const db = {
    jdbcUrl: 'jdbc:mysql://127.0.0.1:4000/app',
    host: '127.0.0.1',
    port: 4000,
    database: 'app',
    user: 'app',
    password: 'secret',
  } as unknown as StartedDatabase;

  it('fills {{db.*}} so apps with several datasources point each at the test database', () => {
    expect(
      templateEnv(
        {
          SPRING_DATASOURCE_READ_JDBC_URL: '{{db.jdbcUrl}}?readOnly=true',
          SPRING_DATASOURCE_READ_PASSWORD: '{{ db.password }}',
          PLAIN: 'x',
        },
        db,
      ),
    ).toEqual({
      SPRING_DATASOURCE_READ_JDBC_URL: 'jdbc:mysql://127.0.0.1:4000/app?readOnly=true',
      SPRING_DATASOURCE_READ_PASSWORD: 'secret',
      PLAIN: 'x',
    });
  });

  it('rejects an unknown placeholder with the list of known ones', () => {
    expect(() => templateEnv({ URL: '{{db.url}}' }, db)).toThrow(
      /app\.env\.URL: unknown placeholder \{\{db\.url\}\}/,
    );
  });
});

describe('scenarios[].env placeholders', () => {
  const scenario = (env: Record<string, string>) => ({ name: 'browse', env });

  it('fills {{app.*}} for scripts that read the URL from their own variable', () => {
    expect(
      scenarioEnv(
        scenario({
          API_URL: '{{app.url}}',
          ORIGIN: '{{ app.origin }}',
          HOST_PORT: '{{app.host}}:{{app.port}}',
          PERF_GATE_REQUESTS: '[{"body":"{{kept}}"}]',
        }),
        'http://127.0.0.1:41234/shop',
      ),
    ).toEqual({
      API_URL: 'http://127.0.0.1:41234/shop',
      ORIGIN: 'http://127.0.0.1:41234',
      HOST_PORT: '127.0.0.1:41234',
      PERF_GATE_REQUESTS: '[{"body":"{{kept}}"}]',
    });
  });

  it('rejects an unknown placeholder, naming the scenario and the known ones', () => {
    expect(() => scenarioEnv(scenario({ API: '{{app.baseUrl}}' }), 'http://127.0.0.1:1')).toThrow(
      /scenario browse: env\.API: unknown placeholder \{\{app\.baseUrl\}\}/,
    );
  });
});
