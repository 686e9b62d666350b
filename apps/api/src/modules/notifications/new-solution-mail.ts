import { escapeHtml, renderMail } from '../../mail/templates/layout.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { headerSafe } from '../../mail/outbox.ts';

export interface Announcement {
  solutionName: string;
  summary: string;
  solutionUrl: string;
}

const SUMMARY_MAX = 300;

export const summaryOf = (plain: string) =>
  plain.length <= SUMMARY_MAX ? plain : `${plain.slice(0, SUMMARY_MAX).replace(/\s+\S*$/, '')}…`;

/** One subscriber's mail about a newly visible solution, with its own opt-out link. */
export function newSolutionMail(
  to: { email: string; full_name: string },
  a: Announcement,
  optOutUrl: string,
): OutgoingMail {
  const mail = renderMail({
    to: to.email,
    subject: headerSafe(`New in the Solution Catalog: ${a.solutionName}`),
    name: to.full_name,
    paragraphs: [
      `A new solution is available in the Solution Catalog: ${a.solutionName}.`,
      ...(a.summary ? [a.summary] : []),
    ],
    action: { label: 'View the solution', url: a.solutionUrl },
    after: ['You receive this email because you asked to hear about new solutions.'],
  });
  const optOutText = `To stop these emails, open this link (no sign-in needed):\n${optOutUrl}`;
  const optOutHtml = `<p style="font-size:12px;color:#6b7280;margin:0 0 24px"><a href="${escapeHtml(optOutUrl)}" style="color:#6b7280">Unsubscribe from new-solution emails</a></p>`;
  // The layout's own closing tag: user text is escaped, so it cannot contain one.
  return {
    ...mail,
    text: `${mail.text}\n\n${optOutText}`,
    html: mail.html.replace('</body>', `${optOutHtml}\n</body>`),
    listUnsubscribe: optOutUrl,
  };
}
