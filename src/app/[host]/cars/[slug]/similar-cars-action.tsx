"use server";

import { CarCard } from "@/components/vehicle/car-card";
import type { SimilarCarsResult } from "@/components/vehicle/similar-cars";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { decodeRouteParam } from "@/domain/security/request-target";
import { carCardView } from "@/domain/vehicle/car-card-view";
import { withActionSite } from "@/server/http/with-action-site";
import { similarCarsFor } from "@/server/vehicle/similar-cars";

/**
 * The similar cars of a vehicle, rendered on the server when the section comes near the screen
 * (spec 000 §4/§9: lazily, within 500 px). The site is the request's own host, as for a page.
 */
export async function loadSimilarCarsAction(rawSlug: string): Promise<SimilarCarsResult> {
  // Anyone can call an action with any argument: the slug passes the route parameters' rules.
  const slug = decodeRouteParam(rawSlug);
  const none: SimilarCarsResult = { count: 0, cards: null };
  if (slug === null) return none;
  return withActionSite("Similar cars", none, async ({ site, db }) => {
    const car = await findSiteCarBySlug(db, site, slug);
    if (!car) return none;
    const similar = await similarCarsFor(db, site, car);
    const now = new Date();
    return {
      count: similar.length,
      cards: similar.map((similarCar) => (
        <li key={similarCar.id}>
          <CarCard card={carCardView(similarCar, site.config, now)} />
        </li>
      )),
    };
  });
}
