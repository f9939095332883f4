/**
 * Adds (or replaces) the benchmark's group site `bench-group`: one site presenting the stock of as many
 * generated car dealerships (`dealer-0001` …, motorcycle and caravan dealers left out) as it takes to
 * reach about 50,000 searchable cars. No car is added; the group shares the dealerships' existing stock.
 *   DATABASE_URL=postgres://… npx tsx bench/search/seed-group-site.ts [--cars 50000]
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@/db/client";
import { siteDealerships, sites } from "@/db/schema";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import { DEFAULT_SEED } from "@/server/demo/seed-demo";
import { buildGeneratedTenant } from "@/demo/factories/generated-tenants";
import { GROUP_SITE_SLUG } from "./group-site";
import { queryRows } from "./query-rows";

/** Generated tenant 5 is the first with the group-portal template; its configuration is the starting point. */
const GROUP_PORTAL_TENANT = 5;

type Dealership = { id: number; slug: string; owned: number; searchable: number };

/** Generated car dealerships in slug order with their owned and searchable (site scope) car counts. */
async function carDealerships(db: Database): Promise<Dealership[]> {
  const rows = await queryRows<{ id: number; slug: string; owned: string; searchable: string }>(db, sql`
    select d.id, d.slug, count(c.id) as owned,
           count(c.id) filter (where c.show_on_dealer_website and (c.status in ('in_stock', 'coming_soon')
             or (c.status = 'sold' and c.sold_at >= now() - interval '3 days'))) as searchable
    from dealerships d
    join site_dealerships sd on sd.dealership_id = d.id
    join sites s on s.id = sd.site_id and s.slug = d.slug and s.template <> 'outdoor'
    join cars c on c.dealership_id = d.id
    where d.slug ~ '^dealer-[0-9]+$'
    group by d.id, d.slug
    order by d.slug`);
  return rows.map((r) => ({ id: r.id, slug: r.slug, owned: Number(r.owned), searchable: Number(r.searchable) }));
}

function takeUntil(dealerships: readonly Dealership[], searchableCars: number): Dealership[] {
  const chosen: Dealership[] = [];
  let total = 0;
  for (const d of dealerships) {
    if (total >= searchableCars) break;
    chosen.push(d);
    total += d.searchable;
  }
  if (total < searchableCars) throw new Error(`Only ${total} searchable cars in generated car dealerships; seed more cars first.`);
  return chosen;
}

async function replaceGroupSite(db: Database, members: readonly Dealership[]): Promise<void> {
  const base = buildGeneratedTenant(DEFAULT_SEED, GROUP_PORTAL_TENANT).config;
  const config = parseSiteConfig(
    { ...base, slug: GROUP_SITE_SLUG, name: "Bench Motor Group", domains: [], searchFilters: [[{ field: "dealership_slug", values: members.map((m) => m.slug) }]] },
    GROUP_SITE_SLUG,
  );
  await db.transaction(async (tx) => {
    await tx.delete(sites).where(sql`${sites.slug} = ${GROUP_SITE_SLUG}`);
    const [site] = await tx.insert(sites).values({ slug: config.slug, name: config.name, template: config.template, domains: [], isDefault: false, config }).returning({ id: sites.id });
    if (!site) throw new Error("The group site was not inserted");
    await tx.insert(siteDealerships).values(members.map((m) => ({ siteId: site.id, dealershipId: m.id })));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { cars: { type: "string", default: "50000" } } });
  const target = Number(values.cars);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Set DATABASE_URL to the benchmark's PostgreSQL database");
  const handle = await openDatabase({ databaseUrl });
  try {
    const members = takeUntil(await carDealerships(handle.db), target);
    await replaceGroupSite(handle.db, members);
    const owned = members.reduce((sum, m) => sum + m.owned, 0);
    const searchable = members.reduce((sum, m) => sum + m.searchable, 0);
    console.log(`Group site ${GROUP_SITE_SLUG}: ${members.length} dealerships (${members[0]?.slug} … ${members.at(-1)?.slug}), ${owned.toLocaleString("en-AU")} cars, ${searchable.toLocaleString("en-AU")} searchable.`);
  } finally {
    await handle.close();
  }
}

await main();
