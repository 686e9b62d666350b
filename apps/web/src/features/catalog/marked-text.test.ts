import { describe, expect, it } from 'vitest';
import { firstWords, markedParts } from './marked-text.tsx';

describe('markedParts', () => {
  it('reads marked words as runs and never markup', () => {
    expect(markedParts('Flood <mark>monitoring</mark> &lt;b&gt; &amp; more')).toEqual([
      { text: 'Flood ', marked: false },
      { text: 'monitoring', marked: true },
      { text: ' <b> & more', marked: false },
    ]);
  });

  it('decodes numeric entities and leaves unknown ones as they are', () => {
    expect(markedParts('it&#39;s &#x41; &bogus;')).toEqual([{ text: "it's A &bogus;", marked: false }]);
  });
});

describe('firstWords', () => {
  it('cuts runs at a word count, counting a word split across runs once', () => {
    const parts = markedParts('Peta <mark>banjir</mark>nya di Jakarta Utara dan sekitarnya');
    expect(firstWords(parts, 4)).toEqual({
      parts: [
        { text: 'Peta ', marked: false },
        { text: 'banjir', marked: true },
        { text: 'nya di Jakarta', marked: false },
      ],
      truncated: true,
    });
  });

  it('keeps everything when the text is short enough', () => {
    const parts = markedParts('<mark>GIS</mark> portal');
    expect(firstWords(parts, 5)).toEqual({ parts, truncated: false });
  });
});
