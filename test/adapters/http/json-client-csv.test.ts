import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { csvClient } from '../../../src/adapters/http/json-client';

/** A fetch that records each request and answers `response`. */
function answering(response: () => Response) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const send: RetryingFetch = (url, init) => {
    sent.push({ url, init });
    return okAsync(response());
  };
  return { send, sent };
}

const csv =
  (body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } });

describe('csvClient', () => {
  it('asks for text/csv with the cookie and the extra headers, and names the file as the server does', async () => {
    const { send, sent } = answering(
      csv('Name,Email\r\nAda,ada@example.com\r\n', { 'Content-Disposition': 'attachment; filename="ledger-2026-06-15.csv"' }),
    );
    const download = csvClient({ baseUrl: 'https://chapter.example', fetch: send, headers: async () => ({ Authorization: 'token-1' }) });
    expect((await download('/officers/ledger/export.csv?category=dues', 'ledger.csv'))._unsafeUnwrap()).toEqual({
      fileName: 'ledger-2026-06-15.csv',
      text: 'Name,Email\r\nAda,ada@example.com\r\n',
    });
    expect(sent).toEqual([
      {
        url: 'https://chapter.example/officers/ledger/export.csv?category=dues',
        init: { credentials: 'same-origin', headers: { Authorization: 'token-1', Accept: 'text/csv' } },
      },
    ]);
  });

  it('falls back to the name it is given when the server names none, and never lets extra headers replace Accept', async () => {
    const { send, sent } = answering(csv('a,b\r\n'));
    const download = csvClient({ fetch: send, headers: async () => ({ Accept: 'text/html' }) });
    expect((await download('/officers/audit/export.csv', 'audit-log.csv'))._unsafeUnwrap()).toEqual({
      fileName: 'audit-log.csv',
      text: 'a,b\r\n',
    });
    expect(sent[0]?.init?.headers).toEqual({ Accept: 'text/csv' });
  });

  it('sends the request without extra headers that cannot be worked out', async () => {
    const { send, sent } = answering(csv('a\r\n'));
    (await csvClient({ fetch: send, headers: () => Promise.reject(new Error('signed out')) })('/x.csv', 'x.csv'))._unsafeUnwrap();
    expect(sent[0]?.init?.headers).toEqual({ Accept: 'text/csv' });
  });

  it('answers a refusal as an HttpError with its status and JSON body', async () => {
    const refusal = { error: { type: 'Unauthorized', message: 'Unauthorized' } };
    const { send } = answering(
      () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }),
    );
    expect((await csvClient({ fetch: send })('/officers/members.csv', 'members.csv'))._unsafeUnwrapErr()).toMatchObject({
      type: 'HttpError',
      status: 403,
      body: refusal,
    });
  });

  it('gives a refusal whose body is not JSON a null body', async () => {
    const { send } = answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await csvClient({ fetch: send })('/officers/members.csv', 'members.csv'))._unsafeUnwrapErr()).toMatchObject({
      type: 'HttpError',
      status: 502,
      body: null,
    });
  });

  it('answers a NetworkFailure when no answer came, or its body was cut off', async () => {
    const offline: RetryingFetch = () => errAsync({ type: 'NetworkFailure', message: 'offline' });
    expect((await csvClient({ fetch: offline })('/x.csv', 'x.csv'))._unsafeUnwrapErr()).toEqual({
      type: 'NetworkFailure',
      message: 'offline',
    });
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new TypeError('connection reset')) });
    const { send } = answering(() => new Response(broken, { status: 200 }));
    expect((await csvClient({ fetch: send })('/x.csv', 'x.csv'))._unsafeUnwrapErr().type).toBe('NetworkFailure');
  });
});
