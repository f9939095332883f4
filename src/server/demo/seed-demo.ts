import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db/client";
import { findImportDealerships } from "@/db/queries/import-dealerships";
import { recordFirstPageVersions } from "@/db/queries/site-page-versions";
import {
  deliveryRates, dealerships, locations, manufacturers, models, offers, openingHours, promoNodes, reviews, siteDealerships, sitePages, sitePosts, sites, slides, specialHours,
} from "@/db/schema";
import { DEMO_CONTENT_PAGES } from "@/demo/content";
import { buildSitePostRows } from "@/demo/content/posts";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import type { Template } from "@/domain/site/site-config-schema";
import type { StockProfile, TenantBlueprint } from "@/demo/factories/blueprints";
import { buildDealershipRow, buildLocationRow, buildOpeningHours, buildReviews, buildSpecialHours, type ReviewRow } from "@/demo/factories/dealer-factories";
import { createRandom, hashString, mixSeed, type Random } from "@/demo/factories/random";
import { buildDeliveryRateRows, buildModelRows, buildOfferRows, buildPromoNodeRows, buildSitePageRows, buildSlideRows, type OfferModel } from "@/demo/factories/site-factories";
import { catalogueManufacturers, type ItemType } from "@/demo/factories/vehicle-catalogue";
import { issueDemoDealerApiKeys, type DemoApiKey } from "@/server/dealer-api/dealer-api-keys";
import { importStock } from "../stock/import-stock";
import { seedDemoStaff, type DemoStaffMember } from "./demo-staff";
import { demoFeedRecords, planTenants, progressTicker, type StockingDealership } from "./demo-plan";

export type SeedOptions = { cars: number; now?: Date; seed?: number; onProgress?: (done: number, total: number) => void };
export type SeedSummary = { sites: { slug: string; name: string; template: Template; cars: number }[]; cars: number; ms: number; apiKeys: DemoApiKey[]; staff: DemoStaffMember[] };

export const DEFAULT_SEED = 20_250_701;
const CHUNK = 500;
/** Cars per import transaction: large seeds stay in bounded staging tables and memory. */
const IMPORT_BATCH = 50_000;

/** True when no site exists yet (a fresh database the demo data may be seeded into). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length === 0;
}

function randomFor(seed: number, key: string): Random {
  return createRandom(mixSeed(seed, hashString(key)));
}

/** A demo location's weekly hours: the same for its slug and seed in every seed, so the demo's copy can be checked against them. */
export function demoOpeningHours(locationSlug: string, locationId: number, seed = DEFAULT_SEED) {
  return buildOpeningHours(randomFor(seed, `${locationSlug}:hours`), locationId);
}

function chunked<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const ITEM_TYPES_BY_PROFILE: Record<StockProfile, readonly ItemType[]> = { franchise: ["car"], used: ["car"], outdoor: ["motorcycle", "caravan"], trucks: ["truck"] };

