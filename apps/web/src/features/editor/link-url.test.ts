import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url.ts';

describe('normalizeLinkUrl', () => {
  it('requires a URL', () => {
    expect(normalizeLinkUrl('   ')).toEqual({
      ok: false,
      message: { code: 'validation.required', params: {}, message: 'This field is required' },
    });
  });

  it('adds https:// when no scheme is given', () => {
    expect(normalizeLinkUrl('esri.co.id/solutions')).toEqual({ ok: true, url: 'https://esri.co.id/solutions' });
    expect(normalizeLinkUrl('localhost:8080/app')).toEqual({ ok: true, url: 'https://localhost:8080/app' });
  });

  it('keeps an allowed scheme as typed', () => {
    expect(normalizeLinkUrl('http://example.com')).toEqual({ ok: true, url: 'http://example.com' });
    expect(normalizeLinkUrl('mailto:sales@example.com')).toEqual({ ok: true, url: 'mailto:sales@example.com' });
  });

  it('refuses schemes the sanitiser would drop', () => {
    const invalid = { code: 'validation.urlInvalid', params: {}, message: 'Please enter a valid URL' };
    expect(normalizeLinkUrl('javascript:alert(1)')).toEqual({ ok: false, message: invalid });
    expect(normalizeLinkUrl('data:text/html,hi')).toEqual({ ok: false, message: invalid });
  });
});
