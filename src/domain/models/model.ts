/** Spec 001 §3: "Model: … status (new or coming_soon)". */
export type ModelStatus = "new" | "coming_soon";

/** A model in a site's range, as the models menu, model cards and model pages need it. Money is whole dollars. */
export type SiteModel = {
  id: number;
  name: string;
  slug: string;
  newSlug: string | null;
  overrideUrl: string | null;
  manufacturerName: string;
  manufacturerSlug: string;
  /** The model page: see modelHref. */
  href: string;
  imageUrl: string | null;
  status: ModelStatus | null;
  fromPrice: number | null;
  shortDescription: string | null;
  /** manufacturer_body, _body2 and _body3: the menu categories the model appears under. */
  categories: string[];
};

/** Spec 001 §2: the card's status label: "New, Coming Soon, or nothing". */
export function modelStatusLabel(status: ModelStatus | null): string | null {
  if (status === "new") return "New";
  if (status === "coming_soon") return "Coming Soon";
  return null;
}
