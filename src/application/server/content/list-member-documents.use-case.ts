import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, canActor, type Actor } from '../../../domain/access';
import { isMemberDocumentFolder } from '../../../domain/documents';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { NOT_A_MEMBER_FOLDER, type ContentError } from './content.errors';
import { documentHolderFor, type DocumentHolderDeps } from './document-holders';

/** The ports `listMemberDocuments` needs. */
export interface ListMemberDocumentsDeps extends DocumentHolderDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and for what. */
export interface ListMemberDocumentsInput {
  readonly actor: Actor;
  /** 'meeting-minutes' or 'treasury-report'. */
  readonly folder: string;
}

/**
 * The meeting minutes or treasury reports, newest first: for administrators, for the officers who
 * keep them (a secretary: 'deleteDocument'; an officer's account need not be a membership), and for
 * members who have a member record (NotAMember otherwise: an account alone is not a membership).
 */
export function listMemberDocuments(
  deps: ListMemberDocumentsDeps,
  input: ListMemberDocumentsInput,
): ResultAsync<readonly StoredDocument[], ContentError> {
  return authorizeActor(input.actor, 'listDocuments')
    .andThen(() => (isMemberDocumentFolder(input.folder) ? ok(input.folder) : err(NOT_A_MEMBER_FOLDER)))
    .asyncAndThen((folder) => mayRead(deps, input.actor).andThen(() => deps.documents.list(folder)));
}

/** Whether the actor may read the lists: an officer who keeps the documents, or a holder (a member with a record, an administrator). */
function mayRead(deps: ListMemberDocumentsDeps, actor: Actor): ResultAsync<unknown, ContentError> {
  return canActor(actor, 'deleteDocument') ? okAsync(undefined) : documentHolderFor(deps, actor);
}
