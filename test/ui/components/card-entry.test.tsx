import { screen, waitFor } from '@testing-library/react';
import { errAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CardElementProvider, CardElementState } from '../../../src/application/ports/card-element.port';
import { fixedCardEntry } from '../../../src/application/ports/card-element.port';
import type { BillingDetails, CardEntry, PaymentError, PaymentGateway } from '../../../src/application/ports/payment-gateway.port';
import { readCardInput } from '../../../src/domain/card';
import { CARD_FORM_UNAVAILABLE, serverChosenPayments } from '../../../src/ui/app/payment-wiring';
import { CARD_DETAILS_MISSING } from '../../../src/application/ports/card-element.port';
import { CARD_FORM_LOADING } from '../../../src/ui/components/card-entry';
import { Cookout2022Page } from '../../../src/ui/pages/tickets/cookout-2022-page';
import { descriptionOf, fill, futureExpiry, GOOD_CARD, user, type User } from '../pages/checkout-kit';
import { renderWith, uiWorld, type UiWorld } from '../support/ui-world';

/** What the fake element stands for in the gateway: the page must hand over this very object. */
const ELEMENT_TOKEN = { fake: 'card element' };
const LOAD_FAILED = 'We could not load the card form from our payment provider.';

/**
 * A provider's card element as Stripe Elements behaves for the page: mounted into the box the
 * page gives, reporting complete once a full test card is typed, else its own problem.
 */
function fakeProvider(options: { failFirst?: number; gate?: Promise<void> } = {}) {
  let failures = options.failFirst ?? 0;
  const seen = { mounts: 0, destroyed: 0 };
  const provider: CardElementProvider = {
    mount: (container, onChange: (state: CardElementState) => void) => {
      seen.mounts++;
      if (failures > 0) {
        failures--;
        return errAsync({ type: 'ProviderUnavailable', message: LOAD_FAILED });
      }
      return ResultAsync.fromSafePromise(options.gate ?? Promise.resolve()).map(() => {
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Provider card');
        input.addEventListener('input', () => {
          const digits = input.value.replace(/\D/g, '');
          onChange(
            digits.length === 16
              ? { complete: true, error: null }
              : { complete: false, error: digits.length > 0 ? 'Your card number is incomplete.' : null },
          );
        });
        container.append(input);
        return {
          element: ELEMENT_TOKEN,
          focus: () => input.focus(),
          destroy: () => {
            seen.destroyed++;
            input.remove();
          },
        };
      });
    },
  };
  return { provider, seen };
}

/** The world's payments, with a provider's element confirmed as the simulator's good card (what Stripe.js would do). */
function providerPayments(world: UiWorld) {
  const inner = world.services.payments;
  const calls: { started: number; confirmed: { card: CardEntry; billing: BillingDetails }[] } = { started: 0, confirmed: [] };
  const good: CardEntry = { kind: 'card-details', card: readCardInput({ number: GOOD_CARD, expiry: futureExpiry(world), cvc: '123' }) };
  const payments: PaymentGateway = {
    startPayment: (request) => {
      calls.started++;
      return inner.startPayment(request);
    },
    confirmCard: (session, card, billing) => {
      calls.confirmed.push({ card, billing });
      return card.kind === 'provider-element' && card.element === ELEMENT_TOKEN
        ? inner.confirmCard(session, good, billing)
        : errAsync<never, PaymentError>({ type: 'InvalidOrder', message: 'wrong element' });
    },
  };
  return { payments, calls };
}

async function toCheckout(u: User): Promise<void> {
  await u.click(screen.getByRole('button', { name: 'Add a Ticket' }));
  await u.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
  await fill(u, 'First name', 'Katherine');
  await fill(u, 'Last name', 'Johnson');
  await fill(u, 'Email', 'katherine@example.org');
}

const pay = () => screen.getByRole('button', { name: 'Complete purchase' }) as HTMLButtonElement;

describe("the simulator's card form", () => {
  it("shows an expiry typed as digits alone with its slash ('1229' as 12/29), and pays with it", { timeout: 15_000 }, async () => {
    const world = uiWorld();
    renderWith(<Cookout2022Page />, world);
    const u = user();
    await toCheckout(u);
    await fill(u, 'First name', 'Dorothy');
    await fill(u, 'Last name', 'Vaughan');
    await fill(u, 'Email', 'dorothy@example.org');
    await fill(u, 'Card number', GOOD_CARD);
    await fill(u, 'Expiry date', '1240');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('12/40');
    await fill(u, 'CVC', '123');
    await u.click(screen.getByRole('button', { name: 'Complete purchase' }));
    await screen.findByText('Payment was successful!');
  });
});

