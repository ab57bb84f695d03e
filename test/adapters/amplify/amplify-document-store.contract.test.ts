import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { Amplify } from 'aws-amplify';
import { createHash } from 'node:crypto';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AmplifyDocumentStore } from '../../../src/adapters/amplify/amplify-document-store';
import type { DocumentStoreError } from '../../../src/application/ports/document-store.port';
import { documentStoreContract, minutes, type Download } from '../../contracts/document-store.contract';
import { FAKE_S3_CREDENTIALS, FakeS3Server } from '../../support/fake-s3-server';

/**
 * The real aws-amplify/storage against a local S3 stand-in over HTTPS. The bucket name has a dot so
 * Amplify addresses it path-style at the store's `customEndpoint`; the stand-in's certificate is
 * self-signed, so this file's requests do not check certificates.
 */
const BUCKET = 'chapter.documents';
const PREFIX = 'public/';

beforeAll(() => {
  vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
  Amplify.configure(
    { Storage: { S3: { bucket: BUCKET, region: 'us-east-1' } } },
    {
      Auth: {
        credentialsProvider: {
          getCredentialsAndIdentityId: async () => ({ credentials: { ...FAKE_S3_CREDENTIALS }, identityId: 'us-east-1:test' }),
          clearCredentialsAndIdentityId: () => {},
        },
      },
    },
  );
});
afterAll(() => vi.unstubAllEnvs());

/** A store over a fresh bucket; the harness's clock is the bucket's (real time, moved on by `advance`). */
async function world(pageSize?: number) {
  let offset = 0;
  const now = () => Date.now() + offset;
  const s3 = await FakeS3Server.start({
    bucket: BUCKET,
    now,
    publicPrefixes: [`${PREFIX}website-assets/`],
    ...(pageSize === undefined ? {} : { pageSize }),
  });
  const store = new AmplifyDocumentStore({ pathPrefix: PREFIX, publicBaseUrl: s3.bucketUrl, customEndpoint: s3.endpoint });
  return { s3, store, now, advance: (ms: number) => void (offset += ms) };
}

/** Follows a link as a browser would: S3's refusal (403) is Unauthorized, a missing object NotFound. */
function open(url: string): ResultAsync<Download, DocumentStoreError> {
  return new ResultAsync(download(url));
}

async function download(url: string): Promise<Result<Download, DocumentStoreError>> {
  const response = await fetch(url);
  if (response.status === 403) return err({ type: 'Unauthorized', message: 'Unauthorized' });
  if (response.status === 404) return err({ type: 'NotFound', message: await response.text() });
  if (!response.ok) return err({ type: 'Unavailable', message: `S3 answered ${response.status}.` });
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return ok({
    name: decodeURIComponent(encoded),
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  });
}

documentStoreContract('on Amplify Storage against a local S3 stand-in', async () => {
  const { s3, store, now, advance } = await world();
  return { store, open, now, advance, dispose: () => s3.stop() };
});

describe('AmplifyDocumentStore against the S3 stand-in', () => {
  it('lists a folder through every ListObjectsV2 page', async () => {
    const { s3, store } = await world(2);
    try {
      const stored = [];
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']) stored.push((await store.upload(minutes(name)))._unsafeUnwrap());
      const listed = (await store.list('meeting-minutes'))._unsafeUnwrap();
      expect(listed.map((document) => document.key).sort()).toEqual(stored.map((document) => document.key).sort());
    } finally {
      await s3.stop();
    }
  });

  it("has its links refused by S3's own checks: expiry, signature, and no signature at all", async () => {
    const { s3, store, advance } = await world();
    try {
      const [a, b] = [(await store.upload(minutes('a.pdf')))._unsafeUnwrap(), (await store.upload(minutes('b.pdf')))._unsafeUnwrap()];
      const link = (await store.downloadLink(a.key, 60))._unsafeUnwrap();
      const code = async (url: string) => /<Code>(\w+)<\/Code>/.exec(await (await fetch(url)).text())?.[1];
      expect(await code(link.url.replace(a.key, b.key))).toBe('SignatureDoesNotMatch');
      expect(await code(link.url.split('?')[0]!)).toBe('AccessDenied');
      advance(61_000);
      expect(await code(link.url)).toBe('AccessDenied');
    } finally {
      await s3.stop();
    }
  });

  it('keeps objects under its prefix, with the original name as metadata, and a link saves the file under that name', async () => {
    const { s3, store } = await world();
    try {
      const stored = (await store.upload(minutes('März "Bericht" 100%.pdf')))._unsafeUnwrap();
      expect([...s3.objects.keys()]).toEqual([`${PREFIX}${stored.key}`]);
      expect(s3.objects.get(`${PREFIX}${stored.key}`)?.metadata).toEqual({ filename: encodeURIComponent('März "Bericht" 100%.pdf') });
      const link = (await store.downloadLink(stored.key))._unsafeUnwrap();
      expect((await open(link.url))._unsafeUnwrap().name).toBe('März "Bericht" 100%.pdf');
    } finally {
      await s3.stop();
    }
  });
});

