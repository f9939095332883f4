import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import { getSearchEngine } from "@/server/search/search-engine";
import { BUDGET_DEFAULTS } from "@/domain/budget/budget-search";
import { BudgetSearch } from "./budget-search";
import { budgetView, type BudgetOption } from "./budget-view";

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
export async function loadBudgetOptions(site: Site): Promise<BudgetOption[]> {
  const engine = await getSearchEngine();
  const all = await engine.search(site, buyable(null));
  const bodies = [...(all.facets.body ?? [])].sort((a, b) => b.count - a.count).slice(0, MAX_BODIES);
  const cheapest = await Promise.all(bodies.map(async ({ value }) => (await engine.search(site, buyable(value))).hits[0]?.price ?? null));
  return [
    { body: null, label: "All", cheapest: all.hits[0]?.price ?? null },
    ...bodies.map(({ value, label }, index) => ({ body: value, label, cheapest: cheapest[index] ?? null })),
  ];
}

type Props = { site: Site; headingLevel?: 2 | 3; initial?: { body?: string; frequency?: string; repayment?: string; deposit?: string } };

/**
 * The budget search panel (spec 001 §2): server part. Include it on any page of a site: it loads the
 * site's body types and prices itself. Without JavaScript it is a GET form that lands on the search.
 */
export async function BudgetSearchPanel({ site, headingLevel = 2, initial = {} }: Props) {
  let options: BudgetOption[];
  try {
    options = await loadBudgetOptions(site);
  } catch (error) {
    console.error("Budget search options failed", error);
    return null;
  }
  return <BudgetSearch options={options} headingLevel={headingLevel} initialView={budgetView(initial, options)} defaultRepayments={BUDGET_DEFAULTS.repayment} />;
}
