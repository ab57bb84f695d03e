import { createHmac } from 'node:crypto';
import type { HmacSha256 } from './webhook-signature';

/** HMAC-SHA256 as lowercase hex with Node's crypto: the server's and the tests' signer. */
export const nodeHmacSha256: HmacSha256 = (secret, payload) => createHmac('sha256', secret).update(payload).digest('hex');
