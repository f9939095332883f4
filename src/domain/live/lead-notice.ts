import { z } from "zod";

/** What a new lead's NOTIFY carries (migration 0020): its site, dealership and id, never the shopper's data. */
export type LeadNotice = { site: number; dealership: number; lead: string };

/** Whom a live stream is for: the dealerships it may hear of and, optionally, only leads from these sites. */
export type LiveScope = { dealershipIds: readonly number[]; siteIds?: readonly number[] };

const noticeSchema = z.object({ site: z.number().int().positive(), dealership: z.number().int().positive(), lead: z.uuid() });

/** The notice in a NOTIFY payload, or null for anything else on the channel. */
export function parseLeadNotice(payload: string): LeadNotice | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = noticeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function noticeInScope(scope: LiveScope, notice: LeadNotice): boolean {
  return scope.dealershipIds.includes(notice.dealership) && (scope.siteIds === undefined || scope.siteIds.includes(notice.site));
}
