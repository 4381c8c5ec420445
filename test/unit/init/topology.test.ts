// init's topology proposal: what a docker-compose.yml (and a lone nginx.conf or my.cnf) says
// production runs the app in, each value with its file and line, and what is left out and why.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/files/config-file.js';
import { readCompose, type PathKind } from '../../../src/init/compose.js';
import { commandOptions, interpolated, memory } from '../../../src/init/compose-values.js';
import { readTopology } from '../../../src/init/read-topology.js';
import {
  proposeTopology,
  topologyNotes,
  topologySummary,
  type ComposeRead,
} from '../../../src/init/topology.js';
import { readAppFacts } from '../../../src/init/read.js';
import { renderConfig } from '../../../src/init/render-config.js';
import {
  appTopologyLines,
  databaseTopologyLines,
  proxySection,
} from '../../../src/init/render-topology.js';

/** A repository holding these files (and their folders), relative to its root. */
function repository(files: string[]): (path: string) => PathKind {
  return (path) => {
    if (path.startsWith('..') || path.startsWith('/')) return 'outside';
    if (files.includes(path)) return 'file';
    return files.some((file) => file.startsWith(`${path}/`)) ? 'folder' : 'missing';
  };
}

function read(
  text: string,
  o: { file?: string; appDir?: string; files?: string[]; names?: string[] } = {},
): ComposeRead {
  return readCompose(text, {
    file: o.file ?? 'docker-compose.yml',
    appDir: o.appDir ?? '.',
    appNames: o.names ?? ['shop'],
    pathKind: repository(o.files ?? []),
  });
}

const SHOP = `services:
  nginx:
    image: nginx:1.27-alpine
    volumes:
      - ./nginx/nginx.conf:/etc/nginx/nginx.conf:ro
      - ./nginx/conf.d/shop.conf:/etc/nginx/conf.d/shop.conf:ro
    ulimits:
      nofile: { soft: 1024, hard: 4096 }
  backend:
    build: ./backend
    deploy:
      replicas: 2
      resources:
        limits: { cpus: '1.5', memory: 3G }
    ulimits:
      nofile: 1024
      memlock: -1
  mysql:
    image: mysql:8.0
    volumes:
      - ./mysql/my.cnf:/etc/mysql/conf.d/production.cnf:ro
      - data:/var/lib/mysql
    mem_limit: 4g
  redis:
    image: redis:7-alpine
  frontend:
    image: node:20
volumes:
  data:
`;

