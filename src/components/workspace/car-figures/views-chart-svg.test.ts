import { describe, expect, it } from "vitest";
import type { CarDay } from "@/domain/car-figures/daily-series";
import { viewsChartSvg, WIDE_CHART } from "./views-chart-svg";

const series: CarDay[] = ["2026-12-02", "2026-12-03", "2026-12-04"].map((day, i) => ({ day, views: i * 3, searchViews: 0, saves: 0, leads: 0, phoneReveals: 0, leadsByForm: {} }));

describe("viewsChartSvg", () => {
  const svg = viewsChartSvg(series, [{ day: "2026-12-03", newPrice: 32_990 }], "Views per day", WIDE_CHART);

  it("is one image with the given name, without Plot's style element (the CSP refuses it), inner ARIA names or font-variant values SVG lacks", () => {
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('aria-label="Views per day"');
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
    expect(svg).not.toContain("<style");
    expect(svg).not.toContain("font-variant");
  });

  it("marks a price change with a labelled rule", () => {
    expect(svg).toContain("$32,990");
    expect(svg).toContain('stroke-dasharray="4 3"');
  });
});
