import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { ContentError } from '../../application/server/content/content.errors';
import { deleteDocument } from '../../application/server/content/delete-document.use-case';
import { getDownloadLink } from '../../application/server/content/get-download-link.use-case';
import { listMemberDocuments } from '../../application/server/content/list-member-documents.use-case';
import { listOfficerPhotos } from '../../application/server/content/list-officer-photos.use-case';
import { storeDocument } from '../../application/server/content/store-document.use-case';
import { storeOfficerPhoto } from '../../application/server/content/store-officer-photo.use-case';
import type { StoredDocument } from '../../application/ports/document-store.port';
import type { Actor } from '../../domain/access';
import {
  DOCUMENT_FOLDERS,
  INVALID_KEY,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE,
  MAX_PHOTO_SIZE,
  type DocumentFolder,
} from '../../domain/documents';
import type { AppDeps } from '../app-deps';
import type { AppEnv, DocumentLogEntry } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { errorResponse, type ServerError } from '../http-errors';
import { jsonBody, limitBody } from '../json-body';
import { noteOnLog } from '../request-log';
import type { RequestError } from '../request-errors';
import { sameOriginOnly } from '../same-origin';
import { fileRoutes } from './file.routes';
import { parseForm } from './parse-form';

/** The largest upload body: the largest document plus room for the multipart headers. */
export const UPLOAD_LIMIT_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

const FOLDERS = Object.keys(DOCUMENT_FOLDERS) as [DocumentFolder, ...DocumentFolder[]];
const NAME_THE_FILE = 'Please name the file.';

const uploadForm = z.object({
  folder: z.enum(FOLDERS, { error: 'Please choose meeting-minutes, treasury-report or website-assets.' }),
  file: z.instanceof(File, { error: 'Please choose a file.' }),
});

const keyRequest = z.object({
  key: z.string({ error: NAME_THE_FILE }).min(1, NAME_THE_FILE).max(400, INVALID_KEY.message),
});

const linkRequest = z.object({
  key: z.string({ error: NAME_THE_FILE }).min(1, NAME_THE_FILE).max(400, INVALID_KEY.message),
  expiresIn: z.number({ error: 'expiresIn is a number of seconds.' }).optional(),
});

const NOT_MULTIPART: RequestError = {
  type: 'InvalidBody',
  message: 'Send the file as multipart/form-data with the fields folder and file.',
  fields: { file: 'Please send the file as multipart/form-data.' },
};
const TOO_LARGE: RequestError = {
  type: 'PayloadTooLarge',
  message: `The file is too large: documents may be at most ${MAX_DOCUMENT_SIZE} and photos ${MAX_PHOTO_SIZE}.`,
};

/**
 * Refuses at once a Content-Length over the limit; a body without one (chunked) is counted as it
 * arrives and reading stops as soon as it passes the limit. Either way nothing reaches the store.
 */
const uploadLimit = bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES, onError: (c) => errorResponse(c, TOO_LARGE) });

/**
 * Documents: `POST /documents` (admins; multipart `folder` + `file` from our own origin; the body
 * is cut off past UPLOAD_LIMIT_BYTES with 413 before anything is stored), `GET /documents?folder=`
 * (members; officer photos for admins), `POST /documents/link` (members; JSON `{ key, expiresIn? }`
 * -> `{ url, expiresAt }`), `POST /documents/delete` (admins; JSON `{ key }` -> 204, from our own
 * site, as every JSON change), and the files themselves under `/files/*`. An upload or a delete
 * that succeeds is logged with who did it (a `document` entry in the server log). Visitors are told to sign
 * in (401) before any body is read; every route goes through a content use case.
 */
export function documentRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/documents', allow('uploadDocument'), sameOriginOnly(deps.config.publicUrl), uploadLimit, (c) =>
      readUpload(c)
        .andThen((form) => storeUpload(deps, c.var.actor, form, c.req.raw.signal))
        .match(
          (document) => (logDocument(c, { action: 'uploaded', key: document.key, name: document.name }), c.json(document, 201)),
          (error) => refuse(c, error),
        ),
    )
    .get('/documents', allow('listDocuments'), (c) => {
      const [actor, folder] = [c.var.actor, c.req.query('folder') ?? ''];
      const listed = folder === 'website-assets' ? listOfficerPhotos(deps, { actor }) : listMemberDocuments(deps, { actor, folder });
      return listed.match(
        (documents) => c.json(documents),
        (error) => refuse(c, error),
      );
    })
    .post('/documents/link', allow('downloadDocument'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(4 * 1024), (c) =>
      jsonBody(c, linkRequest)
        .andThen(({ key, expiresIn }) => getDownloadLink(deps, { actor: c.var.actor, key, expiresInSeconds: expiresIn }))
        .match(
          (link) => c.json(link),
          (error) => refuse(c, error),
        ),
    )
    .post('/documents/delete', allow('deleteDocument'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(4 * 1024), (c) =>
      jsonBody(c, keyRequest)
        .andThen(({ key }) => deleteDocument(deps, { actor: c.var.actor, key }).map(() => key))
        .match(
          (key) => (logDocument(c, { action: 'deleted', key }), c.body(null, 204)),
          (error) => refuse(c, error),
        ),
    )
    .route('/', fileRoutes(deps));
}

interface UploadForm {
  readonly folder: DocumentFolder;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

function readUpload(c: Context<AppEnv>): ResultAsync<UploadForm, ServerError> {
  return ResultAsync.fromPromise(c.req.formData(), () => NOT_MULTIPART)
    .andThen((form) => parseForm(uploadForm, { folder: form.get('folder'), file: form.get('file') }))
    .andThen(({ folder, file }) =>
      ResultAsync.fromPromise(file.arrayBuffer(), () => NOT_MULTIPART).map((buffer) => ({
        folder,
        fileName: file.name,
        contentType: file.type,
        bytes: new Uint8Array(buffer),
      })),
    );
}

/**
 * Officer photos go through the photo use case (sniffed, public URL); minutes and reports through
 * the document one. `signal` is the request's: a browser that cancels or goes away stores nothing.
 */
function storeUpload(deps: AppDeps, actor: Actor, form: UploadForm, signal: AbortSignal): ResultAsync<StoredDocument, ContentError> {
  if (form.folder === 'website-assets') {
    return storeOfficerPhoto(deps, { actor, fileName: form.fileName, contentType: form.contentType, bytes: form.bytes, signal }).map(
      (photo) => photo.document,
    );
  }
  return storeDocument(deps, { actor, ...form, signal });
}

/** Records on the request's log line what an administrator did to a stored document, and who did it (their account id). */
function logDocument(c: Context<AppEnv>, entry: Omit<DocumentLogEntry, 'by'>): void {
  noteOnLog(c, { document: { ...entry, by: c.var.actor.userId ?? 'unknown' } });
}
