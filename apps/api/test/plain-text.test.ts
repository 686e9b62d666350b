import { describe, expect, it } from 'vitest';
import { plainText } from '../src/lib/plain-text.ts';
import { highlightOf } from '../src/modules/solutions/search/highlight.ts';

describe('the plain text of a rich-text field, as a reader sees it', () => {
  it('leaves no gap where an inline tag opens or closes, and one space where a block ends', () => {
    expect(plainText('<p><strong>water-level gauges</strong>, rainfall</p><p>radar</p>')).toBe(
      'water-level gauges, rainfall radar',
    );
    expect(plainText('pe<b>mantau</b>an <a href="https://example.org/x">peta</a>.')).toBe('pemantauan peta.');
    expect(plainText('<ul><li>a</li><li>b</li></ul>line<br>break')).toBe('a b line break');
    expect(plainText('<script>hidden()</script><span class="x">shown</span> &amp; kept')).toBe('shown & kept');
  });

  it('gives a highlight window the punctuation where the description has it', () => {
    const card = {
      name: 'Peta',
      description: '<p>Pump <em>stations</em>, gauges and <strong>pump</strong>-houses</p>',
    };
    expect(highlightOf(card, new Set(['pump'])).description).toBe(
      '<mark>Pump</mark> stations, gauges and <mark>pump</mark>-houses',
    );
  });
});
