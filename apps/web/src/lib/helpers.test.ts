import { describe, expect, it } from 'vitest';
import { withQuery } from './api.ts';
import { initialsOf } from './initials.ts';
import { safeReturnPath, signInPath } from './safe-redirect.ts';

describe('initialsOf', () => {
  it('takes the upper-cased first letter of each word of the name', () => {
    expect(initialsOf('budi santoso', 'x@y.z')).toBe('BS');
    expect(initialsOf('  Siti   Rahma Putri ', undefined)).toBe('SRP');
  });
  it('falls back to the email when there is no name', () => {
    expect(initialsOf('', 'dewi@example.com')).toBe('D');
    expect(initialsOf(undefined, undefined)).toBe('');
  });
});

describe('safeReturnPath', () => {
  it('refuses paths with control characters, which would throw in the router', () => {
    for (const bad of ['/profile\n', '/enquiry/1\u0000', '/a\tb', '/x\u007f', '/\r\nSet-Cookie: x']) {
      expect(safeReturnPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });
  it('accepts paths of this app', () => {
    expect(safeReturnPath('/enquiry/3?x=1')).toBe('/enquiry/3?x=1');
  });
  it('refuses other origins and the sign-in pages themselves', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/sign/in',
      '/sign/out',
      '/sign/up?x',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
  it('builds the sign-in address that remembers the page', () => {
    expect(signInPath('/edit/3')).toBe('/sign/in?from=%2Fedit%2F3');
    expect(signInPath('/')).toBe('/sign/in');
    expect(signInPath('//evil')).toBe('/sign/in');
  });
});

describe('withQuery', () => {
  it('joins lists with commas and leaves empty values out (docs/product.md §4.6)', () => {
    expect(
      withQuery('/list', {
        technology: [1, 2],
        industry_group: [],
        search: '',
        page: 2,
        status: undefined,
      }),
    ).toBe('/list?technology=1,2&page=2');
    expect(withQuery('/a?x=1', { y: 'b c&d' })).toBe('/a?x=1&y=b%20c%26d');
    expect(withQuery('/a', {})).toBe('/a');
  });
});
