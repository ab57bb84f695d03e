import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router-dom';
import { IDENTITY_ROUTES } from '../../../application/browser/identity-routes';
import type { MembershipCheckoutMachine } from '../../../application/browser/machines/membership-checkout.machine';
import { ANNUAL_MEMBERSHIP } from '../../../domain/membership';
import { formatCents } from '../../../domain/money';
import type { MembershipFormInput } from '../../../domain/validation/checkout-forms';
import { CardEntryFields, PayButton, useCardEntry } from '../../components/card-entry';
import { DuesYearLine } from '../../components/dues-year-line';
import { FieldList } from '../../components/field-list';
import { StepHeading, useFocusFirstInvalid } from '../../components/step-heading';
import { useLeaveConfirmation } from '../../components/use-leave-confirmation';
import { BECOME_A_MEMBER_COPY } from './become-a-member-content';
import { ACCOUNT_FIELDS, ADDRESS_FIELDS, CONTACT_FIELDS } from './membership-fields';

/**
 * The membership checkout form: the member's details, address, password and card, with the
 * machine's message beside each field. What was typed comes back from the machine after a
 * refused card (all but the password and the card, which are typed again).
 */
export function MembershipForm({
  actor,
  hidden = false,
}: {
  readonly actor: ActorRefFrom<MembershipCheckoutMachine>;
  readonly hidden?: boolean;
}) {
  const membership = useSelector(actor, (snapshot) => snapshot.context.membership);
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  const saved = useSelector(actor, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const alreadyMember = useSelector(actor, (snapshot) => snapshot.context.alreadyMember);
  const [form, setForm] = useState<MembershipFormInput>(saved);
  const card = useCardEntry();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(fieldErrors, cardErrors);
  useLeaveConfirmation(formRef);
  const change = (name: keyof MembershipFormInput, value: string) => setForm((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (card.entry) actor.send({ type: 'SUBMIT', form, card: card.entry });
  };
  const fields = { values: form, errors: fieldErrors, onChange: change };
  return (
    <section className="checkout-step" aria-labelledby="membership-form-heading" hidden={hidden}>
      <StepHeading id="membership-form-heading">{membership} checkout</StepHeading>
      <p className="order-summary">
        {membership}: <strong>{formatCents(total)}</strong>
      </p>
      {membership === ANNUAL_MEMBERSHIP ? <DuesYearLine payment="annualMembership" /> : null}
      {alreadyMember ? (
        <p className="notice-inline error wrap-anywhere" role="alert">
          {alreadyMember} <Link to={IDENTITY_ROUTES.login}>{BECOME_A_MEMBER_COPY.alreadyMemberLinkText}</Link>
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset>
          <legend>Your details</legend>
          <FieldList fields={CONTACT_FIELDS} {...fields} />
        </fieldset>
        <fieldset>
          <legend>Address</legend>
          <FieldList fields={ADDRESS_FIELDS} {...fields} />
        </fieldset>
        <fieldset>
          <legend>Member Area account</legend>
          <FieldList fields={ACCOUNT_FIELDS} {...fields} />
        </fieldset>
        <CardEntryFields control={card} errors={cardErrors} />
        <div className="form-actions">
          <PayButton control={card}>Pay {formatCents(total)} and join</PayButton>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'BACK' })}>
            Return to membership selection
          </button>
        </div>
      </form>
    </section>
  );
}
