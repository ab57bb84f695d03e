import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AmplifyDocumentStore, documentErrorFromAmplify } from '../../../src/adapters/amplify/amplify-document-store';
import { UPLOAD_ABORTED } from '../../../src/application/ports/document-store.port';
import { minutes, PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';

/**
 * Amplify Storage replaced by a bucket in memory that keeps what S3 keeps (bytes, content type,
 * metadata, time) and answers getUrl like Amplify (NotFound when validateObjectExistence finds no
 * object). The adapter's own decisions are checked through it: paths, names, checks, links.
 */
const bucket = vi.hoisted(() => ({
  objects: new Map<string, { size: number; contentType: string; metadata: Record<string, string>; lastModified: Date }>(),
  canceled: 0,
  clock: 0,
}));

vi.mock('aws-amplify/storage', () => ({
  uploadData: ({
    path,
    data,
    options,
  }: {
    path: string;
    data: Uint8Array;
    options: { contentType: string; metadata: Record<string, string> };
  }) => ({
    result: Promise.resolve().then(() => {
      bucket.objects.set(path, {
        size: data.length,
        contentType: options.contentType,
        metadata: options.metadata,
        lastModified: new Date(bucket.clock),
      });
      return { path };
    }),
    cancel: () => {
      bucket.canceled += 1;
    },
  }),
  list: async ({ path }: { path: string }) => ({
    items: [...bucket.objects.keys()].filter((key) => key.startsWith(path)).map((key) => ({ path: key })),
  }),
  getProperties: async ({ path }: { path: string }) => {
    const object = bucket.objects.get(path);
    if (object === undefined) throw Object.assign(new Error('Not Found'), { name: 'NotFound' });
    return { path, ...object };
  },
  remove: ({ path }: { path: string }) => ({
    // S3's DeleteObject: a success whether or not the key held an object.
    result: Promise.resolve().then(() => (bucket.objects.delete(path), { path })),
  }),
  getUrl: async ({ path, options }: { path: string; options: { expiresIn: number; validateObjectExistence: boolean } }) => {
    if (options.validateObjectExistence && !bucket.objects.has(path)) throw Object.assign(new Error('Not Found'), { name: 'NotFound' });
    return {
      url: new URL(`https://bucket.s3.us-east-1.amazonaws.com/${path}?X-Amz-Expires=${options.expiresIn}`),
      expiresAt: new Date(bucket.clock + options.expiresIn * 1000),
    };
  },
}));

let ids = 0;
const store = () =>
  new AmplifyDocumentStore({
    pathPrefix: 'public/',
    publicBaseUrl: 'https://bucket.s3.us-east-1.amazonaws.com',
    newId: () => `id${++ids}`,
  });

describe('AmplifyDocumentStore', () => {
  beforeEach(() => {
    bucket.objects.clear();
    bucket.canceled = 0;
    bucket.clock = Date.parse('2026-03-01T12:00:00Z');
  });

  it("stores under its configured prefix (the spec's public/<folder>/ here) with the original name as metadata, and lists it back newest first", async () => {
    const first = (await store().upload(minutes('März 2026.pdf')))._unsafeUnwrap();
    bucket.clock += 1_000;
    const second = (await store().upload(minutes()))._unsafeUnwrap();
    expect(first).toEqual({
      key: 'meeting-minutes/id1-Marz-2026.pdf',
      name: 'März 2026.pdf',
      size: TEXT_BYTES.length,
      contentType: 'application/pdf',
      uploadedAt: '2026-03-01T12:00:00.000Z',
    });
    expect([...bucket.objects.keys()]).toEqual(['public/meeting-minutes/id1-Marz-2026.pdf', 'public/meeting-minutes/id2-March-2026.pdf']);
    expect((await store().list('meeting-minutes'))._unsafeUnwrap()).toEqual([second, first]);
    expect((await store().list('treasury-report'))._unsafeUnwrap()).toEqual([]);
  });

  it('refuses what the site refuses before anything is sent, and gives officer photos their public address', async () => {
    expect((await store().upload(minutes('setup.exe')))._unsafeUnwrapErr().type).toBe('InvalidFile');
    expect(
      (
        await store().upload({
          folder: 'website-assets',
          fileName: 'me.png',
          contentType: 'image/png',
          bytes: new TextEncoder().encode('not an image'),
        })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'InvalidFile',
      message: 'Please select an image file',
    });
    expect(bucket.objects.size).toBe(0);
    const photo = (
      await store().upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'application/octet-stream', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    expect(photo).toMatchObject({ contentType: 'image/png', publicUrl: `https://bucket.s3.us-east-1.amazonaws.com/public/${photo.key}` });
  });

  it('deletes the object under its prefix, and answers NotFound, as every store does, when there is none (S3 itself would answer success)', async () => {
    const stored = (await store().upload(minutes()))._unsafeUnwrap();
    expect((await store().delete(stored.key)).isOk()).toBe(true);
    expect(bucket.objects.size).toBe(0);
    expect((await store().delete(stored.key))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await store().delete('../x.pdf'))._unsafeUnwrapErr().type).toBe('InvalidKey');
  });

  it('cancels the running upload when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = store().upload(minutes(), controller.signal);
    controller.abort();
    expect((await pending).isOk()).toBe(true);
    expect(bucket.canceled).toBe(1);
  });

  it('sends nothing for an upload whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await store().upload(minutes(), controller.signal))._unsafeUnwrapErr()).toEqual(UPLOAD_ABORTED);
    expect(bucket.objects.size).toBe(0);
  });

  it('answers Aborted when Amplify reports the upload cancelled', () => {
    expect(documentErrorFromAmplify(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toEqual(UPLOAD_ABORTED);
  });

  it('signs links for 900 s by default, checks the object exists, and refuses keys and lifetimes the site refuses', async () => {
    const stored = (await store().upload(minutes()))._unsafeUnwrap();
    expect((await store().downloadLink(stored.key))._unsafeUnwrap()).toEqual({
      url: `https://bucket.s3.us-east-1.amazonaws.com/public/${stored.key}?X-Amz-Expires=900`,
      expiresAt: '2026-03-01T12:15:00.000Z',
    });
    expect((await store().downloadLink('meeting-minutes/missing.pdf'))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await store().downloadLink('../secrets.txt'))._unsafeUnwrapErr().type).toBe('InvalidKey');
    expect((await store().downloadLink(stored.key, 7 * 24 * 3600 + 1))._unsafeUnwrapErr().type).toBe('ExpiryTooLong');
  });
});
