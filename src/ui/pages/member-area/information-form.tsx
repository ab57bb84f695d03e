import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { updateMyInformation } from '../../../application/browser/use-cases/update-my-information.use-case';
import type { Member } from '../../../domain/members';
import type { MemberInformationInput } from '../../../domain/validation/account-forms';
import { useServices } from '../../app/services';
import { FieldList } from '../../components/field-list';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';
import { INFORMATION_FIELDS, informationValuesOf } from './information-fields';
import { PasswordChangeFields } from './password-change-fields';
import type { PasswordChangeActor } from './use-password-change';

/**
 * The Member Information form: member ID (disabled), e-mail (read only), the editable fields and
 * the password change. 'Update Information' saves the fields, or, while a password change is
 * under way, submits the new password.
 */
export function InformationForm({
  member,
  password,
  onUpdated,
}: {
  readonly member: Member;
  readonly password: PasswordChangeActor;
  readonly onUpdated: () => void;
}) {
  const services = useServices();
  const [values, setValues] = useState<MemberInformationInput>(() => informationValuesOf(member));
  const update = useResultAction((form: MemberInformationInput) => updateMyInformation(services, { memberId: member.id, form }), {
    onSuccess: onUpdated,
  });
  const changingPassword = useSelector(password, (state) => state.matches('codeSent') || state.matches('updating'));
  const updatingPassword = useSelector(password, (state) => state.matches('updating'));
  const busy = update.status === 'running' || updatingPassword;
  const emailId = useId();
  const errors = update.error?.type === 'InvalidForm' ? update.error.fields : {};
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (changingPassword) password.send({ type: 'SUBMIT' });
        else update.start(values);
      }}
    >
      <TextField label="Member ID" value={member.id} disabled onChange={() => undefined} />
      <div className="field">
        <div className="field-label">
          <label htmlFor={emailId}>Email</label>
        </div>
        <input id={emailId} type="email" value={member.email} readOnly />
      </div>
      <div className="field-grid">
        <FieldList
          fields={INFORMATION_FIELDS}
          values={values}
          errors={errors}
          onChange={(name, value) => setValues({ ...values, [name]: value })}
        />
      </div>
      <PasswordChangeFields actor={password} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Update Information
        </button>
      </div>
    </form>
  );
}
