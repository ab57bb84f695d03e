import { useId, useState, type ReactNode } from 'react';
import type { CardField } from '../../application/machines/checkout-support';
import type { CardEntry } from '../../application/ports/payment-gateway.port';
import { readCardInput, type CardInput } from '../../domain/card';
import type { FieldErrors } from '../../domain/validation/fields';
import { useServices } from '../app/services';
import { CardFields, EMPTY_CARD } from './card-fields';

/** What a checkout form holds about the card while it is typed. */
export interface CardEntryControl {
  readonly mode: 'simulator' | 'provider';
  readonly value: CardInput;
  readonly onChange: (card: CardInput) => void;
  /** The card to pay with, or null while this page cannot take a card. */
  readonly entry: CardEntry | null;
  /** The id of the message saying why no card can be taken (tied to the pay button). */
  readonly unavailableId: string;
}

/**
 * The card a checkout form collects: with the simulator, the text of its card form read as a
 * Card (the machine judges it); with a payment provider, nothing yet (its element comes later).
 */
export function useCardEntry(): CardEntryControl {
  const { cardEntry } = useServices();
  const [value, setValue] = useState<CardInput>(EMPTY_CARD);
  const unavailableId = useId();
  const entry: CardEntry | null = cardEntry === 'simulator' ? { kind: 'card-details', card: readCardInput(value) } : null;
  return { mode: cardEntry, value, onChange: setValue, entry, unavailableId };
}

/** The words shown where the provider's card element will go. */
export const CARD_ENTRY_UNAVAILABLE =
  'Card payments through our payment provider cannot be taken on this page yet. Please try again later.';

/**
 * The card part of a checkout form: the simulator's card form with the machine's card messages,
 * or a clear message while the payment provider's element is not available.
 */
export function CardEntryFields({
  control,
  errors,
}: {
  readonly control: CardEntryControl;
  readonly errors: FieldErrors<CardField>;
}) {
  if (control.mode === 'simulator') return <CardFields value={control.value} onChange={control.onChange} errors={errors} />;
  return (
    <p id={control.unavailableId} className="notice-inline error">
      {CARD_ENTRY_UNAVAILABLE}
    </p>
  );
}

/** The form's submit button; disabled (with the reason tied to it) while no card can be taken. */
export function PayButton({ control, children }: { readonly control: CardEntryControl; readonly children: ReactNode }) {
  const unavailable = control.entry === null;
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={unavailable}
      aria-describedby={unavailable ? control.unavailableId : undefined}
    >
      {children}
    </button>
  );
}
