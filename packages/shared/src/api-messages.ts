/**
 * English texts the API answers with outside the validation rules (messages.ts) and the account
 * rules (auth.ts, members.ts). The client shows each in the reader's language by this name
 * (docs/decisions/0125-languages.md).
 */
export const API_MESSAGES = {
  enquirySent: 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyEnquiries: 'Too many enquiries. Please try again later.',
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  briefOutage: 'The service is briefly unavailable. Please try again in a few seconds.',
  internalError: 'Internal Server Error',
  invalidToken: 'Invalid or expired token',
  unreadableImage: 'The file is not a readable image',
  solutionNotFound: 'Solution not found',
} as const;
