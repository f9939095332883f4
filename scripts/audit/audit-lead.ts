import { inArray } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { cars } from "../../src/db/schema";
import type { Site } from "../../src/domain/site/site";
import { submitLead } from "../../src/server/leads/submit-lead";

/**
 * One enquiry about a car of `site`, taken as the site's form would take it, so the audit has a lead page to check:
 * the demo seeds no leads. Returns the lead's id.
 */
export async function submitAuditLead(db: Database, site: Site): Promise<string> {
  const [car] = await db.select({ id: cars.id }).from(cars).where(inArray(cars.dealershipId, site.dealerships.map((d) => d.id))).limit(1);
  if (!car) throw new Error(`${site.slug} has no car to ask about`);
  const body = {
    form: "enquiry", car_id: car.id, name: "Audit", last_name: "Shopper", email: "audit.shopper@example.com", phone: "0412 345 678",
    postcode: "4000", message: "Is it still available? <b>Shoppers' words are text.</b>", terms_conditions: true,
  };
  const result = await submitLead(db, site, body, { now: new Date() }, { rateLimit: { max: 100, windowMs: 600_000 } });
  if (result.kind !== "created" && result.kind !== "replayed") throw new Error(`The audit's lead was not taken: ${JSON.stringify(result)}`);
  return result.leadId;
}
