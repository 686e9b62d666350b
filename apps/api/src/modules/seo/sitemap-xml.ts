import { escapeXml } from '../../lib/xml.ts';

/** One page of the sitemap: its absolute URL and, when known, when it last changed. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A stored ISO timestamp as a W3C datetime to the second in UTC, or nothing when it does not read
 * as a date (a sitemap with a wrong lastmod is worse than one without).
 */
export function w3cDatetime(stored: string): string | undefined {
  const time = Date.parse(stored);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d+Z$/, 'Z');
}

/** The sitemaps.org 0.9 document of `urls`, every value escaped. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
