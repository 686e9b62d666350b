import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@catalog/shared';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Toasts of docs/product.md §8: errors 4 s, successes 2 s, never more than TOAST_LIMIT on screen. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 88 }}
      toastOptions={{
        className: '!rounded-xl !px-4 !py-3 !text-sm !font-medium !text-slate-800 !shadow-lg',
        error: { duration: TOAST_ERROR_MS },
        success: { duration: TOAST_SUCCESS_MS },
      }}
    />
  );
}
