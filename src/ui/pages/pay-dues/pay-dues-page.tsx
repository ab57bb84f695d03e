import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { checkoutInput } from '../../../application/browser/machines/checkout-support';
import { createMemberAreaPaymentMachine, type PayingMember } from '../../../application/browser/machines/member-area-payment.machine';
import type { PayLinkView } from '../../../application/ports/dues-reminders-gateway.port';
import type { PaymentGateway } from '../../../application/ports/payment-gateway.port';
import { formatCents } from '../../../domain/money';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { CheckoutFailed } from '../../components/checkout-failed';
import { useDocumentTitle } from '../../components/document-title';
import { PaymentConfirmation } from '../../components/payment-confirmation';
import { Processing } from '../../components/processing';
import { useResultLoad } from '../../components/use-result';
import { useServices } from '../../app/services';
import './pay-dues.css';

const TITLE = 'Pay your dues';

/**
 * The member the dues payment machine is given: the link's name, no billing address (the server
 * takes the member's own record from the link, never this), and no dues recorded, so the machine
 * offers the payment; the server refuses dues paid already.
 */
function payingMember(view: PayLinkView): PayingMember {
  return {
    firstName: view.name,
    lastName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    membership: '',
    duesPayYear: null,
  };
}

/**
 * A dues reminder's pay link (`/Pay-Dues?t=<token>`, issue 19): no sign-in, the signed link is the
 * authority. Shows whose dues, for which year and the amount the server priced, then pays with the
 * Member Area's dues payment (its machine and card panel): the payment opens through the link and
 * the card goes through the site's payment gateway, so fulfilment and receipt are an online dues
 * payment's. An altered, expired or paid link says so, with a way to sign in instead.
 */
export function PayDuesPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const services = useServices();
  const { duesReminders } = services;
  const link = useResultLoad(useCallback(() => duesReminders.payLink(token), [duesReminders, token]));
  return (
    <div className="page pay-dues-page">
      <h1>{TITLE}</h1>
      {link.status === 'loading' ? <p role="status">Loading your dues…</p> : null}
      {link.error !== null ? <LinkRefused message={link.error.message} /> : null}
      {link.value !== null && link.error === null ? <DuesPayment token={token} view={link.value} /> : null}
    </div>
  );
}

function LinkRefused({ message }: { readonly message: string }) {
  return (
    <div className="card pay-dues-refused">
      <p role="alert">{message}</p>
      <p>
        You can still pay your dues in the Member Area: <Link to="/Login">sign in</Link> and choose Pay dues.
      </p>
    </div>
  );
}

function DuesPayment({ token, view }: { readonly token: string; readonly view: PayLinkView }) {
  const services = useServices();
  const machine = useMemo(() => {
    const payments: PaymentGateway = {
      startPayment: () => services.duesReminders.startLinkPayment(token),
      confirmCard: (session, card, billing) => services.payments.confirmCard(session, card, billing),
    };
    return createMemberAreaPaymentMachine({ payments });
  }, [services, token]);
  const actor = useActorRef(machine, { input: checkoutInput(services.clock) });
  useEffect(() => {
    actor.send({ type: 'CHECKOUT', item: 'dues', member: payingMember(view) });
  }, [actor, view]);
  const paying = useSelector(actor, (state) => state.matches('paying'));
  const failed = useSelector(actor, (state) => state.matches('failed'));
  const idle = useSelector(actor, (state) => state.matches('idle'));
  const receipt = useSelector(actor, (state) => (state.matches('confirmed') ? state.context.receipt : null));
  if (receipt !== null) {
    return (
      <div className="card">
        <PaymentConfirmation receipt={receipt}>
          <p>Your {view.year} dues are paid. Thank you!</p>
        </PaymentConfirmation>
      </div>
    );
  }
  if (failed) {
    return (
      <CheckoutFailed
        message="The payment could not be completed."
        restartLabel="Start again"
        onRestart={() => {
          actor.send({ type: 'RESTART' });
          actor.send({ type: 'CHECKOUT', item: 'dues', member: payingMember(view) });
        }}
      />
    );
  }
  return (
    <>
      <dl className="card pay-dues-summary">
        <dt>Member</dt>
        <dd>{view.name}</dd>
        <dt>Dues year</dt>
        <dd>{view.year}</dd>
        <dt>Amount</dt>
        <dd>{formatCents(view.amount)}</dd>
      </dl>
      {paying ? <Processing /> : null}
      {idle ? (
        <button type="button" className="button" onClick={() => actor.send({ type: 'CHECKOUT', item: 'dues', member: payingMember(view) })}>
          Pay {formatCents(view.amount)}
        </button>
      ) : (
        <CardForm actor={actor} view={view} hidden={paying} />
      )}
    </>
  );
}

type PaymentActor = ReturnType<typeof useActorRef<ReturnType<typeof createMemberAreaPaymentMachine>>>;

function CardForm({ actor, view, hidden }: { readonly actor: PaymentActor; readonly view: PayLinkView; readonly hidden: boolean }) {
  const cardErrors = useSelector(actor, (state) => state.context.cardErrors);
  const card = useCardEntry();
  const form = useRef<HTMLFormElement>(null);
  return (
    <section className="card checkout-panel" aria-labelledby="pay-dues-card" hidden={hidden}>
      <h2 id="pay-dues-card">
        {view.description} {view.year}: {formatCents(view.amount)}
      </h2>
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
          <PayButton control={card}>Pay {formatCents(view.amount)}</PayButton>
        </div>
      </form>
    </section>
  );
}
