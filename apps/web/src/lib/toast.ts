import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@catalog/shared';
import { isValidElement, type ReactElement } from 'react';
import { localMessage } from '../i18n/server-messages.ts';
import type { Shown } from './api.ts';

/**
 * Toast durations of docs/product.md §8 in one place; the <Toaster> uses the same values as defaults.
 * The toast library is fetched with the first toast, so no page pays for it in its first
 * download; the toaster mounts then and shows what was queued meanwhile.
 */
const library = () => import('react-hot-toast');

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether a toast has been asked for yet. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

/**
 * Toasts. A coded message of the server or the shared rules is shown in the page's language by
 * its code (i18n/server-messages.ts); a plain text as given.
 */
export const notify = {
  /** A text, or a line with a link in it (the toast library renders either). */
  success(message: Shown | ReactElement) {
    wantToaster();
    const shown = isValidElement(message) ? message : localMessage(message);
    void library().then(({ default: toast }) => toast.success(shown, { duration: TOAST_SUCCESS_MS }));
  },
  error(message: Shown) {
    wantToaster();
    const shown = localMessage(message);
    void library().then(({ default: toast }) => toast.error(shown, { duration: TOAST_ERROR_MS }));
  },
};
