import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { RetryingFetch } from '../../../src/adapters/http/fetch-with-retry';
import { HttpGivingStatementsGateway } from '../../../src/adapters/http/http-giving-statements-gateway';
import { HttpReceiptsGateway } from '../../../src/adapters/http/http-receipts-gateway';
import { fileClient } from '../../../src/adapters/http/json-client';

/** A fetch that records each request and answers `response`. */
function answering(response: () => Response) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const send: RetryingFetch = (url, init) => {
    sent.push({ url, init });
    return okAsync(response());
  };
  return { send, sent };
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00]);
const pdf =
  (headers: Record<string, string> = {}) =>
  () =>
    new Response(PDF, { status: 200, headers: { 'Content-Type': 'application/pdf', ...headers } });
const refusal = (status: number, message: string) => () =>
  new Response(JSON.stringify({ error: { type: 'NotFound', message } }), { status, headers: { 'Content-Type': 'application/json' } });

describe('fileClient', () => {
  it('asks for the type with the cookie and the extra headers, and answers the bytes as sent, named as the server names them', async () => {
    const { send, sent } = answering(pdf({ 'Content-Disposition': 'attachment; filename="receipt-ord-1.pdf"' }));
    const download = fileClient({ baseUrl: 'https://chapter.example', fetch: send, headers: async () => ({ Authorization: 'token-1' }) });
    expect((await download('/me/payments/ord-1/receipt.pdf', 'application/pdf', 'receipt.pdf'))._unsafeUnwrap()).toEqual({
      fileName: 'receipt-ord-1.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    expect(sent).toEqual([
      {
        url: 'https://chapter.example/me/payments/ord-1/receipt.pdf',
        init: { credentials: 'same-origin', headers: { Authorization: 'token-1', Accept: 'application/pdf' } },
      },
    ]);
  });

  it('falls back to the name it is given, and never lets extra headers replace Accept', async () => {
    const { send, sent } = answering(pdf());
    const answer = (
      await fileClient({ fetch: send, headers: async () => ({ Accept: 'text/html' }) })('/x.pdf', 'application/pdf', 'x.pdf')
    )._unsafeUnwrap();
    expect(answer.fileName).toBe('x.pdf');
    expect(sent[0]?.init?.headers).toEqual({ Accept: 'application/pdf' });
  });

  it('answers a refusal as an HttpError with its JSON body, and a network failure as it came', async () => {
    const { send } = answering(refusal(404, 'There is nothing here.'));
    expect((await fileClient({ fetch: send })('/x.pdf', 'application/pdf', 'x.pdf'))._unsafeUnwrapErr()).toMatchObject({
      type: 'HttpError',
      status: 404,
      body: { error: { message: 'There is nothing here.' } },
    });
    const down: RetryingFetch = () => errAsync({ type: 'NetworkFailure', message: 'offline' });
    expect((await fileClient({ fetch: down })('/x.pdf', 'application/pdf', 'x.pdf'))._unsafeUnwrapErr()).toMatchObject({
      type: 'NetworkFailure',
    });
  });
});

describe('the PDF downloads of the receipts and giving statements gateways', () => {
  it('give a receipt’s bytes, and word a receipt not found as NotFound', async () => {
    const ok = answering(pdf({ 'Content-Disposition': 'attachment; filename="receipt-ord-1.pdf"' }));
    expect((await new HttpReceiptsGateway({ fetch: ok.send }).myReceipt('ord-1'))._unsafeUnwrap()).toEqual({
      fileName: 'receipt-ord-1.pdf',
      bytes: PDF,
    });
    expect(ok.sent[0]?.url).toBe('/me/payments/ord-1/receipt.pdf');
    const missing = answering(refusal(404, 'This payment was not found.'));
    expect((await new HttpReceiptsGateway({ fetch: missing.send }).ledgerReceipt('ord-2'))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      message: 'This payment was not found.',
    });
  });

  it('give a giving statement’s bytes under the server’s name, or its own when the server names none', async () => {
    const { send, sent } = answering(pdf());
    expect((await new HttpGivingStatementsGateway({ fetch: send }).ownStatement(2026))._unsafeUnwrap()).toEqual({
      fileName: 'giving-statement.pdf',
      bytes: PDF,
    });
    expect(sent[0]?.url).toBe('/me/giving-statements/2026/statement.pdf');
  });
});
