import { okAsync, type ResultAsync } from 'neverthrow';
import { MESSAGES } from '../../../application/browser/messages';
import type { PhotoFile } from '../../../application/browser/use-cases/upload-officer-photo.use-case';
import { checkImageMimeType } from '../../../domain/documents';
import { readFileBytes, type FileUnreadable } from '../../components/read-file';

/** A photo the admin chose: the file when the domain accepts its type, else the message to show. */
export type ChosenPhoto = { readonly file: File | null; readonly error: string | undefined };

export const NO_PHOTO: ChosenPhoto = { file: null, error: undefined };

/** The browser's first check of a chosen photo, by its declared type ('Please select an image file'). */
export function choosePhoto(file: File | null): ChosenPhoto {
  if (file === null) return NO_PHOTO;
  return checkImageMimeType(file.type).match(
    (): ChosenPhoto => ({ file, error: undefined }),
    (refused): ChosenPhoto => ({ file: null, error: refused.message }),
  );
}

/** The chosen photo as the save-officer use case takes it (none when no photo was chosen). */
export function photoFileOf(file: File | null): ResultAsync<PhotoFile | null, FileUnreadable> {
  if (file === null) return okAsync(null);
  return readFileBytes(file, MESSAGES.officerProcessingFailed).map((bytes) => ({ fileName: file.name, contentType: file.type, bytes }));
}
