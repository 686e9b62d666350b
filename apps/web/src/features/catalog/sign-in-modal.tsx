import { BadgeCheck, FileText, MessagesSquare, Rocket, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';

const PERKS: Array<{ icon: typeof FileText; text: MessageKey }> = [
  { icon: FileText, text: 'catalog.signInModal.perkArticles' },
  { icon: Rocket, text: 'catalog.signInModal.perkEarlyAccess' },
  { icon: MessagesSquare, text: 'catalog.signInModal.perkDemo' },
];

/**
 * The anonymous visitor's sign-in prompt (docs/product.md §3.6). Loaded on first show only. A
 * native modal dialog: the browser keeps focus in it, makes the page behind it inert and closes it
 * on Escape, and showing it restyles only the dialog, not the whole page as a script's scroll lock
 * would (a long task on a phone, docs/decisions/0146-first-page-budgets.md). It is in the document
 * only while open.
 */
export function SignInModal({ open, onClose, signInTo }: { open: boolean; onClose: () => void; signInTo: string }) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape: closed the app's way, so the prompt's timer starts again.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog itself, not its content, is a click on the dimmed page around it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="mx-auto mt-auto mb-4 w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm sm:my-auto"
    >
      <div data-testid="sign-in-modal">
        <div className="surface-dark relative bg-navy-900 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.25),transparent_65%)] px-6 pt-6 pb-5">
          <button
            type="button"
            onClick={onClose}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-navy-100 hover:bg-white/10 hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('catalog.signInModal.close')}</span>
          </button>
          <LogoMark className="size-10" />
          <h2 id={titleId} className="mt-4 text-xl font-bold text-white">
            {t('catalog.signInModal.title')}
          </h2>
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-navy-100">
            <BadgeCheck className="size-4 text-teal-300" aria-hidden="true" />
            {t('catalog.signInModal.members')}
          </p>
        </div>
        <div className="px-6 py-5">
          <p className="text-sm text-slate-700">{t('catalog.signInModal.membersGet')}</p>
          <ul className="mt-3 space-y-2.5">
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm font-medium text-navy-900">
                <span className="inline-flex size-8 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
          <Link to={signInTo} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })} onClick={onClose}>
            {t('catalog.signInModal.signIn')}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
