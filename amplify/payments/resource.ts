import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { PAYMENTS_MEMBER_MUTATIONS, PAYMENTS_MEMBER_QUERIES } from './operations';

/**
 * The IAM role the payments function runs as (docs/deploy-aws.md, section 6). The function is not
 * an Amplify function (Amplify's bundler cannot take the server's native password hasher), so its
 * role is made here and the function is created with it. AppSync's IAM mode, which an Amplify Gen 2
 * API always has, lets a principal with `appsync:GraphQL` on a field call it whatever the model's
 * owner and group rules say; this role gets exactly the fields of ./operations.ts. It may also
 * write its logs and join the database's VPC.
 */
export function paymentsFunctionRole(scope: Construct, api: IGraphqlApi): Role {
  const role = new Role(scope, 'PaymentsFunctionRole', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: 'The payments function: member records on AppSync after a payment, logs, the database VPC.',
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaVPCAccessExecutionRole')],
  });
  api.grantQuery(role, ...PAYMENTS_MEMBER_QUERIES);
  api.grantMutation(role, ...PAYMENTS_MEMBER_MUTATIONS);
  return role;
}
