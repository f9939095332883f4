import type { Database } from "@/db/client";
import { findSimilarCarCandidates } from "@/db/queries/vehicle-similar";
import type { CarSummary } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import { selectSimilarCars, type SimilarCarSubject } from "@/domain/vehicle/similar-cars";

/** Spec 000 §7/§9 similar cars for a vehicle page: the query narrows, the domain rule decides. */
export async function similarCarsFor(db: Database, site: Site, car: SimilarCarSubject): Promise<CarSummary[]> {
  return selectSimilarCars(car, await findSimilarCarCandidates(db, site, car));
}
