import type { OutgoingMail } from '../../mail/outbox.ts';
import type { Recipient } from '../../mail/templates/account-mails.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { mailTexts } from '../../mail/texts/index.ts';

/** The receipt of a deleted account: what went and what the sales record keeps. */
export const accountDeletedMail = (
  user: Recipient,
  kept: { enquiries: number },
  removed: { savedSearches: number },
  signUpUrl: string,
): OutgoingMail => {
  const { t, plural } = mailTexts(user.language);
  const savedSearches = plural(
    removed.savedSearches,
    'accountDeleted.savedSearchesOne',
    'accountDeleted.savedSearchesOther',
  );
  const enquiries = plural(kept.enquiries, 'accountDeleted.enquiriesOne', 'accountDeleted.enquiriesOther');
  return renderMail({
    to: user.email,
    language: user.language,
    subject: t('accountDeleted.subject'),
    name: user.full_name,
    paragraphs: [
      t('accountDeleted.intro', { email: user.email }),
      t('accountDeleted.removed', { savedSearches }),
      kept.enquiries > 0 ? t('accountDeleted.kept', { enquiries }) : t('accountDeleted.keptNothing'),
    ],
    after: [t('accountDeleted.goodbye', { signUpUrl })],
  });
};
