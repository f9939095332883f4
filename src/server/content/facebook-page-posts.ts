import { readGraphPosts, type SitePost } from "@/domain/content/site-posts";

export type GraphSettings = { apiBase: string; accessToken: string; timeoutMs: number };

/** How many posts one read asks for: the carousel shows at most 10, and a few may not read. */
const POSTS_PER_READ = 15;
export const GRAPH_POST_FIELDS = "id,message,created_time,permalink_url,full_picture";

/**
 * Reads a Facebook page's latest posts through the Graph API: `GET /{page-id}/posts?fields=…&limit=…` with the
 * token as a bearer header (so it is in no URL a log might keep). Throws on a timeout, a non-2xx answer (the
 * Graph API's `error.message` named) or a body that is not a page of posts; the caller keeps the last posts.
 */
export async function readFacebookPagePosts(settings: GraphSettings, pageId: string): Promise<SitePost[]> {
  const url = new URL(`${settings.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(pageId)}/posts`);
  url.searchParams.set("fields", GRAPH_POST_FIELDS);
  url.searchParams.set("limit", String(POSTS_PER_READ));
  const response = await fetch(url, { headers: { Authorization: `Bearer ${settings.accessToken}`, Accept: "application/json" }, signal: AbortSignal.timeout(settings.timeoutMs) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    throw new Error(`The Graph API answered ${response.status}: ${typeof message === "string" ? message : "no message"}`);
  }
  const posts = readGraphPosts(body);
  if (!posts) throw new Error("The Graph API answered something that is not a page of posts");
  return posts;
}
