import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@catalog/shared';
import toast from 'react-hot-toast';

/** Toast durations of SPEC.md §9 in one place; the <Toaster> uses the same values as defaults. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
};
