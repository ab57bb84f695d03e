import { errAsync, okAsync } from 'neverthrow';
import type { CognitoIdTokens } from '../adapters/cognito/cognito-id-tokens';
import { roleOfGroups } from '../domain/access';
import type { RequestActor, TokenCallers } from './app-env';

/**
 * Callers known by their Cognito ID token (the AWS wiring, where the browser signs in with
 * Cognito and sends its ID token to the payments function): the token's verified e-mail and
 * `sub`, and the administrator role for the administrators' group (`roleOfGroups`), which is how the Amplify backend
 * decides it too (ADMIN_EMAILS plays no part here). A token that fails any check is a visitor's;
 * a key set that cannot be fetched makes the request 503.
 */
export function cognitoCallers(tokens: CognitoIdTokens): TokenCallers {
  return (token) =>
    tokens
      .verify(token)
      .map((user): RequestActor | null => ({
        role: roleOfGroups(user.groups),
        email: user.email,
        userId: user.userId,
        accessToken: token,
      }))
      .orElse((error) =>
        error.type === 'Unavailable' ? errAsync({ type: 'Unavailable' as const, message: error.message }) : okAsync(null),
      );
}
