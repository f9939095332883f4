import { budgetValues } from "@/domain/budget/budget-query";
import { budgetSearchHref } from "@/domain/budget/budget-search";
import { seeOther } from "@/server/http/form-post";
import { withSite } from "@/server/http/with-site";
import { getSearchEngine } from "@/server/search/search-engine";

export const dynamic = "force-dynamic";

/**
 * The budget search panel's GET form without JavaScript: reads the panel's fields as the panel does and
 * sends the shopper to the search up to that budget (303, a relative Location on the same host).
 */
export const GET = withSite(async ({ request, site }) => {
  const query = request.nextUrl.searchParams;
  const { bodies } = await (await getSearchEngine()).vocabulary(site);
  const values = budgetValues(
    { body: query.get("body"), frequency: query.get("frequency"), repayment: query.get("repayment"), deposit: query.get("deposit") },
    bodies,
  );
  return seeOther(budgetSearchHref(values.body, values.estimate));
}, { name: "Budget search", unavailable: "Search is unavailable, please try again", format: "text" });
