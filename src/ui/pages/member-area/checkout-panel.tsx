import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { MemberAreaItem, PayingMember } from '../../../application/browser/machines/member-area-payment.machine';
import { formatCents } from '../../../domain/money';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { CheckoutFailed } from '../../components/checkout-failed';
import { DuesYearLine } from '../../components/dues-year-line';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useRevealOnOpen } from '../../components/step-heading';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { useStepHistory } from '../../components/use-step-history';
import type { MemberPaymentActor } from './use-member-area';

const ITEM_TITLES = { dues: 'Pay dues', upgrade: 'Upgrade to Lifetime Membership' } as const;

type PanelStep = 'idle' | 'checkout' | 'paying' | 'confirmed' | 'failed';

const PANEL_STEPS: readonly PanelStep[] = ['checkout', 'paying', 'confirmed', 'failed'];

/**
 * The card panel for the item chosen in the dues or upgrade box, the spinner while paying (the
 * form stays, hidden, so a refused card finds what was typed), the confirmation, or a failure.
 */
export function CheckoutPanel({ actor }: { readonly actor: MemberPaymentActor }) {
  const step = useSelector(actor, (state) => PANEL_STEPS.find((name) => state.matches(name)) ?? 'idle');
  const receipt = useSelector(actor, (state) => state.context.receipt);
  usePanelHistory(actor, step);
  if (step === 'idle') return null;
  if (step === 'confirmed' && receipt !== null) {
    return (
      <div className="card checkout-panel">
        <PaymentConfirmation receipt={receipt}>
          <p>Your dues and membership below are up to date.</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'START_OVER' })}>
            Close
          </button>
        </PaymentConfirmation>
      </div>
    );
  }
  if (step === 'failed') {
    return (
      <CheckoutFailed
        message="The payment could not be completed."
        restartLabel="Start again"
        onRestart={() => actor.send({ type: 'RESTART' })}
      />
    );
  }
  const paying = step === 'paying';
  return (
    <>
      {paying ? <Processing /> : null}
      {step === 'confirmed' ? null : <CardForm actor={actor} hidden={paying} />}
    </>
  );
}

/** Back closes the open panel (as Cancel does) and Forward opens it again for the same item. */
function usePanelHistory(actor: MemberPaymentActor, step: string): void {
  const opened = useSelector(actor, (state) => (state.matches('checkout') ? state.context : null));
  const last = useRef<{ readonly item: MemberAreaItem; readonly member: PayingMember } | null>(null);
  useEffect(() => {
    if (opened?.item && opened.member) last.current = { item: opened.item, member: opened.member };
  }, [opened]);
  useStepHistory({
    step,
    order: ['idle', 'checkout'],
    back: () => actor.send({ type: 'CANCEL' }),
    forward: () => {
      if (last.current !== null) actor.send({ type: 'CHECKOUT', ...last.current });
    },
  });
}

function CardForm({ actor, hidden }: { readonly actor: MemberPaymentActor; readonly hidden: boolean }) {
  const item = useSelector(actor, (state) => state.context.item);
  const amount = useSelector(actor, (state) => state.context.amount);
  const cardErrors = useSelector(actor, (state) => state.context.cardErrors);
  const card = useCardEntry();
  const title = ITEM_TITLES[item ?? 'dues'];
  // 'Pay dues' and 'Upgrade to Lifetime' open this below the boxes, off a phone's screen.
  const heading = useRevealOnOpen<HTMLHeadingElement>(item);
  const form = useRef<HTMLFormElement>(null);
  useLeaveConfirmation(form);
  return (
    <section className="card checkout-panel" aria-labelledby="checkout-heading" hidden={hidden}>
      <h2 id="checkout-heading" ref={heading} tabIndex={-1}>
        {title}: {formatCents(amount)}
      </h2>
      {item === 'dues' ? <DuesYearLine payment="dues" /> : null}
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (card.entry) actor.send({ type: 'SUBMIT', card: card.entry });
        }}
      >
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>Pay {formatCents(amount)}</PayButton>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
