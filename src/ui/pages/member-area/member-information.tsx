import type { Member } from '../../../domain/members';
import { InformationForm } from './information-form';
import { usePasswordChange } from './use-password-change';

/** The inside of the collapsible 'Member Information' section. */
export function MemberInformation({ member, onUpdated }: { readonly member: Member; readonly onUpdated: () => void }) {
  const password = usePasswordChange();
  // A new record (after a save or a payment) starts the form again from what was stored.
  return <InformationForm key={member.updatedAt} member={member} password={password} onUpdated={onUpdated} />;
}
