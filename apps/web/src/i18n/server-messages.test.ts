import { AUTH_MESSAGES, MEMBER_MESSAGES, MSG } from '@catalog/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../../build/catalogs.ts';
import { NETWORK_ERROR_MESSAGE } from '../lib/api.ts';
import { activateLanguage } from './i18n.ts';
import { localMessage, MESSAGE_GROUPS, messageKeyOf } from './server-messages.ts';

/** Sample values for the messages made by a function, as the shared rules and the API fill them. */
const SAMPLES = [0, 7, 100, 2000, 'site plan (final).png', 'a$b[1]*.gif'] as const;

/** Every English message of the shared constants: the texts, and each function with each sample. */
function everyMessage(): string[] {
  const texts: string[] = [];
  for (const group of [MSG, AUTH_MESSAGES, MEMBER_MESSAGES]) {
    for (const value of Object.values(group)) {
      if (typeof value === 'string') texts.push(value);
      else for (const sample of SAMPLES) texts.push((value as (v: unknown) => string)(sample));
    }
  }
  return texts;
}

describe('the server and validation messages in the reader language (docs/decisions/0125-languages.md)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('maps every constant message to a key that both languages hold', () => {
    const english = readCatalog('en');
    const indonesian = readCatalog('id');
    for (const text of [...everyMessage(), NETWORK_ERROR_MESSAGE]) {
      const known = messageKeyOf(text);
      expect(known, text).toBeDefined();
      expect(english[known!.key], text).toBeDefined();
      expect(indonesian[known!.key], text).toBeDefined();
    }
  });

  it('has a key in messages.json for every entry of every group, and no key there without an entry', () => {
    const keys = MESSAGE_GROUPS.flatMap(([prefix, texts]) => Object.keys(texts).map((name) => `${prefix}.${name}`));
    const catalogKeys = Object.keys(readCatalog('en')).filter(
      (key) => key.startsWith('messages.') && key !== 'messages.client.sessionExpired',
    );
    expect(keys.sort()).toEqual(catalogKeys.sort());
  });

  it('leaves English exactly as the constants write it', async () => {
    await activateLanguage('en');
    for (const text of [...everyMessage(), NETWORK_ERROR_MESSAGE]) expect(localMessage(text)).toBe(text);
  });

  it('gives the Indonesian text of a known message, with its value', async () => {
    await activateLanguage('id');
    expect(localMessage(MSG.fullNameRequired)).toBe('Nama lengkap wajib diisi');
    expect(localMessage(AUTH_MESSAGES.badCredentials)).toBe('Email atau kata sandi salah');
    expect(localMessage(MSG.maxLength(100))).toBe('Panjang maksimal 100 karakter');
    expect(localMessage(MSG.imageSize('peta.png'))).toBe('"peta.png" melebihi ukuran file maksimal 10MB.');
    expect(localMessage(MEMBER_MESSAGES.savedSearchLimit(20))).toContain('20 pencarian tersimpan');
    expect(localMessage(NETWORK_ERROR_MESSAGE)).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
    );
    for (const text of everyMessage()) expect(localMessage(text), text).not.toBe(text);
  });

  it('passes any other text through unchanged, in either language', async () => {
    for (const language of ['en', 'id'] as const) {
      await activateLanguage(language);
      for (const text of ['Something odd happened', '', 'Value must be', 'Sudah diterjemahkan.']) {
        expect(localMessage(text)).toBe(text);
      }
    }
  });
});
