/** Stands in for a rich-text field while the editor's code loads, at the same size. */
export function RichTextFallback({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <div className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
        <div className="h-[45px] border-b border-slate-200 bg-slate-50" />
        <div className="min-h-[120px] animate-pulse bg-slate-50/60 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
