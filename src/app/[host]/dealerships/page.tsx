import type { Metadata } from "next";
import { LocationDirectory } from "@/components/locations/location-directory";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { locationPageJsonLd } from "@/server/locations/location-json-ld";
import { loadDealershipsPage } from "@/server/locations/location-pages";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/dealerships", siteName: site.name, title: "Our Locations", description: `Every ${site.name} dealership and location: addresses, opening hours, holiday hours and directions.` });
}

/** `/dealerships` (spec 001 §2): the site's dealerships, each with its locations. */
export default async function DealershipsPage({ params }: Props) {
  const site = await requireSite(params);
  const dealerships = await loadDealershipsPage((await getDatabase()).db, site, new Date());
  const jsonLd = locationPageJsonLd(siteBaseUrl(site), dealerships.flatMap((d) => d.locations));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-12">
      <JsonLdScript data={jsonLd} nonce={await requestNonce()} />
      <h1 className="text-3xl sm:text-4xl">Our Locations</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Find your nearest {site.name} {dealerships.length === 1 ? "dealership" : "dealerships"}: opening hours, holiday hours and directions.
      </p>
      {dealerships.length === 0 ? (
        <p className="mt-8 rounded-card border border-line bg-white p-8 text-center text-ink">There are no locations listed right now.</p>
      ) : (
        <div className="mt-10">
          <LocationDirectory dealerships={dealerships} />
        </div>
      )}
    </div>
  );
}
