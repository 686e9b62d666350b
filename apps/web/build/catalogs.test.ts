import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, MAIL_AREA } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { catalogs, readCatalog, readCatalogFiles, SERVER_AREAS } from './catalogs.ts';

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The `{placeholders}` a compiled message fills, plural cases included. */
function placeholders(compiled: Compiled, found = new Set<string>()): Set<string> {
  if (typeof compiled === 'string') return found;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , cases] = token as [string, string?, Record<string, Compiled>?];
    found.add(name);
    if (cases && typeof cases === 'object') {
      for (const value of Object.values(cases)) if (Array.isArray(value)) placeholders(value, found);
    }
  }
  return found;
}

describe('the client catalogs (docs/decisions/0125-languages.md)', () => {
  const english = readCatalogFiles('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has the files and keys English has, no more, no less',
    (language) => {
      const other = readCatalogFiles(language);
      expect([...other.keys()]).toEqual([...english.keys()]);
      for (const [file, messages] of english) {
        expect(Object.keys(other.get(file)!).sort(), file).toEqual(Object.keys(messages).sort());
      }
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s fills the same placeholders as English', (language) => {
    const base = readCatalog('en');
    const other = readCatalog(language);
    for (const [key, message] of Object.entries(base)) {
      const wanted = [...placeholders(compileMessageOrThrow(message))].sort();
      expect([...placeholders(compileMessageOrThrow(other[key]!))].sort(), key).toEqual(wanted);
    }
  });

  it.each(LANGUAGES)('every %s message is a valid message, and none is empty', (language) => {
    for (const [key, message] of Object.entries(readCatalog(language))) {
      expect(message.trim(), key).not.toBe('');
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
    }
  });

  it('English texts without placeholders come out exactly as written', () => {
    for (const [key, message] of Object.entries(readCatalog('en'))) {
      const compiled = compileMessageOrThrow(message);
      if (placeholders(compiled).size > 0) continue;
      const text = typeof compiled === 'string' ? compiled : compiled.join('');
      expect(text, key).toBe(message);
    }
  });

  it('leaves the mails out of what the client loads (docs/decisions/0130-messages-as-codes.md)', () => {
    expect(SERVER_AREAS).toEqual([MAIL_AREA]);
    const load = catalogs().load as (this: { addWatchFile(file: string): void }, id: string) => string;
    for (const part of ['', '/visitor', '/member']) {
      const module = load.call({ addWatchFile: () => undefined }, `\0virtual:catalog/en${part}`);
      expect(module, part).not.toContain(`"${MAIL_AREA}.`);
    }
    expect(Object.keys(readCatalog('en')).some((key) => key.startsWith(`${MAIL_AREA}.`))).toBe(true);
  });

  it('no key is defined in two files of one language', () => {
    for (const language of LANGUAGES) expect(() => readCatalog(language)).not.toThrow();
  });
});
