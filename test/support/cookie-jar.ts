/** One cookie as a browser keeps it. */
export interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  /** Milliseconds since the epoch; null for a session cookie. */
  readonly expiresAt: number | null;
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: string | null;
}

function attributesOf(parts: readonly string[]): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [key = '', ...rest] = part.split('=');
    attributes.set(key.trim().toLowerCase(), rest.join('=').trim());
  }
  return attributes;
}

/** RFC 6265 section 5.1.4: `/auth` matches `/auth` and `/auth/me`, not `/authors`. */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  return requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/');
}

/**
 * A browser's cookie store, small but strict where the session design depends on it: Path
 * scoping, Max-Age / Expires against an injectable clock, deletion by Max-Age=0, and Secure
 * cookies sent over https only. (SameSite is recorded, not enforced: every request here is same-site.)
 */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Takes every Set-Cookie header of an answer. */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) this.#storeOne(header);
  }

  /** The Cookie header a browser would send with a request to `url`, or null for none. */
  header(url: URL): string | null {
    const sent = this.all().filter((c) => pathMatches(c.path, url.pathname) && (!c.secure || url.protocol === 'https:'));
    return sent.length === 0 ? null : sent.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  /** The live cookies, expired ones dropped. */
  all(): readonly StoredCookie[] {
    for (const [name, cookie] of this.#cookies)
      if (cookie.expiresAt !== null && cookie.expiresAt <= this.#now()) this.#cookies.delete(name);
    return [...this.#cookies.values()];
  }

  get(name: string): StoredCookie | undefined {
    return this.all().find((cookie) => cookie.name === name);
  }

  #storeOne(header: string): void {
    const [pair = '', ...parts] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const attributes = attributesOf(parts);
    const maxAge = attributes.get('max-age');
    const expires = attributes.get('expires');
    const expiresAt = maxAge !== undefined ? this.#now() + Number(maxAge) * 1000 : expires !== undefined ? Date.parse(expires) : null;
    const cookie: StoredCookie = {
      name,
      value: decodeURIComponent(pair.slice(separator + 1).trim()),
      path: attributes.get('path') || '/',
      expiresAt,
      httpOnly: attributes.has('httponly'),
      secure: attributes.has('secure'),
      sameSite: attributes.get('samesite') ?? null,
    };
    if (expiresAt !== null && expiresAt <= this.#now()) this.#cookies.delete(name);
    else this.#cookies.set(name, cookie);
  }
}
