export type CarType = "new" | "used" | "demo";
export type CarStatus = "in_stock" | "coming_soon" | "sold" | "others";

export type CarImage = { url: string; thumbUrl: string; kind: "exterior" | "interior" };

/** What a car card and a search hit need. Money is whole dollars. */
export type CarSummary = {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  km: number;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
  carType: CarType;
  status: CarStatus;
  soldAt: Date | null;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  city: string | null;
  state: string | null;
  locationName: string | null;
  dealershipId: number;
  dealershipName: string;
  dealershipSlug: string;
  primaryImageUrl: string | null;
  createdAt: Date;
  views: number;
  /** The car's lender entries without their disclaimers: what the finance rule reads (`offersFinance`). */
  financeLenders: unknown;
};

/** Everything the vehicle page shows. */
export type CarDetail = CarSummary & {
  series: string | null;
  interiorColour: string | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  trans: string | null;
  seats: number | null;
  doors: number | null;
  engineSizeLitres: number | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  regoExpiry: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  dealerComments: string | null;
  features: string[];
  images: CarImage[];
  locationId: number | null;
  itemType: string | null;
  variant: Record<string, unknown> | null;
  specifications: Record<string, unknown> | null;
};

export function isInStock(status: CarStatus): boolean {
  return status === "in_stock" || status === "coming_soon";
}
