import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '../src/index.ts';
import { errorsOf } from './errors-of.ts';

describe('missing fields get the SPEC "required" messages, not zod defaults', () => {
  it('login', () => {
    expect(errorsOf(loginBody, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('forgot password', () => {
    expect(errorsOf(forgotPasswordBody, { email: null })).toEqual({ email: 'Email is required' });
  });

  it('reset', () => {
    expect(errorsOf(resetPasswordBody, {})).toEqual({
      new_password: 'Password is required',
      new_password_confirmation: 'Please confirm your password',
    });
  });

  it('sign-up', () => {
    expect(errorsOf(registerBody, { company: 'x' })).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      phone: 'Enter with phone number',
      password: 'Password is required',
      password_confirmation: 'Please confirm your password',
    });
  });
});
