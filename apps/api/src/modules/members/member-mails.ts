import type { OutgoingMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates/layout.ts';

interface Recipient {
  email: string;
  full_name: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** After a password change in the members' area: the session that made it stays signed in. */
export const passwordChangedByOwnerMail = (user: Recipient, forgotUrl: string): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Your Solution Catalog password was changed',
    name: user.full_name,
    paragraphs: [
      'The password of your Solution Catalog account was just changed from your profile page, and every other sign-in was ended.',
      `If you did not do this, set a new password at once at ${forgotUrl} and tell us.`,
    ],
  });

/** The receipt of a deleted account: what went and what the sales record keeps. */
export const accountDeletedMail = (
  user: Recipient,
  kept: { enquiries: number },
  removed: { savedSearches: number },
  signUpUrl: string,
): OutgoingMail =>
  renderMail({
    to: user.email,
    subject: 'Your Solution Catalog account was deleted',
    name: user.full_name,
    paragraphs: [
      `Your Solution Catalog account ${user.email} was deleted as you asked.`,
      `Removed: your profile (name, phone, company and position), your password, your sign-ins, your mail choices and ${plural(removed.savedSearches, 'saved search', 'saved searches')} with their digests.`,
      kept.enquiries > 0
        ? `Kept: the ${plural(kept.enquiries, 'enquiry', 'enquiries')} you sent stay in our sales record with the solution and your message only, without your name, email address, phone, company and position.`
        : 'Kept: nothing. You had sent no enquiries.',
    ],
    after: [
      `You will get no more mail from the Solution Catalog. You are welcome to sign up again with this address at ${signUpUrl}.`,
    ],
  });
