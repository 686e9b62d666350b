import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX } from '@catalog/shared';

/** A new secret: the prefix and 32 random bytes (256 bits), base64url. */
export const newTokenSecret = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What the database keeps of a secret (docs/decisions/0170): its SHA-256. The secret has 256 bits
 * of entropy, so a fast hash is enough; a slow one would only slow every API call.
 */
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const looksLikeApiToken = (bearer: string) => bearer.startsWith(TOKEN_PREFIX);
