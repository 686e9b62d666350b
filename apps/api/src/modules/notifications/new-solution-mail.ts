import type { OutgoingMail } from '../../mail/outbox.ts';
import { headerSafe } from '../../mail/outbox.ts';
import type { Recipient } from '../../mail/templates/account-mails.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { mailTexts } from '../../mail/texts/index.ts';

export interface Announcement {
  solutionName: string;
  summary: string;
  solutionUrl: string;
}

/** One subscriber's mail about a newly visible solution, in their language, with its own opt-out link. */
export function newSolutionMail(to: Recipient, a: Announcement, optOutUrl: string): OutgoingMail {
  const { t } = mailTexts(to.language);
  return renderMail({
    to: to.email,
    language: to.language,
    subject: headerSafe(t('newSolution.subject', { solutionName: a.solutionName })),
    name: to.full_name,
    paragraphs: [t('newSolution.intro', { solutionName: a.solutionName }), ...(a.summary ? [a.summary] : [])],
    action: { label: t('newSolution.action'), url: a.solutionUrl },
    after: [t('newSolution.why')],
    unsubscribe: { label: t('newSolution.unsubscribe'), url: optOutUrl },
  });
}