async function insertManufacturers(db: Database): Promise<Map<string, number>> {
  const rows = await db.insert(manufacturers).values(catalogueManufacturers()).returning({ id: manufacturers.id, name: manufacturers.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function insertSites(db: Database, tenants: readonly TenantBlueprint[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunked(tenants, 100)) {
    const values = part.map((t) => {
      const config = parseSiteConfig(t.config, t.config.slug);
      return { slug: config.slug, name: config.name, template: config.template, domains: config.domains, isDefault: t.isDefault, config };
    });
    for (const row of await db.insert(sites).values(values).returning({ id: sites.id, slug: sites.slug })) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Dealerships (with review aggregates), their site links, locations, hours and reviews. Returns what the car stream needs. */
async function insertDealers(db: Database, tenants: readonly TenantBlueprint[], siteIds: Map<string, number>, seed: number, now: Date): Promise<StockingDealership[]> {
  const blueprints = tenants.flatMap((tenant) => tenant.dealerships.map((d) => ({ tenant, d, reviews: buildReviews(randomFor(seed, `${d.slug}:reviews`), 0, null, now) })));
  const dealerIds = new Map<string, number>();
  for (const part of chunked(blueprints)) {
    const rows = await db.insert(dealerships).values(part.map((b) => buildDealershipRow(b.d, b.reviews))).returning({ id: dealerships.id, slug: dealerships.slug });
    for (const row of rows) dealerIds.set(row.slug, row.id);
  }
  const idOf = (slug: string) => dealerIds.get(slug) ?? 0;
  for (const part of chunked(blueprints)) {
    await db.insert(siteDealerships).values(part.map((b) => ({ siteId: siteIds.get(b.tenant.config.slug) ?? 0, dealershipId: idOf(b.d.slug) })));
  }
  const locationRows = blueprints.flatMap((b) => b.d.locations.map((l) => buildLocationRow(randomFor(seed, `${l.slug}:location`), l, { id: idOf(b.d.slug), makes: b.d.makes, stockProfile: b.d.stockProfile }, b.reviews)));
  const locationIds = new Map<string, number>();
  for (const part of chunked(locationRows)) {
    for (const row of await db.insert(locations).values(part).returning({ id: locations.id, slug: locations.slug })) locationIds.set(row.slug, row.id);
  }
  for (const b of blueprints.filter((x) => x.d.locations.length > 1)) {
    for (const l of b.d.locations) {
      const others = b.d.locations.filter((o) => o.slug !== l.slug).map((o) => ({ id: locationIds.get(o.slug) ?? 0, name: o.name }));
      await db.update(locations).set({ distributionLocations: others }).where(eq(locations.id, locationIds.get(l.slug) ?? 0));
    }
  }
  const stateOf = new Map(locationRows.map((r) => [r.slug, r.state]));
  const allLocations = blueprints.flatMap((b) => b.d.locations.map((l) => ({ id: locationIds.get(l.slug) ?? 0, slug: l.slug, state: stateOf.get(l.slug) ?? "" })));
  for (const part of chunked(allLocations.flatMap((l) => demoOpeningHours(l.slug, l.id, seed)), 2_000)) await db.insert(openingHours).values(part);
  for (const part of chunked(allLocations.flatMap((l) => buildSpecialHours(randomFor(seed, `${l.slug}:holidays`), l.id, now, l.state)), 2_000)) await db.insert(specialHours).values(part);
  const reviewRows: ReviewRow[] = blueprints.flatMap((b) => {
    const primary = b.d.locations.find((l) => l.primary) ?? b.d.locations[0];
    return b.reviews.rows.map((r) => ({ ...r, dealershipId: idOf(b.d.slug), locationId: primary ? (locationIds.get(primary.slug) ?? null) : null }));
  });
  for (const part of chunked(reviewRows, 1_000)) await db.insert(reviews).values(part);

  const placeOfLocation = new Map(locationRows.map((r) => [r.slug, r]));
  return blueprints.map(({ tenant, d }) => {
    const config = parseSiteConfig(tenant.config, tenant.config.slug);
    return {
      tenantSlug: config.slug, dealershipSlug: d.slug, weight: tenant.carShare / tenant.dealerships.length,
      dealership: { id: idOf(d.slug), name: d.name, makes: d.makes, stockProfile: d.stockProfile },
      locations: d.locations.map((l) => {
        const row = placeOfLocation.get(l.slug);
        return { id: locationIds.get(l.slug) ?? 0, slug: l.slug, name: l.name, city: row?.city ?? "", state: row?.state ?? "" };
      }),
      site: { financeProvider: config.financeProvider, offersSubscriptions: config.offersSubscriptions },
    };
  });
}

/** Models, offers, slides, promo tiles, delivery bands and (demo sites) content pages for every site. */
async function insertSiteContent(db: Database, tenants: readonly TenantBlueprint[], siteIds: Map<string, number>, dealers: readonly StockingDealership[], manufacturerIds: Map<string, number>, seed: number, now: Date): Promise<void> {
  const modelRows = tenants.flatMap((t) => {
    const makes = [...new Set(t.dealerships.flatMap((d) => d.makes))];
    const itemTypes = [...new Set(t.dealerships.flatMap((d): readonly ItemType[] => ITEM_TYPES_BY_PROFILE[d.stockProfile]))];
    return buildModelRows(randomFor(seed, `${t.config.slug}:models`), siteIds.get(t.config.slug) ?? 0, makes, itemTypes, manufacturerIds, now);
  });
  const inserted: (OfferModel & { siteId: number })[] = [];
  for (const part of chunked(modelRows)) {
    inserted.push(...(await db.insert(models).values(part).returning({ id: models.id, siteId: models.siteId, manufacturerId: models.manufacturerId, name: models.name, fromPrice: models.fromPrice, imageUrl: models.imageUrl })));
  }
  const offerRows = dealers.flatMap((d) => {
    const makeIds = new Set(d.dealership.makes.map((m) => manufacturerIds.get(m)));
    const siteId = siteIds.get(d.tenantSlug) ?? 0;
    const own = inserted.filter((m) => m.siteId === siteId && makeIds.has(m.manufacturerId));
    return buildOfferRows(randomFor(seed, `${d.tenantSlug}:${d.dealership.id}:offers`), d.dealership.id, siteId, own, now);
  });
  for (const part of chunked(offerRows)) await db.insert(offers).values(part);
  const siteRows = tenants.map((t) => ({ id: siteIds.get(t.config.slug) ?? 0, config: t.config }));
  for (const part of chunked(siteRows.flatMap((s) => buildSlideRows(s.id, s.config)))) await db.insert(slides).values(part);
  for (const part of chunked(siteRows.flatMap((s) => buildPromoNodeRows(s.id, s.config, now)))) await db.insert(promoNodes).values(part);
  for (const part of chunked(siteRows.flatMap((s) => buildDeliveryRateRows(s.id, s.config.template)))) await db.insert(deliveryRates).values(part);
  for (const part of chunked(siteRows.flatMap((s) => buildSitePageRows(s.id, DEMO_CONTENT_PAGES[s.config.slug] ?? [], now)))) await db.insert(sitePages).values(part);
  await recordFirstPageVersions(db);
  for (const part of chunked(siteRows.flatMap((s) => buildSitePostRows(s.id, s.config.slug, now)))) await db.insert(sitePosts).values(part);
}

/**
 * The demo stock goes in the way a dealer's does: as feed rows through the stock importer (one path
 * for stock), in batches of partial feeds (the database is empty, so nothing is to be marked sold).
 * A bad row fails the seed: demo data must be valid.
 */
async function importDemoStock(handle: DatabaseHandle, dealers: readonly StockingDealership[], options: { total: number; seed: number; now: Date; onProgress?: SeedOptions["onProgress"] }, perTenant: Map<string, number>): Promise<void> {
  const scope = await findImportDealerships(handle.db, dealers.map((d) => d.dealershipSlug));
  const onRows = progressTicker(options.total, options.onProgress);
  for (let from = 0; from < options.total; from += IMPORT_BATCH) {
    const feed = demoFeedRecords(dealers, { ...options, from, to: from + IMPORT_BATCH }, perTenant);
    await importStock(handle, scope, feed, { now: options.now, source: "demo seed", full: false, force: false, maxRejectedShare: 0, compareWithLastFeed: false, onRows });
  }
}

/**
 * Seeds the demo tenants (and, for large car counts, ~1 generated tenant per 1,000 cars beyond the
 * first 3,000) into an empty database. Same options → identical rows.
 */
export async function seedDemo(handle: DatabaseHandle, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.cars));
  const tenants = planTenants(total, seed);
  const { db } = handle;
  const manufacturerIds = await insertManufacturers(db);
  const siteIds = await insertSites(db, tenants);
  const dealers = await insertDealers(db, tenants, siteIds, seed, now);
  await insertSiteContent(db, tenants, siteIds, dealers, manufacturerIds, seed, now);
  const demoDealers = dealers.filter((d) => !d.tenantSlug.startsWith("dealer-"));
  const apiKeys = await issueDemoDealerApiKeys(db, demoDealers.map((d) => ({ siteSlug: d.tenantSlug, id: d.dealership.id, name: d.dealership.name })));
  const tenantNames = new Map(tenants.map((t) => [t.config.slug, t.config.name]));
  const staff = await seedDemoStaff(db, demoDealers.map((d) => ({ tenantSlug: d.tenantSlug, tenantName: tenantNames.get(d.tenantSlug) ?? d.tenantSlug, dealershipId: d.dealership.id, dealershipSlug: d.dealershipSlug, dealershipName: d.dealership.name })), now);
  const perTenant = new Map<string, number>();
  if (total > 0) await importDemoStock(handle, dealers, { total, seed, now, onProgress: options.onProgress }, perTenant);
  return {
    sites: tenants.map((t) => ({ slug: t.config.slug, name: t.config.name, template: t.config.template, cars: perTenant.get(t.config.slug) ?? 0 })),
    cars: total,
    ms: Date.now() - started,
    apiKeys,
    staff,
  };
}
