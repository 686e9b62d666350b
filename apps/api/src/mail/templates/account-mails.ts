import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

interface Recipient {
  email: string;
  full_name: string;
}

/** Links point at client pages; the page reads `token` and calls the API with it. */
export const activationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/activate?token=${encodeURIComponent(token)}`;
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export const activationMail = (user: Recipient, link: string): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Activate your Solution Catalog account',
    name: user.full_name,
    paragraphs: [
      'Thank you for signing up to the Solution Catalog. Please confirm your email address to activate your account.',
    ],
    action: { label: 'Activate account', url: link },
    after: ['This link works once and expires in 72 hours.', 'If you did not sign up, you can ignore this email.'],
  });

/** Sent instead of a second account when someone signs up with an email that is taken. */
export const alreadyRegisteredMail = (user: Recipient, signInUrl: string, forgotUrl: string): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Your Solution Catalog account',
    name: user.full_name,
    paragraphs: [
      'Someone tried to create a Solution Catalog account with this email address, but you already have one.',
      `If it was you, sign in at ${signInUrl}, or set a new password at ${forgotUrl}.`,
    ],
    after: ['If it was not you, you can ignore this email: nothing has changed.'],
  });

export const resetPasswordMail = (user: Recipient, link: string): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Reset your Solution Catalog password',
    name: user.full_name,
    paragraphs: ['We received a request to reset the password of your Solution Catalog account.'],
    action: { label: 'Reset password', url: link },
    after: [
      'This link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });

export const passwordChangedMail = (user: Recipient, forgotUrl: string): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Your Solution Catalog password was changed',
    name: user.full_name,
    paragraphs: [
      'The password of your Solution Catalog account was just changed, and every earlier sign-in was ended.',
      `If you did not do this, set a new password at once at ${forgotUrl} and tell us.`,
    ],
  });
