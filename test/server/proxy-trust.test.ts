import { describe, expect, it } from 'vitest';
import { parseProxyTrust, resolvePeer, TRUST_NO_PROXY, type ProxyTrust } from '../../src/server/proxy-trust';

const trust = (text: string): ProxyTrust => parseProxyTrust(text)._unsafeUnwrap();
const client = (setting: string, socket: string | undefined, forwardedFor?: string) =>
  resolvePeer(trust(setting), socket, forwardedFor).client;

describe('TRUST_PROXY', () => {
  it('reads unset, 0 and blank as no proxy', () => {
    for (const text of [undefined, '', '  ', '0']) expect(parseProxyTrust(text)._unsafeUnwrap()).toEqual(TRUST_NO_PROXY);
  });

  it('reads a number of hops, addresses, CIDR ranges of both families and loopback', () => {
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 });
    const ranges = trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8');
    expect(ranges.kind === 'ranges' && ranges.ranges).toHaveLength(4);
    const loopback = trust('loopback');
    expect(loopback.kind === 'ranges' && loopback.ranges).toHaveLength(2);
  });

  it.each([
    ['11', 'at most 10 proxies'],
    ['true', "'true' is not"],
    ['10.0.0.0/33', "'10.0.0.0/33' is not"],
    ['127.0.0.1,,::1', "'' is not"],
    ['proxy.example.org', "'proxy.example.org' is not"],
    ['-1', "'-1' is not"],
  ])('refuses %j with a message saying what is wrong', (text, words) => {
    expect(parseProxyTrust(text)._unsafeUnwrapErr()).toContain(words);
  });
});

describe('the client a request comes from', () => {
  it('is the socket without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(resolvePeer(TRUST_NO_PROXY, '203.0.113.7', '198.51.100.1')).toEqual({
      socket: expect.objectContaining({ text: '203.0.113.7' }),
      client: '203.0.113.7',
      viaTrustedProxy: false,
    });
  });

  it('is the socket (unknown without one) when the socket cannot be read', () => {
    expect(resolvePeer(trust('1'), undefined, '198.51.100.1')).toEqual({ socket: null, client: 'unknown', viaTrustedProxy: false });
  });

  it('writes an IPv4 client one way, however the socket or a proxy spells it', () => {
    expect(client('', '::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(client('1', '10.0.0.2', '::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(client('1', '10.0.0.2', '[2001:DB8::0001]:443')).toBe('2001:db8::1');
    expect(client('1', '10.0.0.2', '198.51.100.1:5678')).toBe('198.51.100.1');
  });

  describe('with a number of hops', () => {
    it('takes the N-th address from the right, which the trusted proxies appended', () => {
      expect(client('1', '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
      expect(client('1', '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
      expect(client('2', '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
      expect(resolvePeer(trust('1'), '10.0.0.2', '198.51.100.1').viaTrustedProxy).toBe(true);
    });

    it('takes the leftmost address when the header has fewer entries than hops (each one a proxy wrote)', () => {
      expect(client('3', '10.0.0.2', '198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
    });

    it('keeps the last good address when an entry is empty or garbage', () => {
      expect(client('1', '10.0.0.2', '')).toBe('10.0.0.2');
      expect(client('1', '10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
      expect(client('2', '10.0.0.2', '198.51.100.1, unknown')).toBe('10.0.0.2');
      expect(client('2', '10.0.0.2', '198.51.100.1,,10.0.0.1')).toBe('10.0.0.1');
      expect(client('1', '10.0.0.2', undefined)).toBe('10.0.0.2');
    });
  });

  describe('with trusted addresses', () => {
    const proxies = '127.0.0.1,10.0.0.0/8,::1';

    it('walks from the right past the trusted proxies to the first other address', () => {
      expect(client(proxies, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
      expect(client(proxies, '::1', '6.6.6.6, 198.51.100.1, 10.0.0.9, 10.0.0.1')).toBe('198.51.100.1');
      expect(client(proxies, '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
      expect(resolvePeer(trust(proxies), '10.0.0.2', '198.51.100.1').viaTrustedProxy).toBe(true);
    });

    it('ignores a forged header from a socket it does not trust', () => {
      expect(client(proxies, '203.0.113.66', '127.0.0.1')).toBe('203.0.113.66');
      expect(client(proxies, '203.0.113.66', '198.51.100.1, 10.0.0.1')).toBe('203.0.113.66');
      expect(resolvePeer(trust(proxies), '203.0.113.66', '127.0.0.1').viaTrustedProxy).toBe(false);
    });

    it('does not let a client hide behind an address it wrote itself', () => {
      // The client sent "X-Forwarded-For: 10.0.0.5"; the proxy appended the client's real address.
      expect(client(proxies, '10.0.0.2', '10.0.0.5, 203.0.113.66')).toBe('203.0.113.66');
    });

    it('keeps the last trusted address when the header is empty, garbage, or all trusted', () => {
      expect(client(proxies, '10.0.0.2', '')).toBe('10.0.0.2');
      expect(client(proxies, '10.0.0.2', 'garbage, %%%')).toBe('10.0.0.2');
      expect(client(proxies, '10.0.0.2', '10.0.0.1')).toBe('10.0.0.1');
    });

    it('trusts loopback proxies with the keyword', () => {
      expect(client('loopback', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
      expect(client('loopback', '::1', '198.51.100.1')).toBe('198.51.100.1');
      expect(client('loopback', '192.168.1.5', '198.51.100.1')).toBe('192.168.1.5');
    });
  });
});
