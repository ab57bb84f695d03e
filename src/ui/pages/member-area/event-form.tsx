import { useState } from 'react';
import { saveEvent } from '../../../application/browser/use-cases/save-event.use-case';
import type { EventForm as EventValues } from '../../../domain/validation/admin-forms';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { FieldList, type FieldSpec } from '../../components/field-list';
import { useResultAction } from '../../components/use-result';

export const EMPTY_EVENT: EventValues = { eventName: '', eventDate: '', eventDesc: '' };

const FIELDS: readonly FieldSpec<keyof EventValues>[] = [
  { name: 'eventName', label: 'Event name', required: true },
  { name: 'eventDate', label: 'Event date', required: true, placeholder: 'e.g. 2026-05-16 or May 16, 2026' },
  { name: 'eventDesc', label: 'Event description', multiline: true },
];

/** Adding saves by name (spec section 5), which the name field says; an edit changes its own record only. */
const ADD_FIELDS = FIELDS.map((field) =>
  field.name === 'eventName' ? { ...field, hint: 'Adding an event with the name of an existing one updates that event.' } : field,
);

/**
 * Add an event (saved by name: one with the same name is updated) or edit the event `id` (only
 * it changes). Give it a new `key` to start from other values.
 */
export function EventForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  readonly initial: EventValues;
  readonly id: string | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const services = useServices();
  const { actor } = useSession();
  const [values, setValues] = useState(initial);
  const editing = id !== null;
  const save = useResultAction((form: EventValues) => saveEvent(services, { actor, form, id }), { onSuccess: onSaved });
  const errors = save.error?.type === 'InvalidForm' ? save.error.fields : {};
  const running = save.status === 'running';
  return (
    <form
      noValidate
      className="admin-form"
      aria-busy={running}
      aria-label={editing ? 'Edit event' : 'Add event'}
      onSubmit={(event) => {
        event.preventDefault();
        save.start(values);
      }}
    >
      <h4>{editing ? 'Edit event' : 'Add an event'}</h4>
      <FieldList fields={editing ? FIELDS : ADD_FIELDS} values={values} errors={errors} onChange={(name, value) => setValues({ ...values, [name]: value })} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={running}>
          Save event
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
