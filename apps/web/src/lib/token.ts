/** What the client reads from the session token (docs/product.md §5.5). The server verifies the signature. */
export interface TokenPayload {
  exp: number;
  is_staff: boolean;
  user_id: number;
  email: string;
  name: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when it is not a readable token with a numeric expiry. */
export function decodeToken(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenPayload> | null;
    if (!payload || typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    return {
      exp: payload.exp,
      is_staff: payload.is_staff === true,
      user_id: Number(payload.user_id ?? 0),
      email: typeof payload.email === 'string' ? payload.email : '',
      name: typeof payload.name === 'string' ? payload.name : '',
    };
  } catch {
    return null;
  }
}

/** docs/product.md §5.5: the expiry is compared in seconds. */
export const isExpiredAt = (payload: TokenPayload, nowMs = Date.now()) => payload.exp <= Math.floor(nowMs / 1000);
