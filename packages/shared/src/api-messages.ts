/**
 * English texts the API answers with outside the validation rules (messages.ts), the account
 * rules (account-messages.ts) and the back office (admin-messages.ts). Each is a message code,
 * `server.<name>` or `query.<name>` (message-codes.ts, docs/decisions/0130-messages-as-codes.md);
 * a text with values is a function of one object, whose fields are the code's `params`.
 */
export const API_MESSAGES = {
  enquirySent: 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyEnquiries: 'Too many enquiries. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  briefOutage: 'The service is briefly unavailable. Please try again in a few seconds.',
  internalError: 'Internal Server Error',
  invalidToken: 'Invalid or expired token',
  unreadableImage: 'The file is not a readable image',
  solutionNotFound: 'Solution not found',
  shortlistNotFound: 'This shortlist link does not exist or was revoked',
  authRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  imageNotFound: 'Image not found',
  routeNotFound: ({ method, path }: { method: string; path: string }) => `Route ${method} ${path} not found`,
  fileNotFound: ({ path }: { path: string }) => `File ${path} not found`,
  metricsToken: 'Metrics need the bearer token set in METRICS_TOKEN',
  enquiriesFromUsers: 'Enquiries are sent from user accounts',
  unknownOption: 'Selected option does not exist',
  noImages: 'Please choose at least one image',
  /** Several files refused at once: the messages of `fieldErrors` (`images.<n>`), joined. */
  imagesRefused: ({ reasons }: { reasons: string }) => reasons,
  // The request itself.
  bodyTooLarge: 'Request body is too large',
  unsupportedContentType: 'Unsupported content type',
  invalidJson: 'Request body is not valid JSON',
  /** `part` is the part of the request Fastify names: body, querystring, params or headers. */
  requestMalformed: ({ part }: { part: string }) => `The request ${part} is missing or malformed`,
  invalidValue: 'Invalid value',
  invalidInput: 'Invalid input',
  badRequest: 'Bad request',
  notMultipart: 'Send the form as multipart/form-data',
  tooManyFiles: ({ max }: { max: number }) => `Too many files: at most ${max} images per request`,
  tooManyFormFields: 'Too many form fields',
  invalidFormFieldName: 'Invalid form field name',
  unreadableForm: 'The form data could not be read',
  formFieldTooLong: ({ field }: { field: string }) => `Field "${field}" is too long`,
  /**
   * A refusal in the words of a library rather than ours (a framework's 4xx, a schema check that
   * names no message): `reason` is its English text, sent unchanged.
   */
  unlisted: ({ reason }: { reason: string }) => reason,
} as const;

/** The rules of query strings and small request values: `name` is the parameter or field at fault. */
export const QUERY_MESSAGES = {
  oneOf: ({ name, values }: { name: string; values: string }) => `${name} must be one of: ${values}`,
  positiveWholeNumber: ({ name }: { name: string }) => `${name} must be a positive whole number`,
  wholeNumberFromTo: ({ name, min, max }: { name: string; min: number; max: number }) =>
    `${name} must be a whole number from ${min} to ${max}`,
  idList: ({ name }: { name: string }) => `${name} must be a comma-separated list of ids`,
  valueList: ({ name, values }: { name: string; values: string }) =>
    `${name} must be a comma-separated list of: ${values}`,
  tooLong: ({ name, max }: { name: string; max: number }) => `${name} must be at most ${max} characters`,
  dateFormat: ({ name }: { name: string }) => `${name} must be a date like 2026-01-31`,
  dateInvalid: ({ name }: { name: string }) => `${name} is not a valid date`,
  trueOrFalse: ({ name }: { name: string }) => `${name} must be true or false`,
  fromAfterTo: 'from must not be after to',
  facets: 'facets must be 1 or 0',
  language: 'language must be "en" or "id"',
  compareIds: ({ min, max }: { min: number; max: number }) =>
    `ids must list ${min} to ${max} different solution ids, separated by commas`,
} as const;
