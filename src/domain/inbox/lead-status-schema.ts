import { z } from "zod";
import { leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { canChangeStatus, LEAD_STATUS_LABELS, LEAD_STATUSES, LOST_REASONS, type LeadStatus, type LostReason } from "./lead-status";

/** The specification gives no texts for the inbox; these say what to fix. */
export const LEAD_STATUS_MESSAGES = {
  status: "Please choose a status.",
  lostReason: "Please choose why the lead was lost.",
  otherNeedsNote: "Please say in a note why the lead was lost.",
  note: "Please write a note.",
  noteTooLong: "A note can be at most 2000 characters.",
  unchanged: (status: LeadStatus) => `The lead is already marked ${LEAD_STATUS_LABELS[status]}.`,
  notAllowed: (from: LeadStatus, to: LeadStatus) => `A lead marked ${LEAD_STATUS_LABELS[from]} cannot be marked ${LEAD_STATUS_LABELS[to]}.`,
} as const;
const M = LEAD_STATUS_MESSAGES;

export const NOTE_MAX_LENGTH = 2000;
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const noteText = z.string().trim().max(NOTE_MAX_LENGTH, { error: M.noteTooLong });

/** A note on its own, allowed at every status (issue 33: "A note can be added at every step"). */
export const leadNoteSchema = z.object({ note: z.string({ error: M.note }).trim().min(1, { error: M.note }).max(NOTE_MAX_LENGTH, { error: M.noteTooLong }) });

export type LeadStatusChange = { status: LeadStatus; lostReason: LostReason | null; note: string | null };

/**
 * The status form of a lead now at `current`: the new status, a lost reason when (and only when) it is lost, and an
 * optional note. The transition is checked here so the form names the field; the service still changes the row only
 * if it is still at `current`, so two people changing one lead cannot both win.
 */
export function leadStatusChangeSchema(current: LeadStatus) {
  return z
    .object({
      status: z.enum(LEAD_STATUSES, { error: M.status }),
      lost_reason: z.preprocess(blankToUndefined, z.enum(LOST_REASONS, { error: M.lostReason }).optional()),
      note: z.preprocess(blankToUndefined, noteText.optional()),
    })
    .superRefine(({ status, lost_reason, note }, ctx) => {
      if (status === current) ctx.addIssue({ code: "custom", path: ["status"], message: M.unchanged(current) });
      else if (!canChangeStatus(current, status)) ctx.addIssue({ code: "custom", path: ["status"], message: M.notAllowed(current, status) });
      if (status === "lost" && !lost_reason) ctx.addIssue({ code: "custom", path: ["lost_reason"], message: M.lostReason });
      if (status === "lost" && lost_reason === "other" && !note) ctx.addIssue({ code: "custom", path: ["note"], message: M.otherNeedsNote });
    })
    .transform(({ status, lost_reason, note }): LeadStatusChange => ({ status, lostReason: status === "lost" ? (lost_reason ?? null) : null, note: note ?? null }));
}

export type LeadStatusChangeParse = { ok: true; change: LeadStatusChange } | { ok: false; errors: LeadFieldErrors };

export function parseLeadStatusChange(current: LeadStatus, input: unknown): LeadStatusChangeParse {
  const parsed = leadStatusChangeSchema(current).safeParse(input);
  return parsed.success ? { ok: true, change: parsed.data } : { ok: false, errors: leadFieldErrors(parsed.error) };
}
