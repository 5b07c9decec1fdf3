// A horizontal bar chart's geometry: one band per bar, top to bottom in the order given, each bar's length
// on a linear scale from 0 (d3-scale). Pure and tested; the SVG is drawn on the server from it
// (components/ui/bar-chart.tsx). The desk's funnel (submitted → hired) and the campus placement report
// (eligible → placed per course) use it. Small multiples pass a shared `max` so that their bars compare.
import { scaleBand, scaleLinear } from "d3-scale";

/** What a bar shows: its key (unique in the chart), its name and its count. */
export type BarInput<K extends string = string> = { key: K; label: string; value: number };

export type ChartBar<K extends string = string> = BarInput<K> & {
  /** The bar's box. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bar's name, right-aligned left of the plot, on the band's middle line. */
  labelX: number;
  /** The value's text: after the bar, or inside its end when the bar reaches the right edge. */
  valueX: number;
  valueInside: boolean;
  /** The band's middle line (the texts' baseline sits on it, `dominant-baseline: middle`). */
  midY: number;
};

export type ChartTick = { value: number; x: number };

export type BarChartLayout<K extends string = string> = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  bars: ChartBar<K>[];
  ticks: ChartTick[];
};

export type ChartOptions = { width?: number; height?: number; labelWidth?: number; max?: number; tickCount?: number };

/** Room for the value's digits after a bar; a longer bar puts its value inside. */
const VALUE_ROOM = 40;
const AXIS_ROOM = 24;

export function barChartLayout<K extends string>(items: readonly BarInput<K>[], options: ChartOptions = {}): BarChartLayout<K> {
  const { width = 640, height = 240, labelWidth = 96, tickCount = 5 } = options;
  const plot = { left: labelWidth, right: width - 16, top: 8, bottom: height - AXIS_ROOM };
  const max = Math.max(options.max ?? 0, ...items.map((item) => item.value), 1);
  const x = scaleLinear().domain([0, max]).range([plot.left, plot.right]).nice(tickCount);
  const y = scaleBand<K>()
    .domain(items.map((item) => item.key))
    .range([plot.top, plot.bottom])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const bars = items.map(({ key, label, value }): ChartBar<K> => {
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

/** The chart in words (its accessible name): "Submitted 12, Accepted 8, Hired 2". */
export function barSummary(items: readonly BarInput[]): string {
  return items.map((item) => `${item.label} ${item.value}`).join(", ");
}
