import type { ResourcesConfig } from 'aws-amplify';

/**
 * The part of an Amplify Gen 2 `amplify_outputs.json` the aws wiring reads (written by
 * `npx ampx generate outputs` or `ampx sandbox`; `amplify_outputs.example.json` shows the shape).
 * vite.config.ts checks every field is there when it builds with BACKEND=aws.
 */
export interface AmplifyOutputs {
  readonly auth: {
    readonly aws_region: string;
    readonly user_pool_id: string;
    readonly user_pool_client_id: string;
    /** Needed for documents: Storage signs with the identity pool's credentials. */
    readonly identity_pool_id: string;
  };
  readonly data: {
    readonly aws_region: string;
    /** The AppSync GraphQL endpoint. */
    readonly url: string;
    /** The API key for anonymous reads of events and officers. */
    readonly api_key: string;
  };
  readonly storage: {
    readonly aws_region: string;
    readonly bucket_name: string;
  };
}

/** Amplify's own configuration for Auth (e-mail sign-in, user pool) and Storage (the bucket). */
export function amplifyConfig(outputs: AmplifyOutputs): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: outputs.auth.user_pool_id,
        userPoolClientId: outputs.auth.user_pool_client_id,
        identityPoolId: outputs.auth.identity_pool_id,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
    Storage: { S3: { bucket: outputs.storage.bucket_name, region: outputs.storage.aws_region } },
  };
}

/** Where officer photos can be read by anyone. */
export function publicBucketUrl(outputs: AmplifyOutputs): string {
  return `https://${outputs.storage.bucket_name}.s3.${outputs.storage.aws_region}.amazonaws.com`;
}
