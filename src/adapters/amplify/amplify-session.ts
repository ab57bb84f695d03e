import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { amplifyConfig, type AmplifyOutputs } from './amplify-outputs';

let configured = false;

/** Configures Amplify once, on the first adapter that needs it (never on pages without identity or documents). */
export function configureAmplify(outputs: AmplifyOutputs): void {
  if (configured) return;
  Amplify.configure(amplifyConfig(outputs));
  configured = true;
}

/**
 * The signed-in user's ID token for AppSync's user pool authorization, or null when nobody is
 * signed in. The ID token, not the access token: the member rule of amplify/data/resource.ts
 * compares a record's owner with the token's `email` claim, which only the ID token carries.
 * @public (used by the aws composition root through a dynamic import)
 */
export async function userPoolToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}

/**
 * `Authorization` with the signed-in user's ID token, for the payments API (it checks the token
 * against the user pool and reads the e-mail and groups from it); none when nobody is signed in.
 * @public (used by the aws composition root through a dynamic import)
 */
export async function idTokenHeaders(): Promise<Readonly<Record<string, string>>> {
  const { tokens } = await fetchAuthSession();
  const idToken = tokens?.idToken?.toString();
  return idToken ? { Authorization: idToken } : {};
}
