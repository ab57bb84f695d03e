import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListedGrant } from '../../../application/ports/officer-console-gateway.port';
import { OFFICER_ROLE_NAMES } from '../../../domain/officer-roles';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { GrantRoleForm } from './grant-role-form';
import './officers.css';

const STATUS: Record<ListedGrant['status'], string> = { current: 'Current', ended: 'Term ended', revoked: 'Revoked' };

function roleWords(grant: ListedGrant): string {
  return grant.event === null ? OFFICER_ROLE_NAMES[grant.role] : `${OFFICER_ROLE_NAMES[grant.role]} (${grant.event})`;
}

function statusWords(grant: ListedGrant): string {
  return grant.status === 'revoked'
    ? `Revoked by ${grant.revokedBy ?? ''} on ${grant.revokedAt?.slice(0, 10) ?? ''}`
    : STATUS[grant.status];
}

/** Asks before a grant is revoked (it ends at once), then revokes it. */
function RevokeButton({ grant, onRevoked }: { readonly grant: ListedGrant; readonly onRevoked: (grant: ListedGrant) => void }) {
  const { officerConsole } = useServices();
  const [asking, setAsking] = useState(false);
  const revoke = useResultAction((id: string) => officerConsole.revoke(id), { onSuccess: onRevoked });
  if (!asking) {
    return (
      <button type="button" className="button" onClick={() => setAsking(true)} aria-label={`Revoke ${roleWords(grant)} of ${grant.email}`}>
        Revoke
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Revoke ${roleWords(grant)} of ${grant.email}?`}>
      <p>
        Revoke {roleWords(grant)} of {grant.email} now?
      </p>
      {revoke.error !== null ? <p role="alert">{revoke.error.message}</p> : null}
      <button type="button" className="button button-primary" disabled={revoke.status === 'running'} onClick={() => revoke.start(grant.id)}>
        Yes, revoke
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </div>
  );
}

function GrantsTable({ grants, onRevoked }: { readonly grants: readonly ListedGrant[]; readonly onRevoked: (grant: ListedGrant) => void }) {
  return (
    <StackedTable>
      <caption>Grants, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col">Role</th>
          <th scope="col">Access ends on</th>
          <th scope="col">Granted</th>
          <th scope="col">Status</th>
          <th scope="col">Revoke</th>
        </tr>
      </thead>
      <tbody>
        {grants.map((grant) => (
          <tr key={grant.id}>
            <th scope="row">{grant.email}</th>
            <td data-label="Role">{roleWords(grant)}</td>
            <td data-label="Access ends on">{grant.endsOn}</td>
            <td data-label="Granted">
              by {grant.grantedBy} on {grant.grantedAt.slice(0, 10)}
            </td>
            <td data-label="Status">{statusWords(grant)}</td>
            <td data-label="Revoke">{grant.status === 'current' ? <RevokeButton grant={grant} onRevoked={onRevoked} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

function Roles() {
  const { officerConsole } = useServices();
  const list = useResultLoad(useCallback(() => officerConsole.roles(), [officerConsole]));
  const [done, setDone] = useState<string | null>(null);
  const changed = (words: string) => {
    setDone(words);
    list.reload();
  };
  return (
    <>
      <h2>Grant a role</h2>
      <GrantRoleForm
        timeZone={list.value?.timeZone ?? 'the chapter’s time zone'}
        onGranted={(grant) => changed(`${grant.email} is ${roleWords(grant)} until the start of ${grant.endsOn}.`)}
      />
      <p role="status">{done}</p>
      <h2>Roles granted</h2>
      {list.status === 'failed' ? <p role="alert">{list.error?.message}</p> : null}
      {list.value === null && list.status === 'loading' ? <p>Loading the roles...</p> : null}
      {list.value?.grants.length === 0 ? <p>No role has been granted yet.</p> : null}
      {list.value && list.value.grants.length > 0 ? (
        <GrantsTable grants={list.value.grants} onRevoked={(grant) => changed(`${roleWords(grant)} of ${grant.email} was revoked.`)} />
      ) : null}
    </>
  );
}

/** `/Admin/roles`: grant an officer's role until a term end date, see every grant, revoke one (administrators). */
export function RolesPage() {
  return (
    <div className="page">
      <OfficersOnly title="Roles" action="viewRoles">
        <div className="container">
          <p>
            <Link to="/Admin">Officers’ console</Link>
          </p>
          <h1>Roles</h1>
          <p>Administrators come from the server’s ADMIN_EMAILS setting. Here they give the officers’ roles, each until a term end date.</p>
          <Roles />
        </div>
      </OfficersOnly>
    </div>
  );
}
