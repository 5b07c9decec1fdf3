// The marketing figures of spec section 1, shown as one band.
const STATS = [
  { value: "500+", label: "Job Openings" },
  { value: "500+", label: "Expert Team" },
  { value: "1000+", label: "Projects" },
  { value: "5000+", label: "Training Hours" },
  { value: "20+", label: "Positions Open" },
] as const;

export function StatsBand() {
  return (
    <section aria-label="Company figures" className="on-dark bg-brand-900 text-white">
      <dl className="container-page grid grid-cols-2 gap-8 py-12 text-center sm:grid-cols-3 lg:grid-cols-5">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-slate-200">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-accent-300 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
