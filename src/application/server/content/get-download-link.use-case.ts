import { err, ok, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { checkKey, isMemberDocumentFolder } from '../../../domain/documents';
import type { DocumentStore, DownloadLink } from '../../ports/document-store.port';
import { fileRefused, NOT_A_MEMBER_FOLDER, type ContentError } from './content.errors';
import { documentHolderFor, type DocumentHolderDeps } from './document-holders';

/** The ports `getDownloadLink` needs. */
export interface GetDownloadLinkDeps extends DocumentHolderDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and for what. */
export interface GetDownloadLinkInput {
  readonly actor: Actor;
  readonly key: string;
  /** 900 s when not given; at most 7 days. */
  readonly expiresInSeconds?: number;
}

/**
 * A signed, expiring link to one of the minutes or treasury reports, for administrators and for
 * members who have a member record (NotAMember otherwise). The key must lie inside a member
 * folder. The link is bound to who asked for it (document-holders.ts): it stops opening when their
 * member record is deleted, however long it had left.
 */
export function getDownloadLink(deps: GetDownloadLinkDeps, input: GetDownloadLinkInput): ResultAsync<DownloadLink, ContentError> {
  return authorizeActor(input.actor, 'downloadDocument')
    .andThen(() => checkKey(input.key).mapErr(fileRefused))
    .andThen(({ folder, key }) => (isMemberDocumentFolder(folder) ? ok(key) : err(NOT_A_MEMBER_FOLDER)))
    .asyncAndThen((key) =>
      documentHolderFor(deps, input.actor).andThen((holder) => deps.documents.downloadLink(key, input.expiresInSeconds, holder)),
    );
}
