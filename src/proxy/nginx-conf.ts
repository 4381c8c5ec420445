// The repository's nginx.conf made to run in front of the booted app: its upstream members
// replaced by the app, every `listen` by one free loopback port, what names files of the
// production host left out (TLS, included sites), and everything else (`limit_req`,
// `worker_connections`, timeouts, buffers, keepalive) as written. Also where those limits are
// written, so a diagnosis can name the line. Pure.
import { parseNginx, renderNginx, walkNginx, type Directive } from './nginx-parse.js';

/** A limit of the config that can refuse or hold requests, and where it is written. */
export interface ProxyLimit {
  kind: 'limit_req' | 'limit_conn' | 'worker_connections';
  /** `nginx.conf:14` */
  source: string;
  /** the directive as written, e.g. `limit_req zone=api burst=5 nodelay` */
  text: string;
  zone?: string;
  /** the zone's definition, e.g. `limit_req_zone $binary_remote_addr zone=api:10m rate=30r/s` */
  definition?: { text: string; source: string };
}

export interface RewrittenProxyConf {
  text: string;
  /** what was changed, for the report: `nginx.conf:9 listen 80 -> listen 127.0.0.1:38121` */
  changes: string[];
  /** what was left out and why */
  dropped: string[];
  limits: ProxyLimit[];
}

/** Main-context directives: kept outside the `http` block when a file holds only server blocks. */
const MAIN_CONTEXT = new Set([
  'worker_processes',
  'worker_rlimit_nofile',
  'worker_cpu_affinity',
  'worker_priority',
  'events',
  'http',
  'load_module',
  'env',
  'pcre_jit',
  'thread_pool',
  'timer_resolution',
]);
/** Directives that point at the production host's files, users or process handling. */
const DROPPED = new Set(['daemon', 'pid', 'user', 'error_log', 'load_module', 'lock_file']);
/** Files the image ships that configs commonly include. */
const KEPT_INCLUDES =
  /^(?:\/etc\/nginx\/)?(?:mime\.types|proxy_params|fastcgi_params|fastcgi\.conf|uwsgi_params|scgi_params)$/;
const DROPPED_LISTEN_FLAGS = /^(?:ssl|http2|quic|proxy_protocol|spdy)$/;

/** Where perf-gate's own server block answers Nginx's stub_status. */
export const STATUS_PATH = '/perf-gate-nginx-status';

/** The upstream perf-gate adds when a direct `proxy_pass` meets several app instances. */
const LAB_UPSTREAM = 'perf_gate_app';

/**
 * Rewrites an nginx.conf for the lab: `listenPort` on 127.0.0.1 for every server block, each
 * upstream's members replaced by the app instances (host:port, in turn as the upstream's own
 * balancing says), a direct `proxy_pass` to a host replaced too (by an upstream of them all when
 * there are several).
 */
