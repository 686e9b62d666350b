/**
 * The texts of the mails sent to accounts, in English: today's texts, character for character.
 * `id.ts` holds the same keys with the same `{placeholders}` (test/mail-texts.test.ts checks);
 * `mailTexts(language)` in index.ts picks one (docs/decisions/0126-account-language.md).
 */
export const en = {
  // The layout of every mail (mail/templates/layout.ts).
  'layout.greeting': 'Hello {name},',
  'layout.greetingNoName': 'Hello,',
  'layout.buttonFallback': 'If the button does not work, copy this address into your browser:',
  'layout.unsubscribeText': 'To stop these emails, open this link (no sign-in needed):',

  // Activation (mail/templates/account-mails.ts).
  'activation.subject': 'Activate your Solution Catalog account',
  'activation.intro':
    'Thank you for signing up to the Solution Catalog. Please confirm your email address to activate your account.',
  'activation.action': 'Activate account',
  'activation.expiry': 'This link works once and expires in 72 hours.',
  'activation.ignore': 'If you did not sign up, you can ignore this email.',

  // A sign-up with an email that is taken.
  'alreadyRegistered.subject': 'Your Solution Catalog account',
  'alreadyRegistered.intro':
    'Someone tried to create a Solution Catalog account with this email address, but you already have one.',
  'alreadyRegistered.links': 'If it was you, sign in at {signInUrl}, or set a new password at {forgotUrl}.',
  'alreadyRegistered.ignore': 'If it was not you, you can ignore this email: nothing has changed.',

  // Password reset link.
  'reset.subject': 'Reset your Solution Catalog password',
  'reset.intro': 'We received a request to reset the password of your Solution Catalog account.',
  'reset.action': 'Reset password',
  'reset.expiry': 'This link works once and expires in 1 hour.',
  'reset.ignore': 'If you did not ask for this, you can ignore this email: your password stays the same.',

  // The password changed, by a reset link or from the profile page (modules/members/member-mails.ts).
  'passwordChanged.subject': 'Your Solution Catalog password was changed',
  'passwordChanged.intro':
    'The password of your Solution Catalog account was just changed, and every earlier sign-in was ended.',
  'passwordChanged.introByOwner':
    'The password of your Solution Catalog account was just changed from your profile page, and every other sign-in was ended.',
  'passwordChanged.notYou': 'If you did not do this, set a new password at once at {forgotUrl} and tell us.',

  // The receipt of a deleted account.
  'accountDeleted.subject': 'Your Solution Catalog account was deleted',
  'accountDeleted.intro': 'Your Solution Catalog account {email} was deleted as you asked.',
  'accountDeleted.removed':
    'Removed: your profile (name, phone, company and position), your password, your sign-ins, your mail choices and {savedSearches} with their digests.',
  'accountDeleted.savedSearchesOne': '{count} saved search',
  'accountDeleted.savedSearchesOther': '{count} saved searches',
  'accountDeleted.kept':
    'Kept: the {enquiries} you sent stay in our sales record with the solution and your message only, without your name, email address, phone, company and position.',
  'accountDeleted.enquiriesOne': '{count} enquiry',
  'accountDeleted.enquiriesOther': '{count} enquiries',
  'accountDeleted.keptNothing': 'Kept: nothing. You had sent no enquiries.',
  'accountDeleted.goodbye':
    'You will get no more mail from the Solution Catalog. You are welcome to sign up again with this address at {signUpUrl}.',

  // A newly visible solution (modules/notifications/new-solution-mail.ts).
  'newSolution.subject': 'New in the Solution Catalog: {solutionName}',
  'newSolution.intro': 'A new solution is available in the Solution Catalog: {solutionName}.',
  'newSolution.action': 'View the solution',
  'newSolution.why': 'You receive this email because you asked to hear about new solutions.',
  'newSolution.unsubscribe': 'Unsubscribe from new-solution emails',

  // The daily digest of a saved search (modules/saved-searches/digest-mail.ts).
  'digest.subjectOne': 'Saved search "{searchName}": {count} new solution matches',
  'digest.subjectOther': 'Saved search "{searchName}": {count} new solutions match',
  'digest.introOne': '{count} new solution matches your saved search "{searchName}" in the Solution Catalog:',
  'digest.introOther': '{count} new solutions match your saved search "{searchName}" in the Solution Catalog:',
  'digest.seeAll': 'See all, {more} more on the list',
  'digest.open': 'Open the saved search',
  'digest.why': 'You receive this email once a day at most, because you turned on the alert of this saved search.',
  'digest.unsubscribe': 'Stop the daily email of "{searchName}"',

  // The receipt of an enquiry (modules/enquiries/enquiry-mails.ts); the sales team's copy is English.
  'enquiry.receiptSubject': 'We received your enquiry about {solutionName}',
  'enquiry.receiptIntro': 'Thank you for your interest. Our specialists will contact you soon. This is what you sent:',
  'enquiry.solution': 'Solution: {name} (id {id})',
  'enquiry.name': 'Name: {value}',
  'enquiry.email': 'Email: {value}',
  'enquiry.company': 'Company: {value}',
  'enquiry.phone': 'Phone: {value}',
  'enquiry.position': 'Position: {value}',
  'enquiry.message': 'Message: {value}',
  'enquiry.action': 'Open the solution',

  // The opt-out pages of subscription mail (modules/notifications/unsubscribe-routes.ts).
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.doneTitle': 'Unsubscribed',
  'unsubscribe.home': 'Go to the Solution Catalog',
  'unsubscribe.invalidTitle': 'Link not valid',
  'unsubscribe.invalidText': 'This unsubscribe link is not valid. Please use the link from the most recent email.',
  'unsubscribe.newSolutionsQuestion': 'Stop receiving emails about new solutions in the Solution Catalog?',
  'unsubscribe.newSolutionsDone': 'You will no longer receive emails about new solutions.',
  'unsubscribe.savedSearchQuestion': 'Stop the daily email of this saved search? The search itself stays saved.',
  'unsubscribe.savedSearchDone':
    'You will no longer receive the daily email of this saved search. The search itself is still saved.',
} as const;

export type MailTextKey = keyof typeof en;
