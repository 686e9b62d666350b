import { describe, expect, it } from 'vitest';
import { decodeToken, isExpiredAt } from './token.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('decodeToken', () => {
  it('reads the claims, including UTF-8 names', () => {
    expect(decodeToken(token({ exp: 2000, is_staff: true, user_id: 7, email: 'a@b.co', name: 'Dédé Ñoño' }))).toEqual({
      exp: 2000,
      is_staff: true,
      user_id: 7,
      email: 'a@b.co',
      name: 'Dédé Ñoño',
    });
  });

  it('treats anything but a true is_staff as a user', () => {
    expect(decodeToken(token({ exp: 1, is_staff: 'true' }))?.is_staff).toBe(false);
  });

  it('refuses tokens it cannot read or without a numeric expiry', () => {
    for (const bad of [
      '',
      'abc',
      'a.b',
      'a.!!!.c',
      token({ is_staff: true }),
      token({ exp: '123' }),
      token(null),
      `${encode({})}.${encode('x')}.s`,
    ]) {
      expect(decodeToken(bad)).toBeNull();
    }
  });
});

describe('isExpiredAt', () => {
  const claims = { exp: 1000, is_staff: false, user_id: 1, email: '', name: '' };
  it('compares the expiry in seconds', () => {
    expect(isExpiredAt(claims, 999_999)).toBe(false);
    expect(isExpiredAt(claims, 1_000_000)).toBe(true);
    expect(isExpiredAt(claims, 1_500_000)).toBe(true);
  });
});
