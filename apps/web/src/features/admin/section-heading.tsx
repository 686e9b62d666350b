import { DocumentTitle } from '../../components/ui/document-title.tsx';
import type { HeadingProps } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The heading of a back-office screen, which also names the tab; actions sit beside it. */
export function SectionHeading({ title, description, children }: HeadingProps) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <DocumentTitle>{t('admin.documentTitle', { section: title })}</DocumentTitle>
      <div className="min-w-0">
        <h2 className="text-2xl font-bold tracking-tight text-navy-950">{title}</h2>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
