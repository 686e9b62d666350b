import type { EnquiryStatus } from '@catalog/shared';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { useT } from '../../i18n/use-t.ts';
import { cx } from '../ui/cx.ts';

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  blue: 'bg-sky-50 text-sky-900 ring-sky-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

/** A short state word in a coloured pill; the word carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The catalog key of how an enquiry's status reads, in the back office and in the members' area alike. */
export const ENQUIRY_STATUS_KEY = {
  new: 'common.enquiryStatus.new',
  in_progress: 'common.enquiryStatus.in_progress',
  closed: 'common.enquiryStatus.closed',
} as const satisfies Record<EnquiryStatus, MessageKey>;

const TONE = { new: 'blue', in_progress: 'amber', closed: 'grey' } as const satisfies Record<EnquiryStatus, string>;

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useT();
  return <StatusBadge tone={TONE[status]}>{t(ENQUIRY_STATUS_KEY[status])}</StatusBadge>;
}
