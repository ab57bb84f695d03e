import { describe, expect, it } from 'vitest';
import { inRange, isLoopback, isLoopbackHost, isPrivateNetwork, parseIp, parseIpRange } from '../../src/server/ip-address';

const ip = (text: string) => {
  const address = parseIp(text);
  if (address === null) throw new Error(`not an address: ${text}`);
  return address;
};

describe('parseIp', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::1', '::1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('reads %s as %s', (text, canonical) => {
    expect(parseIp(text)?.text).toBe(canonical);
  });

  it.each([
    '',
    'unknown',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '0x7f.0.0.1',
    '1.2.3.4:80',
    '[::1]',
    ':::1',
    '1::2::3',
    'localhost',
    '_hidden',
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('ranges', () => {
  it('matches a CIDR range of either family, ignoring host bits written into it', () => {
    const range = parseIpRange('10.1.2.3/8');
    expect(range).not.toBeNull();
    if (range === null) return;
    expect(inRange(ip('10.200.0.1'), range)).toBe(true);
    expect(inRange(ip('11.0.0.1'), range)).toBe(false);
    expect(inRange(ip('::ffff:10.9.9.9'), range)).toBe(true);
    const v6 = parseIpRange('2001:db8::/32');
    expect(v6 && inRange(ip('2001:db8:ffff::1'), v6)).toBe(true);
    expect(v6 && inRange(ip('2001:db9::1'), v6)).toBe(false);
    expect(v6 && inRange(ip('10.0.0.1'), v6)).toBe(false);
  });

  it('takes a single address as a range of one, and an IPv4-mapped range as IPv4', () => {
    const one = parseIpRange('192.0.2.7');
    expect(one && inRange(ip('192.0.2.7'), one)).toBe(true);
    expect(one && inRange(ip('192.0.2.8'), one)).toBe(false);
    const mapped = parseIpRange('::ffff:10.0.0.0/104');
    expect(mapped).toEqual({ version: 4, network: ip('10.0.0.0').value, prefix: 8 });
  });

  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/-1', 'ten/8', '10.0.0.0/0x8'])(
    'refuses the range %j',
    (text) => {
      expect(parseIpRange(text)).toBeNull();
    },
  );

  it('knows loopback and private networks', () => {
    for (const text of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip(text))).toBe(true);
    for (const text of ['128.0.0.1', '::2', '10.0.0.1']) expect(isLoopback(ip(text))).toBe(false);
    for (const text of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.20', '169.254.1.1', 'fd12::1', 'fe80::1'])
      expect(isPrivateNetwork(ip(text))).toBe(true);
    for (const text of ['172.32.0.1', '8.8.8.8', '2001:db8::1', '127.0.0.1']) expect(isPrivateNetwork(ip(text))).toBe(false);
  });

  it('knows loopback host names', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', 'localhost.', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '192.168.1.20', '[::2]', '']) expect(isLoopbackHost(host)).toBe(false);
  });
});
