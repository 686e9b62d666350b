import { API_MESSAGES, AUTH_MESSAGES, MEMBER_MESSAGES, MSG } from '@catalog/shared';
import { errorMessage, NETWORK_ERROR_MESSAGE } from '../lib/api.ts';
import { translate } from './i18n.ts';
import type { MessageKey } from './keys.ts';
import { type Translate, useT } from './use-t.ts';

/**
 * The English messages of the server and of the shared validation rules, in the reader's language
 * (docs/decisions/0125-languages.md). The shared package and the API keep speaking English; the
 * client recognises each known text when it shows it and looks up its key in messages.json. The
 * table is built from the shared constants themselves, so a reworded constant still matches.
 */

type Texts = Readonly<Record<string, string | ((value: never) => string)>>;

/** Each group of English messages with the prefix of its keys in messages.json. */
export const MESSAGE_GROUPS: ReadonlyArray<readonly [prefix: string, texts: Texts]> = [
  ['messages.validation', MSG],
  ['messages.account', AUTH_MESSAGES],
  ['messages.member', MEMBER_MESSAGES],
  ['messages.server', API_MESSAGES],
  // The client's own fallback when no answer came (lib/api.ts).
  ['messages.client', { network: NETWORK_ERROR_MESSAGE }],
];

/**
 * The placeholder of each message made by a function: the one value the function puts in, as
 * the catalog's message names it.
 */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'messages.validation.min': 'min',
  'messages.validation.max': 'max',
  'messages.validation.maxLength': 'count',
  'messages.validation.minLength': 'count',
  'messages.validation.imageType': 'file',
  'messages.validation.imageSize': 'file',
  'messages.member.savedSearchLimit': 'max',
};

/** Stands for the value while a message function's text is turned into a pattern. */
const MARK = '\u0000';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: MessageKey;
  name: string;
  pattern: RegExp;
}

const EXACT = new Map<string, MessageKey>();
const PATTERNS: Pattern[] = [];

for (const [prefix, texts] of MESSAGE_GROUPS) {
  for (const [name, text] of Object.entries(texts)) {
    const key = `${prefix}.${name}` as MessageKey;
    if (typeof text === 'string') {
      if (!EXACT.has(text)) EXACT.set(text, key);
      continue;
    }
    const sample = (text as (value: string) => string)(MARK);
    const [before = '', after = ''] = sample.split(MARK);
    PATTERNS.push({
      key,
      name: PLACEHOLDERS[key] ?? 'value',
      pattern: new RegExp(`^${escapeRegExp(before)}(.*)${escapeRegExp(after)}$`, 's'),
    });
  }
}

/** The catalog key of a known English message and the values it holds, or undefined. */
export function messageKeyOf(text: string): { key: MessageKey; values?: Record<string, string> } | undefined {
  const key = EXACT.get(text);
  if (key) return { key };
  for (const { key: patternKey, name, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key: patternKey, values: { [name]: match[1] ?? '' } };
  }
  return undefined;
}

/**
 * A known English message in the current language; any other text unchanged. `t` is a
 * component's translator; without it, the browser's (toasts and other code outside components).
 */
export function localMessage(text: string, t: Translate = translate): string {
  const known = messageKeyOf(text);
  return known ? t(known.key, known.values) : text;
}

/** `localMessage` with the component's translator, so the text follows a change of language. */
export function useLocalMessage(): (text: string) => string {
  const t = useT();
  return (text) => localMessage(text, t);
}

/**
 * What a failed request says, in the page's language: the server's message when it sent a known
 * one, else `fallback` (already in the page's language).
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const local = useLocalMessage();
  return (error, fallback) => local(errorMessage(error, fallback));
}
