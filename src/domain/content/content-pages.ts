/**
 * Spec 001 §2: the content pages a dealer site links to (Service and Parts, Company, Buyer Tools, footer).
 * Each site writes its own copy of each; a site without one of them has no such page and no link to it.
 */
export const CONTENT_PAGE_TITLES = {
  "about-us": "About Us",
  careers: "Careers",
  fleet: "Fleet",
  warranty: "Warranty",
  "roadside-assist": "Roadside Assist",
  "vehicle-parts-and-accessories": "Genuine Parts and Accessories",
  "privacy-policy": "Privacy Policy",
  "terms-and-conditions": "Terms and Conditions",
  buying: "Buying With Us",
} as const;

export type ContentPageSlug = keyof typeof CONTENT_PAGE_TITLES;

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return Object.hasOwn(CONTENT_PAGE_TITLES, value);
}

/** How a page's body is written: markdown, or rich text (HTML) from an editor. Both are sanitised before display. */
export const CONTENT_FORMATS = ["markdown", "html"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** One site's page, as stored. */
export type ContentPage = {
  slug: ContentPageSlug;
  title: string;
  /** The meta description and the lead paragraph under the title. */
  summary: string;
  format: ContentFormat;
  body: string;
  updatedAt: Date;
};
