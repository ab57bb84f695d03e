import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { CodeDelivery, IdentityError } from './identity-provider.port';
import type { RepositoryError } from './repository.errors';

/** Whose data: the signed-in person's account id and e-mail (their member record is found by that e-mail). */
export interface DataSubject {
  readonly accountId: string;
  readonly email: string;
}

/** A spent deletion code: the account it was mailed to. */
export type DeletionProof = DataSubject;

/** A column the export leaves out, and why (a secret, a hash, a code). */
export interface WithheldColumn {
  readonly table: string;
  readonly column: string;
  readonly why: string;
}

/**
 * Everything the site holds about one person, table by table: each table's rows about them, every
 * column but the withheld ones (named in `withheld`, never their values). A table with no rows about
 * them is present and empty, so the person sees what was looked at.
 */
export interface OwnDataExport {
  readonly email: string;
  readonly tables: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;
  readonly withheld: readonly WithheldColumn[];
}

/** How a deletion is written: the placeholder that stands for the person, when, and the entry that records it. */
export interface Erasure {
  /** Not an address, unique per deletion: kept where the ledger needs a contact (orders). */
  readonly placeholder: string;
  readonly at: string;
  /** Records that a deletion happened, with no personal data in it. */
  readonly audit: AuditEntry;
}

/** How many rows of each table the deletion removed or changed. */
export type ErasureCounts = Readonly<Record<string, number>>;

/**
 * A person's own data (issue 20): read all of it, or remove it. `erase` runs in one transaction:
 * the account, its sessions and codes and the member record are deleted; every other row about the
 * person keeps its place with the personal fields replaced (orders keep their amounts, dates and
 * statuses so the ledger still balances); role grants end; the audit entry is appended.
 */
export interface OwnDataStore {
  collect(subject: DataSubject): ResultAsync<OwnDataExport, RepositoryError>;
  erase(subject: DataSubject, erasure: Erasure): ResultAsync<ErasureCounts, RepositoryError>;
}

/** The identity side of a deletion: the e-mailed code that confirms it (the self-hosted identity service). */
export interface AccountDeletionCodes {
  sendAccountDeletionCode(accessToken: string): ResultAsync<CodeDelivery, IdentityError>;
  confirmAccountDeletionCode(accessToken: string, code: string): ResultAsync<DeletionProof, IdentityError>;
}
