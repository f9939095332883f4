import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { sitePosts } from "../schema";
import type { PostSource, SitePost } from "@/domain/content/site-posts";
import type { Site } from "@/domain/site/site";

/** How many of the newest posts the carousel's rules choose from. */
const CANDIDATES = 50;

const isPostSource = (value: string): value is PostSource => value === "content" || value === "facebook";

/** The site's posts, its own and the last read from its Facebook page, newest first. */
export async function listSitePosts(db: Database, site: Site): Promise<SitePost[]> {
  const rows = await db
    .select({ source: sitePosts.source, externalId: sitePosts.externalId, message: sitePosts.message, imageUrl: sitePosts.imageUrl, linkUrl: sitePosts.linkUrl, postedAt: sitePosts.postedAt })
    .from(sitePosts)
    .where(eq(sitePosts.siteId, site.id))
    .orderBy(desc(sitePosts.postedAt), desc(sitePosts.id))
    .limit(CANDIDATES);
  return rows.flatMap((row) => (isPostSource(row.source) ? [{ ...row, source: row.source }] : []));
}

/** Replaces the site's Facebook posts with a successful read's, in one transaction: a page never sees none between. */
export async function replaceFacebookPosts(db: Database, site: Site, posts: readonly SitePost[], fetchedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sitePosts).where(and(eq(sitePosts.siteId, site.id), eq(sitePosts.source, "facebook")));
    const unique = [...new Map(posts.map((post) => [post.externalId, post])).values()];
    if (unique.length === 0) return;
    await tx.insert(sitePosts).values(unique.map((post) => ({ siteId: site.id, source: "facebook", externalId: post.externalId, message: post.message, imageUrl: post.imageUrl, linkUrl: post.linkUrl, postedAt: post.postedAt, fetchedAt })));
  });
}
