import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import type { CarDay } from "@/domain/car-figures/daily-series";
import { dateOfDay, dayText } from "@/domain/car-figures/day-text";
import { formatDollars } from "@/domain/pricing/format-dollars";

const BAR = "#1d4ed8";
/** Darker than the bars, and 4.5:1 on white for its labels. */
const PRICE_MARK = "#9a3412";
const HALF_DAY_MS = 43_200_000;
const shortDate = (date: Date) => dayText(date, { day: "numeric", month: "short" });

/** The chart's drawn size: a phone's is narrower with fewer date ticks, so its text is not shrunk past reading. */
export type ChartSize = { width: number; tickEveryDays: number };
export const WIDE_CHART: ChartSize = { width: 720, tickEveryDays: 7 };
export const NARROW_CHART: ChartSize = { width: 340, tickEveryDays: 14 };

/**
 * The daily views as SVG, drawn on the server by Observable Plot (decision 052) with price changes as labelled rules.
 * Plot's own `<style>` element is dropped (the CSP admits no style element without the request's nonce; our CSS does
 * its work), and the figure is one image named `name`: its inner parts lose their own ARIA names, which the table says.
 */
export function viewsChartSvg(series: readonly CarDay[], priceChanges: readonly { day: string; newPrice: number }[], name: string, size: ChartSize): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const days = series.map((day) => ({ date: dateOfDay(day.day), views: day.views }));
  // Today, and every so many days before it, each under the middle of its day's bar.
  const ticks = days.filter((_, i) => (days.length - 1 - i) % size.tickEveryDays === 0).map((d) => new Date(d.date.getTime() + HALF_DAY_MS));
  const changes = priceChanges.map((change) => ({ date: dateOfDay(change.day), text: formatDollars(change.newPrice) }));
  // A label runs away from the nearer edge, so none is cut off.
  const middle = days[Math.floor(days.length / 2)]?.date ?? new Date(0);
  const label = (anchor: "start" | "end") => Plot.text(changes.filter((c) => (anchor === "start") === (c.date < middle)), {
    x: "date", text: "text", frameAnchor: "top", dy: -18, textAnchor: anchor, dx: anchor === "start" ? 3 : -3, fill: PRICE_MARK,
  });
  const svg = Plot.plot({
    document,
    width: size.width,
    height: 240,
    marginLeft: 40,
    marginRight: 24,
    marginTop: 28,
    style: { fontSize: "12px" },
    x: { type: "utc", label: null, tickFormat: shortDate, ticks },
    y: { label: "Views", grid: true, tickFormat: "d", domain: [0, Math.max(4, ...days.map((d) => d.views))] },
    marks: [
      Plot.rectY(days, { x: "date", y: "views", interval: "day", fill: BAR, inset: 1 }),
      Plot.ruleX(changes, { x: "date", stroke: PRICE_MARK, strokeWidth: 2, strokeDasharray: "4 3" }),
      label("start"),
      label("end"),
      Plot.ruleY([0]),
    ],
  }) as unknown as SVGSVGElement;
  svg.querySelector("style")?.remove();
  for (const part of svg.querySelectorAll("[aria-label], [aria-description], [font-variant]")) {
    part.removeAttribute("aria-label");
    part.removeAttribute("aria-description");
    // SVG's font-variant takes CSS 2's values only (the Nu checker refuses Plot's "tabular-nums"): our CSS sets the figures.
    part.removeAttribute("font-variant");
  }
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", name);
  svg.removeAttribute("class");
  return svg.outerHTML;
}
