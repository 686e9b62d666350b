import { Spinner } from './spinner.tsx';

/** Shown while a page's code or data arrives. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-slate-600">
      <Spinner className="size-6 text-teal-700" label={label} />
    </div>
  );
}
