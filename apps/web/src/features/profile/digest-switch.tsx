import type { SavedSearch } from '@catalog/shared';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { PROFILE_TEXT } from './profile-texts.ts';
import { ToggleSwitch } from './toggle-switch.tsx';
import { useSavedSearchUpdate } from './use-saved-search-update.ts';

const TEXT = PROFILE_TEXT.savedSearches;

/** A saved search's daily digest on or off (docs/product.md §5.13); shows the wanted state while it is saved. */
export function DigestSwitch({ search, label, hint }: { search: SavedSearch; label: string; hint?: string }) {
  const update = useSavedSearchUpdate();
  const toggle = (alert: boolean) =>
    update.mutate(
      { search, change: { alert } },
      {
        onSuccess: (saved) => notify.success((saved.alert ? TEXT.digestOn : TEXT.digestOff)(saved.name)),
        onError: (error) => notify.error(errorMessage(error, PROFILE_TEXT.notifications.failed)),
      },
    );
  return (
    <ToggleSwitch
      label={label}
      hint={hint}
      name={TEXT.digestFor(search.name)}
      checked={update.isPending ? Boolean(update.variables.change.alert) : search.alert}
      disabled={update.isPending}
      onChange={toggle}
    />
  );
}
