import type { EnquiryFormValues } from '@catalog/shared';
import { headerSafe, type OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates/layout.ts';

export interface EnquiryContext {
  enquiry: EnquiryFormValues;
  solution: { id: number; name: string };
  solutionUrl: string;
  account: { email: string; full_name: string };
}

const details = ({ enquiry: e, solution }: EnquiryContext) => [
  `Solution: ${solution.name} (id ${solution.id})`,
  `Name: ${e.full_name}`,
  `Email: ${e.email}`,
  `Company: ${e.company}`,
  `Phone: ${e.phone || '-'}`,
  `Position: ${e.position || '-'}`,
  `Message: ${e.message || '-'}`,
];

/** To the sales team. User text goes into the bodies only; the subject passes headerSafe. */
export const salesEnquiryMail = (to: string, ctx: EnquiryContext): OutgoingMail =>
  renderMail({
    to,
    subject: headerSafe(
      `Demo and enquiry request: ${ctx.solution.name} (${ctx.enquiry.full_name}, ${ctx.enquiry.company})`,
    ),
    paragraphs: [
      'A demo and enquiry request was sent from the Solution Catalog.',
      ...details(ctx),
      `Signed-in account: ${ctx.account.email}`,
    ],
    action: { label: 'Open the solution', url: ctx.solutionUrl },
  });

/** To the account that sent it, never to the typed address (see docs/decisions/0043). */
export const enquiryReceiptMail = (ctx: EnquiryContext): OutgoingMail =>
  renderMail({
    to: ctx.account.email,
    subject: headerSafe(`We received your enquiry about ${ctx.solution.name}`),
    name: ctx.account.full_name,
    paragraphs: [
      'Thank you for your interest. Our specialists will contact you soon. This is what you sent:',
      ...details(ctx),
    ],
    action: { label: 'Open the solution', url: ctx.solutionUrl },
  });
