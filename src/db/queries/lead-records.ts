import { leads, sites } from "../schema";
import type { LeadForm } from "@/domain/leads/lead-form-schema";
import type { LeadRecord, SpamReason, StoredLeadPayload } from "@/domain/leads/lead-record";

/** The columns a `LeadRecord` is read from (join `sites` on the lead's site). */
export const leadRecordColumns = {
  id: leads.id, createdAt: leads.createdAt, siteSlug: sites.slug, siteName: sites.name, dealershipId: leads.dealershipId, form: leads.form,
  category: leads.category, subcategory: leads.subcategory, eventId: leads.eventId, status: leads.status,
  suspectedSpam: leads.suspectedSpam, spamReason: leads.spamReason, payload: leads.payload, adf: leads.adf,
  receivedCount: leads.receivedCount, lastReceivedAt: leads.lastReceivedAt,
};

type LeadRecordRow = Omit<LeadRecord, "form" | "spamReason" | "payload"> & { siteName: string; form: string; spamReason: string | null; payload: unknown };

/** The payload column holds what intake wrote (a validated submission and the car snapshot). */
export function toLeadRecord(row: LeadRecordRow): LeadRecord & { siteName: string } {
  return {
    ...row,
    form: row.form as LeadForm,
    spamReason: (row.spamReason as SpamReason | null) ?? null,
    payload: row.payload as StoredLeadPayload,
  };
}
