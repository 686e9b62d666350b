import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/toast.ts';
import { translate } from '../../i18n/i18n.ts';
import { useErrorText } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { solutionsApi, solutionWrites } from '../../api/solutions.ts';

/** 'Delete Solution' with the confirmation of docs/product.md §3.8, as an accessible dialog; success goes to /solutions. */
export function DeleteSolutionButton({ solutionId, disabled }: { solutionId: number; disabled?: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => solutionsApi.remove(solutionId),
    onSuccess: async () => {
      notify.success(translate('editor.deleted'));
      await navigate('/solutions', { replace: true });
      solutionWrites.deleted(queryClient, solutionId);
      // It is in the trash now (docs/decisions/0154); kept out of api/solutions.ts, which the first page loads.
      queryClient.removeQueries({ queryKey: adminKeys.trash() });
    },
    onError: () => notify.error(translate('editor.delete.failed')),
  });

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    remove.reset();
  };

  // The server's reason (e.g. the solution is already gone) is added under the product's text.
  const reason = errorText(remove.error, '');

  return (
    <>
      <Button
        variant="ghost"
        className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800 sm:px-5"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="hidden size-4 sm:block" aria-hidden="true" />
        {t('editor.delete.button')}
      </Button>
      <Dialog open={open} onClose={close} className="relative z-50" role="alertdialog">
        <div className="fixed inset-0 bg-navy-950/50" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
            <div className="flex items-start gap-4">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700"
                aria-hidden="true"
              >
                <TriangleAlert className="size-5" />
              </span>
              <div>
                <DialogTitle className="text-lg font-semibold text-navy-950">{t('editor.delete.title')}</DialogTitle>
                <Description className="mt-1.5 text-[15px] leading-relaxed text-slate-700">
                  {t('editor.delete.confirm')}
                </Description>
              </div>
            </div>
            {remove.isError && (
              <ErrorBanner className="mt-5">
                {t('editor.delete.failed')}
                {reason && <span className="mt-0.5 block text-red-700">{reason}</span>}
              </ErrorBanner>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={close} disabled={remove.isPending} autoFocus>
                {t('editor.delete.cancel')}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('editor.delete.confirmButton')}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
