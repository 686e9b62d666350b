import { IMAGE_MAX_PIXELS } from './constants.ts';

/**
 * User-facing texts of docs/product.md §7.1 and §7.2, character for character. Each is also a
 * message code, `validation.<name>` (message-codes.ts); a text with values is a function of one
 * object, whose fields are the code's `params`.
 */
export const MSG = {
  fullNameRequired: 'Full name is required',
  fullNameLength: 'Full name should be 3-20 characters',
  fullNameChars: "Full name shouldn't include any special character",
  emailRequired: 'Email is required',
  emailInvalid: 'It should be a valid email address',
  emailInvisible: 'The email address contains an invisible or control character; please type it again',
  emailLocalAscii: 'The part of the email address before @ can only use plain Latin characters, without accents',
  passwordRequired: 'Password is required',
  passwordLength: 'Password should be 8-20 characters',
  passwordRule: 'Password should include at least 1 letter, 1 number and 1 special character',
  confirmEmpty: 'Please confirm your password',
  confirmMismatch: "Passwords don't match",
  phoneEmpty: 'Enter with phone number',
  phoneInvalid: 'Invalid Indonesian phone number',
  urlInvalid: 'Please enter a valid URL',
  youtubeRequired: 'YouTube link is required',
  youtubeInvalid: 'Invalid YouTube link',
  required: 'This field is required',
  enquirySolutions: ({ max }: { max: number }) => `Choose from 1 to ${max} solutions`,
  selectAtLeastOne: 'Please select at least one option',
  invalidNumber: 'Please enter a valid number',
  min: ({ min }: { min: number }) => `Value must be at least ${min}`,
  max: ({ max }: { max: number }) => `Value must be at most ${max}`,
  invalidFormat: 'Invalid format',
  maxLength: ({ count }: { count: number }) => `Maximum length is ${count} characters`,
  minLength: ({ count }: { count: number }) => `Minimum length is ${count} characters`,
  imageType: ({ file }: { file: string }) =>
    `"${file}" has an unsupported file type. Only JPG, PNG, and GIF are allowed.`,
  imageSize: ({ file }: { file: string }) => `"${file}" exceeds the maximum file size of 10MB.`,
  /** The pixel limit is ours (docs/decisions/0041-image-intake.md). */
  imagePixels: ({ file }: { file: string }) =>
    `"${file}" is too large in pixels. The maximum is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  imageUnreadable: ({ file }: { file: string }) => `"${file}" could not be read as an image.`,
  toastFailedLogin: 'Failed to login',
  toastCorrectErrors: 'Correct the errors before submitting!',
} as const;
