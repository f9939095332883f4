/**
 * Model page addresses (spec 001 §2): "/{slug} or /{new_slug} (model page; the suzuki-australia slug is
 * rewritten to suzuki; a model override_url wins if present), /models/{model slug}".
 */

type ModelAddress = { slug: string; newSlug: string | null; overrideUrl: string | null };

const SLUG_REWRITES: readonly [from: string, to: string][] = [["suzuki-australia", "suzuki"]];

/** The slug as the site shows it: a feed's manufacturer slug that a rewrite renames, renamed (whole hyphen-separated words only). */
export function rewriteModelSlug(slug: string): string {
  for (const [from, to] of SLUG_REWRITES) {
    if (slug === from) return to;
    if (slug.startsWith(`${from}-`)) return `${to}${slug.slice(from.length)}`;
  }
  return slug;
}

/** The model page's address: the dealer's override when set, else /{new_slug or slug}, rewritten. */
export function modelHref(model: ModelAddress): string {
  const override = model.overrideUrl?.trim();
  if (override) return override;
  return `/${rewriteModelSlug(model.newSlug || model.slug)}`;
}

/** What a request for /{requested} or /models/{requested} is: the model page, or a redirect to where the model lives. */
export type ModelPathMatch<M> = { model: M; redirectTo: string | null };

/**
 * Finds the model a path segment names. A new_slug match beats a slug match; the rewritten slug is the page,
 * the feed's own spelling (suzuki-australia-…) redirects to it, and an override_url elsewhere redirects there.
 */
export function matchModelPath<M extends ModelAddress>(models: readonly M[], requested: string, requestedPath: string): ModelPathMatch<M> | null {
  const slug = requested.toLowerCase();
  const candidates = [
    (m: M) => m.newSlug !== null && rewriteModelSlug(m.newSlug) === slug,
    (m: M) => rewriteModelSlug(m.slug) === slug,
    (m: M) => m.newSlug === slug || m.slug === slug,
  ];
  for (const [index, matches] of candidates.entries()) {
    const model = models.find(matches);
    if (!model) continue;
    const href = modelHref(model);
    const spelledAsFeed = index === 2;
    const overridden = Boolean(model.overrideUrl?.trim());
    return { model, redirectTo: (overridden || spelledAsFeed) && href !== requestedPath ? href : null };
  }
  return null;
}
