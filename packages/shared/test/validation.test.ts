import { describe, expect, it } from 'vitest';
import {
  emailRule,
  loginBody,
  MSG,
  normaliseEmail,
  registerBody,
  resetPasswordBody,
  solutionListQuery,
} from '../src/index.ts';
import { errorsOf } from './errors-of.ts';

const goodSignUp = {
  full_name: 'Siti Rahma',
  email: 'siti@example.co.id',
  phone: '081234567890',
  company: '',
  position: '',
  password: 'Peta#2026',
  password_confirmation: 'Peta#2026',
};

describe('sign-up rules of docs/product.md §5.12', () => {
  it('accepts a good sign-up', () => {
    expect(registerBody.safeParse(goodSignUp).success).toBe(true);
  });

  it.each([
    ['full_name', '', 'Full name is required'],
    ['full_name', 'Al', 'Full name should be 3-20 characters'],
    ['full_name', 'A very long full name indeed', 'Full name should be 3-20 characters'],
    ['full_name', 'Siti R4hma', "Full name shouldn't include any special character"],
    ['email', '', 'Email is required'],
    ['email', 'siti@', 'It should be a valid email address'],
    ['phone', '', 'Enter with phone number'],
    ['phone', '12345', 'Invalid Indonesian phone number'],
    ['phone', '+1 555 123 4567', 'Invalid Indonesian phone number'],
    ['password', '', 'Password is required'],
    ['password', 'Ab1!', 'Password should be 8-20 characters'],
    ['password', 'abcdefgh1', 'Password should include at least 1 letter, 1 number and 1 special character'],
  ])('%s = %j gives %j', (field, value, message) => {
    const errors = errorsOf(registerBody, {
      ...goodSignUp,
      [field]: value,
      password_confirmation: field === 'password' ? value : goodSignUp.password_confirmation,
    });
    expect(errors[field]).toBe(message);
  });

  it('asks to confirm, then to match', () => {
    expect(errorsOf(registerBody, { ...goodSignUp, password_confirmation: '' }).password_confirmation).toBe(
      'Please confirm your password',
    );
    expect(errorsOf(registerBody, { ...goodSignUp, password_confirmation: 'Other#2026' }).password_confirmation).toBe(
      "Passwords don't match",
    );
  });

  it.each(['+6281234567890', '081234567890', '02112345678', '0361234567'])(
    'accepts the Indonesian number %s',
    (phone) => {
      expect(registerBody.safeParse({ ...goodSignUp, phone }).success).toBe(true);
    },
  );
});

describe('login and reset', () => {
  it('login needs a valid email and any password', () => {
    expect(errorsOf(loginBody, { email: 'x', password: '' })).toEqual({
      email: 'It should be a valid email address',
      password: 'Password is required',
    });
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('reset checks the rule and the match', () => {
    expect(errorsOf(resetPasswordBody, { new_password: 'Peta#2026', new_password_confirmation: 'Peta#2027' })).toEqual({
      new_password_confirmation: "Passwords don't match",
    });
  });
});

describe('catalogue query', () => {
  it('parses comma lists and defaults', () => {
    const q = solutionListQuery.parse({ technology: '3,1,3', status: 'review' });
    expect(q.technology).toEqual([3, 1]);
    expect(q.status).toEqual(['review']);
    expect(q.industry_group).toEqual([]);
    expect(q.page).toBe(1);
    expect(q.page_size).toBe(10);
  });

  it.each([
    [{ order_by: 'price' }, 'order_by'],
    [{ technology: '1,x' }, 'technology'],
    [{ page: '0' }, 'page'],
    [{ page_size: '1000' }, 'page_size'],
    [{ status: 'gone' }, 'status'],
  ])('refuses %j', (query, field) => {
    expect(Object.keys(errorsOf(solutionListQuery, query))).toContain(field);
  });
});

describe('look-alike emails', () => {
  const emailMessage = (v: string) => {
    const r = emailRule.safeParse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('folds fullwidth letters and case into one address', () => {
    expect(normaliseEmail(' Ｓｉｔｉ@Example.COM ')).toBe('siti@example.com');
    expect(emailMessage('ｓｉｔｉ@example.com')).toBeNull();
  });

  it('refuses invisible and control characters with a message that says so', () => {
    for (const v of [
      'si\u200bti@example.com',
      'siti@exa\u200dmple.com',
      '\ufeffsiti@example.com',
      'si\tti@example.com',
    ]) {
      expect(emailMessage(v), JSON.stringify(v)).toBe(MSG.emailInvisible);
    }
  });

  it('refuses a local part outside plain Latin characters', () => {
    expect(emailMessage('sîti@example.com')).toBe(MSG.emailLocalAscii);
    expect(emailMessage('сити@example.com')).toBe(MSG.emailLocalAscii);
  });

  it('keeps the existing messages for the existing cases', () => {
    expect(emailMessage('')).toBe('Email is required');
    expect(emailMessage('not-an-email')).toBe('It should be a valid email address');
    expect(emailMessage('a@b')).toBe('It should be a valid email address');
  });
});
