import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { sitePosts, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { eq } from "drizzle-orm";
import { FakeGraphApi } from "../../../tests/support/fake-graph-api";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createLeadFixture, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { GRAPH_POST_FIELDS, type GraphSettings } from "./facebook-page-posts";
import { FACEBOOK_REFRESH_MS, facebookPostsJobs, refreshSiteFacebookPosts } from "./facebook-posts-refresh";
import { loadShownPosts } from "./site-posts";

const PAGE_ID = "102030405060";
const fake = new FakeGraphApi();
let handle: DatabaseHandle;
let fx: LeadFixture;
let alpha: Site;
let settings: GraphSettings;

const graphPost = (n: number, extra: Record<string, string> = {}) => ({ id: `${PAGE_ID}_${n}`, message: `Facebook post ${n}`, created_time: `2026-11-${String(10 + n).padStart(2, "0")}T00:00:00+0000`, permalink_url: `https://www.facebook.com/${PAGE_ID}/posts/${n}`, ...extra });

beforeAll(async () => {
  await fake.start();
  settings = { apiBase: fake.apiBase, accessToken: fake.accessToken, timeoutMs: 500 };
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle);
  await handle.db.update(sites).set({ config: { ...fx.alpha.config, facebookPage: { pageId: PAGE_ID } } }).where(eq(sites.id, fx.alpha.id));
  alpha = (await loadSites(handle.db)).find((s) => s.slug === "alpha")!;
  await handle.db.insert(sitePosts).values([
    { siteId: alpha.id, source: "content", externalId: "own-1", message: "Our own news", postedAt: new Date("2026-11-12T12:00:00Z"), linkUrl: "/service" },
    { siteId: fx.bravo.id, source: "content", externalId: "bravo-1", message: "Bravo's news", postedAt: new Date("2026-11-30T00:00:00Z") },
  ]);
});
afterAll(async () => {
  await destroyTestDatabase(handle);
  await fake.stop();
});
beforeEach(() => {
  fake.failNext = [];
  fake.hangNext = 0;
  fake.requests.length = 0;
});

const shown = async (site: Site = alpha) => (await loadShownPosts(handle.db, site)).map((p) => `${p.source}:${p.externalId}`);

describe("the Facebook posts adapter against a local fake of the Graph API (spec 001 §2 'Latest Updates')", () => {
  it("reads GET /{page-id}/posts with the fields it shows and keeps the posts beside the site's own, newest first", async () => {
    fake.posts.set(PAGE_ID, [graphPost(3, { full_picture: "https://scontent-syd2-1.xx.fbcdn.net/p3.jpg" }), graphPost(1)]);
    expect(await refreshSiteFacebookPosts(handle.db, alpha, settings, new Date())).toBe(2);
    expect(fake.requests).toEqual([{ path: `/v26.0/${PAGE_ID}/posts`, fields: GRAPH_POST_FIELDS, limit: "15" }]);
    expect(await shown()).toEqual([`facebook:${PAGE_ID}_3`, "content:own-1", `facebook:${PAGE_ID}_1`]);
    const [newest] = await loadShownPosts(handle.db, alpha);
    expect(newest).toMatchObject({ message: "Facebook post 3", imageUrl: "https://scontent-syd2-1.xx.fbcdn.net/p3.jpg", linkUrl: `https://www.facebook.com/${PAGE_ID}/posts/3` });
  });

  it("replaces the last read's posts with the next read's", async () => {
    fake.posts.set(PAGE_ID, [graphPost(5), graphPost(4)]);
    await refreshSiteFacebookPosts(handle.db, alpha, settings, new Date());
    expect(await shown()).toEqual([`facebook:${PAGE_ID}_5`, `facebook:${PAGE_ID}_4`, "content:own-1"]);
  });

  it.each([
    ["a server error", () => void (fake.failNext = [500])],
    ["a timeout", () => void (fake.hangNext = 1)],
    ["a refused token", () => void (settings = { ...settings, accessToken: "EAAwrong-token-0000000000" })],
  ])("keeps the last posts after %s", async (_case, breakIt) => {
    const good = settings;
    breakIt();
    await expect(refreshSiteFacebookPosts(handle.db, alpha, settings, new Date())).rejects.toThrow(/Graph API answered|aborted|timeout/i);
    settings = good;
    expect(await shown()).toEqual([`facebook:${PAGE_ID}_5`, `facebook:${PAGE_ID}_4`, "content:own-1"]);
  });

  it("is site-scoped: another site shows only its own posts, and a site without a page reads nothing", async () => {
    expect(await shown(fx.bravo)).toEqual(["content:bravo-1"]);
    expect(await refreshSiteFacebookPosts(handle.db, fx.bravo, settings, new Date())).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it("the job kind reads every site with a page every 10 minutes; a failure keeps the last posts; without settings it reads nothing", async () => {
    fake.posts.set(PAGE_ID, [graphPost(6)]);
    const kind = facebookPostsJobs(settings);
    expect(kind.everyMs).toBe(FACEBOOK_REFRESH_MS);
    expect(FACEBOOK_REFRESH_MS).toBe(10 * 60_000);
    expect(await kind.sweep(handle.db, new Date())).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(await shown()).toEqual([`facebook:${PAGE_ID}_6`, "content:own-1"]);
    fake.failNext = [503];
    await kind.sweep(handle.db, new Date());
    expect(await shown()).toEqual([`facebook:${PAGE_ID}_6`, "content:own-1"]);
    expect(await facebookPostsJobs(null).sweep(handle.db, new Date())).toBe(0);
    expect(fake.requests).toHaveLength(2);
  });
});
