// database.server: MySQL server variables from perf-gate.yml or the repository's my.cnf, the
// options the database starts with, and the pool lint's refusal before anything is built.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  numericVariable,
  serverArguments,
  variablesFromConfig,
  variablesFromMyCnf,
} from '../../../src/config/server-variables.js';
import { ConfigError } from '../../../src/errors.js';
import { loadConfig } from '../../../src/files/config-file.js';
import { inspectSide } from '../../../src/lab/prepare.js';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-server-'));
  temporary.push(dir);
  return dir;
}

// The shape of a production my.cnf on a 2-vCPU VM running Nginx, the app and MySQL.
const MY_CNF = `# production
[client]
port = 3306
socket = /var/run/mysqld/mysqld.sock

[mysqld]
user = mysql
port = 3306
bind-address = 0.0.0.0
datadir = /var/lib/mysql
max_connections = 60
wait-timeout = 600   # seconds
innodb_buffer_pool_size = 256M
loose-innodb_numa_interleave = 1
skip-name-resolve
sql_mode = "STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION"
!includedir /etc/mysql/conf.d/

[mysqldump]
quick
`;

describe('server variables', () => {
  it("reads mysqld's groups of a my.cnf, leaving out what perf-gate owns", () => {
    const read = variablesFromMyCnf(MY_CNF, 'deploy/my.cnf');
    expect(read.variables).toEqual({
      max_connections: { value: '60', source: 'deploy/my.cnf:11' },
      wait_timeout: { value: '600', source: 'deploy/my.cnf:12' },
      innodb_buffer_pool_size: { value: '256M', source: 'deploy/my.cnf:13' },
      innodb_numa_interleave: { value: '1', source: 'deploy/my.cnf:14' },
      skip_name_resolve: { value: 'ON', source: 'deploy/my.cnf:15' },
      sql_mode: { value: 'STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION', source: 'deploy/my.cnf:16' },
    });
    expect(read.skipped).toEqual(['user', 'port', 'bind_address', 'datadir']);
    expect(serverArguments(read)).toContain('--max_connections=60');
    expect(numericVariable(read, 'innodb_buffer_pool_size')).toBe(256 * 1024 ** 2);
    expect(numericVariable(read, 'sql_mode')).toBeUndefined();
  });

  it('takes variables written in perf-gate.yml, booleans as ON/OFF', () => {
    const read = variablesFromConfig(
      { 'max-connections': 100, slow_query_log: true },
      'perf-gate.yml',
    );
    expect(serverArguments(read)).toEqual(['--max_connections=100', '--slow_query_log=ON']);
    expect(read.variables.max_connections?.source).toBe(
      'perf-gate.yml (database.server.max-connections)',
    );
  });

  it('refuses a value that is not one, naming the file and line', () => {
    const bad = () =>
      variablesFromMyCnf('[mysqld]\ninit_connect = SET x=1; DROP TABLE t\n', 'my.cnf');
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/^my\.cnf:2: the value of init_connect \("SET x=1; DROP TABLE t"\)/);
  });
});

describe('database.server in perf-gate.yml', () => {
  function app(extra: string, pool = 40): string {
    const dir = workspace();
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'src/main/resources'), { recursive: true });
    writeFileSync(
      join(dir, 'src/main/resources/application.yml'),
      `spring:\n  datasource:\n    url: jdbc:mysql://db/app\n    hikari:\n      maximum-pool-size: ${pool}\n`,
    );
    writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
    writeFileSync(join(dir, 'my.cnf'), MY_CNF);
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `database:\n${extra}scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n`,
    );
    return dir;
  }

  it('reads the my.cnf it names and starts the database with its variables', () => {
    const config = loadConfig(join(app('  server: my.cnf\n'), 'perf-gate.yml'));
    expect(config.database.serverArgs).toEqual([
      '--max_connections=60',
      '--wait_timeout=600',
      '--innodb_buffer_pool_size=256M',
      '--innodb_numa_interleave=1',
      '--skip_name_resolve=ON',
      '--sql_mode=STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION',
    ]);
  });

  it('refuses a my.cnf outside the checkout', () => {
    const dir = app('  server: outside.cnf\n');
    const elsewhere = workspace();
    writeFileSync(join(elsewhere, 'my.cnf'), MY_CNF);
    symlinkSync(join(elsewhere, 'my.cnf'), join(dir, 'outside.cnf'));
    expect(() => loadConfig(join(dir, 'perf-gate.yml'))).toThrow(
      /database\.server .* leads outside the checkout/,
    );
  });

  it('refuses pools above max_connections before anything is built, with the arithmetic', async () => {
    const dir = app('  server: { max_connections: 30 }\n');
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    const refused = await inspectSide(config, dir, 'the pr side').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toBe(
      "the pr side: 1 instance(s) × (default 40) = 40 pooled connections exceed the database's max_connections of 30 (max_connections = 30, perf-gate.yml (database.server.max_connections)).",
    );
    // With max_connections raised the same app is inspected as usual.
    const raised = loadConfig(join(app('  server: { max_connections: 100 }\n'), 'perf-gate.yml'));
    await expect(inspectSide(raised, dir)).resolves.toMatchObject({ contextPath: undefined });
  });

  it('counts every app instance against max_connections (app.instances)', async () => {
    const twoInstances = (maxConnections: number) => {
      const dir = app(`  server: { max_connections: ${maxConnections} }\n`);
      const file = join(dir, 'perf-gate.yml');
      writeFileSync(file, `app:\n  instances: 2\n${readFileSync(file, 'utf8')}`);
      return { dir, config: loadConfig(file) };
    };
    const over = twoInstances(60);
    expect(over.config.app.instances).toBe(2);
    await expect(inspectSide(over.config, over.dir, 'base')).rejects.toThrow(
      "base: 2 instance(s) × (default 40) = 80 pooled connections exceed the database's max_connections of 60 (max_connections = 60, perf-gate.yml (database.server.max_connections)).",
    );
    const enough = twoInstances(100);
    await expect(inspectSide(enough.config, enough.dir)).resolves.toMatchObject({
      contextPath: undefined,
    });
  });
});

describe('container ulimits', () => {
  it('reads nofile and nproc for the app, the database and the proxy', () => {
    const dir = workspace();
    writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
    writeFileSync(join(dir, 'nginx.conf'), 'events {}\nhttp {}\n');
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      [
        'app:',
        '  ulimits: { nofile: 1024 }',
        'database:',
        '  ulimits: { nofile: { soft: 1024, hard: 4096 }, nproc: 512 }',
        'proxy:',
        '  config: nginx.conf',
        '  ulimits: { nofile: 2048 }',
        'scenarios:',
        '  - { name: a, script: load.js, rate: 5 }',
        '',
      ].join('\n'),
    );
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    expect(config.app.ulimits).toEqual({ nofile: { soft: 1024, hard: 1024 } });
    expect(config.database.ulimits).toEqual({
      nofile: { soft: 1024, hard: 4096 },
      nproc: { soft: 512, hard: 512 },
    });
    expect(config.proxy?.ulimits).toEqual({ nofile: { soft: 2048, hard: 2048 } });
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      'app:\n  ulimits: { nofiles: 10 }\nscenarios:\n  - { name: a, script: load.js, rate: 5 }\n',
    );
    expect(() => loadConfig(join(dir, 'perf-gate.yml'))).toThrow(/app\.ulimits\.nofiles/);
  });
});
