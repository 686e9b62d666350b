import type { Language } from '@catalog/shared';
import type { OutgoingMail } from '../outbox.ts';
import { mailTexts } from '../texts/index.ts';
import { renderMail } from './layout.ts';

/** Who a mail goes to; it is written in the account's language (docs/decisions/0126-account-language.md). */
export interface Recipient {
  email: string;
  full_name: string;
  language: Language;
}

/** Links point at client pages; the page reads `token` and calls the API with it. */
export const activationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/activate?token=${encodeURIComponent(token)}`;
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export const activationMail = (user: Recipient, link: string): OutgoingMail => {
  const { t } = mailTexts(user.language);
  return renderMail({
    to: user.email,
    language: user.language,
    subject: t('activation.subject'),
    name: user.full_name,
    paragraphs: [t('activation.intro')],
    action: { label: t('activation.action'), url: link },
    after: [t('activation.expiry'), t('activation.ignore')],
  });
};

/** Sent instead of a second account when someone signs up with an email that is taken. */
export const alreadyRegisteredMail = (user: Recipient, signInUrl: string, forgotUrl: string): OutgoingMail => {
  const { t } = mailTexts(user.language);
  return renderMail({
    to: user.email,
    language: user.language,
    subject: t('alreadyRegistered.subject'),
    name: user.full_name,
    paragraphs: [t('alreadyRegistered.intro'), t('alreadyRegistered.links', { signInUrl, forgotUrl })],
    after: [t('alreadyRegistered.ignore')],
  });
};

export const resetPasswordMail = (user: Recipient, link: string): OutgoingMail => {
  const { t } = mailTexts(user.language);
  return renderMail({
    to: user.email,
    language: user.language,
    subject: t('reset.subject'),
    name: user.full_name,
    paragraphs: [t('reset.intro')],
    action: { label: t('reset.action'), url: link },
    after: [t('reset.expiry'), t('reset.ignore')],
  });
};

/** After a password change: by a reset link, or by the owner in the members' area (whose session stays). */
export const passwordChangedMail = (
  user: Recipient,
  forgotUrl: string,
  by: 'reset' | 'owner' = 'reset',
): OutgoingMail => {
  const { t } = mailTexts(user.language);
  return renderMail({
    to: user.email,
    language: user.language,
    subject: t('passwordChanged.subject'),
    name: user.full_name,
    paragraphs: [
      t(by === 'owner' ? 'passwordChanged.introByOwner' : 'passwordChanged.intro'),
      t('passwordChanged.notYou', { forgotUrl }),
    ],
  });
};
