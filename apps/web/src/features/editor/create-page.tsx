import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { notify } from '../../lib/toast.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { emptyValues, toFormData } from './form-values.ts';
import { ImageUploader, type PendingImage, releasePreviews } from './image-uploader.tsx';
import { SolutionForm } from './solution-form.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { solutionsApi, solutionWrites } from '../../api/solutions.ts';

/** /create (admins): a new solution with its images in one request; success goes to /solutions. */
export function CreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [images, setImages] = useState<PendingImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [initial] = useState(emptyValues);

  const save = async (values: Parameters<typeof toFormData>[0]) => {
    setProgress(images.length > 0 ? 0 : null);
    try {
      await solutionsApi.create(
        toFormData(
          values,
          images.map((i) => i.file),
          'create',
        ),
        (p) => images.length > 0 && setProgress(p),
      );
      releasePreviews(images);
      setImages([]);
      solutionWrites.created(queryClient);
      notify.success(translate('editor.created'));
      await navigate('/solutions');
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <DocumentTitle>{t('editor.create.documentTitle')}</DocumentTitle>
      <PageHeader title={t('editor.create.title')} description={t('editor.create.description')} />
      <SolutionForm
        label={t('editor.create.formLabel')}
        initial={initial}
        save={save}
        failureFallback={t('editor.createFailed')}
        images={
          <ImageUploader
            label={t('editor.create.images')}
            images={images}
            onChange={setImages}
            progress={progress}
            disabled={progress !== null}
          />
        }
      />
    </>
  );
}
