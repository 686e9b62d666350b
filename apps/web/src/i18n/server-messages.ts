import { type CodedText, errorMessage, type Shown } from '../lib/api.ts';
import { translate } from './i18n.ts';
import type { MessageKey } from './keys.ts';
import { type Translate, useT } from './use-t.ts';

/**
 * The messages of the server and of the shared rules, in the reader's language
 * (docs/decisions/0130-messages-as-codes.md). Each comes with its code and values; its text is the
 * catalogue's `messages.<code>`, filled with the values. The English text that came with it is
 * never read to find the text, so a reworded English sentence cannot change another language; it
 * is shown only for a code the catalogue does not have (a newer server, a proxy's answer).
 */

/** The catalogue key of a message code. */
export const messageKey = (code: string) => `messages.${code}` as MessageKey;

function codedText(said: CodedText, t: Translate): string {
  if (said.parts?.length) return said.parts.map((part) => codedText(part, t)).join(' ');
  if (!said.code) return said.message;
  const key = messageKey(said.code);
  const text = t(key, said.params);
  // The translator answers a key it does not hold with the key itself.
  return text === key ? said.message : text;
}

/**
 * What to show, in the current language: a coded message by its code, a plain text as it is
 * (it is the page's own, already translated). `t` is a component's translator; without it, the
 * browser's (toasts and other code outside components).
 */
export function localMessage(shown: Shown, t: Translate = translate): string {
  return typeof shown === 'string' ? shown : codedText(shown, t);
}

/** `localMessage` with the component's translator, so the text follows a change of language. */
export function useLocalMessage(): (shown: Shown) => string {
  const t = useT();
  return (shown) => localMessage(shown, t);
}

/**
 * What a failed request says, in the page's language: the server's message by its code, else
 * `fallback` (already in the page's language).
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const local = useLocalMessage();
  return (error, fallback) => local(errorMessage(error, fallback));
}
