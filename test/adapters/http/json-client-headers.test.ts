import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonClient } from '../../../src/adapters/http/json-client';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';

/** A fetch that records the headers of each request and answers `{}`. */
function recording() {
  const sent: Record<string, string>[] = [];
  const send: RetryingFetch = (_url, init) => {
    sent.push({ ...(init?.headers as Record<string, string>) });
    return okAsync(new Response('{}', { status: 200 }));
  };
  return { send, sent };
}

describe('jsonClient headers', () => {
  it('adds the extra headers, worked out afresh for every request, beside its own', async () => {
    const { send, sent } = recording();
    let token = 0;
    const client = jsonClient({ fetch: send, headers: async () => ({ Authorization: `token-${++token}` }) });
    for (let i = 0; i < 2; i++) (await client({ method: 'POST', path: '/payment', body: {}, answer: z.object({}) }))._unsafeUnwrap();
    expect(sent).toEqual([
      { Authorization: 'token-1', Accept: 'application/json', 'Content-Type': 'application/json' },
      { Authorization: 'token-2', Accept: 'application/json', 'Content-Type': 'application/json' },
    ]);
  });

  it('sends the request without them when they cannot be worked out, and never lets them replace its own', async () => {
    const { send, sent } = recording();
    (
      await jsonClient({ fetch: send, headers: () => Promise.reject(new Error('signed out')) })({
        method: 'GET',
        path: '/x',
        answer: z.object({}),
      })
    )._unsafeUnwrap();
    (
      await jsonClient({ fetch: send, headers: async () => ({ Accept: 'text/html' }) })({ method: 'GET', path: '/x', answer: z.object({}) })
    )._unsafeUnwrap();
    expect(sent).toEqual([{ Accept: 'application/json' }, { Accept: 'application/json' }]);
  });
});
