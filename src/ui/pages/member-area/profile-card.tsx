import type { MemberProfile } from '../../../application/browser/use-cases/load-member-profile.use-case';
import { fullName } from '../../../domain/members';

/** The member's name, member ID, e-mail, membership and graduation year. */
export function ProfileCard({ profile }: { readonly profile: MemberProfile }) {
  const { member } = profile;
  return (
    <section className="card profile-card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{fullName(member)}</h2>
      <dl className="detail-list">
        <div>
          <dt>Member ID</dt>
          <dd>{member.id}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{profile.membershipLabel}</dd>
        </div>
        <div>
          <dt>Graduation year</dt>
          <dd>{member.gradYear || 'Not given'}</dd>
        </div>
      </dl>
    </section>
  );
}
