import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nonLoopbackCidrs } from '../../../src/load/wrapper-runtime.js';

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
