import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { isLoopback, isLoopbackHost, isPrivateNetwork, parseIp } from './ip-address';
import type { Peer } from './proxy-trust';

/**
 * Who may read the development outbox, which holds every code and temporary password:
 * - `off`: nobody (production, SMTP_URL set, DEV_OUTBOX=0, or a PUBLIC_URL that is not loopback);
 * - `loopback`: the developer's own machine (the default while PUBLIC_URL is a loopback address);
 * - `lan`: also machines on a private network (DEV_OUTBOX=1, an http PUBLIC_URL only).
 */
export type DevOutbox = 'off' | 'loopback' | 'lan';

/** The host name the `Host` header names, without its port (the URL's where there is none, as in app.request()). */
function hostName(c: Context<AppEnv>): string | null {
  const host = c.req.header('Host') ?? new URL(c.req.url).host;
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** On a LAN, a name a DNS-rebinding page cannot take: loopback, an address of a private network, or PUBLIC_URL's host. */
function lanHost(name: string, publicHost: string): boolean {
  const address = parseIp(name.replace(/^\[(.*)\]$/, '$1'));
  return isLoopbackHost(name) || name === publicHost || (address !== null && isPrivateNetwork(address));
}

/**
 * Whether this request may read the outbox under `mode`. The client is judged by the socket's own
 * address, never by `X-Forwarded-For`, and a request a proxy forwarded is refused: behind a proxy
 * on this machine, the loopback socket would stand for anyone. The `Host` header must name this
 * machine too, so a page on another site whose name was pointed at 127.0.0.1 (DNS rebinding) is
 * refused although its requests come from the developer's own browser.
 */
export function mayReadOutbox(mode: DevOutbox, publicUrl: string): (c: Context<AppEnv>) => boolean {
  const publicHost = new URL(publicUrl).hostname;
  return (c) => {
    const peer = c.get('peer') as Peer | undefined;
    if (mode === 'off' || !peer?.socket || peer.viaTrustedProxy) return false;
    if (c.req.header('X-Forwarded-For') !== undefined || c.req.header('Forwarded') !== undefined) return false;
    const name = hostName(c);
    if (name === null) return false;
    if (isLoopback(peer.socket) && isLoopbackHost(name)) return true;
    return mode === 'lan' && (isLoopback(peer.socket) || isPrivateNetwork(peer.socket)) && lanHost(name, publicHost);
  };
}
