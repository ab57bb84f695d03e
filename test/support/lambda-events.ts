import type { LambdaEvent } from 'hono/aws-lambda';

export type HttpApiEvent = Extract<LambdaEvent, { rawPath: string; routeKey: string }>;

/** An HTTP API (payload 2.0) or function URL event, as API Gateway hands it to the function. */
export function httpApiEvent(
  method: string,
  rawPath: string,
  request: { body?: string; headers?: Record<string, string> } = {},
): HttpApiEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: { host: 'abc123.execute-api.us-east-1.amazonaws.com', 'user-agent': 'vitest', ...request.headers },
    body: request.body ?? null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      authentication: null,
      authorizer: {},
      domainName: 'abc123.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey: '$default',
      stage: '$default',
      time: '23/Nov/2026:18:00:00 +0000',
      timeEpoch: 1_795_456_800_000,
    },
  };
}
