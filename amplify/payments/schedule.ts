import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/**
 * The EventBridge schedule that invokes the payments function once a minute (docs/deploy-aws.md,
 * section 6, step 7): each invocation reconciles orders whose webhook never came, runs the
 * scheduled jobs whose slot has come (the waiting list, the dues and event reminders) and sends
 * queued mail for up to 40 s. The function is made outside Amplify, so the rule is added once its
 * ARN is known (`PAYMENTS_FUNCTION_ARN` when deploying), with the permission for EventBridge to call it.
 */
export function paymentsSchedule(scope: Construct, functionArn: string): Rule {
  const payments = LambdaFn.fromFunctionAttributes(scope, 'PaymentsFunction', { functionArn, sameEnvironment: true });
  return new Rule(scope, 'PaymentsSchedule', {
    description: 'Every minute: reconcile orders, run the scheduled jobs, send queued mail.',
    schedule: Schedule.rate(Duration.minutes(1)),
    targets: [new LambdaFunction(payments, { retryAttempts: 0 })],
  });
}
