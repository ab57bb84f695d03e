import { ContainerModule } from 'inversify';
import { SqlDuesReminders } from '../../adapters/database/sql-dues-reminders';
import { RemindersOverMemberRepository } from '../../application/server/reminders/reminders-over-member-repository';
import { signedAppsyncMemberRepository } from '../../adapters/appsync/signed-member-repository';
import { credentialsFromEnvironment, type CredentialsProvider } from '../../adapters/appsync/sigv4-fetch';
import { cognitoIdTokens, type CognitoIdTokensOptions } from '../../adapters/cognito/cognito-id-tokens';
import type { RetryingFetch } from '../../adapters/http/fetch-with-retry';
import type { AwsWiring } from '../aws-wiring';
import { cognitoCallers } from '../cognito-callers';
import { replace } from './container';
import { TOKENS as T } from './tokens';

/** What a test swaps in the aws wiring: where the user pool's keys come from and how AppSync is reached. */
export interface AwsOptions {
  readonly cognito?: Pick<CognitoIdTokensOptions, 'fetchJwks' | 'issuerBase' | 'now'>;
  /** Default: the role's keys Lambda puts in the environment, and fetch with retries. */
  readonly appsync?: { readonly credentials?: CredentialsProvider; readonly send?: RetryingFetch };
}

/**
 * The aws wiring, loaded after the self-hosted one on Lambda: callers are known by their Cognito
 * ID token (administrators by the `admins` group), and member records live in AppSync, signed
 * with the function's role, so a paid membership, dues or upgrade changes the record the Member
 * Area reads. Orders stay in the function's database. Sessions are Cognito's, not this server's:
 * deleting a record cannot end them from here (their ID tokens last an hour); the record's absence
 * still refuses members' documents.
 */
export function awsModule(
  wiring: AwsWiring,
  environment: Readonly<Record<string, string | undefined>>,
  options: AwsOptions = {},
): ContainerModule {
  return new ContainerModule((binder) => {
    replace(binder, T.callers, [], () =>
      cognitoCallers(cognitoIdTokens({ userPoolId: wiring.userPoolId, clientId: wiring.clientId, ...options.cognito })),
    );
    replace(binder, T.members, [], () =>
      signedAppsyncMemberRepository({
        url: wiring.appsyncUrl,
        region: wiring.region,
        credentials: options.appsync?.credentials ?? credentialsFromEnvironment(environment),
        ...(options.appsync?.send ? { send: options.appsync.send } : {}),
      }),
    );
    replace(binder, T.accountSessions, [], () => null);
    // The roster reads members in the database's SQL; here they are AppSync's (docs/deviations.md).
    replace(binder, T.roster, [], () => null);
    replace(binder, T.officerSummary, [], () => null);
    // The dues reminders choose members from AppSync's records; their schedule and runs stay in the function's database.
    replace(
      binder,
      T.duesReminderStore,
      [T.database, T.members],
      (database, members) => new RemindersOverMemberRepository(new SqlDuesReminders(database.db), members),
    );
    // A member's own data needs their account and record, which are Cognito's and AppSync's here:
    // the export cannot read them whole and the deletion cannot remove them (docs/deviations.md).
    replace(binder, T.ownData, [], () => null);
    // The member directory joins its profiles to members in the same SQL: no directory here yet.
    replace(binder, T.directory, [], () => null);
  });
}

/**
 * Every Lambda, with or without the AWS settings: the function's disk is temporary, so it takes no
 * backups; the database and the files are backed up by their hosts (RDS snapshots, S3 versioning).
 */
export function lambdaModule(): ContainerModule {
  return new ContainerModule((binder) => {
    replace(binder, T.backups, [], () => null);
  });
}
