import type { OutgoingMail } from '../../mail/outbox.ts';
import type { Recipient } from '../../mail/templates/account-mails.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { mailTexts } from '../../mail/texts/index.ts';

/** To the admin who registered an endpoint that has failed long enough to be paused. */
export function webhookPausedMail(
  admin: Recipient,
  endpoint: { url: string; failingSince: string },
  pageUrl: string,
): OutgoingMail {
  const { t } = mailTexts(admin.language);
  return renderMail({
    to: admin.email,
    language: admin.language,
    subject: t('webhookPaused.subject'),
    name: admin.full_name,
    paragraphs: [t('webhookPaused.intro', { url: endpoint.url, since: endpoint.failingSince })],
    action: { label: t('webhookPaused.action'), url: pageUrl },
    after: [t('webhookPaused.after')],
  });
}
