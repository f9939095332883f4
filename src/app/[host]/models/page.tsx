import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ModelCard } from "@/components/models/model-card";
import { ModelFilterLinks } from "@/components/models/model-filter-links";
import { getDatabase } from "@/db/connection";
import { listSiteModels } from "@/db/queries/models";
import { bodyFiltersInRange, isModelBodyFilter, MODEL_BODY_FILTERS, modelMatchesBodyFilter, type ModelBodyFilter } from "@/domain/models/model-body-filter";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?body=` names one filter; none is the whole range; anything else is no page (undefined). */
function readBody(raw: string | string[] | undefined): ModelBodyFilter | null | undefined {
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && isModelBodyFilter(value) ? value : undefined;
}

function heading(site: Site, body: ModelBodyFilter | null): string {
  return body ? MODEL_BODY_FILTERS[body].label : site.config.manufacturer ? `${site.config.manufacturer.name} Models` : "Our Models";
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const body = readBody((await searchParams).body);
  if (!site || body === undefined) return {};
  const title = heading(site, body);
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: body ? `/models?body=${body}` : "/models", siteName: site.name, title, description: `${title} at ${site.name}: prices, offers and stock of every model in the range.` });
}

/**
 * `/models` and `/models?body=suv|trucks|vans|performance|electric|future-vehicles` (spec 001 §2 footer): the
 * site's model range as cards, filtered by body. A site without models, or an unknown filter, is a 404.
 */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const body = readBody((await searchParams).body);
  if (body === undefined) notFound();
  const models = await listSiteModels((await getDatabase()).db, site);
  if (models.length === 0) notFound();
  const shown = body ? models.filter((model) => modelMatchesBodyFilter(model, body)) : models;
  const title = heading(site, body);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">Explore the range at {site.name}: prices, current offers and the cars we have in stock for each model.</p>
      <ModelFilterLinks filters={bodyFiltersInRange(models)} current={body} />
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((model, index) => (
            <li key={model.id}>
              <ModelCard model={model} eager={index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-card border border-line bg-white p-8 text-center text-ink">
          No {title.toLowerCase()} in our range right now.{" "}
          <Link prefetch={false} href="/models" className="text-link">
            See every model
          </Link>
          .
        </p>
      )}
    </div>
  );
}
