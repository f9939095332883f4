import type { Database } from "@/db/client";
import { findReplyTarget } from "@/db/queries/lead-messages";
import { findQuickReplyTemplate, saveQuickReplyTemplate } from "@/db/queries/quick-reply-templates";
import { quickReplyTemplateSchema } from "@/domain/conversations/conversation-schemas";
import { fillQuickReply, quickReplyTemplateError } from "@/domain/conversations/quick-reply-placeholders";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { describePriceDisplay, priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";

export type QuickReplyResult<T> = ({ kind: "ok" } & T) | { kind: "invalid"; errors: Record<string, string> } | { kind: "not_found" };

/** Saves one of a dealership's quick replies; a placeholder we cannot fill is the body's error, and nothing is saved. */
export async function saveQuickReply(db: Database, site: Site, dealershipId: number, input: unknown): Promise<QuickReplyResult<{ id: number }>> {
  const parsed = quickReplyTemplateSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const bodyError = quickReplyTemplateError(parsed.data.body);
  if (bodyError) return { kind: "invalid", errors: { body: bodyError } };
  const id = await saveQuickReplyTemplate(db, site, { dealershipId, ...parsed.data });
  return id === null ? { kind: "not_found" } : { kind: "ok", id };
}

/**
 * A quick reply filled in for one lead, for the salesperson to read and send: the car the shopper asked about, its
 * price now as the site shows it, and the salesperson's name. A template of another dealership than the lead's is not
 * offered; a value the lead lacks is the template's error.
 */
export async function draftQuickReply(db: Database, site: Site, input: { leadId: string; templateId: number; salespersonName: string | null }): Promise<QuickReplyResult<{ text: string }>> {
  const [target, template] = await Promise.all([findReplyTarget(db, site, input.leadId), findQuickReplyTemplate(db, site, input.templateId)]);
  if (!target || !template || template.dealershipId !== target.dealershipId) return { kind: "not_found" };
  const price = target.car?.price ? describePriceDisplay(priceDisplay(target.car.price, site.config)) : null;
  const filled = fillQuickReply(template.body, { car: target.car?.name ?? null, price, salesperson: input.salespersonName?.trim() || null });
  return filled.ok ? { kind: "ok", text: filled.text } : { kind: "invalid", errors: { template: filled.error } };
}
