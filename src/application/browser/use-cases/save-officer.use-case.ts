import { okAsync, type ResultAsync } from 'neverthrow';
import type { Action, Actor } from '../../../domain/access';
import type { Officer } from '../../../domain/officers';
import { nameTakenMessage } from '../../../domain/upsert-by-name';
import { validateOfficerForm, type OfficerForm } from '../../../domain/validation/admin-forms';
import { MESSAGES, type Notice } from '../messages';
import type { DocumentStore } from '../../ports/document-store.port';
import type { OfficerRepository } from '../../ports/officer-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
import { checkNameFree, saveNamed, type NameTaken, type SaveOutcome } from '../../upsert-named-record';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import { contentFailure, contentFieldRejected, contentFormRejected, type ContentFailure, type ContentFormRejected } from './content-failure';
import { uploadOfficerPhoto, type PhotoFile, type UploadOfficerPhotoError } from './upload-officer-photo.use-case';

/** The ports `saveOfficer` needs. */
export interface SaveOfficerDeps {
  readonly officers: OfficerRepository;
  readonly documents: DocumentStore;
}

/** What the page gives. */
export interface SaveOfficerInput {
  /** Who asks: the signed-in person as the session knows them. */
  readonly actor: Actor;
  readonly form: OfficerForm;
  /** The officer being edited: they alone are updated. Absent when adding (an officer with the name is updated). */
  readonly id?: string | null;
  /** A newly chosen photo, uploaded first; without one the form's photo URL is kept. */
  readonly photo?: PhotoFile | null;
  /** Shows a notice while the save is under way ('Uploading photo...'). */
  readonly onNotice?: (notice: Notice) => void;
}

/** The record saved, and whether it was added or updated. */
export interface SavedOfficer {
  readonly outcome: SaveOutcome;
  readonly officer: Officer;
  readonly notice: Notice;
}

/** What `saveOfficer` answers instead of a result, with the notice to show. */
export type SaveOfficerError =
  | AdminOnly
  | ContentFormRejected<keyof OfficerForm>
  | UploadOfficerPhotoError
  | ContentFailure<'OfficerCreationFailed'>;

/** Uploads the chosen photo through the photo use case and answers its public URL, or null when none was chosen. */
function uploadPhoto(deps: SaveOfficerDeps, input: SaveOfficerInput): ResultAsync<string | null, SaveOfficerError> {
  const { photo, actor, onNotice } = input;
  if (!photo) return okAsync(null);
  return uploadOfficerPhoto(deps, { actor, photo, ...(onNotice ? { onNotice } : {}) }).map(({ url }) => url);
}

/** A refused name beside the name field; any other failure of the save as 'Failed to create officer. ...'. */
function saveFailure(error: RepositoryError | NameTaken): SaveOfficerError {
  return error.type === 'NameTaken'
    ? contentFieldRejected('name', nameTakenMessage('officer', error.name))
    : contentFailure('OfficerCreationFailed', error, MESSAGES.officerCreationFailed);
}

/** An edit's new name is checked before any photo goes up, so a refused rename leaves no file behind. */
function checkEditedName(deps: SaveOfficerDeps, input: SaveOfficerInput, form: OfficerForm): ResultAsync<OfficerForm, SaveOfficerError> {
  if (input.id == null) return okAsync(form);
  return checkNameFree(deps.officers, input.id, form.name, (officer: OfficerForm) => officer.name)
    .map(() => form)
    .mapErr(saveFailure);
}

/** What saving asks of the access rules: the upsert, and the photo upload when a photo was chosen. */
function actionsOf(input: SaveOfficerInput): readonly Action[] {
  return input.photo ? ['createOfficer', 'updateOfficer', 'uploadPhoto'] : ['createOfficer', 'updateOfficer'];
}

/**
 * Admin Panel 'add or edit officer', for an administrator only (anyone else is refused before any
 * port is called or any notice shown): the form and the chosen photo (and an edit's new name) are
 * checked, the photo is uploaded ('Uploading photo...'), then the officer is saved: an edit updates its officer by id (a
 * rename onto another officer's name is refused beside the name field; without a new photo the
 * current one is kept), an addition saves by name (one with the same name is updated):
 * 'Officer added successfully!' / 'Officer updated successfully!'. A failed upload reads
 * 'Failed to process officer data. Please try again.', a failed save 'Failed to create officer. Please try again.'
 */
export function saveOfficer(deps: SaveOfficerDeps, input: SaveOfficerInput): ResultAsync<SavedOfficer, SaveOfficerError> {
  return authorizeAdminAction(input.actor, actionsOf(input))
    .andThen(() => validateOfficerForm(input.form).mapErr((invalid): SaveOfficerError => contentFormRejected(invalid)))
    .asyncAndThen((form) => checkEditedName(deps, input, form))
    .andThen((form) => uploadPhoto(deps, input).map((url) => (url === null ? form : { ...form, photo: url })))
    .andThen((form) =>
      saveNamed(deps.officers, input.id, form, (officer) => officer.name)
        .map(({ outcome, record }) => ({
          outcome,
          officer: record,
          notice: outcome === 'added' ? MESSAGES.officerAdded : MESSAGES.officerUpdated,
        }))
        .mapErr(saveFailure),
    );
}
