import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every answer (SECURITY.md): a content security policy that allows only our
 * own origin (and Stripe's, when card payments go through Stripe), no framing, no sniffing, and
 * HSTS for a year when the site is served over https.
 */
export function securityHeaders(options: { readonly https: boolean; readonly stripe: boolean }): MiddlewareHandler {
  const stripeScripts = options.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = options.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = options.stripe ? ['https://api.stripe.com'] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripeScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...stripeApi],
      frameSrc: stripeFrames.length > 0 ? stripeFrames : ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
}
