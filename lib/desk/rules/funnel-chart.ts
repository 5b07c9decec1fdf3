// The funnel chart's geometry (the Reports page; decisions.md section 17): the five steps as horizontal
// bars, one band each, from the shared bar chart layout (lib/format/bar-chart.ts, d3-scale). Pure and
// tested; the SVG is drawn on the server (components/desk/funnel-chart.tsx). Small multiples pass a
// shared `max` so that their bars compare.
import type { FunnelRow } from "@/lib/desk/contract/common";
import { barChartLayout, barSummary, type BarChartLayout, type BarInput, type ChartBar as Bar, type ChartOptions } from "@/lib/format/bar-chart";

export type { ChartOptions, ChartTick } from "@/lib/format/bar-chart";

export const FUNNEL_STEPS = [
  { key: "submitted", label: "Submitted" },
  { key: "accepted", label: "Accepted" },
  { key: "interviewed", label: "Interviewed" },
  { key: "offered", label: "Offered" },
  { key: "hired", label: "Hired" },
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number]["key"];
export type FunnelCounts = Pick<FunnelRow, FunnelStep>;
export type ChartBar = Bar<FunnelStep>;
export type FunnelChartLayout = BarChartLayout<FunnelStep>;

/** The five steps as the bars to draw, in order. */
export function funnelBars(counts: FunnelCounts): BarInput<FunnelStep>[] {
  return FUNNEL_STEPS.map(({ key, label }) => ({ key, label, value: counts[key] }));
}

export function funnelChartLayout(counts: FunnelCounts, options: ChartOptions = {}): FunnelChartLayout {
  return barChartLayout(funnelBars(counts), options);
}

/** The chart in words (its accessible name): "Submitted 12, Accepted 8, Interviewed 5, Offered 3, Hired 2". */
export function funnelSummary(counts: FunnelCounts): string {
  return barSummary(funnelBars(counts));
}
