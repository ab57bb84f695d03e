import { useSelector } from '@xstate/react';
import type { MemberProfile } from '../../../application/browser/use-cases/load-member-profile.use-case';
import { UPGRADE_PRICE } from '../../../domain/membership';
import { formatCents } from '../../../domain/money';
import type { MemberPaymentActor } from './use-member-area';

/** The dues box ('paid', or 'unpaid' with 'Pay dues') and, for members not yet lifetime, the upgrade box. */
export function PaymentBoxes({ profile, actor }: { readonly profile: MemberProfile; readonly actor: MemberPaymentActor }) {
  const busy = useSelector(actor, (state) => state.matches('paying'));
  const year = profile.duesYear;
  const paid = profile.duesStatus === 'paid';
  return (
    <div className="member-boxes">
      <section className={`card dues-box ${paid ? 'is-paid' : 'is-unpaid'}`} aria-labelledby="dues-heading">
        <h2 id="dues-heading">Dues for {year}</h2>
        <p className="dues-status">
          Status: <strong>{paid ? 'paid' : 'unpaid'}</strong>
        </p>
        {paid ? (
          <p>Thank you, your dues for this year are paid.</p>
        ) : (
          <>
            <p>Your dues this year are {formatCents(profile.duesAmount)}.</p>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => actor.send({ type: 'CHECKOUT', item: 'dues', member: profile.member })}
            >
              Pay dues
            </button>
          </>
        )}
      </section>
      {profile.upgradeOffered ? (
        <section className="card upgrade-box" aria-labelledby="upgrade-heading">
          <h2 id="upgrade-heading">Become a lifetime member</h2>
          <p>Upgrade to Lifetime Membership for a one-time {formatCents(UPGRADE_PRICE)}.</p>
          <button
            type="button"
            className="button button-gold"
            disabled={busy}
            onClick={() => actor.send({ type: 'CHECKOUT', item: 'upgrade', member: profile.member })}
          >
            Upgrade to Lifetime
          </button>
        </section>
      ) : null}
    </div>
  );
}
