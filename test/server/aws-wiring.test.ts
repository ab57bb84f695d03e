import { describe, expect, it } from 'vitest';
import { readAwsWiring } from '../../src/server/aws-wiring';

const ALL = {
  COGNITO_USER_POOL_ID: 'us-east-1_AbC123xyz',
  COGNITO_CLIENT_ID: '3n4b5urk1ft4fl3mg5e62d9ado',
  APPSYNC_URL: 'https://abc.appsync-api.us-east-1.amazonaws.com/graphql',
};

describe('the AWS wiring settings', () => {
  it('is off when none is given', () => {
    expect(readAwsWiring({}, true)._unsafeUnwrap()).toBeNull();
    expect(readAwsWiring({ COGNITO_CLIENT_ID: '  ' }, true)._unsafeUnwrap()).toBeNull();
  });

  it('takes all three, with the region from AWS_REGION or else the user pool', () => {
    expect(readAwsWiring(ALL, true)._unsafeUnwrap()).toEqual({
      userPoolId: ALL.COGNITO_USER_POOL_ID,
      clientId: ALL.COGNITO_CLIENT_ID,
      appsyncUrl: ALL.APPSYNC_URL,
      region: 'us-east-1',
    });
    expect(readAwsWiring({ ...ALL, AWS_REGION: 'eu-west-1' }, true)._unsafeUnwrap()?.region).toBe('eu-west-1');
  });

  it('names the missing or wrong setting', () => {
    const setting = (environment: Record<string, string>, production = true) =>
      readAwsWiring(environment, production)._unsafeUnwrapErr().setting;
    expect(setting({ COGNITO_USER_POOL_ID: ALL.COGNITO_USER_POOL_ID })).toBe('COGNITO_CLIENT_ID');
    expect(readAwsWiring({ ...ALL, APPSYNC_URL: '' }, true)._unsafeUnwrapErr().message).toContain(
      'APPSYNC_URL is required with COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID',
    );
    expect(setting({ ...ALL, COGNITO_USER_POOL_ID: 'AbC123' })).toBe('COGNITO_USER_POOL_ID');
    expect(setting({ ...ALL, COGNITO_CLIENT_ID: 'not an id' })).toBe('COGNITO_CLIENT_ID');
    expect(setting({ ...ALL, APPSYNC_URL: 'abc.appsync-api' })).toBe('APPSYNC_URL');
    expect(setting({ ...ALL, APPSYNC_URL: 'http://localhost:4000/graphql' })).toBe('APPSYNC_URL');
    expect(readAwsWiring({ ...ALL, APPSYNC_URL: 'http://localhost:4000/graphql' }, false).isOk()).toBe(true);
  });
});
