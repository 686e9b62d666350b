import { PageHeader } from '../../components/ui/page-header.tsx';

/** Placeholder: this page is built by its own feature. */
export function EnquiryPage() {
  return (
    <>
      <title>Request Demo & Enquiry · Solution Catalog</title>
      <PageHeader title="Request Demo & Enquiry" />
      <p className="mx-auto w-full max-w-7xl px-4 py-12 text-slate-600 sm:px-6 lg:px-8">The enquiry form is on its way.</p>
    </>
  );
}
