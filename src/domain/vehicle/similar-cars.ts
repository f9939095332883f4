import { isInStock, type CarStatus } from "@/domain/car/car";

/** Spec 000 §7: "sorted same model first, de-duplicated by id, max 6". */
export const SIMILAR_CARS_LIMIT = 6;
/** Spec 000 §7: the similar-cars search asks for 10 candidates. */
export const SIMILAR_CARS_CANDIDATES = 10;
/** Spec 000 §9: "lazy margin 500 px". */
export const SIMILAR_CARS_LAZY_MARGIN_PX = 500;

const WIDE_WINDOW_FROM = 50_000;
const NARROW_WINDOW = 10_000;
const WIDE_WINDOW = 25_000;

export type PriceWindow = { min: number; max: number };

/** Spec 000 §9: "price window ±10000 if price below 50000 else ±25000" (whole dollars, never below 0). */
export function similarPriceWindow(price: number): PriceWindow {
  const span = price < WIDE_WINDOW_FROM ? NARROW_WINDOW : WIDE_WINDOW;
  return { min: Math.max(0, price - span), max: price + span };
}

/** Whether `price` is inside the window around `subjectPrice` (bounds included). */
export function isInSimilarPriceWindow(subjectPrice: number, price: number): boolean {
  const window = similarPriceWindow(subjectPrice);
  return price >= window.min && price <= window.max;
}

/** Two makes, models or bodies are the same name whatever their case and surrounding spaces. */
export const isSameCarName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type SimilarCarSubject = { id: number; model: string; price: number };
export type SimilarCarCandidate = SimilarCarSubject & { status: CarStatus };

/**
 * Spec 000 §9 "Similar cars: price window ±10000 if price below 50000 else ±25000; in stock only;
 * exclude same car id; 6 results" and §7 "sorted same model first, de-duplicated by id, max 6".
 * Candidates keep their incoming order (the query's closeness in price) within each group.
 */
export function selectSimilarCars<T extends SimilarCarCandidate>(car: SimilarCarSubject, candidates: readonly T[], limit = SIMILAR_CARS_LIMIT): T[] {
  const seen = new Set<number>([car.id]);
  const eligible: T[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) continue;
    if (!isInStock(candidate.status)) continue;
    if (!isInSimilarPriceWindow(car.price, candidate.price)) continue;
    seen.add(candidate.id);
    eligible.push(candidate);
  }
  const first = eligible.filter((c) => isSameCarName(c.model, car.model));
  const rest = eligible.filter((c) => !isSameCarName(c.model, car.model));
  return [...first, ...rest].slice(0, limit);
}
