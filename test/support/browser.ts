import type { FetchLike } from '../../src/adapters/http/fetch-with-retry';
import type { AppWorld } from './app-world';
import { CookieJar } from './cookie-jar';

/**
 * A browser tab on the app, through `app.request`: it keeps cookies in a jar on the world's
 * clock, and sends Origin with every request other than GET and HEAD, as browsers do.
 */
export class Browser {
  readonly jar: CookieJar;
  readonly #world: AppWorld;
  readonly #origin: string;
  readonly #bindings: { incoming: { socket: { remoteAddress: string; remoteFamily: string } } } | undefined;

  /**
   * `address` is the client's address as the server's socket reports it (Node's bindings, read by
   * the client-key middleware); without one, every request counts as one unknown client.
   */
  constructor(world: AppWorld, origin: string = world.deps.config.publicUrl, address?: string) {
    this.#world = world;
    this.#origin = new URL(origin).origin;
    this.jar = new CookieJar(() => world.clock.now());
    this.#bindings =
      address === undefined
        ? undefined
        : { incoming: { socket: { remoteAddress: address, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
  }

  /** `fetch` for an adapter: relative paths resolve against the site's origin. */
  readonly fetch: FetchLike = async (input, init) => {
    const url = new URL(input, this.#origin);
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie !== null) headers.set('Cookie', cookie);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin')) headers.set('Origin', this.#origin);
    const response = await this.#world.app.request(url.toString(), { ...init, headers }, this.#bindings);
    this.jar.store(response);
    return response;
  };

  /** A JSON POST (or PUT, DELETE) with the jar's cookies. */
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.send('POST', path, body, headers);
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, { method: 'GET', headers });
  }

  /** The value of one cookie in the jar, or undefined. */
  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }
}
