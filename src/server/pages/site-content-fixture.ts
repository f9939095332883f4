/** Models, offers and content pages on the lead fixture's two sites, for the integration tests (not used by the app). */
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { manufacturers, models, offers, sitePages, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { createLeadFixture, type LeadFixture } from "../leads/lead-test-fixture";

export type SiteContentFixture = LeadFixture & {
  offerIds: { current: number; excluded: number; excludedButListed: number; ended: number; upcoming: number; bravo: number };
  modelIds: { rav4: number; swift: number; hilux: number; corolla: number };
};

/** Alpha: Toyota and Suzuki models, five offers around 2026-03-15 (Brisbane), an About Us page. Bravo: one model, one offer, a Careers page. */
export async function createSiteContentFixture(handle: DatabaseHandle): Promise<SiteContentFixture> {
  const fx = await createLeadFixture(handle);
  const { db } = handle;
  const [toyota, suzuki] = await db.insert(manufacturers).values([{ name: "Toyota", slug: "toyota" }, { name: "Suzuki", slug: "suzuki" }]).returning({ id: manufacturers.id });
  const model = (siteId: number, manufacturerId: number, name: string, slug: string, newSlug: string | null, extra: Partial<typeof models.$inferInsert> = {}) => ({
    siteId, manufacturerId, name, slug, newSlug, fromPrice: 30_000, shortDescription: `The ${name}.`, ...extra,
  });
  const [rav4, swift, hilux, corolla] = await db
    .insert(models)
    .values([
      model(fx.alpha.id, toyota!.id, "RAV4", "rav4", "toyota-rav4", { manufacturerBody: "SUVs", manufacturerBody2: "Hybrid", status: "new", sortOrder: 0 }),
      model(fx.alpha.id, suzuki!.id, "Swift", "swift", "suzuki-australia-swift", { manufacturerBody: "Cars", sortOrder: 1 }),
      model(fx.alpha.id, toyota!.id, "HiLux", "hilux", "toyota-hilux", { manufacturerBody: "Utes", overrideUrl: "/search/toyota/hilux", sortOrder: 2 }),
      model(fx.bravo.id, toyota!.id, "Corolla", "corolla", "toyota-corolla", { manufacturerBody: "Cars" }),
    ])
    .returning({ id: models.id });
  const offer = (dealershipId: number, name: string, extra: Partial<typeof offers.$inferInsert> = {}) => ({
    dealershipId, manufacturerId: toyota!.id, modelId: rav4!.id, name, description: `<p>${name}</p>`, disclaimer: "While stocks last.", startsOn: "2026-03-01", endsOn: "2026-03-31", ...extra,
  });
  const [current, excluded, excludedButListed, ended, upcoming, bravo] = await db
    .insert(offers)
    .values([
      offer(fx.dealers.alpha, "RAV4 drive away"),
      offer(fx.dealers.alpha, "RAV4 national fleet bonus", { excludedSiteIds: [fx.alpha.id] }),
      offer(fx.dealers.alpha, "RAV4 finance special", { excludedSiteIds: [fx.alpha.id, fx.bravo.id] }),
      offer(fx.dealers.alpha, "RAV4 summer sale", { startsOn: "2026-01-01", endsOn: "2026-02-28" }),
      offer(fx.dealers.alpha, "RAV4 Easter sale", { startsOn: "2026-04-01", endsOn: "2026-04-30" }),
      offer(fx.dealers.bravo, "Corolla drive away", { modelId: corolla!.id }),
    ])
    .returning({ id: offers.id });
  await db.update(sites).set({ config: { ...fx.alpha.config, offersShownDespiteExclusion: [excludedButListed!.id] } }).where(eq(sites.id, fx.alpha.id));
  await db.insert(sitePages).values([
    { siteId: fx.alpha.id, slug: "about-us", title: "About Alpha", summary: "Since 1990.", body: "## Our story\n\nFamily owned." },
    { siteId: fx.bravo.id, slug: "careers", title: "Careers", summary: "Join us.", format: "html", body: "<p>We are hiring.</p>" },
  ]);
  const all = await loadSites(db);
  const find = (slug: string): Site => all.find((s) => s.slug === slug)!;
  return {
    ...fx,
    alpha: find("alpha"),
    bravo: find("bravo"),
    offerIds: { current: current!.id, excluded: excluded!.id, excludedButListed: excludedButListed!.id, ended: ended!.id, upcoming: upcoming!.id, bravo: bravo!.id },
    modelIds: { rav4: rav4!.id, swift: swift!.id, hilux: hilux!.id, corolla: corolla!.id },
  };
}
