import { Disclosure } from '../../components/disclosure';
import { NoMemberRecord } from './no-member-record';
import { CheckoutPanel } from './checkout-panel';
import { MemberInformation } from './member-information';
import { PaymentBoxes } from './payment-boxes';
import { ProfileCard } from './profile-card';
import { useMemberPayment, useMemberProfile } from './use-member-area';

/** Everything about the member's own record: profile, dues and upgrade, the card panel, Member Information. */
export function MemberProfileSection({ email }: { readonly email: string }) {
  const profile = useMemberProfile(email);
  const payment = useMemberPayment(profile.reload);
  if (profile.value === null) {
    if (profile.error?.type === 'NoMemberRecord') return <NoMemberRecord email={email} />;
    return profile.status === 'failed' ? (
      <p className="notice-inline error" role="alert">
        {profile.error?.notice.text}
      </p>
    ) : (
      <p role="status" className="member-loading">
        Loading your membership...
      </p>
    );
  }
  return (
    <>
      <div className="member-summary">
        <ProfileCard profile={profile.value} />
        <PaymentBoxes profile={profile.value} actor={payment} />
      </div>
      <CheckoutPanel actor={payment} />
      <Disclosure title="Member Information">
        <MemberInformation member={profile.value.member} onUpdated={profile.reload} />
      </Disclosure>
    </>
  );
}
