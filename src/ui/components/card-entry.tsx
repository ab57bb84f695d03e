import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CardField } from '../../application/browser/machines/checkout-support';
import {
  CARD_DETAILS_MISSING,
  type CardElementProvider,
  type CardElementState,
  type CardEntryMode,
  type MountedCardElement,
} from '../../application/ports/card-element.port';
import type { CardEntry } from '../../application/ports/payment-gateway.port';
import { readCardInput, type CardInput } from '../../domain/card';
import type { FieldErrors } from '../../domain/validation/fields';
import { useServices } from '../app/services';
import { CardFields, EMPTY_CARD } from './card-fields';

/** Where the provider's card element stands on this page. */
type ElementStatus =
  | { readonly kind: 'mounting' }
  | { readonly kind: 'ready'; readonly mounted: MountedCardElement; readonly state: CardElementState }
  | { readonly kind: 'failed'; readonly message: string };

/** What a checkout form holds about the card while it is typed. */
export interface CardEntryControl {
  /** Still finding out how this site takes cards, the simulator's form, the provider's element, or neither (`unavailable`). */
  readonly mode: 'loading' | 'simulator' | 'provider' | 'unavailable';
  readonly value: CardInput;
  readonly onChange: (card: CardInput) => void;
  /** The provider's card element (provider mode only). */
  readonly provider: CardElementProvider | null;
  readonly element: ElementStatus;
  readonly onElement: (status: ElementStatus) => void;
  /** Asks again: the site's card entry, then the provider's element. */
  readonly retry: () => void;
  /** Why no card can be taken now (shown, and tied to the pay button), or null. */
  readonly unavailableMessage: string | null;
  /** The card to pay with, or null while this page cannot take a card. */
  readonly entry: CardEntry | null;
  /** The id of the message saying why no card can be taken (tied to the pay button). */
  readonly unavailableId: string;
}

/** What the page says while it finds out how cards are taken, and loads the provider's card form. */
export const CARD_FORM_LOADING = 'Loading the card form...';

type ModeStatus =
  | { readonly kind: 'known'; readonly mode: CardEntryMode }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string };

