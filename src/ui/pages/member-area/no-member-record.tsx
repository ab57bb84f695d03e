import { MESSAGES } from '../../../application/browser/messages';
import { MEMBER_AREA_COPY } from '../../content/member-area';
import { SiteText } from '../../components/site-text';

/**
 * Signed in, but no member record has this e-mail (an account an administrator created, say):
 * the Member Area says so instead of failing, and the documents below are still there.
 */
export function NoMemberRecord({ email }: { readonly email: string }) {
  return (
    <section className="card profile-card" aria-labelledby="no-record-heading">
      <h2 id="no-record-heading">{MEMBER_AREA_COPY.noRecordHeading}</h2>
      <p>
        <strong>{MESSAGES.noMemberRecord.text}</strong> ({email})
      </p>
      <p>{MEMBER_AREA_COPY.noRecordText}</p>
      <SiteText name="contact.email" />
    </section>
  );
}
