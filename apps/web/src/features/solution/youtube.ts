const ID = /^[\w-]{11}$/;

/** The video id of a YouTube link (watch, youtu.be, embed, shorts or live forms), or null. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') {
    id = parsed.pathname.split('/')[1];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(parsed.pathname)?.[1];
  }
  return id && ID.test(id) ? id : null;
}

/** The privacy-enhanced player (no cookies until play), which the CSP's frame-src allows. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
