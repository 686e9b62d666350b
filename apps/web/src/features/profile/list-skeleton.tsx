/** Grey lines where a section's list will be, while it loads; `label` names the wait ("Loading …"). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse space-y-3" role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <div key={i} className="h-12 rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
