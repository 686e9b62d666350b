import type { EnquiryFormValues } from '@catalog/shared';
import { headerSafe, type OutgoingMail } from '../../mail/outbox.ts';
import type { Recipient } from '../../mail/templates/account-mails.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { type MailTexts, mailTexts } from '../../mail/texts/index.ts';

export interface EnquiryContext {
  enquiry: EnquiryFormValues;
  /** The solutions asked about, in the order asked: one, or several from a shortlist. */
  solutions: readonly { id: number; name: string }[];
  solutionUrl: string;
  account: Recipient;
}

/** Every solution's name, for a subject line. */
export const solutionNames = (solutions: EnquiryContext['solutions']) => solutions.map((s) => s.name).join(', ');

const details = ({ t }: MailTexts, { enquiry: e, solutions }: EnquiryContext) => [
  ...solutions.map((solution) => t('enquiry.solution', { name: solution.name, id: solution.id })),
  t('enquiry.name', { value: e.full_name }),
  t('enquiry.email', { value: e.email }),
  t('enquiry.company', { value: e.company }),
  t('enquiry.phone', { value: e.phone || '-' }),
  t('enquiry.position', { value: e.position || '-' }),
  t('enquiry.message', { value: e.message || '-' }),
];

/** To the sales team, in English. User text goes into the bodies only; the subject passes headerSafe. */
export const salesEnquiryMail = (to: string, ctx: EnquiryContext): OutgoingMail => {
  const texts = mailTexts('en');
  return renderMail({
    to,
    language: 'en',
    subject: headerSafe(
      `Demo and enquiry request: ${solutionNames(ctx.solutions)} (${ctx.enquiry.full_name}, ${ctx.enquiry.company})`,
    ),
    paragraphs: [
      'A demo and enquiry request was sent from the Solution Catalog.',
      ...details(texts, ctx),
      `Signed-in account: ${ctx.account.email}`,
    ],
    action: { label: texts.t('enquiry.action'), url: ctx.solutionUrl },
  });
};

/** To the account that sent it, in its language, never to the typed address (see docs/decisions/0043). */
export const enquiryReceiptMail = (ctx: EnquiryContext): OutgoingMail => {
  const texts = mailTexts(ctx.account.language);
  return renderMail({
    to: ctx.account.email,
    language: ctx.account.language,
    subject: headerSafe(texts.t('enquiry.receiptSubject', { solutionName: solutionNames(ctx.solutions) })),
    name: ctx.account.full_name,
    paragraphs: [texts.t('enquiry.receiptIntro'), ...details(texts, ctx)],
    action: { label: texts.t('enquiry.action'), url: ctx.solutionUrl },
  });
};
