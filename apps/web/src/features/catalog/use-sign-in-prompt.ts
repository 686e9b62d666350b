import { SIGN_IN_MODAL_FIRST_MS, SIGN_IN_MODAL_REPEAT_MS } from '@catalog/shared';
import { useEffect, useState } from 'react';

/**
 * docs/product.md §3.6, §8: for visitors without a token the sign-in modal opens 2 s after load and again
 * 15 s after each dismissal. Signing in (here or in another tab) stops it for good: the list then
 * no longer draws the prompt that uses this (sign-in-prompt.tsx).
 */
export function useSignInPrompt() {
  const [open, setOpen] = useState(false);
  const [dismissals, setDismissals] = useState(0);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOpen(true), dismissals === 0 ? SIGN_IN_MODAL_FIRST_MS : SIGN_IN_MODAL_REPEAT_MS);
    return () => clearTimeout(timer);
  }, [open, dismissals]);

  return {
    open,
    dismiss: () => {
      setOpen(false);
      setDismissals((n) => n + 1);
    },
  };
}
