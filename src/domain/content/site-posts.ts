import { z } from "zod";
import { DEFAULT_REVIEW_CAP, reviewLayout } from "@/domain/reviews/shown-reviews";
import { REVIEW_TEXT_TRUNCATE_AT } from "@/domain/reviews/review-text";

/**
 * Spec 001 §2 "Facebook posts carousel (title defaults to Latest Updates)", following the reviews carousel's
 * rules (§9): at most 10, a slider when more than 3, else a grid; text truncated at 160.
 */
export const POSTS_SHOWN_MAX = DEFAULT_REVIEW_CAP;
export const POST_TEXT_TRUNCATE_AT = REVIEW_TEXT_TRUNCATE_AT;
export const postsLayout = reviewLayout;

export type PostSource = "content" | "facebook";
export type SitePost = { source: PostSource; externalId: string; message: string | null; imageUrl: string | null; linkUrl: string | null; postedAt: Date };

/** Newest first, the same post once, none with neither words nor a picture, at most 10. */
export function selectShownPosts(posts: readonly SitePost[], max = POSTS_SHOWN_MAX): SitePost[] {
  const seen = new Set<string>();
  return [...posts]
    .filter((post) => (post.message ?? "").trim() !== "" || post.imageUrl !== null)
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
    .filter((post) => {
      const key = `${post.source}:${post.externalId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, Math.max(0, max));
}

/** Where Facebook serves posts' pictures: the one origin pages allow pictures from besides their own (decision 035). */
export const FACEBOOK_PICTURE_ORIGIN = "https://*.fbcdn.net";
const isFacebookPicture = (url: string) => /\.fbcdn\.net$/.test(new URL(url).hostname);

const httpsUrl = z.url({ protocol: /^https$/ });
/** One post of the Graph API's `GET /{page-id}/posts?fields=id,message,created_time,permalink_url,full_picture`. */
const graphPostSchema = z.object({
  id: z.string().regex(/^[\w-]{1,100}$/),
  message: z.string().max(20_000).optional(),
  created_time: z.string().transform((value, ctx) => {
    // The Graph API writes offsets without a colon (+0000), which Date reads.
    const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
    if (Number.isNaN(date.getTime())) ctx.addIssue({ code: "custom", message: "not a time" });
    return date;
  }),
  permalink_url: httpsUrl.optional(),
  full_picture: httpsUrl.optional(),
});
const graphPageSchema = z.object({ data: z.array(z.unknown()) });

/**
 * The posts of a Graph API page of posts; a post that does not read is left out, a body that is not such a page is
 * null. A picture from anywhere but Facebook's picture servers is dropped (the page could not show it).
 */
export function readGraphPosts(body: unknown): SitePost[] | null {
  const page = graphPageSchema.safeParse(body);
  if (!page.success) return null;
  return page.data.data.flatMap((row) => {
    const post = graphPostSchema.safeParse(row);
    if (!post.success) return [];
    const { id, message, created_time, permalink_url, full_picture } = post.data;
    return [{ source: "facebook" as const, externalId: id, message: message?.trim() || null, imageUrl: full_picture && isFacebookPicture(full_picture) ? full_picture : null, linkUrl: permalink_url ?? null, postedAt: created_time }];
  });
}
