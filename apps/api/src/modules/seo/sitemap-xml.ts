import { escapeXml } from '../../lib/xml.ts';

/** The protocol's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

/** One page of the sitemap (or one sitemap of an index): its absolute URL and, when known, when it last changed. */
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

/** `<root>` of `<entry>` elements, each a `loc` and maybe a `lastmod`, every value escaped. */
function document(root: 'urlset' | 'sitemapindex', entry: 'url' | 'sitemap', items: readonly SitemapUrl[]): string {
  const entries = items.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<${entry}><loc>${escapeXml(loc)}</loc>${modified}</${entry}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</${root}>\n`;
}

/** The sitemaps.org 0.9 document of `urls`. */
export const sitemapXml = (urls: readonly SitemapUrl[]) => document('urlset', 'url', urls);

/** The sitemaps.org 0.9 index of `sitemaps`, for a site past one file's 50,000 URLs. */
export const sitemapIndexXml = (sitemaps: readonly SitemapUrl[]) => document('sitemapindex', 'sitemap', sitemaps);
