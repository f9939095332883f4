/** One day of a car's figures, as the daily rollup keeps it. */
export type CarDay = {
  day: string; views: number; searchViews: number; saves: number; leads: number; phoneReveals: number;
  leadsByForm: Readonly<Record<string, number>>;
};

export type CarTotals = Omit<CarDay, "day">;

const EMPTY: CarTotals = { views: 0, searchViews: 0, saves: 0, leads: 0, phoneReveals: 0, leadsByForm: {} };

/** Every one of `days` (oldest first), with the rollup's row for it or zeros: a day with no row had no events. */
export function dailySeries(rows: readonly CarDay[], days: readonly string[]): CarDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, ...EMPTY });
}

/** The sums of the series' last `count` days. */
export function totalsOfLast(series: readonly CarDay[], count: number): CarTotals {
  const leadsByForm: Record<string, number> = {};
  const totals = { ...EMPTY };
  for (const day of series.slice(-count)) {
    totals.views += day.views;
    totals.searchViews += day.searchViews;
    totals.saves += day.saves;
    totals.leads += day.leads;
    totals.phoneReveals += day.phoneReveals;
    for (const [form, leads] of Object.entries(day.leadsByForm)) leadsByForm[form] = (leadsByForm[form] ?? 0) + leads;
  }
  return { ...totals, leadsByForm };
}
