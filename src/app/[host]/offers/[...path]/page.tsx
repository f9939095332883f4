import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { offerEnquiryFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { OfferDetails } from "@/components/offers/offer-details";
import { getDatabase } from "@/db/connection";
import { parseOfferPath } from "@/domain/offers/offer-path";
import { decodeRouteSegments } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { toOfferView } from "@/server/offers/offer-view";
import { findShownOffer } from "@/server/offers/site-offers";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; path: string[] }> };

/** Metadata and page ask for the same offer; one load per request. An offer the site does not show today is none. */
const loadOffer = cache(async (site: Site, raw: readonly string[]) => {
  const segments = decodeRouteSegments(raw);
  const path = segments ? parseOfferPath(segments) : null;
  if (!path) return null;
  const offer = await findShownOffer((await getDatabase()).db, site, path.id, new Date());
  return offer ? toOfferView(offer, site) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  const site = await findSite(params);
  const offer = site ? await loadOffer(site, path) : null;
  if (!site || !offer) return {};
  return buildPageMetadata({
    baseUrl: siteBaseUrl(site),
    path: offer.href,
    siteName: site.name,
    title: offer.name,
    description: offer.descriptionText.slice(0, 300) || `${offer.name} at ${site.name}.`,
    image: offer.imageUrl ? { url: offer.imageUrl, alt: offer.model?.name ?? offer.name } : null,
  });
}

/**
 * `/offers/{id}` and `/offers/{manufacturer}/{id}` (spec 001 §2): one offer with its Enquire Now form. The
 * site's own form of the address is canonical; the other redirects to it. An ended offer is a 404.
 */
export default async function OfferPage({ params }: Props) {
  const site = await requireSite(params);
  const { path } = await params;
  const offer = await loadOffer(site, path);
  if (!offer) notFound();
  if (`/offers/${path.join("/")}` !== offer.href) permanentRedirect(offer.href);
  const setup = await loadLeadFormSetup((await getDatabase()).db, site);
  const form = (
    <LeadFormSection setup={setup} config={offerEnquiryFormConfig(offer.id)} path={offer.href} id="enquire" intro={`Ask ${site.name} about ${offer.name}. We'll get back to you with the details.`} />
  );
  return <OfferDetails offer={offer} form={form} />;
}
