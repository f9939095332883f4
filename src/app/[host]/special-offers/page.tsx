import type { Metadata } from "next";
import Link from "next/link";
import { OfferCard } from "@/components/offers/offer-card";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { toOfferView } from "@/server/offers/offer-view";
import { listShownOffers } from "@/server/offers/site-offers";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/special-offers", siteName: site.name, title: "Special Offers", description: `This month's new vehicle offers at ${site.name}: drive-away prices, finance deals and bonus extras.` });
}

/** `/special-offers` (spec 001 §2): the offers the site shows today, as cards. With none, the page says so. */
export default async function SpecialOffersPage({ params }: Props) {
  const site = await requireSite(params);
  const offers = (await listShownOffers((await getDatabase()).db, site, new Date())).map((offer) => toOfferView(offer, site));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Special Offers</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">The latest deals at {site.name}. Offers run for a limited time; see each offer&apos;s terms.</p>
      {offers.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-card border border-line bg-white p-8 text-center text-ink">
          There are no special offers right now. Please check back soon, or{" "}
          <Link prefetch={false} href="/search/new-used-and-demo-cars" className="text-link">
            browse our stock
          </Link>
          .
        </p>
      )}
    </div>
  );
}
