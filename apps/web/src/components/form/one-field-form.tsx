import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { Shown } from '../../lib/api.ts';
import { ErrorBanner } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/**
 * A form of one field with its buttons beside it (wrapping under it on a phone) and the server's
 * refusal below: the back office's inline forms that name a lookup value or a synonym set.
 */
export function OneFieldForm({
  name,
  field,
  submit,
  onSubmit,
  pending,
  onCancel,
  serverMessage,
  className,
}: {
  /** The form's accessible name, when it needs one beside its field's. */
  name?: string;
  field: ReactNode;
  submit: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  onCancel?: () => void;
  serverMessage: Shown | null;
  className?: string;
}) {
  const t = useT();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={className} aria-label={name}>
      <div className="flex flex-wrap items-start gap-3">
        {field}
        <div className="flex gap-2 pt-7">
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              {t('admin.cancel')}
            </Button>
          )}
        </div>
      </div>
      {serverMessage && <ErrorBanner className="mt-3">{serverMessage}</ErrorBanner>}
    </form>
  );
}
