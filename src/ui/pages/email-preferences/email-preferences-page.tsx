import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MailPreferencesView } from '../../../application/ports/member-email-gateway.port';
import { MAILING_LISTS, type MailingList } from '../../../application/ports/mailer.port';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../components/document-title';
import { useResultAction, useResultLoad } from '../../components/use-result';
import '../member-email/member-email.css';

const TITLE = 'E-mail preferences';

const LIST_WORDS: Readonly<Record<MailingList, string>> = {
  newsletters: 'Newsletters and messages from the chapter’s officers',
  reminders: 'Dues and event reminders',
};

function isList(value: string | null): value is MailingList {
  return value !== null && (MAILING_LISTS as readonly string[]).includes(value);
}

function Preferences({ view, token }: { readonly view: MailPreferencesView; readonly token: string | null }) {
  const { mailPreferences } = useServices();
  const [receives, setReceives] = useState(view.receives);
  const [saved, setSaved] = useState<string | null>(null);
  const change = useResultAction((next: MailPreferencesView['receives']) => mailPreferences.change(token, next), {
    onSuccess: (now) => {
      setReceives(now.receives);
      setSaved('Your preferences have been saved.');
    },
  });
  return (
    <form
      className="member-email-form"
      aria-label={TITLE}
      onSubmit={(e) => {
        e.preventDefault();
        change.start(receives);
      }}
    >
      <fieldset>
        <legend>E-mail sent to {view.email}</legend>
        {MAILING_LISTS.map((list) => (
          <div key={list} className="checkbox-row">
            <input
              id={`list-${list}`}
              type="checkbox"
              checked={receives[list]}
              onChange={(e) => {
                setSaved(null);
                setReceives({ ...receives, [list]: e.target.checked });
              }}
            />{' '}
            <label htmlFor={`list-${list}`} style={{ display: 'inline' }}>
              {LIST_WORDS[list]}
            </label>
          </div>
        ))}
      </fieldset>
      <p>Receipts, sign-in codes and tickets are always sent.</p>
      <div className="member-email-actions">
        <button type="submit" className="button" disabled={change.status === 'running'}>
          Save preferences
        </button>
      </div>
      {saved ? <p role="status">{saved}</p> : null}
      {change.error ? (
        <p role="alert" className="notice-inline error">
          {change.error.message}
        </p>
      ) : null}
    </form>
  );
}

function LeaveList({ token, list, onDone }: { readonly token: string; readonly list: MailingList; readonly onDone: () => void }) {
  const { mailPreferences } = useServices();
  const leave = useResultAction(() => mailPreferences.unsubscribe(token, list), { onSuccess: onDone });
  return (
    <section aria-labelledby="leave-title">
      <h2 id="leave-title">Unsubscribe</h2>
      <p>Stop receiving {LIST_WORDS[list].toLowerCase()}?</p>
      <button type="button" className="button" onClick={() => leave.start(undefined)} disabled={leave.status === 'running'}>
        Unsubscribe
      </button>
      {leave.error ? (
        <p role="alert" className="notice-inline error">
          {leave.error.message}
        </p>
      ) : null}
    </section>
  );
}

/**
 * `/Email-Preferences`: the lists an address receives, by a mail's link (`?t=`) or for the signed-in
 * person; from a mail's unsubscribe link (`&leave=<list>`) it asks before leaving the list.
 */
export function EmailPreferencesPage() {
  useDocumentTitle(TITLE);
  const { mailPreferences } = useServices();
  const [params] = useSearchParams();
  const token = params.get('t');
  const leaving = params.get('leave');
  const [left, setLeft] = useState(false);
  const loaded = useResultLoad(useCallback(() => mailPreferences.view(token), [mailPreferences, token]));
  const done = () => {
    setLeft(true);
    loaded.reload();
  };
  return (
    <div className="page">
      <div className="container member-email-page">
        <h1>{TITLE}</h1>
        {loaded.status === 'loading' && !loaded.value ? <p role="status">Loading your preferences...</p> : null}
        {loaded.error ? (
          <p role="alert" className="notice-inline error">
            {loaded.error.type === 'Unauthorized'
              ? 'Please sign in, or open this page from the link in one of our e-mails.'
              : loaded.error.message}
          </p>
        ) : null}
        {left ? <p role="status">You have been unsubscribed.</p> : null}
        {loaded.value && token && isList(leaving) && !left && loaded.value.receives[leaving] ? (
          <LeaveList token={token} list={leaving} onDone={done} />
        ) : null}
        {loaded.value ? <Preferences key={JSON.stringify(loaded.value)} view={loaded.value} token={token} /> : null}
      </div>
    </div>
  );
}
