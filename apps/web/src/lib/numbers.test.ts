import { LANGUAGES } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { numberFormat } from './numbers.ts';

const VALUES = [
  0, 1, 7, 12, 999, 1000, 1234, 9999, 10000, 12345, 123456, 1234567, 98765432, -1234, 2.5, 1234.5, 0.125, 3.14159,
  16384.75,
];

describe('numberFormat', () => {
  for (const language of LANGUAGES) {
    it(`writes numbers in ${language} as Intl.NumberFormat does`, () => {
      const ours = numberFormat(language);
      const platform = new Intl.NumberFormat(language);
      for (const value of VALUES) expect(ours.format(value), String(value)).toBe(platform.format(value));
    });
  }
});
