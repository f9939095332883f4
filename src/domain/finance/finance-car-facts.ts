import type { FinanceCar } from "./finance-eligibility";
import type { AutograbData } from "@/domain/market/market-badge";
import type { MarketSubject } from "@/domain/market/market-estimate";

/**
 * What the money tools need to know about one car: the finance rules (`FinanceCar`), the market comparison's
 * subject, fuel (variant consumption, fuel type), the YouX quote's identifiers, where the car is, and
 * whether the site has delivery bands at all (no bands: no delivery button).
 */
export type FinanceCarFacts = FinanceCar &
  MarketSubject & {
    id: number;
    slug: string;
    name: string;
    fuel: string | null;
    /** Spec 000 §3 item_type: a caravan or trailer has no engine, so no fuel cost. */
    itemType: string | null;
    variant: Record<string, unknown> | null;
    autograbData: AutograbData | null;
    vin: string | null;
    nvic: string | null;
    city: string | null;
    state: string | null;
    offersDelivery: boolean;
  };
