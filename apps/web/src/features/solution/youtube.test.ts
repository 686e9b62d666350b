import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from './youtube.ts';

describe('youtubeId', () => {
  it('reads the id from the usual link forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=Jk4Fl00dEw1',
      'https://youtube.com/watch?v=Jk4Fl00dEw1&t=30s',
      'https://m.youtube.com/watch?v=Jk4Fl00dEw1',
      'https://youtu.be/Jk4Fl00dEw1?si=abc',
      'https://www.youtube.com/embed/Jk4Fl00dEw1',
      'https://www.youtube.com/shorts/Jk4Fl00dEw1',
      'https://www.youtube-nocookie.com/embed/Jk4Fl00dEw1',
    ]) {
      expect(youtubeId(url), url).toBe('Jk4Fl00dEw1');
    }
  });

  it('refuses anything else', () => {
    for (const url of [
      '',
      'not a url',
      'https://vimeo.com/123',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      'https://evil.com/watch?v=Jk4Fl00dEw1',
      'https://youtu.be/"><script>',
    ]) {
      expect(youtubeId(url), url).toBeNull();
    }
  });

  it('embeds through the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('Jk4Fl00dEw1')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Jk4Fl00dEw1/);
  });
});
