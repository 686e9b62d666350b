import { API_PREFIX } from '@catalog/shared';

/**
 * Pages of the web client a crawler has no use for: sign-in, the editor, enquiry forms, the
 * members' area and the back office (docs/product.md §3) all need an account or show nothing
 * public. Prefixes, as robots.txt reads them.
 */
const PRIVATE_PAGES = ['/admin', '/create', '/edit/', '/enquiry/', '/profile', '/sign/'];

/** The robots.txt rules: everything but the API and the private pages, and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  const disallowed = [`${API_PREFIX}/`, ...PRIVATE_PAGES].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
