import { siteRoutes } from '@catalog/shared';
import { BookmarkPlus, Rss } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { HeadLink } from '../../components/ui/head-link.tsx';
import { loadMemberTexts } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

// The dialog, its form code and Headless UI are fetched on the first wish to save, never with the
// page, with the texts of forms and their refusals (the member texts, build/catalogs.ts).
const SaveSearchDialog = lazy(async () => {
  const [dialog] = await Promise.all([import('./save-search-dialog.tsx'), loadMemberTexts()]);
  return { default: dialog.SaveSearchDialog };
});

/**
 * The list's own actions (docs/product.md §3.6, §3.12, §5.13): its Atom feed for everyone, also
 * announced in the head for feed readers, and "Save search" for signed-in users.
 */
export function ListActions({ query, signedIn }: { query: string; signedIn: boolean }) {
  const t = useT();
  const feedHref = `${siteRoutes.getFeed.path}${query ? `?${query}` : ''}`;
  const [dialogWanted, setDialogWanted] = useState(false);
  const [saving, setSaving] = useState(false);
  const wantDialog = () => setDialogWanted(true);
  return (
    <>
      <HeadLink rel="alternate" type="application/atom+xml" title={t('catalog.feed.title')} href={feedHref} />
      {/* A document, not a page of the client: the router must not take this link. */}
      <a
        href={feedHref}
        type="application/atom+xml"
        aria-label={t('catalog.feed.label')}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        <Rss className="size-4 text-orange-600" aria-hidden="true" />
        {t('catalog.feed.link')}
      </a>
      {signedIn && (
        <button
          type="button"
          onClick={() => {
            wantDialog();
            setSaving(true);
          }}
          onPointerEnter={wantDialog}
          onFocus={wantDialog}
          aria-haspopup="dialog"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t('catalog.saveSearch.title')}
        </button>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={saving} onClose={() => setSaving(false)} query={query} />
        </Suspense>
      )}
    </>
  );
}
