import { okAsync, type ResultAsync } from 'neverthrow';
import type { Officer } from '../../../domain/officers';
import type { OfficerValue } from '../../../domain/named-records';
import type { Notice } from '../messages';
import type { DocumentStore } from '../../ports/document-store.port';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import { OFFICER_ADMIN } from './admin-kinds';
import { saveNamedRecord, type SavedNamedRecord, type SaveNamedRecordError, type SaveNamedRecordInput } from './save-named-record.use-case';
import { uploadOfficerPhoto, type PhotoFile, type UploadOfficerPhotoError } from './upload-officer-photo.use-case';

/** The ports `saveOfficer` needs. */
export interface SaveOfficerDeps {
  readonly officers: OfficerRepository;
  readonly documents: DocumentStore;
}

/** What the page gives: the form and, besides, the photo chosen. */
export interface SaveOfficerInput extends SaveNamedRecordInput<OfficerValue> {
  /** A newly chosen photo, uploaded first; without one the form's photo URL is kept. */
  readonly photo?: PhotoFile | null;
  /** Shows a notice while the save is under way ('Uploading photo...'). */
  readonly onNotice?: (notice: Notice) => void;
}

/**
 * Admin Panel 'add or edit officer' (`saveNamedRecord` with officers' words), with the chosen
 * photo: after the form (and an edit's new name) are checked, the photo is uploaded ('Uploading
 * photo...', which asks for 'uploadPhoto' too), then the officer is saved with its public URL;
 * without a new photo the current one is kept. A failed upload reads 'Failed to process officer
 * data. Please try again.', a failed save 'Failed to create officer. Please try again.'
 */
export function saveOfficer(
  deps: SaveOfficerDeps,
  input: SaveOfficerInput,
): ResultAsync<SavedNamedRecord<Officer>, SaveNamedRecordError<OfficerValue> | UploadOfficerPhotoError> {
  const { photo, actor, onNotice } = input;
  return saveNamedRecord(OFFICER_ADMIN, deps.officers, input, {
    actions: photo ? ['uploadPhoto'] : [],
    run: (form) =>
      photo
        ? uploadOfficerPhoto(deps, { actor, photo, ...(onNotice ? { onNotice } : {}) }).map(({ url }) => ({ ...form, photo: url }))
        : okAsync(form),
  });
}
