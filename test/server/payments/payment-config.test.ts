import { describe, expect, it } from 'vitest';
import { appWorld } from '../../support/app-world';
import { send } from './payment-requests';

const STRIPE = { secretKey: 'sk_test_config', publishableKey: 'pk_test_config', webhookSecret: 'whsec_config' };

describe('GET /payment/config', () => {
  it('says the card goes to the simulator when no Stripe keys are set', async () => {
    const { app } = appWorld();
    const answer = await send(app, 'GET', '/payment/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mode: 'simulator' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('gives Stripe mode with the publishable key only: no secret leaves the server', async () => {
    const plain = appWorld();
    const { app } = appWorld({ simulator: null, config: { ...plain.deps.config, stripe: STRIPE } });
    const answer = await send(app, 'GET', '/payment/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_config' });
    expect(JSON.stringify(answer.body)).not.toMatch(/sk_test|whsec/);
  });

  it('allows Stripe.js in the content security policy only in Stripe mode', async () => {
    const plain = appWorld();
    const simulator = await send(plain.app, 'GET', '/payment/config');
    expect(simulator.headers.get('content-security-policy')).not.toContain('js.stripe.com');
    const stripe = appWorld({ simulator: null, config: { ...plain.deps.config, stripe: STRIPE } });
    expect((await send(stripe.app, 'GET', '/payment/config')).headers.get('content-security-policy')).toContain(
      "script-src 'self' https://js.stripe.com",
    );
  });

  it('answers 404 to any other method on the path', async () => {
    const { app } = appWorld();
    expect((await send(app, 'POST', '/payment/config', {})).status).toBe(404);
  });
});
