import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DonationCheckoutMachine } from '../../../application/browser/machines/donation-checkout.machine';
import { DONATION_TYPES } from '../../../domain/catalog';

/** The donation type as radio buttons: 'Chapter Donation' (the default) or 'Community Service Project'. */
export function DonationTypeField({ actor }: { readonly actor: ActorRefFrom<DonationCheckoutMachine> }) {
  const donationType = useSelector(actor, (snapshot) => snapshot.context.donationType);
  return (
    <fieldset className="donation-types">
      <legend>Donation type</legend>
      {DONATION_TYPES.map((type) => (
        <label key={type} className="radio">
          <input
            type="radio"
            name="donationType"
            value={type}
            checked={donationType === type}
            onChange={() => actor.send({ type: 'TYPE_CHANGED', donationType: type })}
          />
          {type}
        </label>
      ))}
    </fieldset>
  );
}
