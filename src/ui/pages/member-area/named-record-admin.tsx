import { useCallback, useState } from 'react';
import { deleteNamedRecord } from '../../../application/browser/use-cases/delete-named-record.use-case';
import { blankValues, nameOf, valuesOf, type NamedRecord, type NamedValues } from '../../../domain/named-records';
import { ADMIN_LIST_PREVIEW_LENGTH, truncate } from '../../../domain/text';
import { useServices } from '../../app/services';
import { EventDate } from '../../components/event-date';
import { useSession } from '../../app/session';
import { useResultAction, useResultLoad } from '../../components/use-result';
import type { AdminSection } from './admin-sections';
import { ConfirmDelete } from '../../components/confirm-delete';
import { NamedRecordForm } from './named-record-form';

interface Draft<V extends string> {
  readonly values: NamedValues<V>;
  /** The record being edited (saving updates it, by id), or null while adding. */
  readonly id: string | null;
  readonly version: number;
}

/** The Admin Panel's events or officers: the list (50-character previews) with Edit and Delete, and the add/edit form. */
export function NamedRecordAdmin<V extends string, T extends NamedRecord<V>>({ section }: { readonly section: AdminSection<V, T> }) {
  const services = useServices();
  const { actor } = useSession();
  const { kind } = section.admin;
  const load = useCallback(() => section.load(services), [section, services]);
  const records = useResultLoad(load);
  const [draft, setDraft] = useState<Draft<V>>({ values: blankValues(kind), id: null, version: 0 });
  const startOver = () => setDraft((current) => ({ values: blankValues(kind), id: null, version: current.version + 1 }));
  const remove = useResultAction((record: T) => deleteNamedRecord(section.admin, section.records(services), { actor, id: record.id }), {
    onSuccess: records.reload,
  });
  const edit = (record: T) => setDraft((current) => ({ values: valuesOf(kind, record), id: record.id, version: current.version + 1 }));
  const plural = section.title.toLowerCase();
  return (
    <section className="admin-section" aria-labelledby={`admin-${plural}-heading`}>
      <h3 id={`admin-${plural}-heading`}>{section.title}</h3>
      {records.status === 'failed' ? <p className="notice-inline error">{records.error?.notice.text}</p> : null}
      {records.value === null && records.status === 'loading' ? <p role="status">Loading {plural}...</p> : null}
      {records.value?.length === 0 ? <p>No {plural} yet.</p> : null}
      <ul className="admin-list" aria-label={section.title}>
        {records.value?.map((record) => (
          <AdminRow key={record.id} section={section} record={record} onEdit={() => edit(record)} onDelete={() => remove.start(record)} />
        ))}
      </ul>
      <NamedRecordForm
        key={draft.version}
        section={section}
        initial={draft.values}
        id={draft.id}
        onSaved={() => {
          records.reload();
          startOver();
        }}
        onCancel={startOver}
      />
    </section>
  );
}

function AdminRow<V extends string, T extends NamedRecord<V>>({
  section,
  record,
  onEdit,
  onDelete,
}: {
  readonly section: AdminSection<V, T>;
  readonly record: T;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const name = nameOf(section.admin.kind, record);
  const photo = section.photo === undefined ? '' : record[section.photo];
  const preview = truncate(record[section.preview], ADMIN_LIST_PREVIEW_LENGTH);
  return (
    <li>
      {photo ? <img className="admin-thumb" src={photo} alt={`Photo of ${name}`} /> : null}
      <div className="admin-item-text">
        <strong>{name}</strong>{' '}
        {section.metaIsEventDate ? (
          <EventDate className="admin-item-meta" eventDate={record[section.meta]} />
        ) : (
          <span className="admin-item-meta">{record[section.meta]}</span>
        )}
        {preview ? <p>{preview}</p> : null}
      </div>
      <div className="admin-item-actions">
        <button type="button" className="button" onClick={onEdit}>
          Edit<span className="visually-hidden"> {name}</span>
        </button>
        <ConfirmDelete name={name} onConfirm={onDelete} />
      </div>
    </li>
  );
}
