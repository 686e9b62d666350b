import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  adminUserChange,
  API_MESSAGES,
  AUTH_MESSAGES,
  coded,
  codedIssue,
  errorBody,
  errorBodyOf,
  fieldErrors,
  fieldMessages,
  idParams,
  lookupNameBody,
  MEMBER_MESSAGES,
  MESSAGE_CODES,
  MESSAGE_GROUPS,
  MSG,
  QUERY_MESSAGES,
  registerBody,
  savedSearchBody,
  solutionForm,
  solutionListQuery,
} from '../src/index.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return fieldMessages(result.error);
};

/** Message codes (docs/decisions/0130-messages-as-codes.md). */
describe('message codes', () => {
  it('are `<group>.<name>` for every entry of every group, once each', () => {
    const expected = Object.entries(MESSAGE_GROUPS).flatMap(([group, texts]) =>
      Object.keys(texts).map((name) => `${group}.${name}`),
    );
    expect(MESSAGE_CODES).toEqual(expected);
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
    for (const code of MESSAGE_CODES) expect(code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
  });

  it('give the English text of their constant, character for character', () => {
    expect(coded('validation.required')).toEqual({ code: 'validation.required', params: {}, message: MSG.required });
    expect(coded('validation.maxLength', { count: 200 })).toEqual({
      code: 'validation.maxLength',
      params: { count: 200 },
      message: 'Maximum length is 200 characters',
    });
    expect(coded('account.badCredentials').message).toBe(AUTH_MESSAGES.badCredentials);
    expect(coded('member.savedSearchLimit', { max: 20 }).message).toBe(MEMBER_MESSAGES.savedSearchLimit({ max: 20 }));
    expect(coded('server.routeNotFound', { method: 'GET', path: '/api/x' }).message).toBe('Route GET /api/x not found');
    expect(coded('query.oneOf', { name: 'kind', values: 'a, b' }).message).toBe(
      QUERY_MESSAGES.oneOf({ name: 'kind', values: 'a, b' }),
    );
    expect(coded('admin.lookupInUse', { kind: 'pattern_of_use', count: 1 }).message).toBe(
      'This pattern of use is used by 1 solution. Merge it into another pattern of use to delete it.',
    );
    expect(coded('admin.lookupNotFound', { kind: 'arcgis_product' }).message).toBe('ArcGIS product not found');
    expect(coded('server.internalError').message).toBe(API_MESSAGES.internalError);
    expect(coded('admin.lastAdmin').message).toBe(ADMIN_MESSAGES.lastAdmin);
  });
});

describe('the shared rules give each message with its code', () => {
  it('a field rule: the code and values of the first failing check', () => {
    const good = {
      full_name: 'Siti Rahma',
      email: 'siti@example.co.id',
      phone: '081234567890',
      password: 'Peta#2026',
      password_confirmation: 'Peta#2026',
    };
    expect(firstMessage(registerBody, { ...good, full_name: 'Al' }).full_name).toEqual(
      coded('validation.fullNameLength'),
    );
    expect(firstMessage(registerBody, { ...good, company: 'x'.repeat(101) }).company).toEqual(
      coded('validation.maxLength', { count: 100 }),
    );
    expect(firstMessage(registerBody, { ...good, password_confirmation: 'Other#2026' }).password_confirmation).toEqual(
      coded('validation.confirmMismatch'),
    );
  });

  it('a missing or mistyped field: the rule first message, not a zod default', () => {
    expect(firstMessage(registerBody, {}).email).toEqual(coded('validation.emailRequired'));
    expect(firstMessage(registerBody, { email: 42 }).email).toEqual(coded('validation.emailRequired'));
    expect(firstMessage(savedSearchBody, { name: ' ' }).name).toEqual(coded('validation.required'));
    expect(firstMessage(savedSearchBody, { name: 'x', alert: 'yes' }).alert).toEqual(
      coded('query.trueOrFalse', { name: 'alert' }),
    );
    expect(firstMessage(lookupNameBody, { name: 'x'.repeat(101) }).name).toEqual(
      coded('admin.nameTooLong', { max: 100 }),
    );
    expect(firstMessage(adminUserChange, {})._).toEqual(coded('admin.nothingToChange'));
    expect(firstMessage(adminUserChange, { role: 'owner' }).role).toEqual(
      coded('query.oneOf', { name: 'role', values: 'admin, user' }),
    );
  });

  it('query and path values: the parameter at fault in the values', () => {
    expect(firstMessage(solutionListQuery, { page: '0' }).page).toEqual(
      coded('query.wholeNumberFromTo', { name: 'page', min: 1, max: 1_000_000 }),
    );
    expect(firstMessage(solutionListQuery, { technology: 'x' }).technology).toEqual(
      coded('query.idList', { name: 'technology' }),
    );
    expect(firstMessage(solutionListQuery, { search: 'x'.repeat(201) }).search).toEqual(
      coded('query.tooLong', { name: 'search', max: 200 }),
    );
    expect(firstMessage(idParams, { id: 'abc' }).id).toEqual(coded('query.positiveWholeNumber', { name: 'id' }));
    expect(firstMessage(idParams, { id: '0' }).id).toEqual(coded('query.positiveWholeNumber', { name: 'id' }));
  });

  it('the solution form: hardware, ids and lengths', () => {
    const messages = firstMessage(solutionForm, {
      name: '',
      creator: 'x'.repeat(501),
      contributor_id: 'a',
      hardware_ram: '-1',
      hardware_gpu: 'many',
    });
    expect(messages.name).toEqual(coded('validation.required'));
    expect(messages.creator).toEqual(coded('validation.maxLength', { count: 500 }));
    expect(messages.contributor_id).toEqual(coded('validation.invalidFormat'));
    expect(messages.sector_id).toEqual(coded('validation.required'));
    expect(messages.hardware_ram).toEqual(coded('validation.min', { min: 0 }));
    expect(messages.hardware_gpu).toEqual(coded('validation.invalidNumber'));
  });

  it('keeps `errors` as the English texts of the same fields', () => {
    const result = registerBody.safeParse({});
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    const messages = fieldMessages(result.error!);
    expect(Object.keys(errors)).toEqual(Object.keys(messages));
    for (const [field, message] of Object.entries(messages)) expect(errors[field]).toBe(message.message);
  });

  it('names an issue without a code of ours `server.unlisted`, its own words unchanged', () => {
    const result = z.object({ token: z.string().max(2) }).safeParse({ token: 'abc' });
    const issue = result.error!.issues[0]!;
    expect(codedIssue(issue)).toEqual({
      code: 'server.unlisted',
      params: { reason: issue.message },
      message: issue.message,
    });
  });
});

describe('the error answer', () => {
  it('carries code and params beside the message, and fieldErrors beside errors', () => {
    const body = errorBodyOf(coded('validation.maxLength', { count: 200 }), {
      name: coded('validation.maxLength', { count: 200 }),
      email: coded('validation.emailInvalid'),
    });
    expect(body).toEqual({
      message: 'Maximum length is 200 characters',
      code: 'validation.maxLength',
      params: { count: 200 },
      errors: { name: 'Maximum length is 200 characters', email: 'It should be a valid email address' },
      fieldErrors: {
        name: { code: 'validation.maxLength', params: { count: 200 } },
        email: { code: 'validation.emailInvalid', params: {} },
      },
    });
    expect(errorBody.parse(body)).toEqual(body);
    expect(errorBodyOf(coded('server.notFound'))).toEqual({
      message: 'Not found',
      code: 'server.notFound',
      params: {},
    });
  });

  it('refuses a code that is not one of the list', () => {
    expect(errorBody.safeParse({ message: 'x', code: 'made.up', params: {} }).success).toBe(false);
  });
});
