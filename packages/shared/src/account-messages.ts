/*
 * The account and members' routes' English answers, kept apart from their schemas so that a page
 * showing one (docs/decisions/0125-languages.md) does not load zod with it.
 */

/** Answers of the account routes (codes `account.<name>`). Those that must not reveal whether an email exists are one text each. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your email to activate your account.',
  activated: 'Your account has been activated. You can now sign in.',
  activationInvalid: 'This activation link is invalid or has expired.',
  badCredentials: 'Invalid email or password',
  notActivated: 'Your account is not activated yet. We have sent a new activation link to your email address.',
  disabled: 'This account has been disabled. Please contact the administrator.',
  forgotSent: 'If an account exists for this email address, we have sent instructions to reset the password.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
} as const;

/** Answers of the members' area (docs/product.md §3.12), codes `member.<name>`. */
export const MEMBER_MESSAGES = {
  profileSaved: 'Your profile has been saved.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  currentPasswordWrong: 'The current password is not correct',
  passwordWrong: 'The password is not correct',
  accountDeleted: 'Your account has been deleted.',
  savedSearchNotFound: 'Saved search not found',
  savedSearchLimit: ({ max }: { max: number }) =>
    `You can keep at most ${max} saved searches. Delete one to save another.`,
  savedSearchNameTaken: 'You already have a saved search with this name',
  savedSearchDeleted: 'Saved search deleted.',
  shortlistItemNotFound: 'This solution is not on your shortlist',
  shortlistLimit: ({ max }: { max: number }) =>
    `Your shortlist can hold at most ${max} solutions. Remove one to add another.`,
  shortlistRemoved: 'Removed from your shortlist.',
  shortlistShareRevoked: 'The share link of your shortlist no longer works.',
} as const;
