import { useT } from '../../i18n/use-t.ts';

/** The edit form's shape while the solution loads (no artificial delay: docs/product.md §1.3). */
export function FormSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <span role="status" className="sr-only">
        {t('editor.skeleton.loading')}
      </span>
      <div className="animate-pulse motion-reduce:animate-none" aria-hidden="true">
        <div className="h-12 rounded-xl bg-slate-200/80" />
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <div className="grid gap-8 md:grid-cols-[15rem_1fr]">
            <div className="space-y-2">
              <div className="h-4 w-24 rounded bg-slate-200" />
              <div className="h-3 w-44 rounded bg-slate-100" />
            </div>
            <div className="space-y-5">
              {[0, 1].map((i) => (
                <div key={i} className="space-y-2">
                  <div className="h-3 w-20 rounded bg-slate-200" />
                  <div className="h-11 rounded-lg bg-slate-100" />
                </div>
              ))}
              <div className="grid gap-5 sm:grid-cols-2">
                {[0, 1].map((i) => (
                  <div key={i} className="space-y-2">
                    <div className="h-3 w-24 rounded bg-slate-200" />
                    <div className="h-11 rounded-lg bg-slate-100" />
                  </div>
                ))}
              </div>
              <div className="h-40 rounded-lg bg-slate-100" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