describe('readCompose', () => {
  it('takes replicas, limits, the mounted nginx.conf and my.cnf, each with its file and line', () => {
    const { describesApp, topology } = read(SHOP, {
      appDir: 'backend',
      files: ['nginx/nginx.conf', 'nginx/conf.d/shop.conf', 'mysql/my.cnf'],
    });
    expect(describesApp).toBe(true);
    expect(topology.compose).toBe('../docker-compose.yml');
    expect(topology.app).toEqual({
      instances: { value: 2, source: '../docker-compose.yml:12 (backend deploy.replicas)' },
      resources: {
        value: { cpus: 1.5, memory: '3g' },
        source: '../docker-compose.yml:14 (backend deploy.resources.limits)',
      },
      ulimits: { value: { nofile: 1024 }, source: '../docker-compose.yml:15 (backend ulimits)' },
    });
    // Paths are written relative to perf-gate.yml, in the app folder.
    expect(topology.proxy).toEqual({
      config: { value: '../nginx/nginx.conf', source: '../docker-compose.yml:5 (nginx volumes)' },
      image: { value: 'nginx:1.27-alpine', source: '../docker-compose.yml:3 (nginx image)' },
      ulimits: {
        value: { nofile: { soft: 1024, hard: 4096 } },
        source: '../docker-compose.yml:7 (nginx ulimits)',
      },
    });
    expect(topology.database).toEqual({
      server: { value: '../mysql/my.cnf', source: '../docker-compose.yml:21 (mysql volumes)' },
      resources: { value: { memory: '4g' }, source: '../docker-compose.yml:23 (mysql mem_limit)' },
    });
    expect(topology.left).toEqual([
      '../docker-compose.yml:17 (backend ulimits.memlock) is not taken: perf-gate sets nofile and nproc.',
      '../docker-compose.yml:6 (nginx volumes) also mounts ./nginx/conf.d/shop.conf at /etc/nginx/conf.d/shop.conf: proxy.config is one file (../nginx/nginx.conf); perf-gate leaves out what it includes.',
      "../docker-compose.yml:19 (mysql image) runs mysql:8.0; perf-gate.yml's database.image is mysql:8.4: set production's if its version matters.",
      "../docker-compose.yml: not taken: redis (services.redis follows the app's Spring Data Redis dependency), frontend (not on the path k6 → Nginx → app → MySQL).",
    ]);
  });

  it('counts two services that build the app as two instances', () => {
    const { topology } = read(
      `services:
  shop-1:
    build: { context: ., dockerfile: Dockerfile }
  shop-2:
    build: .
    scale: 2
  lb:
    image: nginx
`,
      { names: ['orders'] },
    );
    expect(topology.app.instances).toEqual({
      value: 3,
      source: 'docker-compose.yml:2, 4 (services shop-1, shop-2 run the app)',
    });
    // An Nginx without a mounted config proposes no proxy, and says so.
    expect(topology.proxy).toBeUndefined();
    expect(topology.left).toContain(
      'docker-compose.yml:7 (lb) mounts no .conf file of the repository: proxy is not taken (perf-gate needs the nginx.conf production runs).',
    );
  });

  it('finds the app by its name or image when no service builds it, and caps instances at 8', () => {
    const { topology } = read(
      `services:
  api:
    image: ghcr.io/acme/shop-api:1.4
    deploy: { replicas: '\${REPLICAS:-12}' }
`,
      { names: ['shop_api'] },
    );
    expect(topology.app.instances?.value).toBe(8);
    expect(topology.left).toEqual([
      'docker-compose.yml:4 runs 12 instances of the app: perf-gate boots at most 8 (app.instances: 8).',
    ]);
  });

  it('takes the MySQL command-line options as database.server variables, each with its line', () => {
    const { topology } = read(
      `services:
  shop: { build: . }
  db:
    image: mysql:8.4
    command:
      - --max_connections=80
      - --wait-timeout=600
      - --port=3307
      - --skip-name-resolve
`,
    );
    expect(topology.database.variables).toEqual({
      max_connections: { value: '80', source: 'docker-compose.yml:6 (db command)' },
      wait_timeout: { value: '600', source: 'docker-compose.yml:7 (db command)' },
      skip_name_resolve: { value: 'ON', source: 'docker-compose.yml:9 (db command)' },
    });
    expect(topology.left).toEqual([
      'docker-compose.yml:8 (db command): --port is not taken: perf-gate sets it itself.',
    ]);
  });

  it('keeps the mounted my.cnf when the command sets options too, and names them', () => {
    const { topology } = read(
      `services:
  shop: { build: . }
  mysql:
    image: mysql:8.4
    command: mysqld --max_connections=80 --character-set-server utf8mb4
    volumes: [./my.cnf:/etc/mysql/my.cnf]
`,
      { files: ['my.cnf'] },
    );
    expect(topology.database.server?.value).toBe('my.cnf');
    expect(topology.database.variables).toBeUndefined();
    expect(topology.left).toEqual([
      'docker-compose.yml:5 (mysql command) sets max_connections=80, character-set-server=utf8mb4 over its my.cnf: not taken (database.server is my.cnf); write them into that file if they matter.',
    ]);
  });

  it('refuses a mount that leaves the repository or does not exist, and a folder', () => {
    const { topology } = read(
      `services:
  shop: { build: ./app }
  nginx:
    image: nginx
    volumes:
      - /etc/nginx/nginx.conf:/etc/nginx/nginx.conf
      - ../../outside/site.conf:/etc/nginx/conf.d/site.conf
      - ./nginx/gone.conf:/etc/nginx/conf.d/gone.conf
  mysql:
    image: mysql:8.4
    volumes:
      - type: bind
        source: ./mysql/conf.d
        target: /etc/mysql/conf.d
`,
      {
        file: 'deploy/docker-compose.yml',
        appDir: 'deploy/app',
        files: ['deploy/mysql/conf.d/a.cnf'],
      },
    );
    expect(topology.proxy).toBeUndefined();
    expect(topology.database.server).toBeUndefined();
    expect(topology.left).toEqual([
      '../docker-compose.yml:6 (nginx volumes): /etc/nginx/nginx.conf leads outside the repository; proxy.config is not taken from it.',
      '../docker-compose.yml:7 (nginx volumes): ../../outside/site.conf leads outside the repository; proxy.config is not taken from it.',
      '../docker-compose.yml:8 (nginx volumes): ./nginx/gone.conf does not exist in the repository; proxy.config is not taken from it.',
      '../docker-compose.yml:12 (mysql volumes): ./mysql/conf.d is a folder: set database.server to the file of it production reads; database.server is not taken from it.',
    ]);
  });

  it('gives a note, not an error, for a file that is not YAML, not a mapping or has no services', () => {
    for (const [text, note] of [
      [
        'services:\n  app: [unclosed\n',
        /^docker-compose\.yml:\d+ is not valid YAML \(.+\): not read\.$/,
      ],
      ['- just\n- a list\n', /^docker-compose\.yml has no services mapping/],
      ['version: "3.8"\n', /^docker-compose\.yml has no services mapping/],
      [
        'services:\n  frontend: { image: node }\n',
        /^docker-compose\.yml has no service that builds the app folder or is named shop: its topology is not taken\.$/,
      ],
    ] as const) {
      const result = read(text);
      expect(result.describesApp).toBe(false);
      expect(result.topology.left).toEqual([expect.stringMatching(note)]);
    }
  });

  it('reads merge keys, and a variable without a default is not taken', () => {
    const { topology } = read(
      `x-limits: &limits
  ulimits: { nproc: 4096 }
services:
  shop:
    <<: *limits
    build: .
    cpus: \${APP_CPUS}
    mem_limit: 1073741824
`,
    );
    expect(topology.app.ulimits).toEqual({
      value: { nproc: 4096 },
      source: 'docker-compose.yml:4 (shop ulimits)',
    });
    expect(topology.app.resources?.value).toEqual({ memory: '1024m' });
    expect(topology.left[0]).toBe(
      'docker-compose.yml:7 (shop cpus): "${APP_CPUS}" is not taken (not a number, or a variable without a default).',
    );
  });
});

