import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { getConnInfo, handle } from 'hono/aws-lambda';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app';
import type { AppEnv } from '../../src/server/app-env';
import { clientKey } from '../../src/server/client-key';
import { composeServer } from '../../src/server/composition-root';
import { readConfig } from '../../src/server/config';
import { signedByStripe } from '../support/fake-stripe-server';
import { composeLambda, handler, LAMBDA_DATA_DIR, readLambdaConfig, type ComposedLambda } from '../../src/server/lambda';
import { httpApiEvent } from '../support/lambda-events';

const LIST_EVENTS = JSON.stringify({
  query: '{ listEvents { items { id eventName eventDesc eventDate createdAt updatedAt } nextToken } }',
});
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The headers both servers must agree on (the Node server adds its own date and connection headers). */
const COMPARED_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
];

function pick(headers: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers[name]]));
}

describe('the app on AWS Lambda', () => {
  let dataDir = '';
  let lambda: ComposedLambda;
  let server: ServerType;
  let closeNode: () => Promise<void>;
  let nodeUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lambda-'));
    const environment = { DATA_DIR: dataDir, NODE_ENV: 'test', ADMIN_EMAILS: 'chair@example.org', PUBLIC_URL: 'http://localhost:8787' };
    // The Node server as main.ts builds it, listening on a free port, over the same database.
    const { deps, database } = (
      await composeServer(readConfig(environment)._unsafeUnwrap(), { clientDir: null, log: () => undefined })
    )._unsafeUnwrap();
    (
      await deps.events.create({ eventName: 'Spring Banquet', eventDesc: 'Dinner and awards', eventDate: '2026-04-18 6 PM' })
    )._unsafeUnwrap();
    server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    nodeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closeNode = () => database.close();
    lambda = await composeLambda(environment, { log: () => undefined });
  });

  afterAll(async () => {
    await lambda?.close();
    await new Promise((resolve) => server?.close(resolve));
    await closeNode?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function both(method: string, rawPath: string, request: { body?: string; headers?: Record<string, string> } = {}) {
    const fromLambda = await lambda.handler(httpApiEvent(method, rawPath, request));
    const fromNode = await fetch(`${nodeUrl}${rawPath}`, {
      method,
      ...(request.body ? { body: request.body } : {}),
      headers: request.headers ?? {},
    });
    return {
      lambda: { status: fromLambda.statusCode, headers: pick(fromLambda.headers), body: JSON.parse(fromLambda.body) as unknown },
      node: { status: fromNode.status, headers: pick(Object.fromEntries(fromNode.headers)), body: (await fromNode.json()) as unknown },
    };
  }

  it('answers GET /healthz as the Node server does', async () => {
    const { lambda: answer, node } = await both('GET', '/healthz');
    // The one difference: the host backs the Lambda's data up, so it has no backup check (issue 21).
    const { backup, ...nodeChecks } = (node.body as { checks: Record<string, unknown> }).checks;
    expect(backup).toEqual(expect.objectContaining({ lastSucceededAt: expect.any(String) }));
    expect(answer).toEqual({ ...node, body: { status: 'ok', checks: nodeChecks } });
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers a visitor’s GraphQL listEvents as the Node server does', async () => {
    const { lambda: answer, node } = await both('POST', '/graphql', { body: LIST_EVENTS, headers: JSON_HEADERS });
    expect(answer).toEqual(node);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        listEvents: {
          items: [expect.objectContaining({ eventName: 'Spring Banquet', eventDesc: 'Dinner and awards', eventDate: '2026-04-18 6 PM' })],
          nextToken: null,
        },
      },
    });
  });

  it('refuses what the Node server refuses, in the same words', async () => {
    const notJson = await both('POST', '/graphql', { body: LIST_EVENTS, headers: { 'content-type': 'text/plain' } });
    expect(notJson.lambda).toEqual(notJson.node);
    expect(notJson.lambda.status).toBe(415);
    const nowhere = await both('GET', '/no-such-path');
    expect(nowhere.lambda).toEqual(nowhere.node);
    expect(nowhere.lambda).toMatchObject({ status: 404, body: { error: { message: 'There is nothing here.' } } });
  });

  it('reconciles unfinished orders, runs the due scheduled jobs and sends queued mail when EventBridge invokes it on a schedule', async () => {
    (
      await lambda.deps.mailQueue?.enqueue([{ to: 'pat@example.org', subject: 'Chapter news', text: 'Hello', key: 'lambda-campaign' }])
    )?._unsafeUnwrap();
    const minute = () => Math.floor(Date.now() / 60_000);
    const first = minute();
    const answer = await lambda.handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' });
    expect(answer).toEqual({
      reconciled: expect.objectContaining({ checked: 0, errors: 0 }),
      jobs: [
        expect.objectContaining({ job: 'waiting-list', outcome: 'finished', summary: '0 events visited, 0 offers made, 0 offers lapsed' }),
        expect.objectContaining({ job: 'dues-reminders', outcome: 'finished' }),
        expect.objectContaining({ job: 'event-reminders', outcome: 'finished' }),
      ],
      mail: { sent: 1, retried: 0, failed: 0 },
    });
    // Invoked again: every job's slot has run (unless a new minute, perhaps a new hour, began
    // between the two invocations: then the waiting list's pass is due again), and nothing is left to send.
    const again = await lambda.handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' });
    const dueAgain =
      minute() === first ? [] : expect.arrayContaining([expect.objectContaining({ job: 'waiting-list', outcome: 'finished' })]);
    expect(again).toEqual(expect.objectContaining({ jobs: dueAgain, mail: { sent: 0, retried: 0, failed: 0 } }));
    const sent = (await lambda.deps.mailQueue?.deliveries({ keyPrefix: 'lambda-', to: null, status: null }, 10))?._unsafeUnwrap();
    expect(sent?.deliveries).toEqual([expect.objectContaining({ to: 'pat@example.org', status: 'sent' })]);
  });
});

