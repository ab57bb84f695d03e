import { err, ok, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import { checkDocumentFile, isMemberDocumentFolder } from '../../../domain/documents';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.port';
import { documentWrite } from './document-audit';
import { fileRefused, NOT_A_MEMBER_FOLDER, type ContentError } from './content.errors';

/** The ports `storeDocument` needs. */
export interface StoreDocumentDeps {
  readonly documents: DocumentStore;
}

/** Who asks (the server-decided actor), and for what. */
export interface StoreDocumentInput {
  readonly actor: Actor;
  /** 'meeting-minutes' or 'treasury-report'. */
  readonly folder: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  /** Aborted when the browser gives up (cancels or goes away): nothing is stored then. */
  readonly signal?: AbortSignal;
}

/**
 * Stores meeting minutes or a treasury report (administrators and secretaries: uploadDocument), checked first by kind and
 * size, by the declared type against the name, and by the content sniffed from its first bytes:
 * a mismatch is refused (InvalidFile) and nothing is stored. The upload appends its audit entry.
 */
export function storeDocument(deps: StoreDocumentDeps, input: StoreDocumentInput): ResultAsync<StoredDocument, ContentError> {
  const { folder, fileName, contentType, bytes } = input;
  return authorizeActor(input.actor, 'uploadDocument')
    .andThen(() => (isMemberDocumentFolder(folder) ? ok(folder) : err(NOT_A_MEMBER_FOLDER)))
    .andThen((memberFolder) =>
      checkDocumentFile({ fileName, contentType, bytes })
        .mapErr(fileRefused)
        .map(() => memberFolder),
    )
    .asyncAndThen((memberFolder) =>
      deps.documents.upload(
        { folder: memberFolder, fileName, contentType, bytes },
        input.signal,
        documentWrite(input.actor, 'uploadDocument'),
      ),
    );
}
