/** The workspace stock list's address (issue 34): a search, a sort, a dealership of the staff member's, a page. */
export const STOCK_SORTS = ["price_asc", "price_desc", "listed_longest", "listed_newest"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const STOCK_SORT_LABELS: Record<StockSort, string> = {
  price_asc: "Price, lowest first",
  price_desc: "Price, highest first",
  listed_longest: "Days listed, most first",
  listed_newest: "Days listed, fewest first",
};

export const STOCK_PAGE_SIZE = 25;
const MAX_QUERY = 100;
const MAX_PAGE = 10_000;

export type StockListQuery = { q: string; sort: StockSort; dealershipId: number | null; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Reads the list's query string; anything unreadable falls back to its default rather than failing the page. */
export function parseStockListQuery(params: Record<string, string | string[] | undefined>): StockListQuery {
  const sort = first(params.sort);
  const dealership = Number(first(params.dealership));
  const page = Number(first(params.page));
  return {
    q: first(params.q).trim().replace(/\s+/g, " ").slice(0, MAX_QUERY),
    sort: (STOCK_SORTS as readonly string[]).includes(sort) ? (sort as StockSort) : "listed_longest",
    dealershipId: Number.isSafeInteger(dealership) && dealership > 0 ? dealership : null,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The list's address for `query` with `changes` applied; defaults are left out, so the plain list is `/stock`. */
export function stockListHref(query: StockListQuery, changes: Partial<StockListQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "listed_longest") params.set("sort", next.sort);
  if (next.dealershipId !== null) params.set("dealership", String(next.dealershipId));
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `/stock?${text}` : "/stock";
}

/** Whole days since the car was listed (0 on its first day, never negative). */
export function daysListed(listedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - listedAt.getTime()) / 86_400_000));
}

export const STOCK_STATUS_LABELS: Record<string, string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold", others: "Other" };

/** "2021 Toyota RAV4 GXL": the parts a car has. */
export function stockCarTitle(car: { year: number | null; make: string | null; model: string | null; badge: string | null }): string {
  return [car.year, car.make, car.model, car.badge].filter((part) => part !== null && part !== "").join(" ") || "Car";
}

/** How long a car has been listed: "less than a day", "1 day", "23 days". */
export const listedForText = (days: number): string => (days === 0 ? "less than a day" : days === 1 ? "1 day" : `${days} days`);

/** The stock list's words for it: "Listed today", "Listed 23 days". */
export const daysListedText = (days: number): string => (days === 0 ? "Listed today" : `Listed ${listedForText(days)}`);
