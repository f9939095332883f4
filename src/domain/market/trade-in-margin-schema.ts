import { z } from "zod";

export const TRADE_IN_MARGIN_MESSAGES = {
  margin: "Please enter a whole percentage from 0 to 50.",
  changed: "Someone changed this margin since you opened the page. Check the value shown and save again.",
} as const;

const percent = (message: string) => z.coerce.number({ error: message }).int({ error: message }).min(0, { error: message }).max(50, { error: message });

/**
 * An owner's trade-in margin for one dealership (issue 35 §5: "a per-dealership setting"): what the instant estimate
 * takes off retail for reconditioning and resale. `loaded_percent` is the margin the form was opened with, so a save
 * over someone else's change is refused, not silent.
 */
export const tradeInMarginSchema = z.object({
  margin_percent: z.preprocess((v) => (typeof v === "string" ? v.replace(/%\s*$/, "").trim() || undefined : v), percent(TRADE_IN_MARGIN_MESSAGES.margin)),
  loaded_percent: percent(TRADE_IN_MARGIN_MESSAGES.changed),
});
