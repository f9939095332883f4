import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { manufacturers, models, offers } from "../schema";
import { modelHref } from "@/domain/models/model-url";
import type { SiteOffer } from "@/domain/offers/offer";
import type { Site } from "@/domain/site/site";

/**
 * Every offer of the site's dealerships, whatever its dates and exclusions (the caller applies
 * isOfferShown), newest first. The model link is kept only when the model is in this site's range.
 */
export async function listSiteOffers(db: Database, site: Site): Promise<SiteOffer[]> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select({
      id: offers.id, dealershipId: offers.dealershipId, name: offers.name, description: offers.description, disclaimer: offers.disclaimer,
      category: offers.category, offerImage: offers.imageUrl, excludedSiteIds: offers.excludedSiteIds, startsOn: offers.startsOn, endsOn: offers.endsOn,
      manufacturerName: manufacturers.name, manufacturerSlug: manufacturers.slug,
      modelId: models.id, modelName: models.name, modelSlug: models.slug, modelNewSlug: models.newSlug, modelOverrideUrl: models.overrideUrl, modelImage: models.imageUrl,
    })
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(models, and(eq(models.id, offers.modelId), eq(models.siteId, site.id)))
    .where(inArray(offers.dealershipId, dealershipIds))
    .orderBy(asc(offers.endsOn), asc(offers.id));
  return rows.map((r) => ({
    id: r.id, dealershipId: r.dealershipId, name: r.name, description: r.description, disclaimer: r.disclaimer, category: r.category,
    imageUrl: r.offerImage ?? r.modelImage,
    manufacturer: r.manufacturerName && r.manufacturerSlug ? { name: r.manufacturerName, slug: r.manufacturerSlug } : null,
    model: r.modelId !== null && r.modelName && r.modelSlug ? { id: r.modelId, name: r.modelName, href: modelHref({ slug: r.modelSlug, newSlug: r.modelNewSlug, overrideUrl: r.modelOverrideUrl }) } : null,
    excludedSiteIds: r.excludedSiteIds, startsOn: r.startsOn, endsOn: r.endsOn,
  }));
}
