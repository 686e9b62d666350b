import { useT } from '../../i18n/use-t.ts';

const Bar = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded bg-slate-200 ${className}`} />
);

/** Shown at once while the solution loads, in the shape of the page, so nothing jumps. */
export function DetailSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:px-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <p role="status" className="sr-only">
        {t('solution.loading')}
      </p>
      <div className="min-w-0 space-y-6" aria-hidden="true">
        <div className="aspect-[16/10] w-full animate-pulse rounded-2xl bg-slate-200" />
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <Bar className="h-5 w-32" />
          <Bar className="h-3.5 w-full" />
          <Bar className="h-3.5 w-11/12" />
          <Bar className="h-3.5 w-3/4" />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Bar className="h-5 w-40" />
          </div>
        ))}
      </div>
      <div className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
            <Bar className="h-4 w-28" />
            <Bar className="h-3.5 w-3/4" />
            <Bar className="h-3.5 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