export function rewriteProxyConf(
  text: string,
  file: string,
  o: { listenPort: number; apps: readonly string[]; statusPort?: number },
): RewrittenProxyConf {
  const direct = o.apps.length === 1 ? o.apps[0]! : LAB_UPSTREAM;
  let addUpstream = false;
  const tree = parseNginx(text, file);
  const changes: string[] = [];
  const dropped: string[] = [];
  const at = (d: Directive): string => `${file}:${d.line}`;
  const written = (d: Directive): string => [d.name, ...d.args].join(' ');
  const upstreams = new Set<string>();
  for (const { directive } of walkNginx(tree))
    if (directive.name === 'upstream' && directive.args[0]) upstreams.add(directive.args[0]);

  let defaultServer = false;
  const rewrite = (list: Directive[], context: string[]): Directive[] => {
    const out: Directive[] = [];
    for (const d of list) {
      const inside = context[context.length - 1];
      if (DROPPED.has(d.name) || d.name.startsWith('ssl_')) {
        dropped.push(`${at(d)} ${written(d)} (perf-gate sets the process, log and TLS settings)`);
        continue;
      }
      if (d.name === 'include' && !KEPT_INCLUDES.test(d.args[0] ?? '')) {
        dropped.push(`${at(d)} ${written(d)} (files of the production host are not read)`);
        continue;
      }
      if (d.name === 'listen' && inside === 'server') {
        const flags = d.args.slice(1).filter((flag) => !DROPPED_LISTEN_FLAGS.test(flag));
        // One address for every server block: only the first default_server stays one.
        const kept = flags.filter((flag) => flag !== 'default_server' || !defaultServer);
        if (flags.includes('default_server')) defaultServer = true;
        const next = { ...d, args: [`127.0.0.1:${o.listenPort}`, ...kept] };
        changes.push(`${at(d)} ${written(d)} -> ${written(next)}`);
        out.push(next);
        continue;
      }
      if (d.name === 'server' && inside === 'upstream') {
        const kept = d.args.slice(1).filter((p) => !/^(?:backup|down|resolve|service=)/.test(p));
        if (out.some((e) => e.name === 'server')) {
          changes.push(`${at(d)} ${written(d)} -> (left out: the lab's instances replace it)`);
          continue;
        }
        const next = o.apps.map((app) => ({ ...d, args: [app, ...kept] }));
        changes.push(`${at(d)} ${written(d)} -> ${next.map(written).join('; ')}`);
        out.push(...next);
        continue;
      }
      if (d.name === 'proxy_pass' && d.args[0]) {
        const target = /^https?:\/\/([^/;]+)(.*)$/.exec(d.args[0]);
        if (target && !upstreams.has(target[1]!)) {
          addUpstream ||= direct === LAB_UPSTREAM;
          const next = { ...d, args: [`http://${direct}${target[2]}`] };
          changes.push(`${at(d)} ${written(d)} -> ${written(next)}`);
          out.push(next);
          continue;
        }
      }
      out.push(d.block ? { ...d, block: rewrite(d.block, [...context, d.name]) } : d);
    }
    return out;
  };
  let body = rewrite(tree, []);
  if (!body.some((d) => d.name === 'http')) {
    // A file of server blocks (a site of sites-enabled/): wrapped in http as nginx.conf includes it.
    const http = body.filter((d) => !MAIN_CONTEXT.has(d.name));
    body = [
      ...body.filter((d) => MAIN_CONTEXT.has(d.name)),
      {
        name: 'http',
        args: [],
        line: 0,
        block: [{ name: 'include', args: ['/etc/nginx/mime.types'], line: 0 }, ...http],
      },
    ];
  }
  if (o.statusPort !== undefined) {
    // perf-gate's own window on Nginx's connections (stub_status), on a port of its own.
    const status: Directive = {
      name: 'server',
      args: [],
      line: 0,
      block: [
        { name: 'listen', args: [`127.0.0.1:${o.statusPort}`], line: 0 },
        { name: 'access_log', args: ['off'], line: 0 },
        {
          name: 'location',
          args: ['=', STATUS_PATH],
          line: 0,
          block: [{ name: 'stub_status', args: [], line: 0 }],
        },
      ],
    };
    body = body.map((d) => (d.name === 'http' ? { ...d, block: [...d.block!, status] } : d));
  }
  if (addUpstream) {
    const upstream: Directive = {
      name: 'upstream',
      args: [LAB_UPSTREAM],
      line: 0,
      block: o.apps.map((app) => ({ name: 'server', args: [app], line: 0 })),
    };
    body = body.map((d) => (d.name === 'http' ? { ...d, block: [upstream, ...d.block!] } : d));
  }
  if (!body.some((d) => d.name === 'events'))
    body.unshift({ name: 'events', args: [], line: 0, block: [] });
  const head: Directive[] = [
    { name: 'pid', args: ['/tmp/nginx.pid'], line: 0 },
    // Rejections (limit_req at error, worker_connections at alert) reach the container's log.
    { name: 'error_log', args: ['stderr', 'warn'], line: 0 },
  ];
  return {
    text: `# Written by perf-gate from ${file}: listen and upstreams point at the lab.\n${renderNginx([...head, ...body])}`,
    changes,
    dropped,
    limits: limitsOf(tree, file),
  };
}

/** The limits an nginx.conf declares, with their zone definitions. */
export function limitsOf(tree: readonly Directive[], file: string): ProxyLimit[] {
  const zones = new Map<string, { text: string; source: string }>();
  for (const { directive: d } of walkNginx(tree)) {
    if (d.name !== 'limit_req_zone' && d.name !== 'limit_conn_zone') continue;
    const zone = d.args.map((a) => /^zone=([^:]+):/.exec(a)?.[1]).find(Boolean);
    if (zone)
      zones.set(`${d.name}:${zone}`, {
        text: [d.name, ...d.args].join(' '),
        source: `${file}:${d.line}`,
      });
  }
  const limits: ProxyLimit[] = [];
  for (const { directive: d } of walkNginx(tree)) {
    const text = [d.name, ...d.args].join(' ');
    const source = `${file}:${d.line}`;
    if (d.name === 'worker_connections') limits.push({ kind: 'worker_connections', source, text });
    if (d.name === 'limit_req' || d.name === 'limit_conn') {
      const zone =
        d.name === 'limit_req'
          ? /^zone=(.+)$/.exec(d.args.find((a) => a.startsWith('zone=')) ?? '')?.[1]
          : d.args[0];
      const definition = zone ? zones.get(`${d.name}_zone:${zone}`) : undefined;
      limits.push({
        kind: d.name,
        source,
        text,
        ...(zone ? { zone } : {}),
        ...(definition ? { definition } : {}),
      });
    }
  }
  return limits;
}
