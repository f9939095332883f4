import type { SiteOffer } from "./offer";

/** An offer as its card and page show it: the dealer's HTML sanitised, its plain text for clipping, its address on this site. */
export type OfferView = Omit<SiteOffer, "description"> & { href: string; descriptionHtml: string; descriptionText: string; endsOnText: string | null };
