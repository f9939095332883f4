import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BrandOverviewView } from "@/components/brands/brand-overview-view";
import { getDatabase } from "@/db/connection";
import { brandOverviewPath } from "@/domain/brands/brand-overview";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { loadBrandOverview } from "@/server/brands/brand-overview";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; page: string }> };

/** Metadata and page ask for the same brand; one load per request. */
const load = cache(async (site: Site, raw: string) => {
  const slug = decodeRouteParam(raw);
  return slug === null ? null : loadBrandOverview((await getDatabase()).db, site, slug);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const overview = site ? await load(site, (await params).page) : null;
  if (!site || !overview) return {};
  const { brand } = overview;
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: brandOverviewPath(brand), siteName: site.name, title: `${brand.name} Overview`, description: `${brand.name} at ${site.name}: new, demo and used stock, the model range, service and locations.` });
}

/** `/{brand}/overview` (spec 000 §2): a page per manufacturer the site sells; any other brand is the site's 404. */
export default async function BrandOverviewPage({ params }: Props) {
  const site = await requireSite(params);
  const overview = await load(site, (await params).page);
  if (!overview) notFound();
  return <BrandOverviewView overview={overview} siteName={site.name} />;
}
