import { z } from "zod";
import { normaliseText } from "@/domain/search/text-query";

/** Spec 000 §7: "Offers-by-dealership search | categories, price, query, offset". Offers carry no price, so price is not a filter here. */
export type OfferFilters = { categories: string[]; query: string };

export const NO_OFFER_FILTERS: OfferFilters = { categories: [], query: "" };

const MAX_QUERY_LENGTH = 100;
const MAX_CATEGORIES = 20;

const param = z.union([z.string(), z.array(z.string())]).optional();
const offerFiltersSchema = z.object({ categories: param, query: param });

const valuesOf = (raw: string | string[] | undefined): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

/**
 * The filters in `/special-offers?categories=…&query=…`: categories repeated or comma-separated ('Finance offer,Drive
 * Away Offer'), blanks dropped; the query trimmed and cut to 100 characters. Anything unreadable is no filter.
 */
export function parseOfferFilters(searchParams: Record<string, string | string[] | undefined>): OfferFilters {
  const parsed = offerFiltersSchema.safeParse(searchParams);
  if (!parsed.success) return NO_OFFER_FILTERS;
  const categories = [...new Set(valuesOf(parsed.data.categories).flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean))];
  const query = (valuesOf(parsed.data.query)[0] ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { categories: categories.slice(0, MAX_CATEGORIES), query };
}

export const hasOfferFilters = (filters: OfferFilters): boolean => filters.categories.length > 0 || filters.query !== "";

/** What an offer is searched by: its name, plain-text description, category, model and make. */
export type FilterableOffer = {
  name: string;
  descriptionText: string;
  category: string | null;
  model: { name: string } | null;
  manufacturer: { name: string } | null;
};

const wordsOf = (text: string) => normaliseText(text).split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The offers that meet the filters: a category named in `categories` (case aside), and every word of `query` found in
 * the offer's text (a word may be the start of a longer one: 'haval' finds 'Haval', 'fin' finds 'finance').
 */
export function filterOffers<T extends FilterableOffer>(offers: readonly T[], filters: OfferFilters): T[] {
  const categories = new Set(filters.categories.map((category) => normaliseText(category)));
  const words = wordsOf(filters.query);
  return offers.filter((offer) => {
    if (categories.size > 0 && !(offer.category && categories.has(normaliseText(offer.category)))) return false;
    if (words.length === 0) return true;
    const text = wordsOf([offer.name, offer.descriptionText, offer.category ?? "", offer.model?.name ?? "", offer.manufacturer?.name ?? ""].join(" "));
    return words.every((word) => text.some((candidate) => candidate.startsWith(word)));
  });
}

/** The categories the shown offers fall in, for the filter's choices, in alphabetical order. */
export function offerCategories(offers: readonly Pick<FilterableOffer, "category">[]): string[] {
  return [...new Set(offers.flatMap((offer) => (offer.category ? [offer.category] : [])))].sort((a, b) => a.localeCompare(b));
}
