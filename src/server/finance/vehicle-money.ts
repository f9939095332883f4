import { cache } from "react";
import { getDatabase } from "@/db/connection";
import { findFinanceCar } from "@/db/queries/finance-car";
import type { FinanceCarFacts } from "@/domain/finance/finance-car-facts";
import { findMarketComparables } from "@/db/queries/market";
import { estimateMarketPrice, isEligibleForMarketComparison, type MarketComparison } from "@/domain/market/market-estimate";
import type { Site } from "@/domain/site/site";
import { allSites } from "@/server/tenancy/site-registry";
import { logFailure } from "@/server/logging/log-failure";

/** A car's money facts, read once per request (the finance page and its money section share it). */
export const loadFinanceCar = cache(async (site: Site, carId: number): Promise<FinanceCarFacts | null> => findFinanceCar((await getDatabase()).db, site, { id: carId }));

/** Market comparison from comparable stock (spec 000 §7 autogauge); a failure is logged and the panel hidden (§8). */
export async function loadMarketComparison(site: Site, car: FinanceCarFacts, now: Date): Promise<MarketComparison | null> {
  if (!isEligibleForMarketComparison(car)) return null;
  try {
    const comparables = await findMarketComparables((await getDatabase()).db, site, car, { sites: await allSites(), now });
    return estimateMarketPrice(car, comparables);
  } catch (error) {
    logFailure("Price comparison failed", error);
    return null;
  }
}
