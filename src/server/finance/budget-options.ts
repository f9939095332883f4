import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import type { BudgetOption } from "@/domain/budget/budget-search";
import type { Site } from "@/domain/site/site";
import { logFailure } from "@/server/logging/log-failure";
import { getSearchEngine } from "@/server/search/search-engine";

/** Body types offered, most stocked first. */
const MAX_BODIES = 8;
/** Spec 001 §9: the budget search's "search filter price>1000". */
const PRICED_ABOVE = 1_000;

/** Cars a shopper could buy now: in stock or coming soon, priced above $1,000. */
const buyable = (body: string | null): SearchRequest => ({
  ...EMPTY_SEARCH_REQUEST,
  filters: { status: ["in_stock", "coming_soon"], ...(body ? { body: [body] } : {}) },
  ranges: { price: { min: PRICED_ABOVE + 1 } },
  sortBy: "price-asc",
  hitsPerPage: 1,
});

/** The site's body types and the cheapest buyable car of each (the button's "minimum price in the results", spec 001 §4). */
async function searchBudgetOptions(site: Site): Promise<BudgetOption[]> {
  const engine = await getSearchEngine();
  const all = await engine.search(site, buyable(null));
  const bodies = [...(all.facets.body ?? [])].sort((a, b) => b.count - a.count).slice(0, MAX_BODIES);
  const cheapest = await Promise.all(bodies.map(async ({ value }) => (await engine.search(site, buyable(value))).hits[0]?.price ?? null));
  return [
    { body: null, label: "All", cheapest: all.hits[0]?.price ?? null },
    ...bodies.map(({ value, label }, index) => ({ body: value, label, cheapest: cheapest[index] ?? null })),
  ];
}

/** The budget search panel's options, or null when the search fails: the page then shows no panel. */
export async function loadBudgetOptions(site: Site): Promise<BudgetOption[] | null> {
  try {
    return await searchBudgetOptions(site);
  } catch (error) {
    logFailure("Budget search options failed", error, { site: site.slug });
    return null;
  }
}
