import { Spinner } from './spinner.tsx';
import { useT } from '../../i18n/use-t.ts';

/** Shown while a page's code or data arrives. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-slate-600">
      <Spinner className="size-6 text-teal-700" label={label ?? t('ui.loading')} />
    </div>
  );
}
