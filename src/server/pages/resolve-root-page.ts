import type { Database } from "@/db/client";
import { listSiteModels } from "@/db/queries/models";
import { findSitePage } from "@/db/queries/site-pages";
import type { ContentPage } from "@/domain/content/content-pages";
import { matchModelPath } from "@/domain/models/model-url";
import { brandServiceLink, type NavLink } from "@/domain/navigation/service-link";
import type { Site } from "@/domain/site/site";
import { contentPageHtml } from "@/server/content/content-page-html";
import type { ModelPageData } from "@/domain/models/model-page";
import { loadModelPage } from "@/server/models/model-page";

/** What a one-segment path at the site root (`/{page}`) is, once a resolver recognises it. */
export type RootPage =
  | { kind: "content"; page: ContentPage; html: string }
  | { kind: "model"; data: ModelPageData }
  | { kind: "brand-service"; link: NavLink }
  | { kind: "redirect"; to: string };

type RootPageRequest = { db: Database; site: Site; slug: string; path: string; now: Date };
type RootPageResolver = (request: RootPageRequest) => Promise<RootPage | null>;

/** The site's own content pages (About Us, Careers…). */
const contentPage: RootPageResolver = async ({ db, site, slug }) => {
  const page = await findSitePage(db, site, slug);
  return page ? { kind: "content", page, html: contentPageHtml(page) } : null;
};

/** Spec 001 §2: model pages at /{slug} and /{new_slug} (and /models/{slug}, which calls this directly). */
export const modelPage: RootPageResolver = async ({ db, site, slug, path, now }) => {
  const match = matchModelPath(await listSiteModels(db, site), slug, path);
  if (!match) return null;
  if (match.redirectTo) return { kind: "redirect", to: match.redirectTo };
  return { kind: "model", data: await loadModelPage(db, site, match.model, now) };
};

/** Spec 001 §2: /{brand}-service, where the service link points on a site with a service-booking web key. */
const brandServicePage: RootPageResolver = async ({ site, path }) => {
  const link = brandServiceLink(site.config);
  return link && link.href === path ? { kind: "brand-service", link } : null;
};

/**
 * The resolvers of `/{page}`, in order: the first that recognises the slug answers, and nothing recognised is
 * a 404. Static routes (/finance, /search…) never get here: Next.js matches them first. A new kind of root
 * page is one more resolver and one more case in the route's renderer.
 */
const ROOT_PAGE_RESOLVERS: readonly RootPageResolver[] = [contentPage, modelPage, brandServicePage];

export async function resolveRootPage(db: Database, site: Site, slug: string, now: Date): Promise<RootPage | null> {
  const request = { db, site, slug, path: `/${slug}`, now };
  for (const resolve of ROOT_PAGE_RESOLVERS) {
    const page = await resolve(request);
    if (page) return page;
  }
  return null;
}
