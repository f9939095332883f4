import { describe, expect, it } from "vitest";
import { FACEBOOK_POSTS_TITLE } from "@/domain/site/home-blocks";
import { POST_TEXT_TRUNCATE_AT, POSTS_SHOWN_MAX, postsLayout, readGraphPosts, selectShownPosts, type SitePost } from "./site-posts";

const post = (externalId: string, postedAt: string, extra: Partial<SitePost> = {}): SitePost => ({
  source: "facebook", externalId, message: `Post ${externalId}`, imageUrl: null, linkUrl: null, postedAt: new Date(postedAt), ...extra,
});

describe("the Facebook posts carousel (spec 001 §2), by the reviews carousel's rules (spec 001 §9)", () => {
  it("is titled 'Latest Updates' by default, shows at most 10, truncates at 160, slides above 3", () => {
    expect(FACEBOOK_POSTS_TITLE).toBe("Latest Updates");
    expect(POSTS_SHOWN_MAX).toBe(10);
    expect(POST_TEXT_TRUNCATE_AT).toBe(160);
    expect([postsLayout(3), postsLayout(4)]).toEqual(["grid", "carousel"]);
  });

  it.each([
    ["newest first", [post("a", "2026-11-01T00:00:00Z"), post("b", "2026-11-03T00:00:00Z"), post("c", "2026-11-02T00:00:00Z")], ["b", "c", "a"]],
    ["none with neither words nor a picture", [post("a", "2026-11-01T00:00:00Z", { message: "  " }), post("b", "2026-11-02T00:00:00Z", { message: null, imageUrl: "https://x.example/b.jpg" })], ["b"]],
    ["the same post once", [post("a", "2026-11-01T00:00:00Z"), post("a", "2026-11-01T00:00:00Z")], ["a"]],
    ["a site's own post and a Facebook post with one id are two", [post("a", "2026-11-01T00:00:00Z"), post("a", "2026-11-02T00:00:00Z", { source: "content" })], ["a", "a"]],
    ["at most 10", Array.from({ length: 12 }, (_, i) => post(`p${i}`, `2026-11-${String(i + 1).padStart(2, "0")}T00:00:00Z`)), ["p11", "p10", "p9", "p8", "p7", "p6", "p5", "p4", "p3", "p2"]],
  ])("%s", (_case, posts, ids) => {
    expect(selectShownPosts(posts).map((p) => p.externalId)).toEqual(ids);
  });
});

describe("readGraphPosts: GET /{page-id}/posts?fields=id,message,created_time,permalink_url,full_picture", () => {
  it("reads the page's posts, leaving out a post that does not read", () => {
    const body = {
      data: [
        { id: "1234_5678", message: " New RAV4 arrivals this week! ", created_time: "2026-11-20T01:30:00+0000", permalink_url: "https://www.facebook.com/1234/posts/5678", full_picture: "https://scontent-syd2-1.xx.fbcdn.net/v/p.jpg" },
        { id: "1234_elsewhere", message: "Picture elsewhere", created_time: "2026-11-19T23:00:00+0000", full_picture: "https://evil.example/p.jpg" },
        { id: "1234_9999", created_time: "2026-11-19T22:00:00+1000" },
        { id: "1234_bad", created_time: "yesterday" },
        { id: "1234_http", created_time: "2026-11-18T00:00:00+0000", full_picture: "http://insecure.example/p.jpg" },
        "not a post",
      ],
      paging: { cursors: { before: "x", after: "y" } },
    };
    expect(readGraphPosts(body)).toEqual([
      { source: "facebook", externalId: "1234_5678", message: "New RAV4 arrivals this week!", imageUrl: "https://scontent-syd2-1.xx.fbcdn.net/v/p.jpg", linkUrl: "https://www.facebook.com/1234/posts/5678", postedAt: new Date("2026-11-20T01:30:00Z") },
      { source: "facebook", externalId: "1234_elsewhere", message: "Picture elsewhere", imageUrl: null, linkUrl: null, postedAt: new Date("2026-11-19T23:00:00Z") },
      { source: "facebook", externalId: "1234_9999", message: null, imageUrl: null, linkUrl: null, postedAt: new Date("2026-11-19T12:00:00Z") },
    ]);
  });

  it.each([[null], [{}], [{ data: "x" }], [{ error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } }]])("is null for %j", (body) => {
    expect(readGraphPosts(body)).toBeNull();
  });
});
