import type { SavedSearch } from '@catalog/shared';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { ToggleSwitch } from './toggle-switch.tsx';
import { useSavedSearchUpdate } from './use-saved-search-update.ts';

/** A saved search's daily digest on or off (docs/product.md §5.13); shows the wanted state while it is saved. */
export function DigestSwitch({ search, label, hint }: { search: SavedSearch; label: string; hint?: string }) {
  const t = useT();
  const update = useSavedSearchUpdate();
  const toggle = (alert: boolean) =>
    update.mutate(
      { search, change: { alert } },
      {
        onSuccess: (saved) =>
          notify.success(
            translate(saved.alert ? 'profile.savedSearches.digestOn' : 'profile.savedSearches.digestOff', {
              name: saved.name,
            }),
          ),
        onError: (error) => notify.error(errorMessage(error, translate('profile.notifications.failed'))),
      },
    );
  return (
    <ToggleSwitch
      label={label}
      hint={hint}
      name={t('profile.savedSearches.digestFor', { name: search.name })}
      checked={update.isPending ? Boolean(update.variables.change.alert) : search.alert}
      disabled={update.isPending}
      onChange={toggle}
    />
  );
}
