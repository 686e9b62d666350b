import { PageHeader } from '../../components/ui/page-header.tsx';

/** Placeholder: this page is built by its own feature. */
export function CreatePage() {
  return (
    <>
      <title>New Solution · Solution Catalog</title>
      <PageHeader title="New Solution" />
      <p className="mx-auto w-full max-w-7xl px-4 py-12 text-slate-600 sm:px-6 lg:px-8">The solution form is on its way.</p>
    </>
  );
}
