import type { Metadata } from "next";
import { OfferCard } from "@/components/offers/offer-card";
import { OfferFilterForm } from "@/components/offers/offer-filter-form";
import { EmptyResults } from "@/components/search/empty-results";
import { getDatabase } from "@/db/connection";
import { filterOffers, hasOfferFilters, offerCategories, parseOfferFilters } from "@/domain/offers/offer-filters";
import { emptyResultsCard } from "@/domain/search/empty-results";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { toOfferView } from "@/server/offers/offer-view";
import { listShownOffers } from "@/server/offers/site-offers";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/special-offers", siteName: site.name, title: "Special Offers", description: `This month's new vehicle offers at ${site.name}: drive-away prices, finance deals and bonus extras.` });
}

/**
 * `/special-offers` (spec 001 §2): the offers the site shows today, as cards, narrowed by `?categories=` and `?query=`
 * (spec 000 §7). When none meet them, spec 000 §8's 'No Results Available' card with Clear Filters.
 */
export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const filters = parseOfferFilters(await searchParams);
  const shown = (await listShownOffers((await getDatabase()).db, site, new Date())).map((offer) => toOfferView(offer, site));
  const offers = filterOffers(shown, filters);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Special Offers</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">The latest deals at {site.name}. Offers run for a limited time; see each offer&apos;s terms.</p>
      {shown.length > 0 ? <OfferFilterForm filters={filters} categories={offerCategories(shown)} filtered={hasOfferFilters(filters)} /> : null}
      {offers.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8">
          <EmptyResults card={emptyResultsCard({ kind: "offers" })} />
        </div>
      )}
    </div>
  );
}