describe('compose values', () => {
  it('replaces variables by their defaults and reads mysqld options and memory', () => {
    expect(interpolated('${TAG:-8.0}')).toBe('8.0');
    expect(interpolated('$${HOME}')).toBe('${HOME}');
    expect(interpolated('${TAG}')).toBeUndefined();
    expect(commandOptions('--max_connections 90 --sql-mode=STRICT_ALL_TABLES')).toEqual([
      { name: 'max_connections', value: '90', index: 0 },
      { name: 'sql-mode', value: 'STRICT_ALL_TABLES', index: 2 },
    ]);
    expect([memory('512M'), memory('1.5gb'), memory(536870912), memory('lots')]).toEqual([
      '512m',
      '1.5g',
      '512m',
      undefined,
    ]);
  });
});

describe('proposeTopology', () => {
  const runsApp = read('services:\n  shop: { build: ., deploy: { replicas: 2 } }\n');
  const other = read('services:\n  web: { image: node }\n', { file: 'site/compose.yml' });

  it('takes the nearest compose file that runs the app, and names the others', () => {
    const far = { ...runsApp, file: '../docker-compose.yml' };
    const topology = proposeTopology([runsApp, other, far], { nginx: [], myCnf: [] })!;
    expect(topology.app.instances?.value).toBe(2);
    expect(topology.left).toEqual([
      'site/compose.yml has no service that builds the app folder or is named shop: its topology is not taken.',
      '../docker-compose.yml runs the app too: init read docker-compose.yml, the nearest to it.',
    ]);
    expect(topologySummary(topology)).toBe('topology: 2 instances from docker-compose.yml:2');
  });

  it('falls back on a lone nginx.conf and my.cnf, and takes none of several', () => {
    const topology = proposeTopology([], {
      nginx: [{ path: 'deploy/nginx.conf', line: 14 }],
      myCnf: [
        { path: 'deploy/my.cnf', line: 1 },
        { path: 'ops/my.cnf', line: 3 },
        { path: 'docs/my.cnf', line: undefined },
      ],
    })!;
    expect(topology.proxy?.config).toEqual({
      value: 'deploy/nginx.conf',
      source: 'deploy/nginx.conf:14 (proxy_pass; check: no compose service mounts it)',
    });
    expect(topology.database.server).toBeUndefined();
    expect(topologyNotes(topology).map((note) => note.message)).toEqual([
      'perf-gate.yml takes proxy from deploy/nginx.conf (the comment of each names its line): check that production runs so (an override file, .env or the host may change it).',
      'docs/my.cnf has no [mysqld] group: not taken for database.server.',
      'deploy/my.cnf, ops/my.cnf: several files could be database.server; none is taken, set the one production runs.',
    ]);
  });

  it('is nothing when the repository has none of the files', () => {
    expect(proposeTopology([], { nginx: [], myCnf: [] })).toBeUndefined();
    expect(appTopologyLines(undefined)).toEqual([
      '  resources: { cpus: 2, memory: 2g } # check: the CPU and memory of one production instance',
    ]);
    expect(proxySection(undefined)).toEqual([]);
  });
});

