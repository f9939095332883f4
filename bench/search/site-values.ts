import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { queryRows } from "./query-rows";

type ValueAttribute = "make" | "body" | "fuel" | "transmission" | "colour" | "state" | "car_type";

/** What one site's stock holds, most common first: the query mix fills its filters from these. */
export type SiteValues = Record<ValueAttribute, string[]> & { modelsByMake: Map<string, string[]> };

const emptyValues = (): SiteValues => ({ make: [], body: [], fuel: [], transmission: [], colour: [], state: [], car_type: [], modelsByMake: new Map() });

/**
 * Reads, in one pass over the cars, the values each site's in-stock cars carry, by site slug.
 * Ranked by count, ties by value, so the mix is the same on every run over the same data.
 */
export async function readSiteValues(db: Database): Promise<Map<string, SiteValues>> {
  const rows = await queryRows<{ slug: string; attribute: ValueAttribute | "make_model"; value: string }>(db, sql`
    select s.slug, a.attribute, a.value
    from cars c
    join site_dealerships sd on sd.dealership_id = c.dealership_id
    join sites s on s.id = sd.site_id
    cross join lateral (values ('make', c.make), ('body', c.body), ('fuel', c.fuel), ('transmission', c.transmission),
      ('colour', c.colour), ('state', c.state), ('car_type', c.car_type), ('make_model', c.make || '|' || c.model)) a(attribute, value)
    where c.show_on_dealer_website and c.status = 'in_stock' and a.value is not null
    group by s.slug, a.attribute, a.value
    order by s.slug, a.attribute, count(*) desc, a.value`);
  const bySite = new Map<string, SiteValues>();
  for (const { slug, attribute, value } of rows) {
    let values = bySite.get(slug);
    if (!values) bySite.set(slug, (values = emptyValues()));
    if (attribute !== "make_model") {
      values[attribute].push(value);
      continue;
    }
    const [make = "", model = ""] = value.split("|");
    values.modelsByMake.set(make, [...(values.modelsByMake.get(make) ?? []), model]);
  }
  return bySite;
}
