import type { CarFigures } from "@/domain/car-figures/car-figures";
import { dayText } from "@/domain/car-figures/day-text";
import { medianDaysText } from "@/domain/car-figures/days-to-sell";
import type { CarTotals } from "@/domain/car-figures/daily-series";
import { LEAD_FORM_LABELS } from "@/domain/inbox/inbox-list-query";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { listedForText } from "@/domain/stock/stock-list-query";
import { NARROW_CHART, viewsChartSvg, WIDE_CHART } from "./views-chart-svg";
import { FiguresTable } from "./figures-table";

// Drawn at its own width, narrower only when its box is.
const CHART = "[&_svg]:block [&_svg]:h-auto [&_svg]:max-w-full [&_text]:whitespace-pre [&_text]:tabular-nums";
const formLabel = (form: string) => (LEAD_FORM_LABELS as Readonly<Record<string, string>>)[form] ?? form;
const longDate = (day: string) => dayText(day, { day: "numeric", month: "long" });

function Totals({ caption, totals }: { caption: string; totals: CarTotals }) {
  const forms = Object.entries(totals.leadsByForm).sort(([, a], [, b]) => b - a);
  return (
    <div className="rounded-card border border-line bg-white p-4">
      <h3 className="font-bold">{caption}</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt>Views</dt><dd className="text-right">{totals.views}</dd>
        <dt>From search</dt><dd className="text-right">{totals.searchViews}</dd>
        <dt>Saves</dt><dd className="text-right">{totals.saves}</dd>
        <dt>Leads</dt><dd className="text-right">{totals.leads}</dd>
        {forms.map(([form, leads]) => <FormLine key={form} label={formLabel(form)} leads={leads} />)}
        <dt>Phone reveals</dt><dd className="text-right">{totals.phoneReveals}</dd>
      </dl>
    </div>
  );
}

const FormLine = ({ label, leads }: { label: string; leads: number }) => (
  <><dt className="pl-4 text-ink-muted">{label}</dt><dd className="text-right text-ink-muted">{leads}</dd></>
);

/** Issue 34 "How it sells": the car's last 30 days from the daily rollup, as a chart and as the same numbers in a table. */
export function HowItSells({ figures }: { figures: CarFigures }) {
  const first = figures.series[0]!.day;
  const last = figures.series.at(-1)!.day;
  const label = `Views per day, ${longDate(first)} to ${longDate(last)}: ${figures.last30.views} in all${figures.priceChanges.length ? `, with ${figures.priceChanges.length} price ${figures.priceChanges.length === 1 ? "change" : "changes"} marked` : ""}`;
  return (
    <section aria-labelledby="figures-heading" className="grid gap-4" data-testid="how-it-sells">
      <h2 id="figures-heading" className="text-xl font-bold">How it sells</h2>
      <dl className="grid gap-x-4 gap-y-1 rounded-card border border-line bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Days listed</dt><dd>{listedForText(figures.daysOnSale)}</dd>
        <dt className="font-semibold">Median days to sell, this dealership</dt><dd>{medianDaysText(figures.dealershipMedian)}</dd>
        <dt className="font-semibold">Median days to sell, the market</dt><dd>{medianDaysText(figures.marketMedian)}</dd>
      </dl>
      <p className="text-sm text-ink-muted">Medians from comparable cars (same make and model, within 2 years and the km range) sold in the last year.</p>
      <figure className="grid gap-2 rounded-card border border-line bg-white p-4">
        {/* Drawn twice, one shown: the hidden one is out of the accessibility tree too. */}
        <div className={`sm:hidden ${CHART}`} dangerouslySetInnerHTML={{ __html: viewsChartSvg(figures.series, figures.priceChanges, label, NARROW_CHART) }} />
        <div className={`hidden sm:block ${CHART}`} dangerouslySetInnerHTML={{ __html: viewsChartSvg(figures.series, figures.priceChanges, label, WIDE_CHART) }} />
        <figcaption className="text-sm text-ink-muted">
          Views per day, last 30 days (a visitor counts once a day; the figures are brought up to date every few minutes).
          {figures.priceChanges.length ? ` Dashed lines: price changes (${figures.priceChanges.map((c) => `${formatDollars(c.oldPrice)} → ${formatDollars(c.newPrice)} on ${longDate(c.day)}`).join("; ")}).` : ""}
        </figcaption>
      </figure>
      <div className="grid gap-4 sm:grid-cols-2">
        <Totals caption="Last 7 days" totals={figures.last7} />
        <Totals caption="Last 30 days" totals={figures.last30} />
      </div>
      <FiguresTable series={figures.series} />
    </section>
  );
}
