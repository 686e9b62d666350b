/** Toasts of docs/product.md §7.2 for the account screens, character for character. */
export const AUTH_TEXT = {
  loginInvalidForm: 'error login, try enter valid credentials..',
  loginFailed: 'Failed to login',
  loginSuccess: 'Logged in successfully!',
  registerSuccess: 'Registration Successful! Please check your email for verification.',
  forgotSuccess: 'request for a new credential, check your email!',
  activationFailed: 'Failed to activate account. Please try again.',
} as const;

/** The card of each account screen: its title, subtitle, document title, submit button and the link to its counterpart. */
export const AUTH_SCREEN = {
  signIn: {
    title: 'Welcome',
    subtitle: 'Log in to continue exploring the Solution Catalog.',
    page: 'Sign In',
    submitLabel: 'Sign In',
    switchTo: { question: "Don't have an account?", to: '/sign/up', label: 'Sign Up' },
  },
  signUp: {
    title: 'Welcome',
    subtitle: 'Get set up and create your first Solution Catalog account.',
    page: 'Sign Up',
    submitLabel: 'Sign Up',
    switchTo: { question: 'Already have an account?', to: '/sign/in', label: 'Sign In' },
  },
  forgotPassword: {
    title: 'Forgot Password',
    subtitle: 'Enter your email address and we will send you instructions to reset your password.',
    page: 'Forgot Password',
    submitLabel: 'Send Reset Instructions',
  },
  resetPassword: {
    title: 'Reset Password',
    subtitle: 'Enter a new password for your new credentials.',
    page: 'Reset Password',
    submitLabel: 'Reset Password',
  },
} as const;