describe('readTopology (files)', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function repo(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'perf-gate-topology-'));
    temporary.push(root);
    mkdirSync(join(root, '.git'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('reads the compose file above the app, not a sibling app, and refuses a link out', async () => {
    const root = repo({
      'docker-compose.yml': `services:
  proxy:
    image: nginx
    volumes: ['./deploy/nginx.conf:/etc/nginx/nginx.conf']
  api: { build: ./services/api }
  db:
    image: mysql:8.4
    volumes: ['./deploy/my.cnf:/etc/mysql/conf.d/my.cnf']
`,
      'services/api/pom.xml': '<project/>',
      'services/other/docker-compose.yml': 'services:\n  api: { build: . }\n',
      'services/other/nginx.conf': 'proxy_pass http://x;\n',
    });
    const outside = mkdtempSync(join(tmpdir(), 'perf-gate-outside-'));
    temporary.push(outside);
    writeFileSync(join(outside, 'nginx.conf'), 'events {}\n');
    mkdirSync(join(root, 'deploy'));
    symlinkSync(join(outside, 'nginx.conf'), join(root, 'deploy/nginx.conf'));
    writeFileSync(join(root, 'deploy/my.cnf'), '[mysqld]\nmax_connections = 60\n');

    const topology = await readTopology(join(root, 'services/api'), ['api']);
    expect(topology?.compose).toBe('../../docker-compose.yml');
    expect(topology?.proxy).toBeUndefined();
    expect(topology?.database.server).toEqual({
      value: '../../deploy/my.cnf',
      source: '../../docker-compose.yml:8 (db volumes)',
    });
    expect(topology?.left).toEqual([
      '../../docker-compose.yml:4 (proxy volumes): ./deploy/nginx.conf leads outside the repository; proxy.config is not taken from it.',
    ]);
  });

  it('is undefined for an app whose repository has no compose file, nginx.conf or my.cnf', async () => {
    const root = repo({ 'pom.xml': '<project/>' });
    expect(await readTopology(root, ['shop'])).toBeUndefined();
  });
});

describe('rendering', () => {
  it('writes command-line options as a database.server mapping the config loader reads', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'perf-gate-topology-')), 'compose-shop');
    cpSync(resolve(import.meta.dirname, '../../fixtures/init/compose-shop'), dir, {
      recursive: true,
    });
    try {
      const facts = await readAppFacts(dir);
      const { database } = read(
        'services:\n  shop: { build: . }\n  mysql:\n    image: mysql:8.4\n    command: --max_connections=80 --innodb-buffer-pool-size=256M\n',
      ).topology;
      facts.topology = { ...facts.topology!, database };
      expect(databaseTopologyLines(facts.topology)).toEqual([
        '  server: # MySQL server variables, as production starts mysqld',
        '    max_connections: 80 # docker-compose.yml:5 (mysql command)',
        '    innodb_buffer_pool_size: 256M # docker-compose.yml:5 (mysql command)',
      ]);
      writeFileSync(join(dir, 'perf-gate.yml'), renderConfig(facts, 'k6/perf-gate.js'));
      mkdirSync(join(dir, 'k6'));
      writeFileSync(join(dir, 'k6/perf-gate.js'), 'export default function () {}\n');
      const config = loadConfig(join(dir, 'perf-gate.yml'));
      expect(config.database.server?.variables).toEqual({
        max_connections: { value: '80', source: 'perf-gate.yml (database.server.max_connections)' },
        innodb_buffer_pool_size: {
          value: '256M',
          source: 'perf-gate.yml (database.server.innodb_buffer_pool_size)',
        },
      });
      expect(config.database.serverArgs).toEqual([
        '--max_connections=80',
        '--innodb_buffer_pool_size=256M',
      ]);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
