import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { manufacturers, models } from "../schema";
import type { ModelStatus, SiteModel } from "@/domain/models/model";
import { modelHref } from "@/domain/models/model-url";
import type { Site } from "@/domain/site/site";

const isModelStatus = (status: string | null): status is ModelStatus => status === "new" || status === "coming_soon";

/** The models a site presents, in the dealer's order. */
export async function listSiteModels(db: Database, site: Site): Promise<SiteModel[]> {
  const rows = await db
    .select({
      id: models.id, name: models.name, slug: models.slug, newSlug: models.newSlug, overrideUrl: models.overrideUrl,
      manufacturerName: manufacturers.name, manufacturerSlug: manufacturers.slug, imageUrl: models.imageUrl, status: models.status,
      fromPrice: models.fromPrice, shortDescription: models.shortDescription, body1: models.manufacturerBody,
      body2: models.manufacturerBody2, body3: models.manufacturerBody3,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(eq(models.siteId, site.id))
    .orderBy(asc(models.sortOrder), asc(models.name), asc(models.id));
  return rows.map(({ body1, body2, body3, status, ...row }) => ({
    ...row,
    href: modelHref(row),
    status: isModelStatus(status) ? status : null,
    categories: [body1, body2, body3].filter((body): body is string => Boolean(body && body.trim())),
  }));
}
