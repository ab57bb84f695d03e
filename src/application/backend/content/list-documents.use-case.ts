import { err, ok, type ResultAsync } from 'neverthrow';
import { authorize, type Actor } from '../../../domain/access';
import { isMemberDocumentFolder } from '../../../domain/documents';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { NOT_A_MEMBER_FOLDER, type ContentError } from './content.errors';

/** The ports `listDocuments` needs. */
export interface ListDocumentsDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and for what. */
export interface ListDocumentsInput {
  readonly actor: Actor;
  /** 'meeting-minutes' or 'treasury-report'. */
  readonly folder: string;
}

/** The meeting minutes or treasury reports, newest first: signed-in members and administrators only. */
export function listDocuments(deps: ListDocumentsDeps, input: ListDocumentsInput): ResultAsync<readonly StoredDocument[], ContentError> {
  return authorize(input.actor.role, 'listDocuments')
    .andThen(() => (isMemberDocumentFolder(input.folder) ? ok(input.folder) : err(NOT_A_MEMBER_FOLDER)))
    .asyncAndThen((folder) => deps.documents.list(folder));
}
