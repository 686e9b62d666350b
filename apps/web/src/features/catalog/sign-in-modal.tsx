import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { BadgeCheck, FileText, MessagesSquare, Rocket, X } from 'lucide-react';
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

/** The anonymous visitor's sign-in prompt (docs/product.md §3.6). Loaded on first show only. */
export function SignInModal({ open, onClose, signInTo }: { open: boolean; onClose: () => void; signInTo: string }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-navy-950/60 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel
          className="relative w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-2xl"
          data-testid="sign-in-modal"
        >
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
            <DialogTitle className="mt-4 text-xl font-bold text-white">{t('catalog.signInModal.title')}</DialogTitle>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
