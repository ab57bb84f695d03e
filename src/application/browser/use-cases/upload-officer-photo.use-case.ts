import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import { checkImageMimeType, checkPhoto } from '../../../domain/documents';
import { MESSAGES, providerMessage, type Notice } from '../messages';
import type { DocumentStore, DocumentStoreError } from '../../ports/document-store.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, type ContentFailure } from './content-failure';

/** The ports `uploadOfficerPhoto` needs. */
export interface UploadOfficerPhotoDeps {
  readonly documents: DocumentStore;
}

/** A photo file chosen in the Admin Panel. */
export interface PhotoFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** What the page gives. */
export interface UploadOfficerPhotoInput {
  /** Who asks: the signed-in person as the session knows them. */
  readonly actor: Actor;
  readonly photo: PhotoFile;
  /** Shows 'Uploading photo...' once the photo has passed its checks and is being sent. */
  readonly onNotice?: (notice: Notice) => void;
}

/** Where everyone can see the stored photo: the address to keep in the officer's `photo` field. */
export interface UploadedOfficerPhoto {
  readonly url: string;
}

type PhotoFailure = ContentFailure<'PhotoRefused' | 'OfficerProcessingFailed'>;

/** What `uploadOfficerPhoto` answers instead of a result, with the notice to show. */
export type UploadOfficerPhotoError = AdminOnly | PhotoFailure;

/** The browser's own check of the chosen photo: its declared type, then its content ('Please select an image file'). */
function checkChosenPhoto(photo: PhotoFile): Result<void, PhotoFailure> {
  const checked = checkImageMimeType(photo.contentType).andThen(() => checkPhoto(photo.bytes));
  return checked.isErr() ? err(contentFailure('PhotoRefused', checked.error, providerMessage(checked.error.message))) : ok(undefined);
}

function uploadFailed(error: DocumentStoreError): PhotoFailure {
  return error.type === 'InvalidFile'
    ? contentFailure('PhotoRefused', error, providerMessage(error.message))
    : contentFailure('OfficerProcessingFailed', error, MESSAGES.officerProcessingFailed);
}

const NO_PUBLIC_ADDRESS = { type: 'Unavailable', message: 'The photo has no public address.' } as const;

/**
 * Admin Panel officer photo upload, for an administrator only (anyone else is refused before any
 * check, notice or port): the photo is checked by declared type and by content, 'Uploading
 * photo...' is shown, and the photo is stored in the public folder. A refused photo reads the
 * check's own words; a failed upload 'Failed to process officer data. Please try again.'
 */
export function uploadOfficerPhoto(
  deps: UploadOfficerPhotoDeps,
  input: UploadOfficerPhotoInput,
): ResultAsync<UploadedOfficerPhoto, UploadOfficerPhotoError> {
  const checked = authorizeAdminAction(input.actor, ['uploadPhoto']).andThen(() => checkChosenPhoto(input.photo));
  if (checked.isErr()) return errAsync(checked.error);
  input.onNotice?.(MESSAGES.uploadingPhoto);
  return deps.documents
    .upload({ folder: 'website-assets', ...input.photo })
    .mapErr(uploadFailed)
    .andThen(({ publicUrl }) =>
      publicUrl === undefined
        ? errAsync(contentFailure('OfficerProcessingFailed', NO_PUBLIC_ADDRESS, MESSAGES.officerProcessingFailed))
        : okAsync({ url: publicUrl }),
    );
}
