import { useState } from 'react';
import { nameOf, type NamedRecord, type NamedValues } from '../../../domain/named-records';
import type { FieldErrors } from '../../../domain/validation/fields';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { FieldList } from '../../components/field-list';
import { useRevealOnOpen } from '../../components/step-heading';
import { useNotify } from '../../components/notices';
import { useResultAction } from '../../components/use-result';
import type { AdminSection } from './admin-sections';
import { MarkdownField } from './markdown-field';
import { OfficerPhotoField } from './officer-photo-field';
import { choosePhoto, NO_PHOTO, photoFileOf } from './officer-photo';

/**
 * Add a record (saved by name: one with the same name is updated, which the name field says) or
 * edit the record `id` (only it changes), with the section's photo when it has one ('Uploading
 * photo...' while it goes up; without a new photo the current one is kept). Give it a new `key`
 * to start from other values.
 */
export function NamedRecordForm<V extends string, T extends NamedRecord<V>>({
  section,
  initial,
  id,
  onSaved,
  onCancel,
}: {
  readonly section: AdminSection<V, T>;
  readonly initial: NamedValues<V>;
  readonly id: string | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const [photo, setPhoto] = useState(NO_PHOTO);
  const { noun, article, nameField } = section.admin.kind;
  const editing = id !== null;
  // Edit opens this form with a record's values, often far below its row on a phone.
  const heading = useRevealOnOpen<HTMLHeadingElement>(editing);
  const save = useResultAction(
    ({ form, file }: { form: NamedValues<V>; file: File | null }) =>
      photoFileOf(file).andThen((chosen) => section.save(services, { actor, form, id, photo: chosen, onNotice: notify })),
    { onSuccess: onSaved },
  );
  const errors: FieldErrors<V> = save.error !== null && 'fields' in save.error ? save.error.fields : {};
  const running = save.status === 'running';
  const hint = `Adding ${article.toLowerCase()} ${noun} with the name of an existing one updates that ${noun}.`;
  const fields = editing ? section.fields : section.fields.map((field) => (field.name === nameField ? { ...field, hint } : field));
  const markdown = section.admin.kind.markdown ?? [];
  const change = (name: V, value: string) => setValues({ ...values, [name]: value });
  return (
    <form
      noValidate
      className="admin-form"
      aria-busy={running}
      aria-label={editing ? `Edit ${noun}` : `Add ${noun}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.start({ form: values, file: photo.file });
      }}
    >
      <h4 ref={heading} tabIndex={-1}>
        {editing ? `Edit ${noun}` : `Add ${article.toLowerCase()} ${noun}`}
      </h4>
      <FieldList fields={fields.filter((field) => !markdown.includes(field.name))} values={values} errors={errors} onChange={change} />
      {fields
        .filter((field) => markdown.includes(field.name))
        .map((field) => (
          <MarkdownField
            key={field.name}
            spec={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ))}
      {section.photo === undefined ? null : (
        <OfficerPhotoField
          current={values[section.photo]}
          name={nameOf(section.admin.kind, values)}
          error={photo.error ?? errors[section.photo]}
          onChoose={(file) => setPhoto(choosePhoto(file))}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={running}>
          Save {noun}
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
