import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../components/ui/cx.ts';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { type ChosenImage, formatBytes, type RejectedImage, splitImages } from './image-files.ts';

export interface PendingImage extends ChosenImage {
  /** An object URL for the thumbnail; released when the image leaves the list. */
  previewUrl: string;
}

export const releasePreviews = (images: readonly PendingImage[]) =>
  images.forEach((i) => URL.revokeObjectURL(i.previewUrl));

interface ImageUploaderProps {
  label: string;
  images: PendingImage[];
  onChange: (images: PendingImage[]) => void;
  /** 0-100 while the images are being sent, else null. */
  progress: number | null;
  disabled?: boolean;
  hint?: ReactNode;
  /** Extra controls under the list (the edit page's "Upload now" button). */
  actions?: ReactNode;
  /** Refusals reported by the server, shown with the browser's own. */
  serverRejected?: RejectedImage[];
}

/**
 * The image area of docs/product.md §3.8: drop files or choose them with a real file input, see the chosen
 * ones with previews, remove them one by one or all at once. Files are checked here first; the
 * refused ones are listed under 'Upload Errors' while the others are still added.
 */
export function ImageUploader({
  label,
  images,
  onChange,
  progress,
  disabled,
  hint,
  actions,
  serverRejected = [],
}: ImageUploaderProps) {
  const t = useT();
  const local = useLocalMessage();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<RejectedImage[]>([]);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => releasePreviews(latest.current), []);

  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const split = splitImages(images, files);
    setRejected(split.rejected);
    if (split.added.length > 0)
      onChange([...images, ...split.added.map((a) => ({ ...a, previewUrl: URL.createObjectURL(a.file) }))]);
  };

  const remove = (key: string) => {
    releasePreviews(images.filter((i) => i.key === key));
    onChange(images.filter((i) => i.key !== key));
  };

  const clearAll = () => {
    releasePreviews(images);
    onChange([]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const errors = [...rejected, ...serverRejected];

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="image-dropzone"
        className={cx(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-7 text-center transition-colors',
          dragging ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-slate-50/70',
          disabled && 'opacity-60',
        )}
      >
        <span
          className="flex size-12 items-center justify-center rounded-full bg-white text-teal-700 shadow-sm ring-1 ring-slate-200"
          aria-hidden="true"
        >
          <ImagePlus className="size-6" />
        </span>
        <div>
          <p className="text-sm font-medium text-slate-800">
            <span className="hidden sm:inline">{t('editor.images.dropHere')} </span>
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/gif"
              disabled={disabled}
              className="peer sr-only"
              onChange={(e) => {
                add(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            <label
              htmlFor={inputId}
              className={cx(
                'inline-flex cursor-pointer items-center rounded-md px-1 font-semibold text-teal-700 underline underline-offset-4 hover:text-teal-800',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) peer-focus-visible:outline-solid',
                'peer-disabled:cursor-not-allowed',
              )}
            >
              <span className="sm:hidden">{t('editor.images.choose')}</span>
              <span className="hidden sm:inline">{t('editor.images.chooseInline')}</span>
            </label>
          </p>
          <p className="mt-1 text-xs text-slate-600">{hint ?? t('editor.images.hint')}</p>
        </div>
      </div>

      {errors.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
          <div className="flex items-start justify-between gap-3">
            <p className="flex items-center gap-2 font-semibold">
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {t('editor.images.uploadErrors')}
            </p>
            {rejected.length > 0 && (
              <button
                type="button"
                onClick={() => setRejected([])}
                className="-my-1 rounded-md px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-100"
              >
                {t('editor.images.dismiss')}
              </button>
            )}
          </div>
          <ul className="mt-1.5 list-disc space-y-1 pl-10 break-words">
            {errors.map((e, i) => (
              <li key={`${e.file}-${i}`}>{local(e.message)}</li>
            ))}
          </ul>
        </div>
      )}

      {images.length > 0 && (
        <div className="mt-4">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700">
              {t('editor.images.selected', { count: images.length })}
            </p>
            <button
              type="button"
              onClick={clearAll}
              disabled={disabled}
              className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t('editor.images.clearAll')}
            </button>
          </div>
          <ul
            className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={t('editor.images.selectedList')}
          >
            {images.map((image) => (
              <li
                key={image.key}
                className="group relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
              >
                <img src={image.previewUrl} alt="" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
                <div className="px-2.5 py-2">
                  <p className="truncate text-xs font-medium text-slate-800" title={image.file.name}>
                    {image.file.name}
                  </p>
                  <p className="text-xs text-slate-600">{formatBytes(image.file.size)}</p>
                </div>
                <button
                  type="button"
                  onClick={() => remove(image.key)}
                  disabled={disabled}
                  aria-label={t('editor.images.remove', { name: image.file.name })}
                  className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {progress !== null && <UploadProgress percent={progress} />}
      {actions}
    </div>
  );
}

export function UploadProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>{t('editor.images.uploading')}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('editor.images.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
