import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/** The credentials the fake accepts: the SigV4 documentation's example key. */
export const FAKE_S3_CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' } as const;

export interface FakeS3Options {
  /** The one bucket it holds; a name with a dot makes Amplify address it path-style. */
  readonly bucket: string;
  readonly region?: string;
  /** Key prefixes anyone may read without a signature (a bucket policy's public read). */
  readonly publicPrefixes?: readonly string[];
  /** The server's clock (milliseconds): Last-Modified, Date, and when a pre-signed link expires. */
  readonly now?: () => number;
  /** Most keys in one ListObjectsV2 answer (S3's is 1000), to make listings go through continuation tokens. */
  readonly pageSize?: number;
}

interface StoredObject {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly lastModified: number;
  readonly etag: string;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** S3 refuses a header-signed request whose X-Amz-Date is further than this from its clock. */
const MAX_SKEW_MS = 15 * 60_000;
/** S3's limits on a key (UTF-8 bytes) and on the user metadata of one object (names and values). */
const MAX_KEY_BYTES = 1024;
const MAX_METADATA_BYTES = 2048;
/** What a signed request may say instead of the body's SHA-256. */
const UNHASHED_PAYLOADS = /^(UNSIGNED-PAYLOAD|STREAMING-.+)$/;
/** Request parts the fake does not model: it refuses them rather than answer as if they were not there. */
const UNMODELLED_QUERY = ['delimiter', 'start-after', 'fetch-owner', 'versionId', 'partNumber', 'acl', 'tagging'];
const UNMODELLED_HEADERS = [
  'range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'x-amz-copy-source',
  'x-amz-server-side-encryption-customer-algorithm',
  'x-amz-mfa',
  'x-amz-bypass-governance-retention',
];
/** `20261123T213500Z` (X-Amz-Date) in milliseconds. */
const amzDate = (value: string) => Date.parse(value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

let certificate: { key: string; cert: string } | undefined;

/** A throwaway self-signed certificate for localhost, made once per test file with the openssl CLI. */
function localhostCertificate(): { key: string; cert: string } {
  if (certificate !== undefined) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'fake-s3-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    certificate = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A small S3-compatible HTTPS server on localhost (random port, self-signed certificate) holding
 * one bucket in memory, for what Amplify Storage sends, path-style (`/<bucket>/<key>`): PutObject
 * (body, Content-Type, `x-amz-meta-*`), HeadObject (404 without a body when missing), GetObject
 * (with `response-content-disposition` / `response-content-type`), ListObjectsV2 (prefix,
 * `encoding-type=url`, continuation tokens), DeleteObject (204 No Content, for a missing key too,
 * as S3 answers a delete in a bucket without versioning; never without a signature). Every request is checked as S3 does: a SigV4
 * `Authorization` header or a pre-signed query (its signature, and X-Amz-Date + X-Amz-Expires
 * against the server's clock), signed with FAKE_S3_CREDENTIALS; only reads under `publicPrefixes`
 * may go unsigned. Errors are S3's XML (`<Error><Code>NoSuchKey</Code>…`). Multipart uploads
 * (Amplify's way above 5 MB) answer 501 NotImplemented.
 *
 * As strict as S3 where it answers: an unknown access key, a credential scoped to another region,
 * a header-signed request more than 15 minutes off the server's clock, a missing or wrong
 * `x-amz-content-sha256`, a key over 1,024 bytes, more than 2 KB of user metadata, and
 * `response-*` overrides on an anonymous GET are refused with S3's codes. What it does not model
 * (ranges, conditional requests, delimiters, versions, ACLs, copies) it refuses with 501 rather
 * than ignore.
 *
 * What it cannot show compared with S3 as the chapter's bucket is deployed:
 * - IAM: one key may do everything here; which Cognito role may read or write which folder is
 *   decided by the bucket's and roles' policies (checked as synthesized CloudFormation in
 *   test/amplify/backend-definition.test.ts), and Cognito identity pool credentials are not issued;
 * - the public read of `publicPrefixes` stands for the bucket policy amplify/storage/resource.ts
 *   adds; an account-level Block Public Access setting would override it on AWS;
 * - CORS (the browser's preflight), HTTPS certificates of AWS, virtual-hosted addressing (it is
 *   path-style only), multipart uploads, object size limits, storage classes and encryption;
 * - S3's consistency and latency, throttling (503 SlowDown) and its retry advice;
 * - the exact text of S3's messages beyond their codes.
 */
export class FakeS3Server {
  readonly objects = new Map<string, StoredObject>();
  readonly #options: Required<FakeS3Options>;
  readonly #signer: SignatureV4;
  readonly #server: Server;
  #port = 0;

  private constructor(options: FakeS3Options) {
    this.#options = { region: 'us-east-1', publicPrefixes: [], now: () => Date.now(), pageSize: 1000, ...options };
    this.#signer = new SignatureV4({
      service: 's3',
      region: this.#options.region,
      credentials: FAKE_S3_CREDENTIALS,
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    this.#server = createServer(localhostCertificate(), (request, response) => void this.#handle(request, response));
  }

  static async start(options: FakeS3Options): Promise<FakeS3Server> {
    const fake = new FakeS3Server(options);
    await new Promise<void>((resolve) => fake.#server.listen(0, 'localhost', resolve));
    fake.#port = (fake.#server.address() as AddressInfo).port;
    return fake;
  }

  /** `localhost:<port>`: Amplify's `customEndpoint`. */
  get endpoint(): string {
    return `localhost:${this.#port}`;
  }

  /** The bucket's address, as officer photos are linked: `https://localhost:<port>/<bucket>`. */
  get bucketUrl(): string {
    return `https://${this.endpoint}/${this.#options.bucket}`;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', `https://${request.headers.host ?? this.endpoint}`);
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    response.setHeader('Date', new Date(this.#options.now()).toUTCString());
    try {
      if (bucket !== this.#options.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      await this.#authorize(request, url, key, Buffer.concat(chunks));
      this.#route(request.method ?? 'GET', key, url.searchParams, request, Buffer.concat(chunks), response);
    } catch (error) {
      const failure = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      response.statusCode = failure.status;
      if (request.method === 'HEAD') return void response.end();
      response.setHeader('Content-Type', 'application/xml');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xml(failure.message)}</Message><Resource>${xml(url.pathname)}</Resource><RequestId>fake</RequestId></Error>`,
      );
    }
  }

  #route(method: string, key: string, query: URLSearchParams, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const unmodelled = [
      ...UNMODELLED_QUERY.filter((name) => query.has(name)),
      ...UNMODELLED_HEADERS.filter((name) => request.headers[name] !== undefined),
    ];
    if (unmodelled.length > 0) throw new S3Error(501, 'NotImplemented', `The S3 stand-in does not model ${unmodelled.join(', ')}`);
    if (key === '' && method === 'GET' && query.get('list-type') === '2') return this.#list(query, response);
    if (key === '' || query.has('uploads') || query.has('uploadId'))
      throw new S3Error(501, 'NotImplemented', 'Only single objects are kept here');
    if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long');
    if (method === 'PUT') {
      const metadata = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          name.startsWith('x-amz-meta-') && typeof value === 'string' ? [[name.slice(11), value]] : [],
        ),
      );
      const metadataBytes = Object.entries(metadata).reduce(
        (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value),
        0,
      );
      if (metadataBytes > MAX_METADATA_BYTES)
        throw new S3Error(400, 'MetadataTooLarge', 'Your metadata headers exceed the maximum allowed metadata size.');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
      this.objects.set(key, { bytes: body, contentType, metadata, etag, lastModified: Math.floor(this.#options.now() / 1000) * 1000 });
      response.setHeader('ETag', etag);
      return void response.end();
    }
    if (method === 'DELETE') {
      // DeleteObject in a bucket without versioning: 204 whether or not the key held an object.
      this.objects.delete(key);
      response.statusCode = 204;
      return void response.end();
    }
    if (method !== 'GET' && method !== 'HEAD') throw new S3Error(405, 'MethodNotAllowed', `${method} is not allowed here`);
    const object = this.objects.get(key);
    if (object === undefined) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    response.setHeader('Content-Type', query.get('response-content-type') ?? object.contentType);
    response.setHeader('Content-Length', object.bytes.length);
    response.setHeader('Last-Modified', new Date(object.lastModified).toUTCString());
    response.setHeader('ETag', object.etag);
    const disposition = query.get('response-content-disposition');
    if (disposition !== null) response.setHeader('Content-Disposition', disposition);
    for (const [name, value] of Object.entries(object.metadata)) response.setHeader(`x-amz-meta-${name}`, value);
    response.end(method === 'GET' ? object.bytes : undefined);
  }

  #list(query: URLSearchParams, response: ServerResponse): void {
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const after = token === null ? '' : Buffer.from(token, 'base64url').toString();
    // MaxKeys is echoed as asked; like S3, a page may hold fewer keys and still be truncated.
    const maxKeys = Number(query.get('max-keys') ?? 1000);
    const keys = [...this.objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, Math.min(maxKeys, this.#options.pageSize));
    const truncated = keys.length > page.length;
    const encode = query.get('encoding-type') === 'url' ? encodeURIComponent : (text: string) => text;
    const contents = page.map((key) => {
      const object = this.objects.get(key)!;
      const modified = new Date(object.lastModified).toISOString();
      return `<Contents><Key>${xml(encode(key))}</Key><LastModified>${modified}</LastModified><ETag>${xml(object.etag)}</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    response.setHeader('Content-Type', 'application/xml');
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(this.#options.bucket)}</Name>` +
        `<Prefix>${xml(encode(prefix))}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        (query.get('encoding-type') === 'url' ? '<EncodingType>url</EncodingType>' : '') +
        (token === null ? '' : `<ContinuationToken>${xml(token)}</ContinuationToken>`) +
        (truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '') +
        `${contents.join('')}</ListBucketResult>`,
    );
  }

  /** S3's checks: a valid, unexpired signature of a known key for this region, or an unsigned read of a public key. */
  async #authorize(request: IncomingMessage, url: URL, key: string, body: Buffer): Promise<void> {
    const query = url.searchParams;
    const headers: Record<string, string> = { host: request.headers.host ?? this.endpoint };
    if (query.has('X-Amz-Signature')) {
      this.#checkCredential(query.get('X-Amz-Credential') ?? '', 'AuthorizationQueryParametersError');
      const signedAt = amzDate(query.get('X-Amz-Date') ?? '');
      const expiresIn = Number(query.get('X-Amz-Expires'));
      if (Number.isNaN(signedAt) || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800) {
        throw new S3Error(
          400,
          'AuthorizationQueryParametersError',
          'X-Amz-Date is required, and X-Amz-Expires must be 1 to 604800 seconds',
        );
      }
      if (this.#options.now() > signedAt + expiresIn * 1000) throw new S3Error(403, 'AccessDenied', 'Request has expired');
      const unsigned = Object.fromEntries([...query].filter(([name]) => !name.startsWith('X-Amz-')));
      // A pre-signed link's payload is UNSIGNED-PAYLOAD, as S3 takes it; only `host` is signed.
      const payload = new Set(['x-amz-content-sha256']);
      const expected = await this.#signer.presign(
        {
          method: request.method ?? 'GET',
          protocol: 'https:',
          hostname: 'localhost',
          path: url.pathname,
          query: unsigned,
          headers: { ...headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        },
        { signingDate: new Date(signedAt), expiresIn, unhoistableHeaders: payload, unsignableHeaders: payload },
      );
      if (expected.query?.['X-Amz-Signature'] !== query.get('X-Amz-Signature'))
        throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      return;
    }
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      this.#checkCredential(/Credential=([^,]+)/.exec(authorization)?.[1] ?? '', 'AuthorizationHeaderMalformed');
      const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
      for (const name of signedHeaders) headers[name] = String(request.headers[name] ?? '');
      const signedAt = amzDate(headers['x-amz-date'] ?? '');
      if (Number.isNaN(signedAt) || Math.abs(this.#options.now() - signedAt) > MAX_SKEW_MS) {
        throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
      }
      this.#checkPayloadHash(request, body);
      const expected = await this.#signer.sign(
        {
          method: request.method ?? 'GET',
          protocol: 'https:',
          hostname: 'localhost',
          path: url.pathname,
          query: Object.fromEntries(query),
          headers,
        },
        { signingDate: new Date(signedAt) },
      );
      if (expected.headers['authorization'] !== authorization)
        throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      return;
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || !this.#options.publicPrefixes.some((prefix) => key.startsWith(prefix)))
      throw new S3Error(403, 'AccessDenied', 'Access Denied');
    if ([...query.keys()].some((name) => name.startsWith('response-'))) {
      throw new S3Error(400, 'InvalidRequest', 'Request specific response headers cannot be used for anonymous GET requests.');
    }
  }

  /** `<access key>/<date>/<region>/s3/aws4_request`: a key S3 knows, scoped to the bucket's region. */
  #checkCredential(credential: string, malformed: string): void {
    const [accessKeyId = '', , region = '', service = ''] = credential.split('/');
    if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId)
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (region !== this.#options.region || service !== 's3') {
      throw new S3Error(
        400,
        malformed,
        `The authorization header is malformed; the region '${region}' is wrong; expecting '${this.#options.region}'`,
      );
    }
  }

  /** A header-signed request names its payload's SHA-256 (or says it is unsigned), and S3 checks it. */
  #checkPayloadHash(request: IncomingMessage, body: Buffer): void {
    const declared = request.headers['x-amz-content-sha256'];
    if (typeof declared !== 'string')
      throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (UNHASHED_PAYLOADS.test(declared)) return;
    if (declared !== createHash('sha256').update(body).digest('hex')) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
  }
}
