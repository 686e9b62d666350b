import { useMutation } from '@tanstack/react-query';
import { useErrorText } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.ts';
import { ErrorBanner } from './alert.tsx';
import { Button } from './button.tsx';
import { DialogFrame } from './dialog-frame.tsx';

/**
 * Asks before an action that cannot be taken back (revoke, delete): Cancel has the focus, the
 * dialog stays while the action runs, and a refusal shows inside it. Once the action succeeded it
 * says `done` in a toast, closes, and runs `onDone` (the lists the action changed).
 */
export function ConfirmDialog({
  title,
  description,
  confirm,
  cancel,
  failure,
  action,
  done,
  onDone,
  onClose,
}: {
  title: string;
  description: string;
  /** The danger button's label: what the action does. */
  confirm: string;
  cancel: string;
  /** Shown when the server gives no message of its own. */
  failure: string;
  action: () => Promise<unknown>;
  /** The toast once the action succeeded. */
  done: string;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const errorText = useErrorText();
  const run = useMutation({
    mutationFn: action,
    onSuccess: () => {
      notify.success(done);
      onClose();
      return onDone();
    },
  });
  return (
    <DialogFrame open alert onClose={() => !run.isPending && onClose()} title={title} description={description}>
      {run.isError && <ErrorBanner className="mt-4">{errorText(run.error, failure)}</ErrorBanner>}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={run.isPending} autoFocus>
          {cancel}
        </Button>
        <Button variant="danger" loading={run.isPending} onClick={() => run.mutate()}>
          {confirm}
        </Button>
      </div>
    </DialogFrame>
  );
}
