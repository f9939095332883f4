/** Spec 001 §3: "Offer: id, name, description, sanitized_description, disclaimer, category …, image_url, manufacturer, model, excluded_website_ids". */
export type SiteOffer = {
  id: number;
  dealershipId: number;
  name: string;
  /** Dealer-supplied HTML, sanitised before it is shown. */
  description: string;
  disclaimer: string | null;
  /** e.g. 'Finance offer', 'Drive Away Offer'. */
  category: string | null;
  /** The offer's own image, else its model's (spec: image_or_model_image). */
  imageUrl: string | null;
  manufacturer: { name: string; slug: string } | null;
  /** The model it is on, when that model is in this site's range. */
  model: { id: number; name: string; href: string } | null;
  excludedSiteIds: number[];
  /** yyyy-mm-dd, the dealer's local dates; null is open. */
  startsOn: string | null;
  endsOn: string | null;
};
