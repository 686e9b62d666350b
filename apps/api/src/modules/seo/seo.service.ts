import { pathTo, routes, visibleStatuses } from '@catalog/shared';
import type { SeoRepository } from './seo.repository.ts';
import { robotsTxt } from './robots-txt.ts';
import { SITEMAP_MAX_URLS, type SitemapUrl, sitemapIndexXml, sitemapXml, w3cDatetime } from './sitemap-xml.ts';

/** The latest `lastmod` of `urls` (W3C datetimes in UTC compare as text), if any has one. */
const latest = (urls: readonly SitemapUrl[]) =>
  urls.reduce<string | undefined>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), undefined);

/**
 * What search engines are given (docs/decisions/0123). URLs are absolute from PUBLIC_URL, and
 * the sitemap holds what a visitor may see whoever asks: a crawler has no account.
 */
export class SeoService {
  constructor(
    private readonly repo: SeoRepository,
    /** PUBLIC_URL without a trailing slash. */
    private readonly publicUrl: string,
    /** URLs per sitemap file: the protocol's 50,000; tests use fewer (docs/decisions/0159). */
    private readonly urlsPerFile = SITEMAP_MAX_URLS,
  ) {}

  /**
   * `/sitemap.xml`: the home page, the list page and every solution page a visitor may open; past
   * `urlsPerFile` URLs, an index of the parts `/sitemap-N.xml` that hold them, in that order.
   */
  async sitemap(): Promise<string> {
    const parts = await this.parts();
    if (parts.length === 1) return sitemapXml(parts[0]!);
    return sitemapIndexXml(
      parts.map((urls, i) => ({
        loc: this.url(pathTo(routes.getSitemapPart, { part: i + 1 })),
        lastmod: latest(urls),
      })),
    );
  }

  /** `/sitemap-N.xml`, counted from 1; null when the sitemap is one file or has fewer parts. */
  async sitemapPart(part: number): Promise<string | null> {
    const parts = await this.parts();
    const urls = parts.length > 1 ? parts[part - 1] : undefined;
    return urls ? sitemapXml(urls) : null;
  }

  /** Every URL of the sitemap, by solution id, cut into files of at most `urlsPerFile`. */
  private async parts(): Promise<SitemapUrl[][]> {
    const solutions = await this.repo.solutionUpdates(visibleStatuses('visitor'));
    const urls: SitemapUrl[] = [
      { loc: this.url('/') },
      { loc: this.url('/solutions') },
      ...solutions.map((s) => ({ loc: this.url(`/solution/${s.id}`), lastmod: w3cDatetime(s.updated_at) })),
    ];
    const parts: SitemapUrl[][] = [];
    for (let at = 0; at < urls.length; at += this.urlsPerFile) parts.push(urls.slice(at, at + this.urlsPerFile));
    return parts;
  }

  robots(): string {
    return robotsTxt(this.url(routes.getSitemap.path));
  }

  private url(path: string): string {
    return `${this.publicUrl}${path}`;
  }
}
