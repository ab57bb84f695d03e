/**
 * IP addresses and ranges as the server meets them: the socket's address, the entries of
 * `X-Forwarded-For`, TRUST_PROXY's list and the hosts of PUBLIC_URL and `Host`. An IPv4 address
 * written as IPv6 (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 clients) is the IPv4
 * address, so one client has one key and one rule whichever way it is written.
 */

/** An address in one canonical spelling (`text`: dotted IPv4, or IPv6 as the URL standard writes it). */
export interface IpAddress {
  readonly version: 4 | 6;
  readonly value: bigint;
  readonly text: string;
}

/** A CIDR range (`10.0.0.0/8`, `fc00::/7`); a single address is a range of one. */
export interface IpRange {
  readonly version: 4 | 6;
  readonly network: bigint;
  readonly prefix: number;
}

const BITS = { 4: 32, 6: 128 } as const;
const MAPPED_V4 = 0xffffn << 32n;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): IpAddress | null {
  const parts = IPV4.exec(text)?.slice(1);
  // Leading zeros are refused: some readers take them for octal.
  if (!parts || parts.some((part) => Number(part) > 255 || (part.length > 1 && part.startsWith('0')))) return null;
  const value = parts.reduce((sum, part) => (sum << 8n) + BigInt(part), 0n);
  return { version: 4, value, text: parts.map(Number).join('.') };
}

function ipv4Of(value: bigint): IpAddress {
  const text = [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  return { version: 4, value, text };
}

/** The URL standard checks an IPv6 address strictly and spells it canonically (lower case, `::` compressed). */
function canonicalIpv6(text: string): string | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null;
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function parseIpv6(text: string): IpAddress | null {
  const canonical = canonicalIpv6(text.replace(/%[\w.-]+$/, ''));
  if (canonical === null) return null;
  const [head = '', tail] = canonical.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const value = groups.reduce((sum, group) => (sum << 16n) + BigInt(`0x${group}`), 0n);
  return value >> 32n === 0xffffn ? ipv4Of(value - MAPPED_V4) : { version: 6, value, text: canonical };
}

/** An IPv4 or IPv6 address (an IPv6 zone such as `%eth0` is dropped), or null for anything else. */
export function parseIp(text: string): IpAddress | null {
  const trimmed = text.trim();
  return parseIpv4(trimmed) ?? parseIpv6(trimmed);
}

/** `address` or `address/prefix`, IPv4 or IPv6; host bits below the prefix are ignored. Null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText = '', prefixText, ...rest] = text.trim().split('/');
  const written = parseIp(addressText);
  if (written === null || rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  // A prefix over an IPv4-mapped IPv6 address counts the 96 bits in front of the IPv4 part.
  const mappedShift = written.version === 4 && addressText.includes(':') ? 96 : 0;
  const prefix = prefixText === undefined ? BITS[written.version] : Number(prefixText) - mappedShift;
  if (prefix < 0 || prefix > BITS[written.version]) return null;
  const hostBits = BigInt(BITS[written.version] - prefix);
  return { version: written.version, network: (written.value >> hostBits) << hostBits, prefix };
}

/** Whether `address` lies in `range`. */
export function inRange(address: IpAddress, range: IpRange): boolean {
  if (address.version !== range.version) return false;
  const hostBits = BigInt(BITS[range.version] - range.prefix);
  return address.value >> hostBits === range.network >> hostBits;
}

const ranges = (...texts: string[]): readonly IpRange[] => texts.map((text) => parseIpRange(text)).filter((range) => range !== null);

/** 127.0.0.0/8 and ::1. */
export const LOOPBACK_RANGES = ranges('127.0.0.0/8', '::1/128');

/** Private networks: RFC 1918, unique local IPv6 (fc00::/7) and link-local (169.254.0.0/16, fe80::/10). */
const PRIVATE_RANGES = ranges('10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', 'fc00::/7', 'fe80::/10');

/** Whether `address` is in any of `list`. */
export function inAnyRange(address: IpAddress, list: readonly IpRange[]): boolean {
  return list.some((range) => inRange(address, range));
}

/** A loopback address (127.0.0.0/8, ::1, and ::ffff:127.x.y.z). */
export function isLoopback(address: IpAddress): boolean {
  return inAnyRange(address, LOOPBACK_RANGES);
}

/** An address of a private network (see PRIVATE_RANGES). */
export function isPrivateNetwork(address: IpAddress): boolean {
  return inAnyRange(address, PRIVATE_RANGES);
}

/**
 * A host name as a URL or a `Host` header names it, without its port (`[::1]:8787` -> `::1`):
 * loopback when it is `localhost`, a name under `.localhost` (RFC 6761) or a loopback address.
 */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const address = parseIp(name);
  return address !== null && isLoopback(address);
}
