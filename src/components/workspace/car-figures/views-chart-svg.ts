import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import type { CarDay } from "@/domain/car-figures/daily-series";
import { formatDollars } from "@/domain/pricing/format-dollars";

const BAR = "#1d4ed8";
/** Darker than the bars, and 4.5:1 on white for its labels. */
const PRICE_MARK = "#9a3412";
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const shortDate = (date: Date) => date.toLocaleDateString("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * The daily views as SVG, drawn on the server by Observable Plot (decision 052) with price changes as labelled rules.
 * Plot's own `<style>` element is dropped (the CSP admits no style element without the request's nonce; our CSS does
 * its work), and the figure is one image named `label`: its inner parts lose their own ARIA names, which the table says.
 */
export function viewsChartSvg(series: readonly CarDay[], priceChanges: readonly { day: string; newPrice: number }[], label: string): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const days = series.map((day) => ({ date: utcDate(day.day), views: day.views }));
  const changes = priceChanges.map((change) => ({ date: utcDate(change.day), text: formatDollars(change.newPrice) }));
  const svg = Plot.plot({
    document,
    width: 560,
    height: 240,
    marginLeft: 40,
    marginTop: 28,
    style: { fontSize: "12px" },
    x: { type: "utc", label: null, tickFormat: shortDate, ticks: 5 },
    y: { label: "Views", grid: true, tickFormat: "d", domain: [0, Math.max(4, ...days.map((d) => d.views))] },
    marks: [
      Plot.rectY(days, { x: "date", y: "views", interval: "day", fill: BAR, inset: 1 }),
      Plot.ruleX(changes, { x: "date", stroke: PRICE_MARK, strokeWidth: 2, strokeDasharray: "4 3" }),
      Plot.text(changes, { x: "date", text: "text", frameAnchor: "top", dy: -18, textAnchor: "start", dx: 3, fill: PRICE_MARK }),
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
  svg.setAttribute("aria-label", label);
  svg.removeAttribute("class");
  return svg.outerHTML;
}
