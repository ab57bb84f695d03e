import { defineBackend } from '@aws-amplify/backend';
import { auth, PASSWORD_POLICY } from './auth/resource';
import { data } from './data/resource';
import { storage } from './storage/resource';

/** Spec section 9: the chapter's AWS resources live in us-east-1. */
export const REGION = 'us-east-1';

/** The region the deploy tool synthesizes for (ampx runs the CDK, which names it here). */
const targetRegion = process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION;
if (targetRegion && targetRegion !== REGION) {
  throw new Error(`This backend is deployed to ${REGION} (spec section 9), not ${targetRegion}: set AWS_REGION=${REGION} or use a profile with that region.`);
}

/**
 * The chapter's AWS backend (Amplify Gen 2): the Cognito user pool, the AppSync API over
 * DynamoDB and the S3 bucket. `npx ampx sandbox` or `npx ampx pipeline-deploy` deploys it and
 * writes amplify_outputs.json for the site (docs/deploy-aws.md).
 */
const backend = defineBackend({ auth, data, storage });

backend.auth.resources.cfnResources.cfnUserPool.policies = { passwordPolicy: PASSWORD_POLICY };
