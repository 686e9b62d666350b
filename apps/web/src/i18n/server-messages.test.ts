import {
  type CodedMessage,
  coded,
  LOOKUP_KINDS,
  MESSAGE_CODES,
  MESSAGE_GROUPS,
  type MessageCode,
  type MessageParams,
} from '@catalog/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../../build/catalogs.ts';
import { ApiError, errorMessage, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../lib/api.ts';
import { activateLanguage } from './i18n.ts';
import { localMessage, messageKey } from './server-messages.ts';

/** The client's own codes: no answer came, the session ended. */
const CLIENT_CODES = [NETWORK_ERROR_CODE, 'client.sessionExpired'];

/**
 * Values to fill each message that has some, as the rules and the API fill them; a lookup
 * message is tried with every list and with one and several solutions.
 */
const SAMPLES: Partial<Record<MessageCode, MessageParams[]>> = {
  'validation.min': [{ min: 0 }],
  'validation.max': [{ max: 1_000_000 }],
  'validation.maxLength': [{ count: 100 }, { count: 50_000 }],
  'validation.minLength': [{ count: 3 }],
  'validation.imageType': [{ file: 'site plan (final).png' }],
  'validation.imageSize': [{ file: 'a$b[1]*.gif' }],
  'validation.imagePixels': [{ file: 'peta.png' }],
  'validation.imageUnreadable': [{ file: 'peta.png' }],
  'member.savedSearchLimit': [{ max: 20 }],
  'member.shortlistLimit': [{ max: 50 }],
  'validation.enquirySolutions': [{ max: 10 }],
  'query.compareIds': [{ min: 2, max: 4 }],
  'server.routeNotFound': [{ method: 'GET', path: '/api/nothing' }],
  'server.fileNotFound': [{ path: '/logo.svg' }],
  'server.imagesRefused': [{ reasons: 'One. Two.' }],
  'server.requestMalformed': [{ part: 'body' }],
  'server.tooManyFiles': [{ max: 20 }],
  'server.formFieldTooLong': [{ field: 'description' }],
  'server.unlisted': [{ reason: 'Something a library said' }],
  'query.oneOf': [{ name: 'kind', values: 'industry, technology' }],
  'query.positiveWholeNumber': [{ name: 'id' }],
  'query.wholeNumberFromTo': [{ name: 'page', min: 1, max: 1_000_000 }],
  'query.idList': [{ name: 'technology' }],
  'query.valueList': [{ name: 'status', values: 'review, testing' }],
  'query.tooLong': [{ name: 'search', max: 200 }],
  'query.dateFormat': [{ name: 'from' }],
  'query.dateInvalid': [{ name: 'to' }],
  'query.trueOrFalse': [{ name: 'alert' }],
  'admin.nameTooLong': [{ max: 100 }],
  'admin.noteTooLong': [{ max: 2000 }],
  'admin.lookupNotFound': LOOKUP_KINDS.map((kind) => ({ kind })),
  'admin.lookupNameTaken': LOOKUP_KINDS.map((kind) => ({ kind, name: 'Peta "Banjir"' })),
  'admin.lookupInUse': LOOKUP_KINDS.flatMap((kind) => [
    { kind, count: 1 },
    { kind, count: 12 },
  ]),
  'admin.lookupMergeSelf': LOOKUP_KINDS.map((kind) => ({ kind })),
  'admin.lookupMergeMissing': LOOKUP_KINDS.map((kind) => ({ kind, id: 42 })),
  'admin.restoreLookupDeleted': LOOKUP_KINDS.map((kind) => ({ kind, name: 'Drone' })),
  'admin.insightRangeTooLong': [{ max: 366 }],
  'admin.chooseAtLeastOne': [{ name: 'scopes' }, { name: 'events' }],
  'admin.tokenScope': [{ scope: 'catalog:write' }, { scope: 'enquiries:read' }],
  'admin.importUnknownLookup': LOOKUP_KINDS.map((kind) => ({ kind, name: 'Drone' })),
  'admin.importDuplicate': [{ row: 3 }],
  'admin.importFormat': [{ format: 'solution-catalog/1' }],
  'admin.importMalformedCsv': [{ line: 12 }],
  'admin.importTooManyRows': [{ max: 100000 }],
};

const isFixed = (code: MessageCode) => {
  const [group, name] = code.split('.') as [keyof typeof MESSAGE_GROUPS, string];
  return typeof (MESSAGE_GROUPS[group] as Record<string, unknown>)[name] === 'string';
};

/** `coded` for a code known only at run time. */
const anyCoded = coded as (code: MessageCode, params?: MessageParams) => CodedMessage;

/** Every code with each of its samples, as the server would send it. */
const everyMessage = () =>
  MESSAGE_CODES.flatMap((code) =>
    isFixed(code) ? [anyCoded(code)] : (SAMPLES[code] ?? []).map((params) => anyCoded(code, params)),
  );

describe('the server and validation messages in the reader language, by code (docs/decisions/0130-messages-as-codes.md)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('has a text under messages.<code> in each language for every code, and no other messages key', () => {
    const codes = [...MESSAGE_CODES, ...CLIENT_CODES].map(messageKey).sort();
    for (const language of ['en', 'id'] as const) {
      const keys = Object.keys(readCatalog(language)).filter((key) => key.startsWith('messages.'));
      expect(keys.sort(), language).toEqual(codes);
    }
  });

  it('has values to try for every message that takes some', () => {
    const withValues = MESSAGE_CODES.filter((code) => !isFixed(code));
    expect(withValues.filter((code) => !SAMPLES[code]?.length)).toEqual([]);
  });

  it('writes each code in English exactly as the server does', async () => {
    await activateLanguage('en');
    for (const said of everyMessage()) expect(localMessage(said), said.code).toBe(said.message);
    expect(localMessage({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE })).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('writes each code in Indonesian, with its values', async () => {
    await activateLanguage('id');
    expect(localMessage(coded('validation.fullNameRequired'))).toBe('Nama lengkap wajib diisi');
    expect(localMessage(coded('account.badCredentials'))).toBe('Email atau kata sandi salah');
    expect(localMessage(coded('validation.maxLength', { count: 100 }))).toBe('Panjang maksimal 100 karakter');
    expect(localMessage(coded('validation.imageSize', { file: 'peta.png' }))).toBe(
      '"peta.png" melebihi ukuran file maksimal 10MB.',
    );
    expect(localMessage(coded('member.savedSearchLimit', { max: 20 }))).toContain('20 pencarian tersimpan');
    expect(localMessage(coded('admin.lookupInUse', { kind: 'pattern_of_use', count: 3 }))).toBe(
      'Pola penggunaan ini dipakai oleh 3 solusi. Gabungkan ke pola penggunaan lain untuk menghapusnya.',
    );
    expect(localMessage({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE })).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
    );
    const passThrough = new Set<MessageCode>(['server.imagesRefused']);
    for (const said of everyMessage().filter((m) => !passThrough.has(m.code))) {
      expect(localMessage(said), said.code).not.toBe(said.message);
    }
  });

  it('never reads the English text: a reworded sentence with a known code is still Indonesian', async () => {
    await activateLanguage('id');
    const reworded = { code: 'account.badCredentials', params: {}, message: 'That email and password do not match.' };
    expect(localMessage(reworded)).toBe('Email atau kata sandi salah');
    const answer = new ApiError(400, {
      message: 'Text can be 100 characters long at most',
      code: 'validation.maxLength',
      params: { count: 100 },
      errors: { company: 'Company: 100 characters at most' },
      fieldErrors: { company: { code: 'validation.maxLength', params: { count: 100 } } },
    });
    expect(localMessage(errorMessage(answer, 'fallback'))).toBe('Panjang maksimal 100 karakter');
    expect(localMessage(answer.fieldMessages().company!)).toBe('Panjang maksimal 100 karakter');
  });

  it('shows a message whose code it does not know as sent, and a text of the page as it is', async () => {
    for (const language of ['en', 'id'] as const) {
      await activateLanguage(language);
      expect(localMessage({ code: 'server.fromTheFuture', params: {}, message: 'Something new' })).toBe(
        'Something new',
      );
      expect(localMessage({ message: 'A proxy said no' })).toBe('A proxy said no');
      expect(localMessage('Sudah diterjemahkan.')).toBe('Sudah diterjemahkan.');
      expect(localMessage(errorMessage(new ApiError(502), 'Gagal memuat'))).toBe('Gagal memuat');
    }
  });

  it('writes several refused files one by one, each by its code', async () => {
    await activateLanguage('id');
    const first = coded('validation.imageType', { file: 'a.bmp' });
    const second = coded('validation.imageSize', { file: 'b.png' });
    const answer = new ApiError(415, {
      ...coded('server.imagesRefused', { reasons: `${first.message} ${second.message}` }),
      errors: { 'images.0': first.message, 'images.1': second.message },
      fieldErrors: { 'images.0': first, 'images.1': second },
    });
    expect(localMessage(errorMessage(answer, 'fallback'))).toBe(
      'Jenis file "a.bmp" tidak didukung. Hanya JPG, PNG, dan GIF yang diizinkan. "b.png" melebihi ukuran file maksimal 10MB.',
    );
    await activateLanguage('en');
    expect(localMessage(errorMessage(answer, 'fallback'))).toBe(answer.serverMessage);
  });
});
