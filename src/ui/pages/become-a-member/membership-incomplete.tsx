import { SITE } from '../../content/site';
import { StepHeading } from '../../components/step-heading';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';

/**
 * Paid, but the account or the member record could not be completed (the machine's
 * `incomplete` state): the form is never offered again, so the card cannot be charged twice.
 */
export function MembershipIncomplete({ onReturn }: { readonly onReturn: () => void }) {
  return (
    <section className="checkout-step" aria-labelledby="membership-incomplete-heading">
      <StepHeading id="membership-incomplete-heading">{BECOME_A_MEMBER_COPY.incompleteHeading}</StepHeading>
      <p className="notice-inline error">
        {BECOME_A_MEMBER_COPY.incompleteText} <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>
      </p>
      <button type="button" className="link-button" onClick={onReturn}>
        Return to membership selection
      </button>
    </section>
  );
}
