import { defineBackend } from '@aws-amplify/backend';
import { auth, PASSWORD_POLICY } from './auth/resource';
import { data } from './data/resource';
import { paymentsFunctionRole } from './payments/resource';
import { paymentsSchedule } from './payments/schedule';
import { assertRegion } from './region';
import { allowPublicRead, storage } from './storage/resource';

assertRegion(process.env);

/**
 * The chapter's AWS backend (Amplify Gen 2): the Cognito user pool, the AppSync API over
 * DynamoDB, the S3 bucket, and the role of the payments function (payments/resource.ts). `ampx sandbox` or `ampx pipeline-deploy` deploys it and
 * writes amplify_outputs.json for the site (docs/deploy-aws.md).
 */
const backend = defineBackend({ auth, data, storage });

backend.auth.resources.cfnResources.cfnUserPool.policies = { passwordPolicy: PASSWORD_POLICY };
allowPublicRead(backend.storage.resources);

// The payments function is created outside Amplify with this role; its ARN is in the outputs.
const paymentsStack = backend.createStack('payments');
const payments = paymentsFunctionRole(paymentsStack, backend.data.resources.graphqlApi);
backend.addOutput({ custom: { paymentsFunctionRoleArn: payments.roleArn } });
// Once the function exists, deploying again with its ARN adds the schedule that invokes it each minute.
const paymentsFunctionArn = process.env.PAYMENTS_FUNCTION_ARN?.trim();
if (paymentsFunctionArn) paymentsSchedule(paymentsStack, paymentsFunctionArn);
