import { describe, expect, it } from 'vitest';
import { sanitizeListHtml, sanitizeRichText } from '@catalog/shared/rich-text-server';

describe('rich-text sanitiser (docs/product.md §5.10 allow-lists)', () => {
  it.each([
    ['<p onclick="x()">Hi <script>alert(1)</script><b>bold</b></p>', '<p>Hi <b>bold</b></p>'],
    [
      '<iframe src="https://evil.test">x</iframe><object>o</object><embed src="x"><style>p{}</style><div>d</div>',
      '<div>d</div>',
    ],
    ['<img src=x onerror=alert(1)><svg><script>1</script></svg><u>u</u>', '<u>u</u>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.test/">x</a>', '<a>x</a>'],
    ['<a href="https://ok.test/" target="_top" onclick="x">x</a>', '<a href="https://ok.test/">x</a>'],
    [
      '<a href="https://ok.test/" target="_blank" rel="opener">x</a>',
      '<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<span style="color: red; position: fixed; background: url(x); font-weight: bold">s</span>',
      '<span style="color:red;font-weight:bold">s</span>',
    ],
    ['<span style="color: expression(alert(1))">e</span>', '<span>e</span>'],
    ['<p class="x" id="y" data-a="b">p</p>', '<p>p</p>'],
    ['<h1>Title</h1><table><tr><td>c</td></tr></table>', 'Titlec'],
    ['plain a < b & c', 'plain a &lt; b &amp; c'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps every tag of the detail allow-list', () => {
    const html =
      '<div><p><span>a</span><strong>b</strong><b>c</b><em>d</em><i>e</i><u>f</u><s>g</s><strike>h</strike><br></p><ul><li>x</li></ul><ol><li>y</li></ol></div>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('narrows list cards to inline emphasis, links and lists', () => {
    expect(sanitizeListHtml('<p><span style="color:red">a</span> <u>b</u> <b>c</b></p><ul><li>d</li></ul>')).toBe(
      'a b <b>c</b><ul><li>d</li></ul>',
    );
  });
});
