/** Grey lines where a section's list will be, while it loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div
      className="animate-pulse space-y-3"
      role="status"
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
    >
      {[0, 1].map((i) => (
        <div key={i} className="h-12 rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
