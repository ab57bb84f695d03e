import { useCallback, useState } from 'react';
import { deleteOfficer } from '../../../application/browser/use-cases/delete-officer.use-case';
import { loadOfficers } from '../../../application/browser/use-cases/load-officers.use-case';
import type { Officer } from '../../../domain/officers';
import { ADMIN_LIST_PREVIEW_LENGTH, truncate } from '../../../domain/text';
import type { OfficerForm as OfficerValues } from '../../../domain/validation/admin-forms';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultAction, useResultLoad } from '../../components/use-result';
import { ConfirmDelete } from './confirm-delete';
import { EMPTY_OFFICER, OfficerForm } from './officer-form';

interface Draft {
  readonly values: OfficerValues;
  /** The record being edited (saving updates it, by id), or null while adding. */
  readonly id: string | null;
  readonly version: number;
}

/** The Admin Panel's officers: the list (50-character previews) with Edit and Delete, and the add/edit form. */
export function OfficersAdmin() {
  const services = useServices();
  const { actor } = useSession();
  const load = useCallback(() => loadOfficers(services), [services]);
  const officers = useResultLoad(load);
  const [draft, setDraft] = useState<Draft>({ values: EMPTY_OFFICER, id: null, version: 0 });
  const startOver = () => setDraft((current) => ({ values: EMPTY_OFFICER, id: null, version: current.version + 1 }));
  const remove = useResultAction((officer: Officer) => deleteOfficer(services, { actor, id: officer.id }), { onSuccess: officers.reload });
  const edit = ({ id, name, position, summary, photo }: Officer) =>
    setDraft((current) => ({ values: { name, position, summary, photo }, id, version: current.version + 1 }));
  return (
    <section className="admin-section" aria-labelledby="admin-officers-heading">
      <h3 id="admin-officers-heading">Officers</h3>
      {officers.status === 'failed' ? <p className="notice-inline error">{officers.error?.notice.text}</p> : null}
      {officers.value === null && officers.status === 'loading' ? <p role="status">Loading officers...</p> : null}
      {officers.value?.length === 0 ? <p>No officers yet.</p> : null}
      <ul className="admin-list" aria-label="Officers">
        {officers.value?.map((officer) => (
          <OfficerRow key={officer.id} officer={officer} onEdit={() => edit(officer)} onDelete={() => remove.start(officer)} />
        ))}
      </ul>
      <OfficerForm
        key={draft.version}
        initial={draft.values}
        id={draft.id}
        onSaved={() => {
          officers.reload();
          startOver();
        }}
        onCancel={startOver}
      />
    </section>
  );
}

function OfficerRow({ officer, onEdit, onDelete }: { readonly officer: Officer; readonly onEdit: () => void; readonly onDelete: () => void }) {
  const preview = truncate(officer.summary, ADMIN_LIST_PREVIEW_LENGTH);
  return (
    <li>
      {officer.photo ? <img className="admin-thumb" src={officer.photo} alt={`Photo of ${officer.name}`} /> : null}
      <div className="admin-item-text">
        <strong>{officer.name}</strong> <span className="admin-item-meta">{officer.position}</span>
        {preview ? <p>{preview}</p> : null}
      </div>
      <div className="admin-item-actions">
        <button type="button" className="button" onClick={onEdit}>
          Edit<span className="visually-hidden"> {officer.name}</span>
        </button>
        <ConfirmDelete name={officer.name} onConfirm={onDelete} />
      </div>
    </li>
  );
}
