import { z } from 'zod';
import type { Endpoint, MediaResponse } from './endpoint.ts';
import { siteRoutes } from './routes.ts';
import { noBody, pathId } from './shapes.ts';

const tag = 'seo';
const text = (description: string, mediaType: string) =>
  ({ description, content: { [mediaType]: { schema: z.string() } } }) satisfies MediaResponse;

/**
 * What search engines read at the site's root (docs/decisions/0123). Both answer the same to
 * everyone: the sitemap lists only what a visitor may see, whoever asks.
 */
export const seoEndpoints = {
  getSitemap: {
    ...siteRoutes.getSitemap,
    tag,
    summary: 'Sitemap of the home page, the list page and every solution a visitor may see',
    responses: {
      200: text(
        'A sitemaps.org 0.9 document with absolute URLs; past 50,000 URLs an index of its parts (`/sitemap-N.xml`)',
        'application/xml',
      ),
      304: noBody('The sitemap the client holds (its ETag, given in If-None-Match) is current'),
    },
    errors: [],
  },
  getSitemapPart: {
    ...siteRoutes.getSitemapPart,
    tag,
    summary: 'One part of a sitemap too large for one file, as its index names it',
    params: z.object({ part: pathId }),
    responses: {
      200: text('A sitemaps.org 0.9 document of at most 50,000 absolute URLs', 'application/xml'),
      304: noBody('The part the client holds (its ETag, given in If-None-Match) is current'),
    },
    errors: [400, 404],
  },
  getRobots: {
    ...siteRoutes.getRobots,
    tag,
    summary: 'Crawl rules: the pages to leave out, and where the sitemap is',
    responses: { 200: text('The robots.txt rules', 'text/plain') },
    errors: [],
  },
} satisfies Record<string, Endpoint>;
