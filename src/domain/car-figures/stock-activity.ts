import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { lastDays } from "./figures-days";

/** A car's shoppers' activity over some days, as the stock list shows it (issue 34). */
export type StockActivity = { views: number; saves: number; leads: number };

/** The stock list's two windows, each ending today on the figures' clock: the last 7 and the last 30 days. */
export function stockActivityDays(now: Date): { from7: string; from30: string; to: string } {
  const days = lastDays(now, 30);
  return { from7: days[23]!, from30: days[0]!, to: days[29]! };
}

const counted = (count: number, one: string) => `${formatWholeNumber(count)} ${count === 1 ? one : `${one}s`}`;

/** "12 views · 1 save · 0 leads". */
export function stockActivityText({ views, saves, leads }: StockActivity): string {
  return [counted(views, "view"), counted(saves, "save"), counted(leads, "lead")].join(" · ");
}
