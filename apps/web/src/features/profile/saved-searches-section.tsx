import type { SavedSearch } from '@catalog/shared';
import { ArrowUpRight, type LucideIcon, PenLine, Trash } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSavedSearches } from '../../api/saved-searches.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { AccountSection, focusSectionTitle } from './account-section.tsx';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog.tsx';
import { DigestSwitch } from './digest-switch.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { QuerySummary } from './query-summary.tsx';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog.tsx';

const SECTION_ID = 'saved-searches';

/** Where a saved search opens: the list page with its query. */
const listPath = (search: SavedSearch) => (search.query ? `/solutions?${search.query}` : '/solutions');

/** A secondary row button: an icon and a short word, named in full for screen readers. */
function RowAction({
  icon: Icon,
  text,
  label,
  onClick,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={onClick}>
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </Button>
  );
}

function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="saved-search">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{search.name}</h3>
          <div className="mt-1">
            <QuerySummary query={search.query} />
          </div>
        </div>
        <div className="shrink-0 sm:w-40">
          <DigestSwitch search={search} label={t('profile.savedSearches.digest')} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={listPath(search)}
          aria-label={t('profile.savedSearches.openLabel', { name: search.name })}
          className={buttonClasses({ size: 'sm' })}
        >
          <ArrowUpRight className="size-4" aria-hidden="true" />
          {t('profile.savedSearches.open')}
        </Link>
        <RowAction
          icon={PenLine}
          text={t('profile.savedSearches.rename')}
          label={t('profile.savedSearches.renameLabel', { name: search.name })}
          onClick={onRename}
        />
        <RowAction
          icon={Trash}
          text={t('profile.savedSearches.delete')}
          label={t('profile.savedSearches.deleteLabel', { name: search.name })}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}

/** docs/product.md §3.12 Saved searches: open, rename, switch the digest or delete each one. */
export function SavedSearchesSection() {
  const t = useT();
  const searches = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  return (
    <AccountSection
      id={SECTION_ID}
      title={t('profile.savedSearches.title')}
      description={t('profile.savedSearches.description')}
    >
      {searches.isPending && <ListSkeleton label={t('profile.savedSearches.loading')} />}
      {searches.isError && (
        <ErrorBanner>{errorMessage(searches.error, t('profile.savedSearches.loadFailed'))}</ErrorBanner>
      )}
      {searches.data?.length === 0 && (
        <p className="text-sm text-slate-700">
          {t('profile.savedSearches.empty')} {t('profile.savedSearches.emptyHint')}{' '}
          <Link to="/solutions" className="font-semibold text-teal-800 underline underline-offset-2">
            {t('profile.savedSearches.emptyLink')}
          </Link>{' '}
          {t('profile.savedSearches.emptyAfter')}
        </p>
      )}
      {searches.data && searches.data.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {searches.data.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </ul>
      )}
      {renaming && <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteSavedSearchDialog
          search={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // The row and its buttons are gone: the section's heading takes the focus.
            requestAnimationFrame(() => focusSectionTitle(SECTION_ID));
          }}
        />
      )}
    </AccountSection>
  );
}
