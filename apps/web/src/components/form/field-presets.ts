/** Fields that several forms show the same way: label, input type, autofill and hint. */
export const FIELD_PRESET = {
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: {
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: 'e.g. 081234567890',
    hint: 'Indonesian number starting with +62 or 0',
  },
  /** Password fields have autocomplete off (docs/product.md §3.5). */
  password: (label: string, withRules = false) => ({
    label,
    type: 'password',
    autoComplete: 'off',
    hint: withRules ? '8-20 characters with at least 1 letter, 1 number and 1 special character' : undefined,
  }),
} as const;
