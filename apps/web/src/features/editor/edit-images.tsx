import type { SolutionImage } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import { errorMessage } from '../../lib/api.ts';
import { solutionsApi } from '../../api/solutions.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import type { RejectedImage } from './image-files.ts';
import { ImageUploader, type PendingImage, releasePreviews } from './image-uploader.tsx';
import { useTimedMessage } from './use-timed-message.ts';

interface EditImagesProps {
  solutionId: number;
  images: SolutionImage[];
  pending: PendingImage[];
  onPendingChange: (images: PendingImage[]) => void;
  /** Progress of a Save that carries the pending images, else null. */
  saveProgress: number | null;
  /** Reloads the solution after images were added or removed. */
  onChanged: () => Promise<unknown>;
  disabled?: boolean;
}

/** The edit page's images: the stored ones, each removable, and new ones to upload (docs/product.md §3.8, §5.7). */
export function EditImages({
  solutionId,
  images,
  pending,
  onPendingChange,
  saveProgress,
  onChanged,
  disabled,
}: EditImagesProps) {
  const t = useT();
  const [message, showMessage] = useTimedMessage();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [serverRejected, setServerRejected] = useState<RejectedImage[]>([]);

  const remove = useMutation({
    mutationFn: (imageId: number) => solutionsApi.removeImage(imageId),
    onSuccess: async () => {
      showMessage('success', translate('editor.images.deleted'));
      await onChanged();
    },
    onError: (error) => showMessage('error', errorMessage(error, translate('editor.images.deleteFailed'))),
  });

  const upload = useMutation({
    mutationFn: (files: File[]) => {
      setServerRejected([]);
      setUploadProgress(0);
      return solutionsApi.addImages(solutionId, files, setUploadProgress);
    },
    onSuccess: async (result, files) => {
      const refused = result.data.errors;
      setServerRejected(refused.map(({ file, ...said }) => ({ file, message: said })));
      releasePreviews(pending);
      onPendingChange([]);
      if (refused.length === 0) showMessage('success', translate('editor.images.uploaded'));
      else {
        const uploaded = files.length - refused.length;
        showMessage('error', translate('editor.images.partlyUploaded', { uploaded, total: files.length }));
      }
      // The page shows the new images by reloading the solution, not the whole page.
      await onChanged();
    },
    onError: (error) => showMessage('error', errorMessage(error, translate('editor.images.uploadFailed'))),
    onSettled: () => setUploadProgress(null),
  });

  const busy = disabled || upload.isPending;

  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('editor.images.current')}</h3>
        {images.length === 0 ? (
          <p className="mt-1.5 rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-3 text-sm text-slate-600">
            {t('editor.images.none')}
          </p>
        ) : (
          <ul
            className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={t('editor.images.current')}
          >
            {images.map((image) => {
              const deleting = remove.isPending && remove.variables === image.id;
              return (
                <li
                  key={image.id}
                  className={cx(
                    'relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm',
                    deleting && 'opacity-60',
                  )}
                >
                  <img
                    src={image.thumbnail_url || image.image_url}
                    alt={image.name}
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                  <div className="flex items-center gap-2 px-2.5 py-2">
                    <p className="min-w-0 flex-1 truncate text-xs font-medium text-slate-800" title={image.name}>
                      {image.name}
                    </p>
                    <button
                      type="button"
                      onClick={() => remove.mutate(image.id)}
                      disabled={remove.isPending || busy}
                      aria-label={t('editor.images.delete', { name: image.name })}
                      className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <ImageUploader
        label={t('editor.images.add')}
        images={pending}
        onChange={onPendingChange}
        progress={uploadProgress ?? saveProgress}
        disabled={busy}
        serverRejected={serverRejected}
        actions={
          pending.length > 0 && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button
                size="sm"
                variant="secondary"
                loading={upload.isPending}
                disabled={busy}
                onClick={() => upload.mutate(pending.map((p) => p.file))}
              >
                <Upload className="size-4" aria-hidden="true" />
                {t('editor.images.upload', { count: pending.length })}
              </Button>
              <span className="text-xs text-slate-600">{t('editor.images.keep')}</span>
            </div>
          )
        }
      />

      <div aria-live="polite" aria-atomic="true">
        {message && (
          <p
            className={cx(
              'flex items-start gap-2 rounded-lg border px-3.5 py-2.5 text-sm font-medium',
              message.kind === 'success'
                ? 'border-teal-200 bg-teal-50 text-teal-900'
                : 'border-red-200 bg-red-50 text-red-800',
            )}
          >
            {message.kind === 'success' ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
