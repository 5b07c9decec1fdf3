// The funnel chart's geometry (the Reports page; decisions.md section 17): the five steps as horizontal
// bars, one band each, their length on a linear scale from 0 (d3-scale). Pure and tested; the SVG is
// drawn on the server from it (components/desk/funnel-chart.tsx). Small multiples pass a shared `max`
// so that their bars compare.
import { scaleBand, scaleLinear } from "d3-scale";
import type { FunnelRow } from "@/lib/desk/contract";

export const FUNNEL_STEPS = [
  { key: "submitted", label: "Submitted" },
  { key: "accepted", label: "Accepted" },
  { key: "interviewed", label: "Interviewed" },
  { key: "offered", label: "Offered" },
  { key: "hired", label: "Hired" },
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number]["key"];
export type FunnelCounts = Pick<FunnelRow, FunnelStep>;

export type ChartBar = {
  key: FunnelStep;
  label: string;
  value: number;
  /** The bar's box. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The step's name, right-aligned left of the plot, on the band's middle line. */
  labelX: number;
  /** The value's text: after the bar, or inside its end when the bar reaches the right edge. */
  valueX: number;
  valueInside: boolean;
  /** The band's middle line (the texts' baseline sits on it, `dominant-baseline: middle`). */
  midY: number;
};

export type ChartTick = { value: number; x: number };

export type FunnelChartLayout = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  bars: ChartBar[];
  ticks: ChartTick[];
};

export type ChartOptions = { width?: number; height?: number; labelWidth?: number; max?: number; tickCount?: number };

/** Room for the value's digits after a bar; a longer bar puts its value inside. */
const VALUE_ROOM = 40;
const AXIS_ROOM = 24;

export function funnelChartLayout(counts: FunnelCounts, options: ChartOptions = {}): FunnelChartLayout {
  const { width = 640, height = 240, labelWidth = 96, tickCount = 5 } = options;
  const plot = { left: labelWidth, right: width - 16, top: 8, bottom: height - AXIS_ROOM };
  const max = Math.max(options.max ?? 0, ...FUNNEL_STEPS.map((step) => counts[step.key]), 1);
  const x = scaleLinear().domain([0, max]).range([plot.left, plot.right]).nice(tickCount);
  const y = scaleBand<FunnelStep>()
    .domain(FUNNEL_STEPS.map((step) => step.key))
    .range([plot.top, plot.bottom])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const bars = FUNNEL_STEPS.map(({ key, label }): ChartBar => {
    const value = counts[key];
    const barWidth = x(value) - plot.left;
    const top = y(key) ?? plot.top;
    const valueInside = plot.right - x(value) < VALUE_ROOM && value > 0;
    return {
      key,
      label,
      value,
      x: plot.left,
      y: top,
      width: barWidth,
      height: y.bandwidth(),
      labelX: plot.left - 8,
      valueX: valueInside ? x(value) - 6 : x(value) + 6,
      valueInside,
      midY: top + y.bandwidth() / 2,
    };
  });
  // Counts are whole: fractional ticks (0.5 of a person) are left out.
  const ticks = x
    .ticks(tickCount)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, x: x(value) }));
  return { width, height, plot, bars, ticks };
}

/** The chart in words (its accessible name): "Submitted 12, Accepted 8, Interviewed 5, Offered 3, Hired 2". */
export function funnelSummary(counts: FunnelCounts): string {
  return FUNNEL_STEPS.map((step) => `${step.label} ${counts[step.key]}`).join(", ");
}
