/** A centred spinner announced as "Loading..." (also the fallback of the employer pages' loading states). */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
