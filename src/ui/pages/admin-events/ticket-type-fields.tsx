import { useId } from 'react';
import { MAX_COUNT_PER_ORDER } from '../../../domain/catalog';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { TicketTypeForm } from '../../../domain/validation/ticketed-event-form';
import { TextField } from '../../components/text-field';

/** What one ticket type's group may do besides changing its fields. */
export interface TicketTypeMoves {
  readonly onMoveUp: (() => void) | null;
  readonly onMoveDown: (() => void) | null;
  readonly onRemove: () => void;
}

const FAIR_VALUE_HINT =
  'The part of the price that is not a gift (the dinner itself), stated on receipts so buyers know what they may deduct. Empty: all of the price.';

/**
 * One ticket type of the chair's form, as a fieldset: name, description, price, member price,
 * capacity, per-order maximum, fair market value, what each ticket asks, ticket or sponsorship,
 * and the buttons to move or remove it. Its messages come keyed `ticketTypes.<index>.<field>`.
 */
export function TicketTypeFields({
  index,
  type,
  sold,
  errors,
  moves,
  onChange,
}: {
  readonly index: number;
  readonly type: TicketTypeForm;
  /** Seats of this type sold so far (0 for a new type). */
  readonly sold: number;
  readonly errors: FieldErrors;
  readonly moves: TicketTypeMoves;
  readonly onChange: (type: TicketTypeForm) => void;
}) {
  const id = useId();
  const key = (field: keyof TicketTypeForm) => errors[`ticketTypes.${index}.${field}`];
  const set = (field: keyof TicketTypeForm) => (value: string) => onChange({ ...type, [field]: value });
  const legend = `Ticket type ${index + 1}${type.name.trim() ? `: ${type.name.trim()}` : ''}`;
  return (
    <fieldset className="ticket-type">
      <legend>{legend}</legend>
      {sold > 0 ? <p className="field-hint">{`${sold} sold so far. A new price is for new orders: orders keep what they paid.`}</p> : null}
      <TextField
        label="Name"
        required
        value={type.name}
        error={key('name')}
        onChange={set('name')}
        hint="Adults, Children, A sponsored student..."
      />
      <TextField
        label="Description"
        value={type.description}
        error={key('description')}
        onChange={set('description')}
        hint="Child (9 and under)"
      />
      <div className="field-row">
        <TextField
          label="Price ($)"
          required
          inputMode="decimal"
          value={type.price}
          error={key('price')}
          onChange={set('price')}
          hint="38 or 38.50"
        />
        <TextField
          label="Member price ($)"
          inputMode="decimal"
          value={type.memberPrice}
          error={key('memberPrice')}
          onChange={set('memberPrice')}
          hint="For members with this year's dues paid. Empty: none."
        />
      </div>
      <div className="field-row">
        <TextField
          label="Capacity"
          inputMode="numeric"
          value={type.capacity}
          error={key('capacity')}
          onChange={set('capacity')}
          hint="Seats of this type. Empty: only the event's capacity."
        />
        <TextField
          label="Most per order"
          inputMode="numeric"
          value={type.perOrderMax}
          error={key('perOrderMax')}
          onChange={set('perOrderMax')}
          hint={`Empty: up to ${MAX_COUNT_PER_ORDER}.`}
        />
      </div>
      <TextField
        label="Fair market value ($)"
        inputMode="decimal"
        value={type.fairMarketValue}
        error={key('fairMarketValue')}
        onChange={set('fairMarketValue')}
        hint={FAIR_VALUE_HINT}
      />
      <label className="checkbox" htmlFor={`${id}-holder`}>
        <input
          id={`${id}-holder`}
          type="checkbox"
          checked={type.asksHolderName}
          onChange={(event) => onChange({ ...type, asksHolderName: event.target.checked })}
        />
        Ask each ticket's holder name
      </label>
      <TextField
        label="Question"
        value={type.question}
        error={key('question')}
        onChange={set('question')}
        hint="Asked on each ticket, such as a meal choice. Empty: none."
      />
      <fieldset className="plain-choices">
        <legend>Kind</legend>
        {(['ticket', 'sponsorship'] as const).map((kind) => (
          <label key={kind} className="radio">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={type.kind === kind}
              onChange={() => onChange({ ...type, kind })}
            />
            {kind === 'ticket' ? 'A ticket' : 'A sponsorship (a seat paid for someone else, such as a student)'}
          </label>
        ))}
      </fieldset>
      <div className="ticket-type-moves">
        <button type="button" className="button" disabled={moves.onMoveUp === null} onClick={moves.onMoveUp ?? undefined}>
          Move up<span className="visually-hidden">{` ${legend}`}</span>
        </button>
        <button type="button" className="button" disabled={moves.onMoveDown === null} onClick={moves.onMoveDown ?? undefined}>
          Move down<span className="visually-hidden">{` ${legend}`}</span>
        </button>
        <button type="button" className="button" onClick={moves.onRemove}>
          Remove<span className="visually-hidden">{` ${legend}`}</span>
        </button>
      </div>
    </fieldset>
  );
}
