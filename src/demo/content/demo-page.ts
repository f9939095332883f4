import type { ContentFormat, ContentPageSlug } from "@/domain/content/content-pages";

/** A demo site's content page as the seed stores it (the title defaults to the page's usual name). */
export type DemoPage = { slug: ContentPageSlug; title?: string; summary: string; format?: ContentFormat; body: string };

/** What the shared legal pages need to know about the business. */
export type DemoBusiness = {
  /** The trading name. */
  name: string;
  /** The registered business behind it. */
  legalName: string;
  abn: string;
  state: "NSW" | "VIC" | "QLD";
  /** The registered office, one line. */
  address: string;
  privacyEmail: string;
  phone: string;
  /** Motor dealer licence wording for the state, e.g. 'Motor Dealer Licence MD 012345'. */
  licence: string;
};