/** The site's card entry: known at once when the wiring fixes it, else asked for (and asked again on retry). */
function useCardEntryMode(): [ModeStatus, () => void] {
  const { cardEntry } = useServices();
  const [status, setStatus] = useState<ModeStatus>(() => {
    const known = cardEntry.known();
    return known === null ? { kind: 'loading' } : { kind: 'known', mode: known };
  });
  const [attempt, setAttempt] = useState(0);
  const waiting = status.kind === 'loading';
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    void cardEntry.resolve().match(
      (mode) => live && setStatus({ kind: 'known', mode }),
      (error) => live && setStatus({ kind: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [cardEntry, waiting, attempt]);
  const retry = useCallback(() => {
    setStatus({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [status, retry];
}

function entryOf(mode: ModeStatus, value: CardInput, element: ElementStatus): CardEntry | null {
  if (mode.kind !== 'known') return null;
  if (mode.mode.kind === 'simulator') return { kind: 'card-details', card: readCardInput(value) };
  if (element.kind !== 'ready') return null;
  const problem = element.state.complete ? null : (element.state.error ?? CARD_DETAILS_MISSING);
  return { kind: 'provider-element', element: element.mounted.element, problem };
}

function unavailableOf(mode: ModeStatus, element: ElementStatus): string | null {
  if (mode.kind === 'loading') return CARD_FORM_LOADING;
  if (mode.kind === 'failed') return mode.message;
  if (mode.mode.kind === 'simulator') return null;
  if (element.kind === 'mounting') return CARD_FORM_LOADING;
  return element.kind === 'failed' ? element.message : null;
}

/**
 * The card a checkout form collects: with the simulator, the text of its card form read as a
 * Card (the machine judges it); with a payment provider, its card element once mounted, with what
 * the element says is missing (the machine refuses an unfinished card before any order opens).
 */
export function useCardEntry(): CardEntryControl {
  const [modeStatus, retryMode] = useCardEntryMode();
  const [value, setValue] = useState<CardInput>(EMPTY_CARD);
  const [element, setElement] = useState<ElementStatus>({ kind: 'mounting' });
  const unavailableId = useId();
  const provider = modeStatus.kind === 'known' && modeStatus.mode.kind === 'provider' ? modeStatus.mode.provider : null;
  const mode = modeStatus.kind === 'known' ? modeStatus.mode.kind : modeStatus.kind === 'loading' ? 'loading' : 'unavailable';
  const retry = useCallback(() => {
    // A failed element was taken off the page: showing it again mounts it again.
    if (modeStatus.kind === 'failed') retryMode();
    setElement({ kind: 'mounting' });
  }, [modeStatus.kind, retryMode]);
  return {
    mode: element.kind === 'failed' && mode === 'provider' ? 'unavailable' : mode,
    value,
    onChange: setValue,
    provider,
    element,
    onElement: setElement,
    retry,
    unavailableMessage: unavailableOf(modeStatus, element),
    entry: entryOf(modeStatus, value, element),
    unavailableId,
  };
}

/**
 * The provider's card element (Stripe Elements): mounted into its own box when the form shows,
 * taken off when it goes. The box takes focus for the form's first-invalid focus and passes it
 * to the element; the element's problem is shown under it and tied to it.
 */
function ProviderCardField({
  provider,
  control,
  error,
}: {
  readonly provider: CardElementProvider;
  readonly control: CardEntryControl;
  readonly error: string | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCardElement | null>(null);
  const { onElement } = control;
  const errorId = useId();
  const labelId = useId();
  useEffect(() => {
    const container = box.current;
    if (container === null) return undefined;
    let live = true;
    let state: CardElementState = { complete: false, error: null };
    let current: MountedCardElement | null = null;
    void provider
      .mount(container, (change) => {
        state = change;
        if (live && current) onElement({ kind: 'ready', mounted: current, state });
      })
      .match(
        (element) => {
          if (!live) return element.destroy();
          current = element;
          mounted.current = element;
          return onElement({ kind: 'ready', mounted: element, state });
        },
        (failure) => live && onElement({ kind: 'failed', message: failure.message }),
      );
    return () => {
      live = false;
      current?.destroy();
      mounted.current = null;
    };
  }, [provider, onElement]);
  return (
    <div className="field card-fields">
      <p id={labelId} className="field-label">
        Card details
      </p>
      <div
        ref={box}
        className="provider-card-element"
        tabIndex={-1}
        role="group"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={(event) => event.target === event.currentTarget && mounted.current?.focus()}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The card part of a checkout form: the simulator's card form with the machine's card messages,
 * or the payment provider's card element; while neither can be shown, why (loading, or a load
 * that failed, with 'Try again').
 */
export function CardEntryFields({ control, errors }: { readonly control: CardEntryControl; readonly errors: FieldErrors<CardField> }) {
  if (control.mode === 'simulator') return <CardFields value={control.value} onChange={control.onChange} errors={errors} />;
  const failed = control.mode === 'unavailable';
  const notice =
    control.unavailableMessage === null ? null : (
      <p id={control.unavailableId} className={failed ? 'notice-inline error' : 'notice-inline'} role={failed ? 'alert' : 'status'}>
        {control.unavailableMessage}
        {failed ? (
          <>
            {' '}
            <button type="button" className="link-button" onClick={control.retry}>
              Try again
            </button>
          </>
        ) : null}
      </p>
    );
  return (
    <>
      {control.provider !== null && !failed ? (
        <ProviderCardField provider={control.provider} control={control} error={errors.number ?? errors.expiry ?? errors.cvc} />
      ) : null}
      {notice}
    </>
  );
}

/**
 * Whether a checkout form stays on the page, hidden, while its payment is under way: a payment
 * provider's card element must still be mounted when its card is confirmed (Stripe.js reads the
 * card from it then), so the form that holds it is hidden, not taken off. The simulator's form goes.
 */
export function useFormStaysWhilePaying(): boolean {
  const { cardEntry } = useServices();
  return cardEntry.known()?.kind === 'provider';
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
