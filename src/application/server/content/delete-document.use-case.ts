import { err, ok, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { checkKey, isMemberDocumentFolder } from '../../../domain/documents';
import type { DocumentStore } from '../../ports/document-store.port';
import { documentWrite } from './document-audit';
import { fileRefused, NOT_A_MEMBER_FOLDER, type ContentError } from './content.errors';

/** The ports `deleteDocument` needs. */
export interface DeleteDocumentDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and which file. */
export interface DeleteDocumentInput {
  readonly actor: Actor;
  readonly key: string;
}

/**
 * Deletes one of the meeting minutes or treasury reports for good (administrators and secretaries: deleteDocument): the file
 * and its listing. The key must lie inside a member folder (officer photos are not deleted here:
 * an officer's record may still show one); NotFound when nothing is stored under it. The removal
 * appends its audit entry.
 */
export function deleteDocument(deps: DeleteDocumentDeps, input: DeleteDocumentInput): ResultAsync<void, ContentError> {
  return authorizeActor(input.actor, 'deleteDocument')
    .andThen(() => checkKey(input.key).mapErr(fileRefused))
    .andThen(({ folder, key }) => (isMemberDocumentFolder(folder) ? ok(key) : err(NOT_A_MEMBER_FOLDER)))
    .asyncAndThen((key) => deps.documents.delete(key, documentWrite(input.actor, 'deleteDocument')));
}
