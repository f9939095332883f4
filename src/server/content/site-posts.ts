import type { Database } from "@/db/client";
import { listSitePosts } from "@/db/queries/site-posts";
import { selectShownPosts, type SitePost } from "@/domain/content/site-posts";
import type { Site } from "@/domain/site/site";

/** The posts the carousel shows: the site's own and its Facebook page's last read, by the carousel's rules. Only the database is read. */
export async function loadShownPosts(db: Database, site: Site): Promise<SitePost[]> {
  return selectShownPosts(await listSitePosts(db, site));
}
