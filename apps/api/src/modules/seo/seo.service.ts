import { routes, visibleStatuses } from '@catalog/shared';
import type { SeoRepository } from './seo.repository.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapXml, w3cDatetime } from './sitemap-xml.ts';

/**
 * What search engines are given (docs/decisions/0123). URLs are absolute from PUBLIC_URL, and
 * the sitemap holds what a visitor may see whoever asks: a crawler has no account.
 */
export class SeoService {
  constructor(
    private readonly repo: SeoRepository,
    /** PUBLIC_URL without a trailing slash. */
    private readonly publicUrl: string,
  ) {}

  /** The home page, the list page and every solution page a visitor may open. */
  async sitemap(): Promise<string> {
    const solutions = await this.repo.solutionUpdates(visibleStatuses('visitor'));
    return sitemapXml([
      { loc: this.url('/') },
      { loc: this.url('/solutions') },
      ...solutions.map((s) => ({ loc: this.url(`/solution/${s.id}`), lastmod: w3cDatetime(s.updated_at) })),
    ]);
  }

  robots(): string {
    return robotsTxt(this.url(routes.getSitemap.path));
  }

  private url(path: string): string {
    return `${this.publicUrl}${path}`;
  }
}
