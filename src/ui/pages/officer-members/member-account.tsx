import { useState } from 'react';
import { ACCOUNT_STATE_LABELS, type AccountState } from '../../../application/ports/member-accounts.port';
import { useServices } from '../../app/services';
import { useResultAction } from '../../components/use-result';

type AccountAction = 'invite' | 'reset' | 'disable' | 'enable';

/** What each action is called on its button and what the page says once it is done. */
const ACTIONS: Readonly<Record<AccountAction, { readonly label: string; readonly done: (email: string) => string }>> = {
  invite: { label: 'Invite to sign in', done: (email) => `An invitation with a temporary password was e-mailed to ${email}.` },
  reset: {
    label: 'Require a new password',
    done: (email) => `A code to choose a new password was e-mailed to ${email}; their sessions ended.`,
  },
  disable: { label: 'Disable sign-in', done: () => 'Sign-in is disabled; their sessions ended.' },
  enable: { label: 'Enable sign-in', done: () => 'Sign-in is enabled again.' },
};

/** The actions an account's state allows. */
function actionsFor(state: AccountState): readonly AccountAction[] {
  switch (state) {
    case 'none':
      return ['invite'];
    case 'invited':
      return ['invite', 'disable'];
    case 'unconfirmed':
    case 'confirmed':
    case 'two-step':
      return ['reset', 'disable'];
    case 'disabled':
      return ['enable'];
  }
}

/** The member's sign-in account: its state, and the officer's actions on it (each e-mails or ends sessions as it says). */
export function MemberAccount(props: {
  readonly id: string;
  readonly email: string;
  readonly state: AccountState;
  readonly onChanged: () => void;
}) {
  const { officerMembers } = useServices();
  const [done, setDone] = useState<string | null>(null);
  const act = useResultAction(
    (action: AccountAction) => {
      switch (action) {
        case 'invite':
          return officerMembers.invite(props.id);
        case 'reset':
          return officerMembers.resetPassword(props.id);
        case 'disable':
          return officerMembers.setSignIn(props.id, false);
        case 'enable':
          return officerMembers.setSignIn(props.id, true);
      }
    },
    {
      onSuccess: (_state, action) => {
        setDone(ACTIONS[action].done(props.email));
        props.onChanged();
      },
    },
  );
  const label =
    props.state === 'invited'
      ? (action: AccountAction) => (action === 'invite' ? 'Send a new invitation' : ACTIONS[action].label)
      : (action: AccountAction) => ACTIONS[action].label;
  return (
    <section aria-labelledby="member-account-heading">
      <h2 id="member-account-heading">Account</h2>
      <p>Sign-in account: {ACCOUNT_STATE_LABELS[props.state]}</p>
      <div className="member-account-actions">
        {actionsFor(props.state).map((action) => (
          <button
            key={action}
            type="button"
            className="button"
            disabled={act.status === 'running'}
            onClick={() => {
              setDone(null);
              act.start(action);
            }}
          >
            {label(action)}
          </button>
        ))}
      </div>
      <p role="status">{done ?? ''}</p>
      {act.error ? (
        <p role="alert" className="notice-inline error">
          {act.error.message}
        </p>
      ) : null}
    </section>
  );
}
