import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router-dom';
import type { MembershipCheckoutMachine } from '../../../application/browser/machines/membership-checkout.machine';
import { MESSAGES } from '../../../application/browser/messages';
import { MEMBERSHIP_PLANS, membershipPrice, type MembershipPlan } from '../../../domain/membership';
import { formatCents } from '../../../domain/money';
import { useHydrated } from '../../components/hydrated-controls';
import { StepHeading } from '../../components/step-heading';
import { BECOME_A_MEMBER_COPY, PLAN_COPY } from './become-a-member-content';

/**
 * The two membership cards (Lifetime, Annual) with their prices; choosing one opens the form.
 * Members who only need to pay chapter fees are sent to the Member Area.
 */
export function MembershipSelection({ actor }: { readonly actor: ActorRefFrom<MembershipCheckoutMachine> }) {
  return (
    <section className="checkout-step membership-selection" aria-labelledby="membership-choose-heading">
      <StepHeading id="membership-choose-heading">{BECOME_A_MEMBER_COPY.chooseHeading}</StepHeading>
      <ul className="card-grid membership-plans">
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard key={plan} plan={plan} onSelect={() => actor.send({ type: 'SELECT_MEMBERSHIP', membership: plan })} />
        ))}
      </ul>
      <p className="notice-inline">
        {MESSAGES.signInToPayFees.text} <Link to="/Login">{BECOME_A_MEMBER_COPY.signInLinkText}</Link>
      </p>
    </section>
  );
}

/** One membership card; the whole card answers a click, through its real button. */
function PlanCard({ plan, onSelect }: { readonly plan: MembershipPlan; readonly onSelect: () => void }) {
  const copy = PLAN_COPY[plan];
  // The page is prerendered: a tap before React takes the button over would be lost.
  const hydrated = useHydrated();
  return (
    <li className="card plan-card">
      <h3>{plan}</h3>
      <p className="plan-price">
        <strong>{formatCents(membershipPrice(plan))}</strong> {copy.priceNote}
      </p>
      <p>{copy.description}</p>
      <button type="button" className="button button-primary plan-select" disabled={!hydrated} onClick={onSelect}>
        Choose {plan}
      </button>
    </li>
  );
}
