import { useCallback } from 'react';
import { canActor } from '../../../domain/access';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultLoad } from '../../components/use-result';
import { DELIVERY_WORDS } from './member-email-words';

function Deliveries({ email }: { readonly email: string }) {
  const { memberEmail } = useServices();
  const loaded = useResultLoad(useCallback(() => memberEmail.deliveriesTo(email), [memberEmail, email]));
  if (loaded.error) return <p role="alert">{loaded.error.message}</p>;
  if (loaded.value === null) return <p role="status">Loading the e-mail sent...</p>;
  if (loaded.value.length === 0) return <p>No e-mail has been sent to this address.</p>;
  return (
    <ul>
      {loaded.value.map((delivery) => (
        <li key={delivery.id}>
          {delivery.queuedAt.slice(0, 10)}: {delivery.subject} ({DELIVERY_WORDS[delivery.status]})
        </li>
      ))}
    </ul>
  );
}

/** A member's page's small log of the e-mail sent to them, for officers who may read the delivery logs. */
export function MemberDeliveries({ email }: { readonly email: string }) {
  const session = useSession();
  if (!canActor(session.actor, 'viewMemberEmail')) return null;
  return (
    <section aria-labelledby="member-deliveries-heading">
      <h2 id="member-deliveries-heading">E-mail sent</h2>
      <Deliveries email={email} />
    </section>
  );
}
