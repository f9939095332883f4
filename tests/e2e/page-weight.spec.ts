import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { pageWeight } from "../support/page-weight";
import { siteUrl } from "./support/hosts";
import { searchHits } from "./support/vehicle-pages";

/** Issue 16's page weights, uncompressed (perf-budgets.json `pageWeight`): a byte count, not a time, so a test can hold it. */
type WeightBudget = { name: string; site: string; path: string; maxHtmlKb: number; maxRscKb?: number };
const budgets = (JSON.parse(readFileSync("perf-budgets.json", "utf8")) as { pageWeight: WeightBudget[] }).pageWeight;
const KB = 1024;

for (const budget of budgets) {
  test(`${budget.name} (${budget.site}) stays within ${budget.maxHtmlKb} KB of HTML${budget.maxRscKb ? `, ${budget.maxRscKb} KB of it the RSC payload` : ""}`, async ({ request }) => {
    // `{car}`: the site's first car, as the search lists it.
    const path = budget.path.includes("{car}") ? budget.path.replace("{car}", (await searchHits(request, budget.site, "page=1"))[0]!.slug) : budget.path;
    const response = await request.get(siteUrl(budget.site, path), { headers: { "accept-encoding": "identity" } });
    expect(response.status()).toBe(200);
    const weight = pageWeight(await response.text());
    expect(weight.htmlBytes, `${path}: HTML bytes`).toBeLessThanOrEqual(budget.maxHtmlKb * KB);
    if (budget.maxRscKb) expect(weight.rscBytes, `${path}: inline RSC payload bytes`).toBeLessThanOrEqual(budget.maxRscKb * KB);
  });
}
