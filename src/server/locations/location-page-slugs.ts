import { getDatabase } from "@/db/connection";
import { listSiteLocationPageSlugs } from "@/db/queries/locations";
import { locationPageSlug } from "@/domain/locations/location-paths";
import type { Site } from "@/domain/site/site";

/** Locations change rarely; like the site list, a short TTL shows edits without a restart. */
const TTL_MS = 30_000;
const cached = new Map<number, { at: number; slugs: Promise<Set<string>> }>();

function siteSlugs(site: Site): Promise<Set<string>> {
  const hit = cached.get(site.id);
  if (hit && Date.now() - hit.at <= TTL_MS) return hit.slugs;
  const slugs = getDatabase().then(({ db }) => listSiteLocationPageSlugs(db, site)).then((list) => new Set(list));
  cached.set(site.id, { at: Date.now(), slugs });
  slugs.catch(() => cached.delete(site.id));
  return slugs;
}

/**
 * True when the path names a location or dealership (spec 001 §2) the site does not have. The proxy answers
 * these with its plain 404 page: a notFound() from a dynamically rendered page leaves the HTML body empty
 * until JavaScript runs (Next.js renders its error shell), and the 404 must read without JavaScript.
 */
export async function isMissingLocationPage(site: Site, pathname: string): Promise<boolean> {
  const slug = locationPageSlug(pathname);
  if (slug === null) return false;
  try {
    return !(await siteSlugs(site)).has(slug);
  } catch {
    return false; // The page decides (and reports the database error).
  }
}
