/** Toasts of docs/product.md §7.2 for the account screens, character for character. */
export const AUTH_TEXT = {
  loginInvalidForm: 'error login, try enter valid credentials..',
  loginFailed: 'Failed to login',
  loginSuccess: 'Logged in successfully!',
  registerSuccess: 'Registration Successful! Please check your email for verification.',
  forgotSuccess: 'request for a new credential, check your email!',
  activationFailed: 'Failed to activate account. Please try again.',
} as const;
