import type { Language } from '@catalog/shared';
import { useLingui } from '@lingui/react';
import { type NumberFormat, numberFormat } from '../lib/numbers.ts';
import type { MessageKey } from './keys.ts';

/** A text of the current language; `values` fill the message's `{placeholders}`. */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/** The translator of the page's language; components redraw when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

export const useLanguage = (): Language => useLingui().i18n.locale as Language;

/** Numbers written the page language's way (digit grouping), with a formatter made once. */
export const useNumberFormat = (): NumberFormat => numberFormat(useLanguage());
