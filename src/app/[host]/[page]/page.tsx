import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { ContentPageView } from "@/components/content/content-page-view";
import { CONTENT_PAGE_FORMS } from "@/components/content/content-page-forms";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { ModelPageView } from "@/components/models/model-page-view";
import { ServiceBooking } from "@/components/service/service-booking";
import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { resolveRootPage, type RootPage } from "@/server/pages/resolve-root-page";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; page: string }> };

/** Metadata and page ask for the same path; one resolution per request. */
const resolve = cache(async (site: Site, raw: string): Promise<RootPage | null> => {
  const slug = decodeRouteParam(raw);
  return slug === null ? null : resolveRootPage((await getDatabase()).db, site, slug, new Date());
});

function describe(site: Site, page: Exclude<RootPage, { kind: "redirect" }>) {
  switch (page.kind) {
    case "content":
      return { path: `/${page.page.slug}`, title: page.page.title, description: page.page.summary || `${page.page.title} at ${site.name}.` };
    case "model": {
      const { model } = page.data;
      const title = `${model.manufacturerName} ${model.name}`;
      return { path: model.href, title, description: model.shortDescription || `The ${title} at ${site.name}: offers and stock.`, image: model.imageUrl ? { url: model.imageUrl, alt: title } : null };
    }
    case "brand-service":
      return { path: page.link.href, title: page.link.label, description: `Book your ${page.link.label.replace(/ Service$/, "")} service with ${site.name}.` };
  }
}

/** Like the layout's, this never calls notFound(): the page does, before any streaming, so the status is 404. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page: raw } = await params;
  const site = await findSite(params);
  const page = site ? await resolve(site, raw) : null;
  if (!site || !page || page.kind === "redirect") return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), siteName: site.name, ...describe(site, page) });
}

/**
 * `/{page}` at the site root (issue 13): a content page, a model page (spec 001 §2 `/{slug}`, `/{new_slug}`) or
 * the brand's service page, as `resolveRootPage` decides; anything else is the site's 404 page.
 */
export default async function RootPageRoute({ params }: Props) {
  const site = await requireSite(params);
  const page = await resolve(site, (await params).page);
  if (!page) notFound();
  switch (page.kind) {
    case "redirect":
      redirect(page.to);
    case "model":
      return <ModelPageView site={site} data={page.data} now={new Date()} />;
    case "content": {
      const formConfig = CONTENT_PAGE_FORMS[page.page.slug];
      const setup = formConfig ? await loadLeadFormSetup((await getDatabase()).db, site) : null;
      const form = formConfig && setup ? <LeadFormSection setup={setup} config={formConfig} path={`/${page.page.slug}`} id="enquire" /> : undefined;
      return <ContentPageView page={page.page} html={page.html} form={form} />;
    }
    case "brand-service": {
      const setup = await loadLeadFormSetup((await getDatabase()).db, site);
      return <ServiceBooking title={page.link.label} siteName={site.name} setup={setup} path={page.link.href} />;
    }
  }
}
