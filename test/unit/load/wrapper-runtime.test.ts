import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { REQUESTS, nonLoopbackCidrs } from '../../../src/load/wrapper-runtime.js';

describe('the addresses k6 refuses', () => {
  // One list per family: Node's BlockList reads ::1 as the IPv4-compatible 0.0.0.1, Go's net.IPNet
  // (k6) does not (a request to [::1] passes k6's list; checked with k6 v1.8.1).
  const v4 = new BlockList();
  const v6 = new BlockList();
  for (const cidr of nonLoopbackCidrs()) {
    const [address, prefix] = cidr.split('/');
    if (cidr.includes(':')) v6.addSubnet(address!, Number(prefix), 'ipv6');
    else v4.addSubnet(address!, Number(prefix), 'ipv4');
  }
  const blocked = {
    check: (address: string, family: 'ipv4' | 'ipv6') =>
      (family === 'ipv4' ? v4 : v6).check(address, family),
  };

  it('leave 127.0.0.0/8 and ::1 open', () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '127.255.255.254'])
      expect(blocked.check(address, 'ipv4')).toBe(false);
    expect(blocked.check('::1', 'ipv6')).toBe(false);
  });

  it('cover every other address', () => {
    for (const address of [
      '0.0.0.0',
      '10.0.0.1',
      '126.255.255.255',
      '128.0.0.0',
      '172.17.0.1',
      '192.168.1.10',
      '8.8.8.8',
      '255.255.255.255',
    ])
      expect(blocked.check(address, 'ipv4'), address).toBe(true);
    for (const address of ['::', '::2', '::ffff:10.0.0.1', 'fe80::1', '2001:db8::1', 'ffff::'])
      expect(blocked.check(address, 'ipv6'), address).toBe(true);
  });
});

describe("the wrapper's requests to several app instances", () => {
  /** Runs the wrapper's request layer over a fake k6/http and returns the URLs it was asked for. */
  function requestsThrough(env: Record<string, string>, vu: number, urls: string[]): string[] {
    const seen: string[] = [];
    const http: Record<string, (...args: unknown[]) => unknown> = {};
    for (const m of ['get', 'head', 'post', 'put', 'patch', 'del', 'options', 'batch'])
      http[m] = (url: unknown) => seen.push(String(url));
    http.request = (_method: unknown, url: unknown) => seen.push(String(url));
    // The layer is k6 module text; evaluated here over fakes of what k6 gives it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const layer = new Function('http', 'Counter', '__ENV', '__VU', 'console', REQUESTS) as (
      ...args: unknown[]
    ) => void;
    layer(
      http,
      class {
        add(): void {}
      },
      env,
      vu,
      { warn: () => undefined },
    );
    for (const url of urls) {
      if (url.startsWith('POST ')) http.request('POST', url.slice(5));
      else http.get!(url);
    }
    return seen;
  }
  const env = {
    BASE_URL: 'http://127.0.0.1:4000/api',
    PERF_GATE_APP_URL: 'http://127.0.0.1:4000/api',
    PERF_GATE_APP_URLS: 'http://127.0.0.1:4000/api http://127.0.0.1:4100/api',
  };

  it('sends each request to the app to the next instance in turn, from a different one per VU', () => {
    const urls = ['http://127.0.0.1:4000/api/a', 'POST http://127.0.0.1:4000/api/b?x=1'];
    expect(requestsThrough(env, 1, [...urls, ...urls])).toEqual([
      'http://127.0.0.1:4100/api/a',
      'http://127.0.0.1:4000/api/b?x=1',
      'http://127.0.0.1:4100/api/a',
      'http://127.0.0.1:4000/api/b?x=1',
    ]);
    expect(requestsThrough(env, 2, urls)).toEqual([
      'http://127.0.0.1:4000/api/a',
      'http://127.0.0.1:4100/api/b?x=1',
    ]);
  });

  it('leaves other addresses, a longer port and a single instance alone', () => {
    expect(
      requestsThrough(env, 1, ['http://127.0.0.1:40001/api/a', 'http://127.0.0.1:5000/x']),
    ).toEqual(['http://127.0.0.1:40001/api/a', 'http://127.0.0.1:5000/x']);
    const one = { ...env, PERF_GATE_APP_URLS: 'http://127.0.0.1:4000/api' };
    expect(requestsThrough(one, 1, ['http://127.0.0.1:4000/api/a'])).toEqual([
      'http://127.0.0.1:4000/api/a',
    ]);
  });
});