describe('the S3 stand-in refuses what S3 refuses', () => {
  /** A request signed with SigV4 as an SDK would sign it, with any of its parts changed. */
  async function signed(
    s3: FakeS3Server,
    key: string,
    change: {
      method?: string;
      body?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      region?: string;
      at?: Date;
      hash?: string | null;
      headers?: Record<string, string>;
    } = {},
  ) {
    const body = change.body ?? '';
    const hash = change.hash === undefined ? createHash('sha256').update(body).digest('hex') : change.hash;
    const signer = new SignatureV4({
      service: 's3',
      region: change.region ?? 'us-east-1',
      credentials: change.credentials ?? FAKE_S3_CREDENTIALS,
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    const path = `/${BUCKET}/${key}`;
    const headers = { host: s3.endpoint, ...(hash === null ? {} : { 'x-amz-content-sha256': hash }), ...change.headers };
    const request = await signer.sign(
      { method: change.method ?? 'PUT', protocol: 'https:', hostname: 'localhost', path, query: {}, headers, body },
      { signingDate: change.at ?? new Date() },
    );
    const response = await fetch(`https://${s3.endpoint}${path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'PUT' ? { body } : {}),
    });
    return { status: response.status, code: /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1] };
  }

  it('answers with the codes S3 gives: an unknown key, another region, a skewed clock, a missing or wrong payload hash', async () => {
    const { s3 } = await world();
    try {
      expect(await signed(s3, 'public/meeting-minutes/a.pdf', { body: 'pdf' })).toEqual({ status: 200, code: undefined });
      expect(await signed(s3, 'public/a.pdf', { credentials: { accessKeyId: 'AKIDSOMEONEELSE', secretAccessKey: 'x' } })).toEqual({
        status: 403,
        code: 'InvalidAccessKeyId',
      });
      expect(await signed(s3, 'public/a.pdf', { region: 'eu-west-1' })).toEqual({ status: 400, code: 'AuthorizationHeaderMalformed' });
      expect(await signed(s3, 'public/a.pdf', { at: new Date(Date.now() - 16 * 60_000) })).toEqual({
        status: 403,
        code: 'RequestTimeTooSkewed',
      });
      expect(await signed(s3, 'public/a.pdf', { hash: null })).toEqual({ status: 400, code: 'InvalidRequest' });
      expect(await signed(s3, 'public/a.pdf', { body: 'pdf', hash: createHash('sha256').update('other').digest('hex') })).toEqual({
        status: 400,
        code: 'XAmzContentSHA256Mismatch',
      });
      expect([...s3.objects.keys()]).toEqual(['public/meeting-minutes/a.pdf']);
    } finally {
      await s3.stop();
    }
  });

  it('refuses a key over 1,024 bytes and more than 2 KB of metadata, and says what it does not model', async () => {
    const { s3 } = await world();
    try {
      expect(await signed(s3, `public/${'a'.repeat(1_030)}.pdf`)).toEqual({ status: 400, code: 'KeyTooLongError' });
      expect(await signed(s3, 'public/a.pdf', { headers: { 'x-amz-meta-filename': 'x'.repeat(2_100) } })).toEqual({
        status: 400,
        code: 'MetadataTooLarge',
      });
      expect(await signed(s3, 'public/a.pdf', { method: 'GET', headers: { range: 'bytes=0-1' } })).toEqual({
        status: 501,
        code: 'NotImplemented',
      });
    } finally {
      await s3.stop();
    }
  });

  it('serves a public photo to anyone, but not with response-* overrides, which need a signature', async () => {
    const { s3 } = await world();
    try {
      expect((await signed(s3, 'public/website-assets/p.png', { body: 'png' })).status).toBe(200);
      const url = `${s3.bucketUrl}/public/website-assets/p.png`;
      expect((await fetch(url)).status).toBe(200);
      const overridden = await fetch(`${url}?response-content-type=text/html`);
      expect([overridden.status, /<Code>(\w+)<\/Code>/.exec(await overridden.text())?.[1]]).toEqual([400, 'InvalidRequest']);
    } finally {
      await s3.stop();
    }
  });

  it('deletes as S3 does: 204 for a key with or without an object, never unsigned, even under a public prefix', async () => {
    const { s3 } = await world();
    try {
      expect((await signed(s3, 'public/website-assets/p.png', { body: 'png' })).status).toBe(200);
      const anonymous = await fetch(`${s3.bucketUrl}/public/website-assets/p.png`, { method: 'DELETE' });
      expect([anonymous.status, /<Code>(\w+)<\/Code>/.exec(await anonymous.text())?.[1]]).toEqual([403, 'AccessDenied']);
      expect([...s3.objects.keys()]).toEqual(['public/website-assets/p.png']);
      expect(await signed(s3, 'public/website-assets/p.png', { method: 'DELETE' })).toEqual({ status: 204, code: undefined });
      expect(await signed(s3, 'public/website-assets/p.png', { method: 'DELETE' })).toEqual({ status: 204, code: undefined });
      expect([...s3.objects.keys()]).toEqual([]);
      expect(await signed(s3, 'public/a.pdf', { method: 'DELETE', headers: { 'x-amz-mfa': '123 456' } })).toEqual({
        status: 501,
        code: 'NotImplemented',
      });
    } finally {
      await s3.stop();
    }
  });
});
