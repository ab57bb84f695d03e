import type { ResultAsync } from 'neverthrow';
import type { Member } from '../../../domain/members';
import { validateMemberInformation, type MemberInformationInput } from '../../../domain/validation/account-forms';
import { MESSAGES, providerMessage, type Notice } from '../messages';
import { yearOf, type Clock } from '../../ports/clock.port';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { RepositoryError } from '../../ports/repository.errors';
import { contentFailure, contentFormRejected, type ContentFailure, type ContentFormRejected } from './content-failure';

/** The ports `updateMyInformation` needs. */
export interface UpdateMyInformationDeps {
  readonly members: MemberRepository;
  readonly clock: Clock;
}

/** What the page gives. */
export interface UpdateMyInformationInput {
  /** The member's own ID (shown, disabled, on the form); the server checks it is theirs. */
  readonly memberId: string;
  readonly form: MemberInformationInput;
}

/** What `updateMyInformation` answers instead of a result, with the notice to show. */
export type UpdateMyInformationError = ContentFormRejected<keyof MemberInformationInput> | ContentFailure<'UpdateFailed'>;

/** The failure shows the error's own message (spec section 8); an unreachable service, 'Failed to update information.' */
function updateFailed(error: RepositoryError): ContentFailure<'UpdateFailed'> {
  const notice = error.type === 'Unavailable' || error.message === '' ? MESSAGES.informationUpdateFailed : providerMessage(error.message);
  return contentFailure('UpdateFailed', error, notice);
}

/** Saves the Member Information form: checked by the domain, then 'Information updated successfully!'. */
export function updateMyInformation(
  deps: UpdateMyInformationDeps,
  input: UpdateMyInformationInput,
): ResultAsync<{ readonly member: Member; readonly notice: Notice }, UpdateMyInformationError> {
  return validateMemberInformation(input.form, yearOf(deps.clock))
    .mapErr(contentFormRejected)
    .asyncAndThen((form) =>
      deps.members
        .update(input.memberId, form)
        .map((member) => ({ member, notice: MESSAGES.informationUpdated }))
        .mapErr(updateFailed),
    );
}
