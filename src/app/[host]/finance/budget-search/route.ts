import type { NextRequest } from "next/server";
import { budgetValues } from "@/domain/budget/budget-query";
import { budgetSearchHref } from "@/domain/budget/budget-search";
import { getSearchEngine } from "@/server/search/search-engine";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/**
 * The budget search panel's GET form without JavaScript: reads the panel's fields as the panel does and
 * sends the shopper to the search up to that budget (303, a relative Location on the same host).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return new Response("Not found", { status: 404 });
  const query = request.nextUrl.searchParams;
  const { bodies } = await (await getSearchEngine()).vocabulary(site);
  const values = budgetValues(
    { body: query.get("body"), frequency: query.get("frequency"), repayment: query.get("repayment"), deposit: query.get("deposit") },
    bodies,
  );
  return new Response(null, { status: 303, headers: { Location: budgetSearchHref(values.body, values.estimate), "Cache-Control": "no-store" } });
}
