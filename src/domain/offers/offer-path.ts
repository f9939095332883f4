/**
 * Spec 001 §2: "/offers/{id} or /offers/{manufacturer}/{id} when the site has no single manufacturer". Both
 * forms answer on every site; the other form redirects to the site's own.
 */
export function offerHref(offer: { id: number; manufacturer: { slug: string } | null }, siteManufacturer: string | null): string {
  return siteManufacturer === null && offer.manufacturer ? `/offers/${offer.manufacturer.slug}/${offer.id}` : `/offers/${offer.id}`;
}

export type OfferPath = { id: number; manufacturerSlug: string | null };

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The segments after /offers/: [id] or [manufacturer, id]; anything else names no offer. */
export function parseOfferPath(segments: readonly string[]): OfferPath | null {
  const [first, second, ...rest] = segments;
  if (rest.length > 0 || first === undefined) return null;
  const idText = second ?? first;
  if (!ID.test(idText) || Number(idText) > 2_147_483_647) return null;
  if (second !== undefined && !SLUG.test(first)) return null;
  return { id: Number(idText), manufacturerSlug: second === undefined ? null : first };
}
