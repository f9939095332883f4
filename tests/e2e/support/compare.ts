import { type APIRequestContext } from "@playwright/test";
import { searchHits, type Hit } from "./vehicle-pages";

/** In-stock cars of a site, newest first: what its cards offer to compare. */
export async function comparableCars(request: APIRequestContext, site: string, count: number): Promise<Hit[]> {
  const hits = (await searchHits(request, site, "sortBy=latest")).filter((hit) => hit.status === "in_stock");
  if (hits.length < count) throw new Error(`${site} has only ${hits.length} cars in stock`);
  return hits.slice(0, count);
}
