import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A modal dialog in the product's look: a dimmed page, a card with a title, a line saying what
 * the dialog is about, and its content. Headless UI keeps the focus inside and closes it on Escape.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  alert = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** A question before something that cannot be undone. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50" role={alert ? 'alertdialog' : 'dialog'}>
      <div className="fixed inset-0 bg-navy-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
          <DialogTitle className="text-lg font-semibold text-navy-950">{title}</DialogTitle>
          {description && (
            <Description className="mt-1.5 text-[15px] leading-relaxed text-slate-700">{description}</Description>
          )}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
