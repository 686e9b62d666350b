import { renderMail } from '../../mail/templates/layout.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { headerSafe } from '../../mail/outbox.ts';

export interface Announcement {
  solutionName: string;
  summary: string;
  solutionUrl: string;
}

/** One subscriber's mail about a newly visible solution, with its own opt-out link. */
export function newSolutionMail(
  to: { email: string; full_name: string },
  a: Announcement,
  optOutUrl: string,
): OutgoingMail {
  return renderMail({
    to: to.email,
    subject: headerSafe(`New in the Solution Catalog: ${a.solutionName}`),
    name: to.full_name,
    paragraphs: [
      `A new solution is available in the Solution Catalog: ${a.solutionName}.`,
      ...(a.summary ? [a.summary] : []),
    ],
    action: { label: 'View the solution', url: a.solutionUrl },
    after: ['You receive this email because you asked to hear about new solutions.'],
    unsubscribe: { label: 'Unsubscribe from new-solution emails', url: optOutUrl },
  });
}
