import { err, ok, type Result } from 'neverthrow';
import { inAnyRange, LOOPBACK_RANGES, parseIp, parseIpRange, type IpAddress, type IpRange } from './ip-address';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY):
 * - `none`: nobody; the client is the socket's address (the default).
 * - `hops`: this many proxies, whatever their addresses: the client is the N-th address from the
 *   right of `X-Forwarded-For`, where the proxies appended what they saw.
 * - `ranges`: proxies at these addresses: `X-Forwarded-For` is walked from the right while the
 *   address reached is one of them, and the first other address is the client.
 */
export type ProxyTrust =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'ranges'; readonly ranges: readonly IpRange[] };

/** TRUST_PROXY unset: the socket's address only, forwarded headers ignored. */
export const TRUST_NO_PROXY: ProxyTrust = { kind: 'none' };

/** More hops than any real chain of proxies; a bigger number is surely a mistake. */
const MAX_HOPS = 10;

const EXAMPLE = 'e.g. 1, or 127.0.0.1,10.0.0.0/8,::1, or loopback';

/**
 * Reads TRUST_PROXY: unset or blank (no proxy), a number of hops from 0 to 10, or a comma-separated
 * list of addresses, CIDR ranges (IPv4 and IPv6) and the word `loopback`. The error names the entry.
 * @example parseProxyTrust('loopback,10.0.0.0/8') // ok({ kind: 'ranges', ranges: [127.0.0.0/8, ::1, 10.0.0.0/8] })
 */
export function parseProxyTrust(text: string | undefined): Result<ProxyTrust, string> {
  const value = text?.trim() ?? '';
  if (value === '') return ok(TRUST_NO_PROXY);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return err(`at most ${MAX_HOPS} proxies can be trusted, not ${value} (${EXAMPLE})`);
    return ok(hops === 0 ? TRUST_NO_PROXY : { kind: 'hops', hops });
  }
  const list: IpRange[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry.toLowerCase() === 'loopback') {
      list.push(...LOOPBACK_RANGES);
      continue;
    }
    const range = parseIpRange(entry);
    if (range === null) return err(`'${entry}' is not a number of proxies, an IP address, a CIDR range or 'loopback' (${EXAMPLE})`);
    list.push(range);
  }
  return ok({ kind: 'ranges', ranges: list });
}

/** Who is at the other end of a request, as far as the server can trust it. */
export interface Peer {
  /** The socket's address (null when there is no socket, as in tests, or it cannot be read). */
  readonly socket: IpAddress | null;
  /** The client's address as the rate limits count it: the socket's, or the one a trusted proxy reported. */
  readonly client: string;
  /** Whether the socket is a proxy TRUST_PROXY trusts, so its X-Forwarded-* headers count. */
  readonly viaTrustedProxy: boolean;
}

/**
 * One entry of `X-Forwarded-For`: an address, maybe with a port (`1.2.3.4:5678`, `[2001:db8::1]:443`).
 * Anything else (`unknown`, an obfuscated name, garbage) is null.
 */
function forwardedAddress(entry: string): IpAddress | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return parseIp(bracketed[1] ?? '');
  const v4WithPort = /^([\d.]+):\d+$/.exec(text);
  return parseIp(v4WithPort ? (v4WithPort[1] ?? '') : text);
}

/** Whether the proxy at `address` is trusted to report the address before it. */
function trusts(trust: ProxyTrust, address: IpAddress, depth: number): boolean {
  if (trust.kind === 'hops') return depth < trust.hops;
  return trust.kind === 'ranges' && inAnyRange(address, trust.ranges);
}

/**
 * The client behind the socket at `socketAddress`, given `X-Forwarded-For` (undefined when absent).
 * The header is read from the right, one entry per trusted proxy: each trusted hop vouches for
 * the address before it. The walk stops at the first hop that is not trusted (its claims are the
 * client's own, so a forged header from an untrusted socket changes nothing), at an entry that is
 * not an address (the last good address stands), or at the header's left end (fewer hops than
 * configured: every entry came from a trusted proxy, so the leftmost is the client).
 */
export function resolvePeer(trust: ProxyTrust, socketAddress: string | undefined, forwardedFor: string | undefined): Peer {
  const socket = socketAddress === undefined ? null : parseIp(socketAddress);
  if (socket === null) return { socket, client: socketAddress ?? 'unknown', viaTrustedProxy: false };
  const chain = trust.kind === 'none' || forwardedFor === undefined ? [] : forwardedFor.split(',').reverse();
  let client = socket;
  for (const [depth, entry] of chain.entries()) {
    if (!trusts(trust, client, depth)) break;
    const next = forwardedAddress(entry);
    if (next === null) break;
    client = next;
  }
  return { socket, client: client.text, viaTrustedProxy: trusts(trust, socket, 0) };
}