describe('the Stripe webhook through API Gateway', () => {
  const WEBHOOK_SECRET = 'whsec_lambda_test';

  it('verifies the signature on the raw bytes even when API Gateway base64-encodes the body', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lambda-webhook-'));
    const composed = await composeLambda(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_lambda',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_lambda',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      { log: () => undefined },
    );
    try {
      const rawBody = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer', name: 'Zoë Müller' } },
      });
      const webhook = signedByStripe(rawBody, WEBHOOK_SECRET);
      const deliver = (body: string) => {
        const event = httpApiEvent('POST', '/stripe/webhook', {
          body: Buffer.from(body).toString('base64'),
          headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
        });
        return composed.handler({ ...event, isBase64Encoded: true });
      };
      const accepted = await deliver(webhook.rawBody);
      expect(accepted.statusCode).toBe(200);
      expect(JSON.parse(accepted.body)).toMatchObject({ received: true, eventId: 'evt_1' });
      expect((await deliver(webhook.rawBody.replace('Zoë', 'Zoe'))).statusCode).toBe(400);
    } finally {
      await composed.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the Lambda entry point', () => {
  it('builds the app from the environment on the first invocation', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lambda-entry-'));
    for (const [name, value] of Object.entries({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
    })) {
      vi.stubEnv(name, value);
    }
    try {
      const answer = await handler(httpApiEvent('GET', '/healthz'));
      expect({ status: answer.statusCode, body: JSON.parse(answer.body) as unknown }).toMatchObject({
        status: 200,
        body: { status: 'ok', checks: { database: { status: 'ok' } } },
      });
    } finally {
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('counts rate limits by the address API Gateway reports, not one bucket for every client', async () => {
    const echo = new Hono<AppEnv>().use(clientKey(getConnInfo)).get('/', (c) => c.text(c.var.clientKey));
    expect((await handle(echo)(httpApiEvent('GET', '/'))).body).toBe('203.0.113.7');
  });
});

describe('the Lambda settings', () => {
  it('keeps the data folder under /tmp unless DATA_DIR says otherwise', () => {
    expect(readLambdaConfig({})._unsafeUnwrap().dataDir).toBe(LAMBDA_DATA_DIR);
    expect(readLambdaConfig({ DATA_DIR: ' ' })._unsafeUnwrap().dataDir).toBe(LAMBDA_DATA_DIR);
    expect(readLambdaConfig({ DATA_DIR: '/mnt/efs/chapter' })._unsafeUnwrap().dataDir).toBe('/mnt/efs/chapter');
  });

  it('refuses production without a PostgreSQL DATABASE_URL, naming the setting', () => {
    const production = { NODE_ENV: 'production', ADMIN_EMAILS: 'chair@example.org', PAYMENTS: 'simulator' };
    expect(readLambdaConfig(production)._unsafeUnwrapErr()).toMatchObject({
      setting: 'DATABASE_URL',
      message: expect.stringContaining('DATABASE_URL is required on AWS Lambda'),
    });
    expect(readLambdaConfig({ ...production, DATABASE_URL: 'postgres://chapter@db.example.org/chapter' }).isOk()).toBe(true);
  });

  it('refuses production without Stripe keys, as a server start does; ADMIN_EMAILS only without the AWS wiring', () => {
    const database = { NODE_ENV: 'production', DATABASE_URL: 'postgres://chapter@db.example.org/chapter' };
    expect(readLambdaConfig({ ...database, ADMIN_EMAILS: 'chair@example.org' })._unsafeUnwrapErr().setting).toBe('PAYMENTS');
    expect(readLambdaConfig({ ...database, PAYMENTS: 'simulator' })._unsafeUnwrapErr().setting).toBe('ADMIN_EMAILS');
    expect(readLambdaConfig({ ...database, PAYMENTS: 'simulator', COGNITO_USER_POOL_ID: 'us-east-1_AbC123xyz' }).isOk()).toBe(true);
  });

  it('stops a bad setting with the server’s own message', async () => {
    await expect(composeLambda({ PORT: 'eighty' })).rejects.toThrow(/^Configuration error: PORT /);
  });
});
