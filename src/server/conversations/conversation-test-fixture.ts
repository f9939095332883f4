/** Leads to converse about, on the lead fixture's two sites (not used by the app). */
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { leads } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { submitLead } from "@/server/leads/submit-lead";
import { anotherShopper, enquiry } from "@/server/leads/lead-test-fixture";

let numbers = 0;
/** A mobile number of its own, as the shopper types it and as E.164. */
export function freshMobile(): { typed: string; e164: string } {
  const digits = String(100_000 + (numbers += 1)).slice(-6);
  return { typed: `0491 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+61491${digits}` };
}

/** A new enquiry from a new shopper; its lead id and status token. */
export async function createEnquiry(db: Database, site: Site, overrides: Record<string, unknown> = {}): Promise<{ leadId: string; statusToken: string }> {
  const result = await submitLead(db, site, enquiry({ ...anotherShopper(), ...overrides }), { now: new Date() }, { rateLimit: { max: 1000, windowMs: 600_000 } });
  if (result.kind !== "created") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return { leadId: result.leadId, statusToken: result.statusToken! };
}

export async function setLeadStatus(db: Database, leadId: string, status: string): Promise<void> {
  await db.update(leads).set({ status }).where(eq(leads.id, leadId));
}
