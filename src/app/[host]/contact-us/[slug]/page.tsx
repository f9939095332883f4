import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { contactFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { LocationContact } from "@/components/locations/location-contact";
import { LocationGrid } from "@/components/locations/location-grid";
import { OpeningHours } from "@/components/locations/opening-hours";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { locationPageJsonLd } from "@/server/locations/location-json-ld";
import { loadLocationPage, type LocationPageModel } from "@/server/locations/location-pages";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: Promise<{ host: string; slug: string }> };

const loadTarget = cache(async (site: Site, rawSlug: string) => {
  const slug = decodeRouteParam(rawSlug);
  return slug === null ? null : loadLocationPage((await getDatabase()).db, site, slug, new Date());
});
const nameOf = (model: LocationPageModel) => (model.kind === "location" ? model.view.name : model.dealership.name);
const pathOf = (model: LocationPageModel) => `/contact-us/${model.kind === "location" ? model.location.slug : model.dealership.slug}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const site = await findSite(params);
  const model = site ? await loadTarget(site, slug) : null;
  if (!site || !model) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: pathOf(model), siteName: site.name, title: `Contact ${nameOf(model)}`, description: `Send ${nameOf(model)} a message, or call or visit: address, opening hours and directions.` });
}

/**
 * `/contact-us/{location slug}` and `/contact-us/{dealer slug}` (spec 001 §2): the contact form addressed to
 * that location or dealership, beside where to find it. Marked `data-contact-page` like `/contact`.
 */
export default async function LocationContactPage({ params }: Props) {
  const site = await requireSite(params);
  const model = await loadTarget(site, (await params).slug);
  if (!model) notFound();
  const defaults: Record<string, string> = model.kind === "location" ? { location_id: String(model.location.id), dealership_slug: model.location.dealership.slug } : { dealership_slug: model.dealership.slug };
  const jsonLd = locationPageJsonLd(siteBaseUrl(site), model.kind === "location" ? [model.location] : model.locations);
  const setup = await loadLeadFormSetup((await getDatabase()).db, site);
  return (
    <div data-contact-page className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <JsonLdScript data={jsonLd} nonce={await requestNonce()} />
      <h1 className="text-3xl sm:text-4xl">Contact {nameOf(model)}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <LeadFormSection setup={setup} config={{ ...contactFormConfig, defaults }} path={pathOf(model)} />
        {model.kind === "location" ? (
          <div className="flex flex-col gap-8 rounded-card border border-line bg-white p-5 text-ink lg:self-start">
            <LocationContact view={model.view} />
            <OpeningHours view={model.view} />
          </div>
        ) : null}
      </div>
      {model.kind === "dealership" ? (
        <section aria-labelledby="dealership-locations-title" className="mt-14">
          <h2 id="dealership-locations-title" className="section-title">
            Visit {model.dealership.name}
          </h2>
          <div className="mt-5">
            <LocationGrid views={model.views} label={`${model.dealership.name} locations`} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
