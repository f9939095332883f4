import { z } from "zod";
import { LEAD_FORMS, leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { CAR_TYPES } from "@/domain/stock/stock-feed-row";
import type { RoutingRule } from "./routing-rules";

/** Issue 33: "a lead untouched for N minutes of opening hours (manager's setting, default 15) is reassigned". */
export const DEFAULT_REASSIGN_AFTER_MINUTES = 15;
/** A working day of the longest hours: past it "reassigned when untouched" would mean the next day. */
export const MAX_REASSIGN_AFTER_MINUTES = 720;
export const MAX_ROUTING_RULES = 50;

export const ROUTING_SETTINGS_MESSAGES = {
  minutes: `Please enter a whole number of minutes from 1 to ${MAX_REASSIGN_AFTER_MINUTES}.`,
  formType: "Please choose form types from the list.",
  carType: "Please choose new, used or demo.",
  staff: "Please choose salespeople from the list.",
  tooManyRules: `At most ${MAX_ROUTING_RULES} rules.`,
} as const;
const M = ROUTING_SETTINGS_MESSAGES;

/** A form post sends one value for a single ticked box and an array for several. */
const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined || v === "" ? [] : typeof v === "string" ? [v] : v), z.array(item).max(50));

/** A rule as saved: a stored rule keeps its id (its round-robin state is kept under it); a new one has none yet. */
export type RoutingRuleInput = Omit<RoutingRule, "id"> & { id: string | null };

const ruleSchema = z
  .object({
    id: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(64).optional()),
    form_types: list(z.enum(LEAD_FORMS, { error: M.formType })),
    car_types: list(z.enum(CAR_TYPES, { error: M.carType })),
    staff_ids: list(z.string({ error: M.staff }).trim().min(1, { error: M.staff }).max(64, { error: M.staff })),
  })
  .transform((rule): RoutingRuleInput => ({ id: rule.id ?? null, formTypes: rule.form_types, carTypes: rule.car_types, staffIds: rule.staff_ids }));

/**
 * A dealership's routing settings as a manager saves them: the reassignment timer and the rules in their order.
 * Whether each staff id is a salesperson of the dealership is the service's check, against its own data.
 */
export const routingSettingsSchema = z
  .object({
    reassign_after_minutes: z.preprocess(
      (v) => (v === undefined || v === "" ? DEFAULT_REASSIGN_AFTER_MINUTES : v),
      z.coerce.number({ error: M.minutes }).int({ error: M.minutes }).min(1, { error: M.minutes }).max(MAX_REASSIGN_AFTER_MINUTES, { error: M.minutes }),
    ),
    rules: z.array(ruleSchema).max(MAX_ROUTING_RULES, { error: M.tooManyRules }).default([]),
  })
  .transform((settings) => ({ reassignAfterMinutes: settings.reassign_after_minutes, rules: settings.rules }));

export type RoutingSettings = z.output<typeof routingSettingsSchema>;

export function parseRoutingSettings(input: unknown): { ok: true; settings: RoutingSettings } | { ok: false; errors: LeadFieldErrors } {
  const parsed = routingSettingsSchema.safeParse(input);
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, errors: leadFieldErrors(parsed.error) };
}
