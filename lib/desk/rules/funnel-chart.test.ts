import { describe, expect, it } from "vitest";
import { FUNNEL_STEPS, funnelChartLayout, funnelSummary, type FunnelCounts } from "@/lib/desk/rules/funnel-chart";

const counts = (submitted: number, accepted: number, interviewed: number, offered: number, hired: number): FunnelCounts => ({
  submitted,
  accepted,
  interviewed,
  offered,
  hired,
});

describe("funnelChartLayout", () => {
  it("draws the five steps in order, as bars proportional to their counts on a scale from 0", () => {
    const layout = funnelChartLayout(counts(10, 8, 5, 2, 0), { width: 600, height: 250, labelWidth: 100 });
    expect(layout.bars.map((bar) => bar.label)).toEqual(["Submitted", "Accepted", "Interviewed", "Offered", "Hired"]);
    const plotWidth = layout.plot.right - layout.plot.left;
    expect(plotWidth).toBe(484);
    const [submitted, accepted, interviewed, offered, hired] = layout.bars;
    expect(submitted.width).toBeCloseTo(plotWidth);
    expect(accepted.width).toBeCloseTo(plotWidth * 0.8);
    expect(interviewed.width).toBeCloseTo(plotWidth * 0.5);
    expect(offered.width).toBeCloseTo(plotWidth * 0.2);
    expect(hired.width).toBe(0);
    for (const bar of layout.bars) expect(bar.x).toBe(100);
  });

  it("keeps the bands inside the plot, top to bottom, without overlapping, with room for the axis", () => {
    const layout = funnelChartLayout(counts(7, 6, 5, 4, 3));
    for (const [i, bar] of layout.bars.entries()) {
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.top);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plot.bottom);
      expect(bar.height).toBeGreaterThan(0);
      expect(bar.midY).toBeCloseTo(bar.y + bar.height / 2);
      if (i > 0) expect(bar.y).toBeGreaterThan(layout.bars[i - 1].y + layout.bars[i - 1].height);
    }
    expect(layout.plot.bottom).toBeLessThan(layout.height);
  });

  it("ticks are whole counts from 0 along the plot (no half a person)", () => {
    const layout = funnelChartLayout(counts(3, 2, 1, 1, 0));
    expect(layout.ticks[0]).toEqual({ value: 0, x: layout.plot.left });
    for (const tick of layout.ticks) {
      expect(Number.isInteger(tick.value)).toBe(true);
      expect(tick.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(tick.x).toBeLessThanOrEqual(layout.plot.right);
    }
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3]);
  });

  it("an empty funnel has no bars to draw, and no NaN anywhere", () => {
    const layout = funnelChartLayout(counts(0, 0, 0, 0, 0));
    for (const bar of layout.bars) {
      expect(bar.width).toBe(0);
      expect(bar.valueInside).toBe(false);
      expect(Object.values(bar).some((value) => typeof value === "number" && Number.isNaN(value))).toBe(false);
    }
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1]);
  });

  it("small multiples share a maximum so that their bars compare", () => {
    const small = funnelChartLayout(counts(2, 1, 0, 0, 0), { width: 300, height: 150, labelWidth: 80, max: 10 });
    const plotWidth = small.plot.right - small.plot.left;
    expect(small.bars[0].width).toBeCloseTo(plotWidth * 0.2);
    expect(small.bars[1].width).toBeCloseTo(plotWidth * 0.1);
  });

  it("puts a value inside its bar when the bar reaches the right edge, after it otherwise", () => {
    const layout = funnelChartLayout(counts(100, 50, 0, 0, 0));
    const [full, half, empty] = layout.bars;
    expect(full.valueInside).toBe(true);
    expect(full.valueX).toBeLessThan(full.x + full.width);
    expect(half.valueInside).toBe(false);
    expect(half.valueX).toBeGreaterThan(half.x + half.width);
    expect(empty.valueX).toBeGreaterThan(layout.plot.left);
  });
});

describe("funnelSummary", () => {
  it("says every step and its count, in order", () => {
    expect(funnelSummary(counts(12, 8, 5, 3, 2))).toBe("Submitted 12, Accepted 8, Interviewed 5, Offered 3, Hired 2");
    expect(FUNNEL_STEPS).toHaveLength(5);
  });
});
