import type { Language } from '@catalog/shared';

/** The marks each language writes numbers with: 12,345.5 in English, 12.345,5 in Indonesian. */
const MARKS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
};

/** What the pages need of a number format: counts, page numbers and hardware figures. */
export interface NumberFormat {
  format(value: number): string;
}

/**
 * A language's number format, written as `Intl.NumberFormat` writes it (up to three decimals) for
 * the two languages the catalogue speaks. Not `Intl.NumberFormat` itself: the first one a page
 * makes costs about 15 ms on a desktop, four times that on a slow phone, in the middle of
 * hydrating (docs/decisions/0146-first-page-budgets.md). lib/numbers.test.ts holds the two equal.
 */
export function numberFormat(language: Language): NumberFormat {
  const marks = MARKS[language];
  return {
    format(value) {
      const [whole = '', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
      return `${value < 0 ? '-' : ''}${grouped}${fraction ? marks.decimal + fraction : ''}`;
    },
  };
}
