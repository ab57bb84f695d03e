import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { Clock } from '../../ports/clock.port';
import { MAILING_LISTS, type MailError, type MailingList } from '../../ports/mailer.port';
import { mailAddressKey, type MailPreferenceStore } from '../../ports/mail-preferences.port';
import { unavailable, type RepositoryError } from '../../ports/repository.errors';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { MailPreferencesView } from '../../ports/member-email-gateway.port';
import type { ContentError } from '../content/content.errors';

/** What the preferences page and the one-click unsubscribe need: the store, the tokens its links are signed with, the time. */
export interface MailPreferencesDeps {
  readonly mailPreferences: MailPreferenceStore | null;
  readonly ticketing: { readonly tokens: SignedTokens };
  readonly clock: Clock;
}

const NO_PREFERENCES = unavailable('Mail preferences are not kept by this installation.');
const LINK_REFUSED: RepositoryError = { type: 'NotFound', message: 'This link is not one of ours, or it was changed.' };
const UNKNOWN_LIST: RepositoryError = { type: 'InvalidQuery', message: 'This link names no mailing list of ours.' };

function storeOf(deps: MailPreferencesDeps): ResultAsync<MailPreferenceStore, RepositoryError> {
  return deps.mailPreferences ? okAsync(deps.mailPreferences) : errAsync(NO_PREFERENCES);
}

const fromMail = (error: MailError): RepositoryError => unavailable(error.message);

function isMailingList(value: string): value is MailingList {
  return (MAILING_LISTS as readonly string[]).includes(value);
}

/**
 * Whose preferences a request is about: the address a mail's signed link names ('mail-preferences'
 * token, which never expires), or, without a link, the signed-in person's own address. The link is
 * the authority (changeMailPreferences is public); a visitor without one is refused.
 */
function addressOf(deps: MailPreferencesDeps, actor: Actor, token: string | null): ResultAsync<string, ContentError> {
  const allowed = authorizeActor(actor, 'changeMailPreferences');
  if (allowed.isErr()) return errAsync(allowed.error);
  if (token !== null && token !== '') {
    const email = deps.ticketing.tokens.read('mail-preferences', token, deps.clock.now());
    return email.isOk() ? okAsync(email.value) : errAsync(LINK_REFUSED);
  }
  return actor.email === null ? errAsync({ type: 'Unauthorized', message: 'Unauthorized' }) : okAsync(mailAddressKey(actor.email));
}

function viewOf(email: string, left: ReadonlySet<MailingList>): MailPreferencesView {
  return { email, receives: { reminders: !left.has('reminders'), newsletters: !left.has('newsletters') } };
}

/** The preferences of the link's address (or the signed-in person's): which lists it receives. */
export function viewMailPreferences(
  deps: MailPreferencesDeps,
  actor: Actor,
  token: string | null,
): ResultAsync<MailPreferencesView, ContentError> {
  return addressOf(deps, actor, token).andThen((email) =>
    storeOf(deps).andThen((store) =>
      store
        .leftLists(email)
        .mapErr(fromMail)
        .map((left) => viewOf(email, left)),
    ),
  );
}

/** Turns each list on or off for the link's address (or the signed-in person's); receipts, codes and tickets are not lists. */
export function changeMailPreferences(
  deps: MailPreferencesDeps,
  actor: Actor,
  token: string | null,
  receives: Readonly<Record<MailingList, boolean>>,
): ResultAsync<MailPreferencesView, ContentError> {
  const left = new Set(MAILING_LISTS.filter((list) => !receives[list]));
  const at = new Date(deps.clock.now()).toISOString();
  return addressOf(deps, actor, token).andThen((email) =>
    storeOf(deps).andThen((store) =>
      store
        .setLeftLists(email, left, at)
        .mapErr(fromMail)
        .map((now) => viewOf(email, now)),
    ),
  );
}

/**
 * One-click unsubscribe (RFC 8058): the link's address leaves `list`, keeping its other lists as
 * they were. Needs no session and no form: the signed link names the address. Leaving twice is fine.
 */
export function unsubscribeByLink(
  deps: MailPreferencesDeps,
  actor: Actor,
  token: string,
  list: string,
): ResultAsync<MailPreferencesView, ContentError> {
  if (!isMailingList(list)) return errAsync(UNKNOWN_LIST);
  if (token === '') return errAsync(LINK_REFUSED);
  const at = new Date(deps.clock.now()).toISOString();
  return addressOf(deps, actor, token).andThen((email) =>
    storeOf(deps).andThen((store) =>
      store
        .leftLists(email)
        .andThen((left) => store.setLeftLists(email, new Set([...left, list]), at))
        .mapErr(fromMail)
        .map((now) => viewOf(email, now)),
    ),
  );
}
