import { PageHeader } from '../../components/ui/page-header.tsx';

/** Placeholder: this page is built by its own feature. */
export function SolutionPage() {
  return (
    <>
      <title>GIS Solutions · Solution Catalog</title>
      <PageHeader title="GIS Solutions" />
      <p className="mx-auto w-full max-w-7xl px-4 py-12 text-slate-600 sm:px-6 lg:px-8">Solution details are on their way.</p>
    </>
  );
}
