import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { jsonClient, type HttpFailure } from '../../../src/adapters/http/json-client';
import { readRefusal, refusalOf, UNAVAILABLE } from '../../../src/adapters/http/refusal';

const refused = (status: number, body: unknown): HttpFailure => ({ type: 'HttpError', status, body, headers: new Headers() });

/** The failure jsonClient gives for one answer (or for no answer at all). */
async function failureOf(answer: Response | null): Promise<HttpFailure> {
  const send: RetryingFetch = () => (answer === null ? errAsync({ type: 'NetworkFailure', message: 'offline' }) : okAsync(answer));
  return (await jsonClient({ fetch: send })({ method: 'GET', path: '/thing', answer: z.object({ id: z.string() }) }))._unsafeUnwrapErr();
}

describe('readRefusal', () => {
  it('reads a network failure as no answer, in the words every gateway gives', async () => {
    expect(readRefusal(await failureOf(null))).toEqual({ status: null, message: UNAVAILABLE });
    expect(UNAVAILABLE).toBe('The server could not be reached. Please try again.');
  });

  it('reads a success answer of the wrong shape as no answer, with its own message', async () => {
    const failure = await failureOf(new Response(JSON.stringify({ name: 'x' }), { status: 200 }));
    expect(readRefusal(failure)).toEqual({ status: null, message: 'Unexpected answer from /thing.' });
  });

  it("reads a refusal's status and the server's words, type and fields", async () => {
    const body = { error: { message: 'Check the form.', type: 'InvalidForm', fields: { email: 'Enter an e-mail address.' } } };
    const failure = await failureOf(new Response(JSON.stringify(body), { status: 400 }));
    expect(readRefusal(failure)).toEqual({
      status: 400,
      message: 'Check the form.',
      type: 'InvalidForm',
      fields: { email: 'Enter an e-mail address.' },
    });
  });

  it('leaves out the type and fields a refusal did not give, and what else its body says', () => {
    const refusal = readRefusal(refused(409, { error: { message: 'Taken.', retryAfterSeconds: 3 }, extra: true }));
    expect(refusal).toStrictEqual({ status: 409, message: 'Taken.' });
  });

  it('words a refusal without a JSON body, or with another shape, by its status', async () => {
    expect(readRefusal(await failureOf(new Response('', { status: 502 })))).toEqual({ status: 502, message: 'The server answered 502.' });
    expect(readRefusal(await failureOf(new Response('<h1>Bad gateway</h1>', { status: 502 })))).toEqual({
      status: 502,
      message: 'The server answered 502.',
    });
    for (const body of [{ message: 'Not in error.' }, { error: { message: 5 } }, { error: { message: 'Odd.', fields: { a: 1 } } }])
      expect(readRefusal(refused(404, body))).toEqual({ status: 404, message: 'The server answered 404.' });
  });

  it("puts a gateway's own words wherever the server gave none", async () => {
    const words = 'The preview could not be loaded. Please try again.';
    expect(readRefusal(await failureOf(null), words)).toEqual({ status: null, message: words });
    expect(readRefusal(await failureOf(new Response('{}', { status: 200 })), words)).toEqual({ status: null, message: words });
    expect(readRefusal(refused(500, null), words)).toEqual({ status: 500, message: words });
    expect(readRefusal(refused(413, { error: { message: 'Too long.' } }), words)).toEqual({ status: 413, message: 'Too long.' });
  });
});

describe('refusalOf', () => {
  it('reads a status and body fetched without jsonClient the same way', () => {
    expect(refusalOf(404, { error: { message: 'No such file.', type: 'NotFound' } })).toEqual({
      status: 404,
      message: 'No such file.',
      type: 'NotFound',
    });
    expect(refusalOf(500, null)).toEqual({ status: 500, message: 'The server answered 500.' });
  });
});
