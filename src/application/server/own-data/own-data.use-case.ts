import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Action, type AdminList, type Actor } from '../../../domain/access';
import { erasurePlaceholder } from '../../../domain/erasure';
import { normalizeEmail } from '../../../domain/members';
import type { Clock } from '../../ports/clock.port';
import { isoNow } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { CodeDelivery, IdentityError } from '../../ports/identity-provider.port';
import type { AccountDeletionCodes, DataSubject, ErasureCounts, OwnDataExport, OwnDataStore } from '../../ports/own-data.port';
import type { RepositoryError } from '../../ports/repository.errors';

/** The signed-in person as the server knows them: their account id and the access token of this request. */
export interface OwnDataActor extends Actor {
  readonly userId: string | null;
  readonly accessToken: string | null;
}

/** What the two features need: the person's data (null where this wiring does not hold it), the codes, the admin list. */
export interface OwnDataDeps {
  readonly ownData: OwnDataStore | null;
  readonly codes: AccountDeletionCodes;
  readonly admins: AdminList;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

export type OwnDataError = AccessError | RepositoryError | IdentityError;

/** Where the server does not hold accounts and member records itself (the aws wiring): neither feature can be honest there. */
export const OWN_DATA_UNAVAILABLE: RepositoryError = {
  type: 'Unavailable',
  message:
    'Download my data and Delete my account are not available on this installation: its accounts are kept by Amazon Cognito and its member records by AppSync, ' +
    'which this server can neither read whole nor delete from. Please ask the chapter to do it for you.',
};

/**
 * An administrator named in ADMIN_EMAILS cannot delete their own account: the server makes whoever
 * holds that address an administrator, so a new account with it would be one again, and the
 * chapter could lose its last administrator by a mistake.
 */
export const ADMIN_CANNOT_DELETE: IdentityError = {
  type: 'NotAllowed',
  message:
    'Your address is in the server\u2019s list of administrators (ADMIN_EMAILS), so this account cannot be deleted here: ' +
    'whoever signs up with that address is an administrator again. Ask whoever runs the server to take your address out of ADMIN_EMAILS and restart it, then delete your account.',
};

/** The deletion code's answer when the code given proves another account (never expected: the code is bound to the session's). */
const NOT_YOUR_CODE: IdentityError = { type: 'CodeMismatch', message: 'Invalid verification code provided, please try again.' };

function subjectOf(actor: OwnDataActor, action: Action): ResultAsync<DataSubject & { readonly accessToken: string }, OwnDataError> {
  const allowed = authorizeActor(actor, action);
  if (allowed.isErr()) return errAsync(allowed.error);
  if (actor.userId === null || actor.email === null || actor.accessToken === null) {
    return errAsync({ type: 'Unauthorized', message: 'Unauthorized' });
  }
  return okAsync({ accountId: actor.userId, email: actor.email, accessToken: actor.accessToken });
}

function storeOf(deps: OwnDataDeps): ResultAsync<OwnDataStore, OwnDataError> {
  return deps.ownData === null ? errAsync(OWN_DATA_UNAVAILABLE) : okAsync(deps.ownData);
}

/** 'Download my data': everything the site holds about the signed-in person. */
export function exportOwnData(deps: OwnDataDeps, actor: OwnDataActor): ResultAsync<OwnDataExport, OwnDataError> {
  return subjectOf(actor, 'exportOwnData').andThen((subject) => storeOf(deps).andThen((store) => store.collect(subject)));
}

/** Refuses an administrator of the configured list (ADMIN_CANNOT_DELETE). */
function notListedAdmin(deps: OwnDataDeps, email: string): ResultAsync<void, OwnDataError> {
  return deps.admins.has(normalizeEmail(email)) ? errAsync(ADMIN_CANNOT_DELETE) : okAsync(undefined);
}

/** E-mails the signed-in person the code that confirms 'Delete my account'. */
export function requestAccountDeletionCode(deps: OwnDataDeps, actor: OwnDataActor): ResultAsync<CodeDelivery, OwnDataError> {
  return subjectOf(actor, 'deleteOwnAccount').andThen((subject) =>
    storeOf(deps)
      .andThen(() => notListedAdmin(deps, subject.email))
      .andThen(() => deps.codes.sendAccountDeletionCode(subject.accessToken)),
  );
}

/**
 * 'Delete my account', confirmed by the e-mailed code: the code is spent, then the person's data is
 * erased in one transaction (`OwnDataStore.erase`) under a placeholder drawn for them, with an audit
 * entry that says a member deleted their account and nothing about who.
 */
export function deleteOwnAccount(deps: OwnDataDeps, actor: OwnDataActor, code: string): ResultAsync<ErasureCounts, OwnDataError> {
  return subjectOf(actor, 'deleteOwnAccount').andThen((subject) =>
    storeOf(deps).andThen((store) =>
      notListedAdmin(deps, subject.email)
        .andThen(() => deps.codes.confirmAccountDeletionCode(subject.accessToken, code))
        .andThen((proof) => (proof.accountId === subject.accountId ? okAsync(proof) : errAsync(NOT_YOUR_CODE)))
        .andThen((proof) => {
          const placeholder = erasurePlaceholder(deps.ids.newId());
          const at = isoNow(deps.clock);
          return store.erase(proof, {
            placeholder,
            at,
            audit: {
              actor: placeholder,
              at,
              action: 'deleteOwnAccount',
              subject: { kind: 'member', id: placeholder },
              before: null,
              after: null,
              reason: 'The member deleted their own account.',
            },
          });
        }),
    ),
  );
}