describe('card entry with a payment provider (Stripe Elements in the real site)', () => {
  it('shows the provider’s element instead of the simulator’s form, and pays with it', { timeout: 15_000 }, async () => {
    const base = uiWorld();
    const { payments, calls } = providerPayments(base);
    const { provider, seen } = fakeProvider();
    const world = { ...base, services: { ...base.services, payments, cardEntry: fixedCardEntry({ kind: 'provider', provider }) } };
    const { unmount } = renderWith(<Cookout2022Page />, world);
    const u = user();
    await toCheckout(u);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    screen.getByRole('group', { name: 'Card details' });

    // Nothing typed in the element: the element's problem is shown on it, and no order is opened.
    await u.click(pay());
    const box = screen.getByRole('group', { name: 'Card details' });
    expect(descriptionOf(box)).toEqual([CARD_DETAILS_MISSING]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    // The form's first-invalid focus lands on the box, which hands it to the element's own input.
    expect(document.activeElement).toBe(screen.getByLabelText('Provider card'));
    await u.type(await screen.findByLabelText('Provider card'), '4242');
    await u.click(pay());
    expect(descriptionOf(screen.getByRole('group', { name: 'Card details' }))).toEqual(['Your card number is incomplete.']);
    expect(calls.started).toBe(0);

    await u.type(screen.getByLabelText('Provider card'), '424242424242');
    await u.click(pay());
    await screen.findByText('Payment was successful!');
    expect(calls.started).toBe(1);
    expect(calls.confirmed).toHaveLength(1);
    expect(calls.confirmed[0]!.card).toEqual({ kind: 'provider-element', element: ELEMENT_TOKEN, problem: null });
    expect(calls.confirmed[0]!.billing).toMatchObject({
      name: 'Katherine Johnson',
      email: 'katherine@example.org',
      address: { country: 'US' },
    });
    unmount();
    expect(seen.destroyed).toBe(seen.mounts);
  });

  it('says the card form is loading, with the pay button disabled, until the element is there', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { provider } = fakeProvider({ gate });
    renderWith(<Cookout2022Page />, uiWorld({ cardEntry: fixedCardEntry({ kind: 'provider', provider }) }));
    await toCheckout(user());
    expect(pay().disabled).toBe(true);
    expect(descriptionOf(pay())).toEqual([CARD_FORM_LOADING]);
    open();
    await screen.findByLabelText('Provider card');
    await waitFor(() => expect(pay().disabled).toBe(false));
    expect(screen.queryByText(CARD_FORM_LOADING)).toBeNull();
  });

  it('says so, visibly, when the card form cannot be loaded, and tries again', async () => {
    const { provider, seen } = fakeProvider({ failFirst: 1 });
    renderWith(<Cookout2022Page />, uiWorld({ cardEntry: fixedCardEntry({ kind: 'provider', provider }) }));
    const u = user();
    await toCheckout(u);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_FAILED);
    expect(pay().disabled).toBe(true);
    expect(descriptionOf(pay())[0]).toContain(LOAD_FAILED);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Provider card');
    expect(seen.mounts).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('card entry as the server chooses it (GET /payment/config)', () => {
  it('asks once a checkout shows its card, says when it cannot find out, and shows the simulator’s form after a retry', async () => {
    const base = uiWorld();
    let asked = 0;
    const { payments, cardEntry } = serverChosenPayments(async () => {
      asked++;
      if (asked === 1) throw new Error('offline');
      return { gateway: base.services.payments, cardEntry: { kind: 'simulator' } };
    });
    renderWith(<Cookout2022Page />, { ...base, services: { ...base.services, payments, cardEntry } });
    expect(asked).toBe(0);
    const u = user();
    await toCheckout(u);
    expect((await screen.findByRole('alert')).textContent).toContain(CARD_FORM_UNAVAILABLE);
    expect(pay().disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Card number');
    expect(asked).toBe(2);
    expect(cardEntry.known()).toEqual({ kind: 'simulator' });
    expect((await cardEntry.resolve())._unsafeUnwrap()).toEqual({ kind: 'simulator' });
    expect(asked).toBe(2);
  });
});
