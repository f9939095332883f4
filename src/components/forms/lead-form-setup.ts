import { and, asc, eq, inArray } from "drizzle-orm";
import { getDatabase } from "@/db/connection";
import { locations } from "@/db/schema/locations";
import type { Site } from "@/domain/site/site";
import { leadFormContextFor } from "@/server/leads/submit-lead";
import type { LeadFormSetup } from "./lead-form-config";

/** The site's form rules (the same context the server validates with) and the names of its choices. */
export async function loadLeadFormSetup(site: Site): Promise<LeadFormSetup> {
  const { db } = await getDatabase();
  const { locations: ids, ...context } = await leadFormContextFor(db, site);
  const named = ids.length === 0
    ? []
    : await db
        .select({ id: locations.id, name: locations.name, city: locations.city })
        .from(locations)
        .where(and(inArray(locations.id, ids.map((l) => l.id)), eq(locations.visible, true)))
        .orderBy(asc(locations.id));
  return {
    context,
    locations: named.map((l) => ({ value: String(l.id), label: l.name === l.city || !l.city ? l.name : `${l.name}, ${l.city}` })),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
  };
}
