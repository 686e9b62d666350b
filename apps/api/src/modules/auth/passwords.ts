import argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. With no hash (unknown account) a dummy hash is
 * verified instead and the answer is false, so response times do not reveal which emails exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy password that never matches');
  const target = hash ?? (await dummyHash);
  try {
    const ok = await argon2.verify(target, password);
    return ok && hash != null;
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false;
  }
}

export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, OPTIONS);
  } catch {
    return true;
  }
}
