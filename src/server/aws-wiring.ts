import { err, ok, type Result } from 'neverthrow';
import type { ConfigError } from './config';

/**
 * The server in the Amplify (AWS) wiring, on Lambda: callers are known by their Cognito ID token
 * and member records live in AppSync, written with the function's IAM role (amplify/payments).
 * Set by three settings that go together; none of them keeps the self-hosted sessions and tables.
 */
export interface AwsWiring {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly appsyncUrl: string;
  readonly region: string;
}

/** The settings of the AWS wiring, in the order they are checked. */
const AWS_WIRING_SETTINGS = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'APPSYNC_URL'] as const;

const USER_POOL_ID = /^([a-z]{2}(?:-[a-z]+)+-\d)_[0-9A-Za-z]+$/;
const CLIENT_ID = /^[0-9A-Za-z]+$/;

const invalid = (setting: string, message: string): ConfigError => ({ type: 'InvalidSetting', setting, message });

/**
 * Reads the AWS wiring from the environment: null when none of its settings is given, else all
 * three checked (the user pool id as Cognito writes it, `us-east-1_AbC123`; the app client id;
 * AppSync's https URL, plain http only outside production for a local stand-in). The region is
 * Lambda's AWS_REGION, else the user pool's.
 */
export function readAwsWiring(
  environment: Readonly<Record<string, string | undefined>>,
  production: boolean,
): Result<AwsWiring | null, ConfigError> {
  const setting = (name: (typeof AWS_WIRING_SETTINGS)[number]) => environment[name]?.trim() ?? '';
  const given = AWS_WIRING_SETTINGS.filter((name) => setting(name) !== '');
  if (given.length === 0) return ok(null);
  const missing = AWS_WIRING_SETTINGS.find((name) => setting(name) === '');
  if (missing !== undefined)
    return err(
      invalid(
        missing,
        `${missing} is required with ${given.join(' and ')}: the AWS wiring needs all three of ${AWS_WIRING_SETTINGS.join(', ')}.`,
      ),
    );
  const [userPoolId, clientId, appsyncUrl] = [setting('COGNITO_USER_POOL_ID'), setting('COGNITO_CLIENT_ID'), setting('APPSYNC_URL')];
  const pool = USER_POOL_ID.exec(userPoolId);
  if (!pool?.[1])
    return err(
      invalid(
        'COGNITO_USER_POOL_ID',
        'COGNITO_USER_POOL_ID must be a user pool id such as us-east-1_AbC123 (Cognito console, or auth.user_pool_id in amplify_outputs.json).',
      ),
    );
  if (!CLIENT_ID.test(clientId))
    return err(
      invalid('COGNITO_CLIENT_ID', 'COGNITO_CLIENT_ID must be the app client id (auth.user_pool_client_id in amplify_outputs.json).'),
    );
  const url = URL.canParse(appsyncUrl) ? new URL(appsyncUrl) : null;
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  if (url === null || !allowed.includes(url.protocol))
    return err(invalid('APPSYNC_URL', 'APPSYNC_URL must be the AppSync GraphQL URL, https://... (data.url in amplify_outputs.json).'));
  const region = environment.AWS_REGION?.trim() || pool[1];
  return ok({ userPoolId, clientId, appsyncUrl: url.toString(), region });
}
