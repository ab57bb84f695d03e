import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD_POLICY } from '../../amplify/auth/resource';
import type { InboxMail } from '../contracts/identity-helpers';

const require = createRequire(import.meta.url);

/** The parts of cognito-local (an npm package written for a CLI) this harness builds its server from. */
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals, loaded by path, are untyped CommonJS here. */
const internal = (file: string): any => require(`cognito-local/lib/${file}`);

interface Delivery {
  readonly userPoolId: string;
  readonly source: string;
  readonly destination: string;
  readonly code: string;
}

/** The user pool's password policy (amplify/auth/resource.ts): at least 8 characters, no classes. */
const MINIMUM_PASSWORD_LENGTH = PASSWORD_POLICY.minimumLength;

/** Where each operation that sets a password carries it. */
const PASSWORDS_IN: Readonly<Record<string, (request: Record<string, unknown>) => unknown>> = {
  SignUp: (request) => request.Password,
  ConfirmForgotPassword: (request) => request.Password,
  ChangePassword: (request) => request.ProposedPassword,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  RespondToAuthChallenge: (request) => (request.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD,
};

/**
 * cognito-local (the Cognito user-pool emulator) in this process, on 127.0.0.1 and a free port,
 * storing its pools in a temporary directory. Its messages (sign-up codes, reset codes, temporary
 * passwords) land in an inbox instead of its console box, worded as Cognito's default e-mails
 * are. One gap is closed in front of it: cognito-local takes any password, so a password shorter
 * than the pool's policy is refused here with Cognito's InvalidPasswordException and words.
 *
 * What it cannot show compared with the chapter's user pool (besides the identity contract's
 * cases listed in test/adapters/amplify/amplify-identity-provider.test.ts):
 * - SRP sign-in, the site's default flow: the tests sign in with USER_PASSWORD_AUTH;
 * - the tokens: cognito-local signs them with its own key and issuer, not the pool's JWKS and
 *   `https://cognito-idp.<region>.amazonaws.com/<pool id>` (the payments function's check of
 *   them runs against keys of its own in test/server/lambda-aws.test.ts);
 * - the pool's settings beyond the password length: case-insensitive usernames, keeping a changed
 *   e-mail out of the tokens until it is confirmed (the member rule relies on it: checked on the
 *   synthesized pool), account recovery by e-mail only, optional SMS multi-factor;
 * - e-mail and SMS delivery (SES, SNS and its sandbox), the hosted UI, Lambda triggers, advanced
 *   security, quotas and throttling, and the `admins` group reaching the ID token's claims.
 */
export class CognitoLocal {
  readonly #deliveries: readonly Delivery[];
  readonly #directory: string;
  readonly #server: Server;

  private constructor(directory: string, server: Server, deliveries: readonly Delivery[]) {
    this.#directory = directory;
    this.#server = server;
    this.#deliveries = deliveries;
  }

  static async start(): Promise<CognitoLocal> {
    const directory = mkdtempSync(path.join(tmpdir(), 'cognito-local-'));
    const deliveries: Delivery[] = [];
    const { StormDBDataStoreFactory } = internal('services/dataStore/stormDb');
    const { CognitoServiceFactoryImpl } = internal('services/cognitoService');
    const { UserPoolServiceFactoryImpl } = internal('services/userPoolService');
    const { TriggersService, DateClock } = internal('services');
    const { JwtTokenGenerator } = internal('services/tokenGenerator');
    const { Router } = internal('server/Router');
    const { createServer } = internal('server/server');
    const { DefaultConfig } = internal('server/config');
    const logger = require('pino')({ level: 'silent' });
    const clock = new DateClock();
    const db = path.join(directory, 'db');
    const stores = new StormDBDataStoreFactory(db);
    const cognito = await new CognitoServiceFactoryImpl(db, stores, new UserPoolServiceFactoryImpl(clock, stores)).create(
      { logger },
      DefaultConfig.UserPoolDefaults,
    );
    // No Lambda triggers are configured, so the triggers service never calls out.
    const triggers = new TriggersService(clock, cognito, { enabled: () => false }, null);
    const messages = {
      deliver: async (
        _ctx: unknown,
        source: string,
        _client: unknown,
        userPoolId: string,
        _user: unknown,
        code: string,
        _meta: unknown,
        details: { Destination: string },
      ) => {
        deliveries.push({ userPoolId, source, destination: details.Destination.trim().toLowerCase(), code });
      },
    };
    const services = {
      clock,
      cognito,
      config: DefaultConfig,
      messages,
      otp: internal('services/otp').otp,
      tokenGenerator: new JwtTokenGenerator(clock, triggers, DefaultConfig.TokenConfig),
      triggers,
    };
    const { CognitoError } = internal('errors');
    const route = Router(services);
    const strict = (target: string) => {
      const handler = route(target);
      const passwordOf = PASSWORDS_IN[target];
      return async (ctx: unknown, request: Record<string, unknown>) => {
        const password = passwordOf?.(request);
        if (typeof password === 'string' && [...password].length < MINIMUM_PASSWORD_LENGTH) {
          throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
        }
        return handler(ctx, request);
      };
    };
    const server: Server = await createServer(strict, logger, { port: 0, hostname: '127.0.0.1' }, services).start();
    return new CognitoLocal(directory, server, deliveries);
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */

  get endpoint(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** One call of the Cognito JSON API (as the AWS SDK makes it; cognito-local checks no signature). */
  async call<T>(operation: string, body: object): Promise<T> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${operation} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  /**
   * A fresh user pool as the aws wiring's is set up (amplify/auth/resource.ts, as synthesized): e-mail
   * is the username, in any case, verified by e-mail and kept until a new one is confirmed,
   * recovery by e-mail, optional SMS multi-factor, passwords of 8 or more. cognito-local stores
   * these settings; of them the harness enforces the password length.
   */
  async createUserPool(): Promise<{ readonly userPoolId: string; readonly userPoolClientId: string }> {
    const { UserPool } = await this.call<{ UserPool: { Id: string } }>('CreateUserPool', {
      PoolName: 'alumni-chapter',
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minimumLength,
          RequireLowercase: PASSWORD_POLICY.requireLowercase,
          RequireUppercase: PASSWORD_POLICY.requireUppercase,
          RequireNumbers: PASSWORD_POLICY.requireNumbers,
          RequireSymbols: PASSWORD_POLICY.requireSymbols,
        },
      },
    });
    const { UserPoolClient } = await this.call<{ UserPoolClient: { ClientId: string } }>('CreateUserPoolClient', {
      UserPoolId: UserPool.Id,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
    return { userPoolId: UserPool.Id, userPoolClientId: UserPoolClient.ClientId };
  }

  /** The mails one address received from one pool, oldest first, in the words of Cognito's default messages. */
  inbox(userPoolId: string, email: string): readonly InboxMail[] {
    const wanted = email.trim().toLowerCase();
    return this.#deliveries
      .filter((delivery) => delivery.userPoolId === userPoolId && delivery.destination === wanted)
      .map(({ source, code }) =>
        source === 'AdminCreateUser'
          ? { subject: 'Your temporary password', text: `Your username is ${wanted} and temporary password is: ${code}` }
          : { subject: 'Your verification code', text: `Your verification code is ${code}` },
      );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    rmSync(this.#directory, { recursive: true, force: true });
  }
}
