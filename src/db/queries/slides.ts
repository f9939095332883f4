import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { slides } from "../schema";
import type { Slide } from "@/domain/content/slide";
import type { Site } from "@/domain/site/site";

/** The site's promotion slides, in the dealer's order. */
export async function listSiteSlides(db: Database, site: Site): Promise<Slide[]> {
  return db
    .select({ id: slides.id, name: slides.name, description: slides.description, url: slides.url, imageUrl: slides.imageUrl, hideOverlay: slides.hideOverlay })
    .from(slides)
    .where(eq(slides.siteId, site.id))
    .orderBy(asc(slides.sortOrder), asc(slides.id));
}
