import { SignJWT, jwtVerify } from 'jose';

/**
 * Claims of the bearer token (docs/product.md §5.5), plus the session version a reset bumps and the id
 * of the session row that sign-out revokes (docs/decisions/0087).
 */
export interface SessionClaims {
  exp: number;
  iat: number;
  is_staff: boolean;
  user_id: number;
  email: string;
  name: string;
  ver: number;
  sid: string;
}

const encoder = new TextEncoder();

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    if (Buffer.byteLength(secret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes');
    this.key = encoder.encode(secret);
  }

  async sign(
    user: { id: number; email: string; full_name: string; is_staff: boolean; session_version: number },
    sessionId: string,
  ) {
    return new SignJWT({
      is_staff: user.is_staff,
      user_id: user.id,
      email: user.email,
      name: user.full_name,
      ver: user.session_version,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null: wrong algorithm, key, shape or an expired token alike. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
      const { exp, iat, is_staff, user_id, email, name, ver, sid } = payload as Partial<SessionClaims>;
      if (typeof user_id !== 'number' || typeof ver !== 'number' || typeof is_staff !== 'boolean') return null;
      if (typeof sid !== 'string' || !sid) return null;
      return {
        exp: exp!,
        iat: iat!,
        is_staff,
        user_id,
        email: String(email ?? ''),
        name: String(name ?? ''),
        ver,
        sid,
      };
    } catch {
      return null;
    }
  }
}
