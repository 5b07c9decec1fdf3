import { funnelChartLayout, funnelSummary, type ChartOptions, type FunnelCounts } from "@/lib/desk/rules/funnel-chart";

// The funnel as an SVG drawn on the server (no script): the five steps as bars from the geometry of
// lib/desk/rules/funnel-chart.ts. It is one image for assistive technology (role="img", named by its
// title and the numbers in words); the tables of the page hold the same numbers.

export function FunnelChart({ title, counts, options, className }: { title: string; counts: FunnelCounts; options?: ChartOptions; className?: string }) {
  const layout = funnelChartLayout(counts, options);
  const { width, height, plot, bars, ticks } = layout;
  const label = `${title}: ${funnelSummary(counts)}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={className ?? "h-auto w-full"} fontSize={12}>
      <title>{label}</title>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={tick.x} x2={tick.x} y1={plot.top} y2={plot.bottom} className="stroke-slate-200" />
          <text x={tick.x} y={plot.bottom + 16} textAnchor="middle" className="fill-slate-600">
            {tick.value}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} className="stroke-slate-400" />
      {bars.map((bar) => (
        <g key={bar.key}>
          <text x={bar.labelX} y={bar.midY} textAnchor="end" dominantBaseline="middle" className="fill-slate-800">
            {bar.label}
          </text>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="fill-brand-700" />
          <text
            x={bar.valueX}
            y={bar.midY}
            textAnchor={bar.valueInside ? "end" : "start"}
            dominantBaseline="middle"
            fontWeight={600}
            className={bar.valueInside ? "fill-white" : "fill-slate-900"}
          >
            {bar.value}
          </text>
        </g>
      ))}
    </svg>
  );
}
