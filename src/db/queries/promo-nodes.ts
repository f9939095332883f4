import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { promoNodes } from "../schema";
import type { Site } from "@/domain/site/site";
import { promoContentSchema, type PromoNode } from "@/domain/search/promo-tiles";

/**
 * The site's promo tiles, whatever their dates (insertPromoTiles decides which show today).
 * A tile whose stored content does not parse is left out and reported, never shown half-built.
 */
export async function listSitePromoNodes(db: Database, site: Site): Promise<PromoNode[]> {
  const rows = await db.select().from(promoNodes).where(eq(promoNodes.siteId, site.id)).orderBy(asc(promoNodes.position), asc(promoNodes.id));
  return rows.flatMap((row) => {
    const node = promoContentSchema.safeParse(row.node);
    if (!node.success) {
      console.warn(`Promo tile ${row.id} of site '${site.slug}' has invalid content: ${node.error.issues[0]?.message}`);
      return [];
    }
    return [{ id: row.id, position: row.position, start: row.start, expiry: row.expiry, display: row.display, strictDisplay: row.strictDisplay, node: node.data }];
  });
}
