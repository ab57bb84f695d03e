import { beforeAll, describe, expect, it } from 'vitest';

type Resource = { readonly Type: string; readonly Properties: Record<string, unknown> };

const FUNCTION_ARN = 'arn:aws:lambda:us-east-1:123456789012:function:chapter-payments';

/** The schedule backend.ts adds once the payments function's ARN is known, synthesized offline with the real constructs. */
describe("the payments function's schedule", () => {
  let resources: Resource[] = [];

  beforeAll(async () => {
    const [{ App, Stack }, { Template }, { paymentsSchedule }] = await Promise.all([
      import('aws-cdk-lib'),
      import('aws-cdk-lib/assertions'),
      import('../../amplify/payments/schedule'),
    ]);
    const stack = new Stack(new App(), 'Payments', { env: { account: '123456789012', region: 'us-east-1' } });
    paymentsSchedule(stack, FUNCTION_ARN);
    resources = Object.values((Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource> }).Resources);
  }, 120_000);

  it('invokes the function every minute, without EventBridge retrying a run the next minute repeats', () => {
    const rules = resources.filter((resource) => resource.Type === 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [expect.objectContaining({ Arn: FUNCTION_ARN, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
  });

  it('lets EventBridge, and only it, invoke the function for this rule', () => {
    const permissions = resources.filter((resource) => resource.Type === 'AWS::Lambda::Permission');
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      FunctionName: FUNCTION_ARN,
      Principal: 'events.amazonaws.com',
    });
    expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toContain('PaymentsSchedule');
  });
});
