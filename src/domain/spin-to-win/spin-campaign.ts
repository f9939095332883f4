import { z } from "zod";

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-12-01")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "must be a real calendar date");

const prizeSchema = z
  .object({
    /** Stored with each spin: keep it when relabelling a prize, so past wins still name it. */
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a short lowercase id (letters, digits, hyphens)"),
    label: z.string().trim().min(1).max(60),
    /** How the shopper claims it, shown with the code. */
    description: z.string().trim().max(300).default(""),
    /** Relative odds: a prize of weight 3 is won three times as often as one of weight 1. */
    weight: z.number().int().min(1).max(1_000_000),
  })
  .strict();

/**
 * A dealer's prize wheel (spec 001 §2, §6 "/spin-to-win", a gated page). One spin per shopper per campaign `id`:
 * a new id starts a new campaign that everyone may spin again. Dates are the dealer's local calendar days, both
 * included.
 */
export const spinCampaignSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a short lowercase id (letters, digits, hyphens)"),
    title: z.string().trim().min(1).max(80),
    intro: z.string().trim().max(300).default(""),
    prizes: z.array(prizeSchema).min(2).max(12),
    terms: z.string().trim().min(1).max(5000),
    startsOn: calendarDay,
    endsOn: calendarDay,
  })
  .strict()
  .refine((c) => c.startsOn <= c.endsOn, { path: ["endsOn"], message: "must not be before startsOn" })
  .refine((c) => new Set(c.prizes.map((p) => p.id)).size === c.prizes.length, { path: ["prizes"], message: "prize ids must be unique" });

export type SpinCampaign = z.infer<typeof spinCampaignSchema>;
export type SpinCampaignInput = z.input<typeof spinCampaignSchema>;
export type SpinPrize = SpinCampaign["prizes"][number];

export type SpinCampaignPhase = "upcoming" | "open" | "ended";

/** Where `today` (the dealer's calendar date, yyyy-mm-dd) falls against the campaign's dates. */
export function spinCampaignPhase(campaign: Pick<SpinCampaign, "startsOn" | "endsOn">, today: string): SpinCampaignPhase {
  if (today < campaign.startsOn) return "upcoming";
  return today > campaign.endsOn ? "ended" : "open";
}

const dayFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** "1 December 2026" for 2026-12-01. */
export function formatCampaignDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "25 November 2026": the day an instant falls on in the dealer's time zone. */
export function formatLocalDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(instant);
}

/** What the page says when no spin can be taken today; null while the campaign runs. */
export function spinClosedMessage(campaign: Pick<SpinCampaign, "startsOn" | "endsOn">, today: string): string | null {
  const phase = spinCampaignPhase(campaign, today);
  if (phase === "upcoming") return `This promotion opens on ${formatCampaignDay(campaign.startsOn)}. Come back then to spin.`;
  if (phase === "ended") return `This promotion ended on ${formatCampaignDay(campaign.endsOn)}. Thanks for your interest.`;
  return null;
}
