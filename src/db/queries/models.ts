import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { manufacturers, models } from "../schema";
import type { Site } from "@/domain/site/site";

export type ModelStatus = "new" | "coming_soon";

/** A model in a site's range, as the models menu and model cards need it. Money is whole dollars. */
export type SiteModel = {
  id: number;
  name: string;
  slug: string;
  manufacturerName: string;
  /** The model page: the override URL when the dealer set one, else /{new_slug or slug} (spec 001 §2). */
  href: string;
  imageUrl: string | null;
  status: ModelStatus | null;
  fromPrice: number | null;
  shortDescription: string | null;
  /** manufacturer_body, _body2 and _body3: the menu categories the model appears under. */
  categories: string[];
};

/** The models a site presents, in the dealer's order. */
export async function listSiteModels(db: Database, site: Site): Promise<SiteModel[]> {
  const rows = await db
    .select({
      id: models.id, name: models.name, slug: models.slug, newSlug: models.newSlug, overrideUrl: models.overrideUrl,
      manufacturerName: manufacturers.name, imageUrl: models.imageUrl, status: models.status, fromPrice: models.fromPrice,
      shortDescription: models.shortDescription, body1: models.manufacturerBody, body2: models.manufacturerBody2,
      body3: models.manufacturerBody3,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(eq(models.siteId, site.id))
    .orderBy(asc(models.sortOrder), asc(models.name), asc(models.id));
  return rows.map(({ newSlug, overrideUrl, body1, body2, body3, status, ...row }) => ({
    ...row,
    href: overrideUrl || `/${newSlug || row.slug}`,
    status: status === "new" || status === "coming_soon" ? status : null,
    categories: [body1, body2, body3].filter((body): body is string => Boolean(body && body.trim())),
  }));
}
