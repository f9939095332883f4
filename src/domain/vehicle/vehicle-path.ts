/** A car's page on its site: `/cars/{slug}`. */
export function vehiclePath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}

/**
 * The vehicle page's dialog forms as a plain page (`/cars/{slug}/enquire?form=…`), where buttons lead without
 * JavaScript. Without `form` the page shows the enquiry, its default: cards link there, sparing bytes on every card.
 */
export function vehicleEnquirePath(slug: string, form?: "enquiry" | "test-drive" | "request-photos"): string {
  return `${vehiclePath(slug)}/enquire${form ? `?form=${form}` : ""}`;
}
