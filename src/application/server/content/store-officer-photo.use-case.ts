import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { checkPhotoFile } from '../../../domain/documents';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { documentWrite } from './document-audit';
import { fileRefused, type ContentError } from './content.errors';

/** The ports `storeOfficerPhoto` needs. */
export interface StoreOfficerPhotoDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and for what. */
export interface StoreOfficerPhotoInput {
  readonly actor: Actor;
  readonly fileName: string;
  /** The type the browser declared, if any: it must be an image's too. */
  readonly contentType?: string;
  readonly bytes: Uint8Array;
  /** Aborted when the browser gives up (cancels or goes away): nothing is stored then. */
  readonly signal?: AbortSignal;
}

/** The stored photo and its public URL. */
export interface StoredOfficerPhoto {
  readonly document: StoredDocument;
  /** The public address to keep in the officer's `photo` field. */
  readonly url: string;
}

/**
 * Stores an officer photo in the public folder (administrators only). The content must really be
 * an image ('Please select an image file'), and so must the declared type and the name's extension
 * when there are any; the stored type is what the bytes prove, not what was claimed.
 */
export function storeOfficerPhoto(
  deps: StoreOfficerPhotoDeps,
  input: StoreOfficerPhotoInput,
): ResultAsync<StoredOfficerPhoto, ContentError> {
  return authorizeActor(input.actor, 'uploadPhoto')
    .andThen(() =>
      checkPhotoFile({ fileName: input.fileName, contentType: input.contentType ?? '', bytes: input.bytes }).mapErr(fileRefused),
    )
    .asyncAndThen((contentType) =>
      deps.documents.upload(
        { folder: 'website-assets', fileName: input.fileName, contentType, bytes: input.bytes },
        input.signal,
        documentWrite(input.actor, 'uploadPhoto'),
      ),
    )
    .andThen((document) =>
      document.publicUrl === undefined
        ? errAsync<StoredOfficerPhoto, ContentError>({ type: 'Unavailable', message: 'The photo was stored without a public address.' })
        : okAsync({ document, url: document.publicUrl }),
    );
}
