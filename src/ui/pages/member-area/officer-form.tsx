import { useState } from 'react';
import { saveOfficer } from '../../../application/browser/use-cases/save-officer.use-case';
import { IMAGE_ACCEPT, MAX_PHOTO_SIZE } from '../../../domain/documents';
import type { OfficerForm as OfficerValues } from '../../../domain/validation/admin-forms';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { FieldList, type FieldSpec } from '../../components/field-list';
import { FileField } from '../../components/file-field';
import { useNotify } from '../../components/notices';
import { useResultAction } from '../../components/use-result';
import { choosePhoto, NO_PHOTO, photoFileOf } from './officer-photo';

export const EMPTY_OFFICER: OfficerValues = { name: '', position: '', summary: '', photo: '' };

const FIELDS: readonly FieldSpec<'name' | 'position' | 'summary'>[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'position', label: 'Position', required: true },
  { name: 'summary', label: 'Summary', multiline: true },
];

/** Adding saves by name (spec section 5), which the name field says; an edit changes its own record only. */
const ADD_FIELDS = FIELDS.map((field) =>
  field.name === 'name' ? { ...field, hint: 'Adding an officer with the name of an existing one updates that officer.' } : field,
);

/**
 * Add an officer (saved by name: one with the same name is updated) or edit the officer `id`
 * (only they change; without a new photo the current one is kept), with an optional photo
 * ('Uploading photo...' while it goes up).
 */
export function OfficerForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  readonly initial: OfficerValues;
  readonly id: string | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState(NO_PHOTO);
  const editing = id !== null;
  const save = useResultAction(
    ({ form, file }: { form: OfficerValues; file: File | null }) =>
      photoFileOf(file).andThen((chosen) => saveOfficer(services, { actor, form, id, photo: chosen, onNotice: notify })),
    { onSuccess: onSaved },
  );
  const errors = save.error?.type === 'InvalidForm' ? save.error.fields : {};
  const running = save.status === 'running';
  return (
    <form
      noValidate
      className="admin-form"
      aria-busy={running}
      aria-label={editing ? 'Edit officer' : 'Add officer'}
      onSubmit={(event) => {
        event.preventDefault();
        save.start({ form: values, file: photo.file });
      }}
    >
      <h4>{editing ? 'Edit officer' : 'Add an officer'}</h4>
      <FieldList fields={editing ? FIELDS : ADD_FIELDS} values={values} errors={errors} onChange={(name, value) => setValues({ ...values, [name]: value })} />
      {values.photo ? <img className="officer-current-photo" src={values.photo} alt={`Current photo of ${values.name}`} /> : null}
      <FileField label="Photo" accept={IMAGE_ACCEPT} hint={`PNG, JPEG, GIF or WebP; up to ${MAX_PHOTO_SIZE}`} error={photo.error ?? errors.photo} onChange={(file) => setPhoto(choosePhoto(file))} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={running}>
          Save officer
        </button>
        {editing ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel edit
          </button>
        ) : null}
      </div>
    </form>
  );
}
