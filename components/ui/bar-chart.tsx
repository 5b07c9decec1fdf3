import { barChartLayout, barSummary, type BarInput, type ChartOptions } from "@/lib/format/bar-chart";

// A horizontal bar chart as an SVG drawn on the server (no script), from the geometry of
// lib/format/bar-chart.ts. It is one image for assistive technology (role="img", named by its title and
// the numbers in words); the page beside it holds the same numbers in a table.

export function BarChart({ title, bars: items, options, className }: { title: string; bars: readonly BarInput[]; options?: ChartOptions; className?: string }) {
  const { width, height, plot, bars, ticks } = barChartLayout(items, options);
  const label = `${title}: ${barSummary(items)}`;
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
