import { LANGUAGES } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../src/mail/texts/en.ts';
import { id } from '../src/mail/texts/id.ts';
import { mailTexts } from '../src/mail/texts/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The mail texts of each language (docs/decisions/0126-account-language.md). */
describe('mail texts', () => {
  it('have the same keys in English and Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as Array<keyof typeof en>)('%s has the same placeholders in both', (key) => {
    expect(placeholders(id[key])).toEqual(placeholders(en[key]));
  });

  it('has no empty text and no English left in the Indonesian one, apart from names', () => {
    for (const [key, text] of Object.entries(id)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\b(the|your|you|please|this)\b/i);
    }
  });

  it('picks each language and fills placeholders once, without reading values as placeholders', () => {
    for (const language of LANGUAGES) expect(mailTexts(language).language).toBe(language);
    expect(mailTexts('en').t('layout.greeting', { name: '{name} $& Budi' })).toBe('Hello {name} $& Budi,');
    expect(mailTexts('id').t('layout.greeting', { name: 'Budi' })).toBe('Halo Budi,');
    expect(mailTexts('en').plural(1, 'accountDeleted.enquiriesOne', 'accountDeleted.enquiriesOther')).toBe('1 enquiry');
    expect(mailTexts('en').plural(3, 'accountDeleted.enquiriesOne', 'accountDeleted.enquiriesOther')).toBe(
      '3 enquiries',
    );
  });
});
