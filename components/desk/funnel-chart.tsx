import { funnelBars, type ChartOptions, type FunnelCounts } from "@/lib/desk/rules/funnel-chart";
import { BarChart } from "@/components/ui/bar-chart";

// The funnel as an SVG drawn on the server: the five steps as bars (components/ui/bar-chart.tsx). It is
// one image for assistive technology (role="img", named by its title and the numbers in words); the
// tables of the page hold the same numbers.

export function FunnelChart({ title, counts, options, className }: { title: string; counts: FunnelCounts; options?: ChartOptions; className?: string }) {
  return <BarChart title={title} bars={funnelBars(counts)} options={options} className={className} />;
}
