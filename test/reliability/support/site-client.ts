import { ADMIN } from '../../e2e/support/site-server';

/** A JSON answer as the tests read it. */
export interface JsonAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
}

/** Calls a running server as a browser on its own origin would: JSON bodies, the Origin header, a session cookie when given. */
export function siteClient(url: string) {
  const origin = new URL(url).origin;
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer<T>> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body: body as T, text };
  }
  return {
    call,
    /** Signs in (the seeded first administrator by default): the Cookie header carrying the session. */
    async signIn(email: string = ADMIN.email, password: string = ADMIN.password): Promise<string> {
      const response = await fetch(`${url}/auth/sign-in`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
      if (session === undefined) throw new Error('sign-in set no session cookie');
      return session.split(';')[0] ?? '';
    },
    graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, cookie: string | null = null) {
      return call<{ data?: T; errors?: { message: string; errorType: string }[] }>('POST', '/graphql', {
        body: { query, variables },
        cookie,
      });
    },
    /** Opens a payment for a donation of `cents` with a new idempotency key (or the one given). */
    donate(cents: number, key: string, email = 'payer@example.org') {
      return call<{ clientSecret: string; orderId: string; amount: number; error?: { message: string } }>('POST', '/payment', {
        body: {
          order: { item: 'donation', amount: cents, donationType: 'Chapter Donation' },
          contact: { firstName: 'Pat', lastName: 'Payer', email },
          idempotencyKey: key,
        },
      });
    },
  };
}

/** Polls `attempt` every 50 ms until it answers non-null, for at most `timeoutMs`. */
export async function eventually<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
