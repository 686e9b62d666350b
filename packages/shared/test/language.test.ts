import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromCookieHeader } from '../src/index.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'id'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,id;q=0.5,en;q=0.4', 'id'],
    ['en;q=0.3,id;q=0.6', 'id'],
    ['in', 'id'],
    ['ID', 'id'],
    ['fr, de', 'en'],
    ['id;q=0, en;q=0.1', 'en'],
    ['id;q=abc', 'en'],
    ['', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('answers English when the header is missing', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('languageFromCookieHeader', () => {
  it('reads the lang cookie among others', () => {
    expect(languageFromCookieHeader('a=1; lang=id; b=2')).toBe('id');
    expect(languageFromCookieHeader('lang=en')).toBe('en');
  });

  it('ignores a missing or unknown value', () => {
    expect(languageFromCookieHeader('lang=fr')).toBeUndefined();
    expect(languageFromCookieHeader('language=id')).toBeUndefined();
    expect(languageFromCookieHeader(undefined)).toBeUndefined();
  });
});
