import type { Database } from "@/db/client";
import { replaceFacebookPosts } from "@/db/queries/site-posts";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import type { SweepKind } from "@/server/jobs/job-kind";
import { logFailure } from "@/server/logging/log-failure";
import { readFacebookPagePosts, type GraphSettings } from "./facebook-page-posts";

/** How often each site's Facebook page is read again. */
export const FACEBOOK_REFRESH_MS = 10 * 60_000;

/**
 * Reads the site's Facebook page and keeps its posts in place of the last read's. A failed read throws and
 * changes nothing, so the site keeps showing the last posts it had.
 */
export async function refreshSiteFacebookPosts(db: Database, site: Site, settings: GraphSettings, now: Date): Promise<number> {
  if (!site.config.facebookPage) return 0;
  const posts = await readFacebookPagePosts(settings, site.config.facebookPage.pageId);
  await replaceFacebookPosts(db, site, posts, now);
  return posts.length;
}

/**
 * A job kind (decision 035): every site with a Facebook page read every FACEBOOK_REFRESH_MS, outside any request,
 * so a page render only ever reads the database. Each site's failure is logged on its own and keeps its last posts.
 * Without Graph API settings it reads nothing. It resolves to how many sites it read.
 */
export function facebookPostsJobs(settings: GraphSettings | null): SweepKind {
  return {
    type: "sweep",
    name: "facebook_posts",
    everyMs: FACEBOOK_REFRESH_MS,
    async sweep(db, now) {
      if (!settings) return 0;
      const sites = (await loadSites(db)).filter((site) => site.config.facebookPage);
      for (const site of sites) {
        await refreshSiteFacebookPosts(db, site, settings, now).catch((failure: unknown) => logFailure("Facebook posts read failed; the last posts stay", failure, { site: site.slug }));
      }
      return sites.length;
    },
  };
}
