import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { ModelPageView } from "@/components/models/model-page-view";
import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { modelPage } from "@/server/pages/resolve-root-page";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; slug: string }> };

const resolve = cache(async (site: Site, raw: string) => {
  const slug = decodeRouteParam(raw);
  return slug === null ? null : modelPage({ db: (await getDatabase()).db, site, slug, path: `/models/${slug}`, now: new Date() });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const site = await findSite(params);
  const page = site ? await resolve(site, slug) : null;
  if (!site || page?.kind !== "model") return {};
  const { model } = page.data;
  const title = `${model.manufacturerName} ${model.name}`;
  // The canonical address is the model's own (/{new_slug}); this one is its alias.
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: model.href, siteName: site.name, title, description: model.shortDescription || `The ${title} at ${site.name}.` });
}

/** `/models/{model slug}` (spec 001 §2): the model page under its other address. */
export default async function ModelAliasPage({ params }: Props) {
  const site = await requireSite(params);
  const page = await resolve(site, (await params).slug);
  if (page?.kind === "redirect") redirect(page.to);
  if (page?.kind !== "model") notFound();
  return <ModelPageView site={site} data={page.data} now={new Date()} />;
}
