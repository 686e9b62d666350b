import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorText } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';

/** What a back-office screen shows before its data is there: a spinner, or the failure with a way to try again. */
export function LoadState({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  const t = useT();
  const errorText = useErrorText();
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <p className="font-semibold text-red-800">{errorText(query.error, t('admin.loadFailed'))}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <p className="py-10 text-slate-600">
        <Spinner className="text-teal-700" label={t('admin.loading')} />
      </p>
    );
  }
  return <>{children}</>;
}

/** An empty list's line. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700"
    >
      {children}
    </p>
  );
}
