import { useState } from 'react';
import { saveTicketedEvent } from '../../../application/browser/use-cases/edit-ticketed-events.use-case';
import type { AdminEventDetail } from '../../../application/ports/event-admin-gateway.port';
import { countOf } from '../../../domain/ticketed-events';
import type { TicketedEventForm, TicketTypeForm } from '../../../domain/validation/ticketed-event-form';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useFocusFirstInvalid } from '../../components/step-heading';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { MarkdownField } from '../member-area/markdown-field';
import { EventImageField } from './event-image-field';
import { EMPTY_EVENT_FORM, EMPTY_TICKET_TYPE, moved, slugFromName, STATUS_LABELS, statusChoices } from './event-form-state';
import { TicketTypeFields } from './ticket-type-fields';

const CANCEL_HINT = 'Cancelling stops all sales for good. It refunds nobody by itself: refund each order from the event’s orders page.';

/**
 * The chair's event form: the event, its sales, and its ticket types (added, removed, reordered).
 * The server checks it with the domain and answers a message per field, shown beside the field
 * (focus goes to the first). `detail` is the event being edited, or null for a new one.
 */
export function EventForm({
  detail,
  timeZone,
  onSaved,
  onReload,
}: {
  readonly detail: AdminEventDetail | null;
  readonly timeZone: string;
  readonly onSaved: (detail: AdminEventDetail, created: boolean) => void;
  readonly onReload: () => void;
}) {
  const { eventAdmin } = useServices();
  const { actor } = useSession();
  const [form, setForm] = useState<TicketedEventForm>(detail?.form ?? EMPTY_EVENT_FORM);
  const [slugTouched, setSlugTouched] = useState(false);
  const save = useResultAction(
    () => saveTicketedEvent(eventAdmin, actor, { form, editing: detail && { slug: detail.event.slug, updatedAt: detail.updatedAt } }),
    { onSuccess: (saved) => onSaved(saved.detail, detail === null) },
  );
  const errors = save.error?.fields ?? {};
  const formRef = useFocusFirstInvalid<HTMLFormElement>(save.error);
  const set = (field: keyof TicketedEventForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setName = (name: string) =>
    setForm((current) => ({ ...current, name, slug: detail === null && !slugTouched ? slugFromName(name) : current.slug }));
  const setTypes = (ticketTypes: readonly TicketTypeForm[]) => setForm((current) => ({ ...current, ticketTypes }));
  const zoneHint = `Date and time in the chapter's time zone (${timeZone}).`;
  const choices = statusChoices(detail?.event.status ?? null);
  return (
    <form
      ref={formRef}
      className="event-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.start(undefined);
      }}
    >
      <fieldset>
        <legend>The event</legend>
        <TextField label="Event name" required value={form.name} error={errors['name']} onChange={setName} />
        <TextField
          label="Address"
          required
          value={form.slug}
          readOnly={detail !== null}
          error={errors['slug']}
          onChange={(slug) => {
            setSlugTouched(true);
            set('slug')(slug);
          }}
          hint={
            detail === null
              ? `The page will be /events/${form.slug || 'your-address'}: lowercase letters, digits and hyphens. It cannot change after the event is created.`
              : `The page is /events/${form.slug}. It cannot change.`
          }
        />
        <div className="field-row">
          <TextField
            label="Start"
            type="datetime-local"
            required
            value={form.start}
            error={errors['start']}
            onChange={set('start')}
            hint={zoneHint}
          />
          <TextField
            label="End"
            type="datetime-local"
            required
            value={form.end}
            error={errors['end']}
            onChange={set('end')}
            hint={zoneHint}
          />
        </div>
        <TextField label="Venue" required value={form.venue} error={errors['venue']} onChange={set('venue')} />
        <MarkdownField
          spec={{ name: 'description', label: 'Description' }}
          value={form.description}
          error={errors['description']}
          onChange={set('description')}
        />
        <EventImageField value={form.image} error={errors['image']} onChange={set('image')} />
      </fieldset>
      <fieldset>
        <legend>Sales</legend>
        <StatusField value={form.status} choices={choices} error={errors['status']} onChange={set('status')} />
        <div className="field-row">
          <TextField
            label="Sales open"
            type="datetime-local"
            value={form.salesOpens}
            error={errors['salesOpens']}
            onChange={set('salesOpens')}
            hint="Empty: as soon as the event is published."
          />
          <TextField
            label="Sales close"
            type="datetime-local"
            value={form.salesCloses}
            error={errors['salesCloses']}
            onChange={set('salesCloses')}
            hint="Empty: until you close sales."
          />
        </div>
        <TextField
          label="Capacity"
          inputMode="numeric"
          value={form.capacity}
          error={errors['capacity']}
          onChange={set('capacity')}
          hint="Seats across every ticket type. Empty: no overall limit."
        />
        <TextField
          label="Reminder to ticket holders (hours before the start)"
          inputMode="numeric"
          value={form.reminderHours}
          error={errors['reminderHours']}
          onChange={set('reminderHours')}
          hint="Each buyer is e-mailed their tickets' links this many hours before the event. Empty: 48. 0: no reminder."
        />
      </fieldset>
      <TicketTypesGroup types={form.ticketTypes} sold={detail?.seats.sold ?? {}} errors={errors} onChange={setTypes} />
      {save.status === 'failed' && save.error ? (
        <div className="notice-inline error" role="alert">
          <p>{save.error.message}</p>
          {save.error.stale ? (
            <button type="button" className="button" onClick={onReload}>
              Reload the event
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={save.status === 'running'}>
        {detail === null ? 'Create event' : 'Save changes'}
      </button>
    </form>
  );
}

function StatusField({
  value,
  choices,
  error,
  onChange,
}: {
  readonly value: string;
  readonly choices: readonly (keyof typeof STATUS_LABELS)[];
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const errorId = error ? 'event-status-error' : undefined;
  return (
    <div className="field">
      <label htmlFor="event-status">Status</label>
      <p id="event-status-hint" className="field-hint">
        {CANCEL_HINT}
      </p>
      <select
        id="event-status"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={['event-status-hint', errorId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TicketTypesGroup({
  types,
  sold,
  errors,
  onChange,
}: {
  readonly types: readonly TicketTypeForm[];
  readonly sold: Readonly<Record<string, number>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly onChange: (types: readonly TicketTypeForm[]) => void;
}) {
  const groupError = errors['ticketTypes'];
  return (
    <fieldset className="ticket-types" aria-describedby={groupError ? 'ticket-types-error' : undefined}>
      <legend>Ticket types</legend>
      {groupError ? (
        <p id="ticket-types-error" className="field-error" role="alert">
          {groupError}
        </p>
      ) : null}
      {types.map((type, index) => (
        <TicketTypeFields
          // Types have no id until saved: their place is their identity while editing.
          key={index}
          index={index}
          type={type}
          sold={type.id === '' ? 0 : countOf(sold, type.id)}
          errors={errors}
          onChange={(changed) => onChange(types.map((t, i) => (i === index ? changed : t)))}
          moves={{
            onMoveUp: index > 0 ? () => onChange(moved(types, index, index - 1)) : null,
            onMoveDown: index < types.length - 1 ? () => onChange(moved(types, index, index + 1)) : null,
            onRemove: () => onChange(types.filter((_, i) => i !== index)),
          }}
        />
      ))}
      <button type="button" className="button" onClick={() => onChange([...types, EMPTY_TICKET_TYPE])}>
        Add a ticket type
      </button>
    </fieldset>
  );
}
