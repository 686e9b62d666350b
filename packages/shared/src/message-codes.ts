import { ADMIN_MESSAGES } from './admin-messages.ts';
import { AUTH_MESSAGES, MEMBER_MESSAGES } from './account-messages.ts';
import { API_MESSAGES, QUERY_MESSAGES } from './api-messages.ts';
import { MSG } from './messages.ts';

/**
 * Message codes (docs/decisions/0130-messages-as-codes.md). Every English text the API answers
 * with and every message of the shared rules is an entry of one of these groups, and its code is
 * `<group>.<name>`: `validation.maxLength`, `account.badCredentials`. A text with values is a
 * function of one object; that object is the code's `params`. Nothing else lists the codes: the
 * client finds a code's text under `messages.<code>` in each language's catalogue.
 */
export const MESSAGE_GROUPS = {
  validation: MSG,
  account: AUTH_MESSAGES,
  member: MEMBER_MESSAGES,
  server: API_MESSAGES,
  query: QUERY_MESSAGES,
  admin: ADMIN_MESSAGES,
} as const;

type Groups = typeof MESSAGE_GROUPS;
type GroupName = keyof Groups;

export type MessageCode = { [G in GroupName]: `${G}.${keyof Groups[G] & string}` }[GroupName];

type DefinitionOf<C extends MessageCode> = C extends `${infer G extends GroupName}.${infer N}`
  ? N extends keyof Groups[G]
    ? Groups[G][N]
    : never
  : never;

/** The codes of fixed texts, which take no values. */
export type FixedCode = { [C in MessageCode]: DefinitionOf<C> extends string ? C : never }[MessageCode];

/** The values a message puts in its text, by the names its catalogue entries use. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** What a code's text needs: the object its function takes, or nothing for a fixed text. */
export type ParamsOf<C extends MessageCode> = DefinitionOf<C> extends (params: infer P) => string ? P : never;
type ParamsArgs<C extends MessageCode> = DefinitionOf<C> extends string ? [] : [params: ParamsOf<C>];

/** A message as it travels: its code, its values, and its English text made from both. */
export interface CodedMessage {
  code: MessageCode;
  params: MessageParams;
  message: string;
}

type Definition = string | ((params: MessageParams) => string);
const definitions = MESSAGE_GROUPS as unknown as Record<string, Record<string, Definition>>;

/** Every code, in the order of the groups above. */
export const MESSAGE_CODES = Object.entries(definitions).flatMap(([group, texts]) =>
  Object.keys(texts).map((name) => `${group}.${name}`),
) as MessageCode[];

/** The message of `code` with its values: `coded('validation.maxLength', { count: 200 })`. */
export function coded<C extends MessageCode>(code: C, ...[params]: ParamsArgs<C>): CodedMessage {
  const dot = code.indexOf('.');
  const definition = definitions[code.slice(0, dot)]![code.slice(dot + 1)]!;
  const values: MessageParams = params ?? {};
  return { code, params: values, message: typeof definition === 'string' ? definition : definition(values) };
}
