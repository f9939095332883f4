import type { Metadata } from "next";
import { DealerLocatorForm } from "@/components/locations/dealer-locator-form";
import { DealerLocatorResults } from "@/components/locations/dealer-locator-results";
import { getDatabase } from "@/db/connection";
import { parseDealerLocatorQuery } from "@/domain/locations/dealer-locator";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { loadDealerLocator } from "@/server/locations/dealer-locator";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/dealer-locator", siteName: site.name, title: "Dealer Locator", description: `Find your nearest ${site.name} location by postcode or suburb, with opening hours and directions.` });
}

/** `/dealer-locator` (spec 000 §2): the site's locations, nearest first from a postcode or suburb. */
export default async function DealerLocatorPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = parseDealerLocatorQuery(await searchParams);
  const model = await loadDealerLocator((await getDatabase()).db, site, query, new Date());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-12">
      <h1 className="text-3xl sm:text-4xl">Dealer Locator</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">Enter your postcode or suburb to find your nearest {site.name} location, and see who is open now.</p>
      <div className="mt-6">
        <DealerLocatorForm query={query} error={model.search.kind === "error" ? model.search.message : undefined} />
      </div>
      <DealerLocatorResults model={model} />
    </div>
  );
}
