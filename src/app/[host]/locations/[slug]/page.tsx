import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DealershipLocations } from "@/components/locations/dealership-locations";
import { LocationDetail } from "@/components/locations/location-detail";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { locationPageJsonLd } from "@/server/locations/location-json-ld";
import { loadLocationPage, type LocationPageModel } from "@/server/locations/location-pages";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; slug: string }> };

/** Metadata and page ask for the same location; one load per request. */
const loadPage = cache(async (site: Site, rawSlug: string) => {
  const slug = decodeRouteParam(rawSlug);
  return slug === null ? null : loadLocationPage((await getDatabase()).db, site, slug, new Date());
});

function describe(model: LocationPageModel): { title: string; description: string; path: string } {
  if (model.kind === "location") {
    const { view } = model;
    return { title: view.name, path: view.links.page, description: `${view.name}, ${view.addressLines.join(", ")}: opening hours for ${view.departments.map((d) => d.label.toLowerCase()).join(", ") || "the dealership"}, holiday hours, directions and stock.` };
  }
  const { dealership, views } = model;
  return { title: `${dealership.name} locations`, path: `/locations/${dealership.slug}`, description: `${dealership.name}'s ${views.length === 1 ? "location" : `${views.length} locations`}: addresses, opening hours and directions.` };
}

/** Like the vehicle page's, this never calls notFound(): the page does, before any streaming, so the status is 404. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const model = site ? await loadPage(site, (await params).slug) : null;
  if (!site || !model) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), siteName: site.name, ...describe(model) });
}

/** `/locations/{slug}` (spec 001 §2): a location's page, or a dealership's page listing its locations. */
export default async function LocationPage({ params }: Props) {
  const site = await requireSite(params);
  const model = await loadPage(site, (await params).slug);
  if (!model) notFound();
  const jsonLd = locationPageJsonLd(siteBaseUrl(site), model.kind === "location" ? [model.location] : model.locations);
  return (
    <>
      <JsonLdScript data={jsonLd} nonce={await requestNonce()} />
      {model.kind === "location" ? (
        <LocationDetail view={model.view} tiles={model.tiles} others={model.others} />
      ) : (
        <DealershipLocations dealership={model.dealership} views={model.views} />
      )}
    </>
  );
}
