import type { SiteConfigInput } from "@/domain/site/site-config-schema";

/** What a dealership stocks: franchise (new/demo of its makes + used), used-only, motorcycles and caravans, or trucks. */
export type StockProfile = "franchise" | "used" | "outdoor" | "trucks";

export type LocationType = "sales" | "service" | "parts" | "service-and-parts";

export type LocationBlueprint = {
  /** Globally unique (search filters match location slugs across dealerships). */
  slug: string;
  name: string;
  locationType: LocationType;
  primary: boolean;
  street: string;
  /** Key into AUSTRALIAN_PLACES. */
  place: string;
  phone: string;
};

export type DealershipBlueprint = {
  slug: string;
  name: string;
  /** Franchise makes (new and demo stock); used-only dealers list none. */
  makes: readonly string[];
  stockProfile: StockProfile;
  leadEmail: string;
  locations: readonly LocationBlueprint[];
};

export type TenantBlueprint = {
  config: SiteConfigInput;
  isDefault: boolean;
  /** Relative share of the demo cars this tenant's dealerships hold. */
  carShare: number;
  dealerships: readonly DealershipBlueprint[];
};
