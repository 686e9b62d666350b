import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, hex, prefixed so it is recognisable. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The `X-Catalog-Signature` value of a raw body: GitHub's scheme, `sha256=` and the hex HMAC-SHA256. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
