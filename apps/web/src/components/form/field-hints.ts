/** Hints under fields that several forms share. */
export const FIELD_HINT = {
  password: '8-20 characters with at least 1 letter, 1 number and 1 special character',
  phone: 'Indonesian number starting with +62 or 0',
} as const;
