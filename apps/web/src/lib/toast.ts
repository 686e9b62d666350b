import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@catalog/shared';
import type { ReactElement } from 'react';

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

export const notify = {
  /** A text, or a line with a link in it (the toast library renders either). */
  success(message: string | ReactElement) {
    wantToaster();
    void library().then(({ default: toast }) => toast.success(message, { duration: TOAST_SUCCESS_MS }));
  },
  error(message: string) {
    wantToaster();
    void library().then(({ default: toast }) => toast.error(message, { duration: TOAST_ERROR_MS }));
  },
};
