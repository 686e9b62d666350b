import { LANGUAGES, MAIL_TEXTS } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { en, id, mailTexts } from '../src/mail/texts/index.ts';
import type { OutgoingMail } from '../src/mail/outbox.ts';
import {
  activationMail,
  alreadyRegisteredMail,
  passwordChangedMail,
  resetPasswordMail,
} from '../src/mail/templates/account-mails.ts';
import { enquiryReceiptMail, salesEnquiryMail } from '../src/modules/enquiries/enquiry-mails.ts';
import { accountDeletedMail } from '../src/modules/members/member-mails.ts';
import { newSolutionMail } from '../src/modules/notifications/new-solution-mail.ts';
import { digestMail } from '../src/modules/saved-searches/digest-mail.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The mail texts of each language (docs/decisions/0126-account-language.md). */
describe('mail texts', () => {
  it('have the same keys in English and Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as Array<keyof typeof en>)('%s has the same placeholders in both', (key) => {
    expect(placeholders(id[key])).toEqual(placeholders(en[key]));
  });

  it('are the mail area of the shared catalogue, with plain {placeholders} only (docs/decisions/0130)', () => {
    for (const language of LANGUAGES) {
      const area = Object.entries(MAIL_TEXTS[language]);
      expect(Object.fromEntries(area.map(([key, text]) => [key.replace(/^mail\./, ''), text]))).toEqual(
        language === 'en' ? en : id,
      );
      // The mail filler reads `{name}` and nothing else: no plural or select of the client's catalogues.
      for (const [key, text] of area) expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
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

describe('every mail to an account', () => {
  const url = 'http://catalog.test/x';
  const mails = (language: 'en' | 'id'): Array<[string, OutgoingMail]> => {
    const to = { email: 'siti@example.co.id', full_name: 'Siti Rahma', language };
    const enquiry = {
      enquiry: {
        solution_id: 1,
        solution_ids: [1],
        full_name: 'Siti Rahma',
        email: 'siti@example.co.id',
        company: 'Peta',
        phone: '',
        position: '',
        message: '',
      },
      solutions: [{ id: 1, name: 'Flood Watch' }],
      solutionUrl: url,
      account: to,
    };
    return [
      ['activation', activationMail(to, url)],
      ['already registered', alreadyRegisteredMail(to, url, url)],
      ['reset', resetPasswordMail(to, url)],
      ['password changed', passwordChangedMail(to, url)],
      ['password changed by owner', passwordChangedMail(to, url, 'owner')],
      ['account deleted', accountDeletedMail(to, { enquiries: 2 }, { savedSearches: 1 }, url)],
      ['account deleted, nothing kept', accountDeletedMail(to, { enquiries: 0 }, { savedSearches: 0 }, url)],
      ['new solution', newSolutionMail(to, { solutionName: 'Flood Watch', summary: '', solutionUrl: url }, url)],
      [
        'digest',
        digestMail({
          to,
          searchName: 'Banjir',
          solutions: [{ name: 'Flood Watch', url }],
          listUrl: url,
          optOutUrl: url,
        }),
      ],
      ['enquiry receipt', enquiryReceiptMail(enquiry as Parameters<typeof enquiryReceiptMail>[0])],
    ];
  };

  it.each(mails('id'))('%s is written in Indonesian for an Indonesian account', (_name, mail) => {
    const words = `${mail.subject}\n${mail.text}`
      .replace(/https?:\S+/g, '')
      .replace(/Solution Catalog|Flood Watch/g, '');
    expect(words).not.toMatch(/\b(the|your|you|please|this|hello|of|and)\b/i);
    expect(mail.html).toContain('<html lang="id">');
  });

  it.each(mails('en'))('%s stays in English for an English account', (_name, mail) => {
    expect(mail.text).toMatch(/^Hello Siti Rahma,/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it("keeps the sales team's copy of an enquiry in English whatever the account's language", () => {
    const account = { email: 'siti@example.co.id', full_name: 'Siti Rahma', language: 'id' as const };
    const mail = salesEnquiryMail('sales@catalog.test', {
      enquiry: {
        solution_id: 1,
        solution_ids: [1],
        full_name: 'Siti',
        email: 'siti@example.co.id',
        company: 'Peta',
        phone: '',
        position: '',
        message: '',
      },
      solutions: [{ id: 1, name: 'Flood Watch' }],
      solutionUrl: 'http://catalog.test/solution/1',
      account,
    } as Parameters<typeof salesEnquiryMail>[1]);
    expect(mail.text).toContain('Solution: Flood Watch (id 1)');
    expect(mail.text).toContain('Open the solution:');
    expect(mail.html).toContain('<html lang="en">');
  });
});
