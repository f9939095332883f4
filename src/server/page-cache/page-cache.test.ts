import { describe, expect, it } from "vitest";
import { PageCache, type RenderedPage } from "./page-cache";
import { toPageTemplate } from "./page-template";

const page = (html: string, status = 200): RenderedPage => ({ status, headers: [["content-type", "text/html"]], body: toPageTemplate(html, "placeholder") });

function counting(html: string, storable = true) {
  const renders: string[] = [];
  return {
    renders,
    render: async () => {
      renders.push(html);
      return { page: page(html), storable };
    },
  };
}

describe("PageCache", () => {
  it("renders a page once and answers from the store while the stock version holds", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    const first = counting("<p>v1</p>");
    await cache.page("https://a/search", "v1", first.render);
    const again = await cache.page("https://a/search", "v1", first.render);
    expect(first.renders).toHaveLength(1);
    expect(again.body.parts.join("")).toBe("<p>v1</p>");
  });

  it("renders again when the stock version moved", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    await cache.page("https://a/cars/x", "v1", counting("<p>$30,990</p>").render);
    const after = counting("<p>$29,990</p>");
    const answered = await cache.page("https://a/cars/x", "v2", after.render);
    expect(after.renders).toHaveLength(1);
    expect(answered.body.parts.join("")).toBe("<p>$29,990</p>");
  });

  it("knows which pages it holds, at whatever stock version, and not those it would not store", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    await cache.page("https://a/cars/x", "v1", counting("<p>x</p>").render);
    await cache.page("https://a/search?q=once", "v1", counting("<p>500</p>", false).render);
    expect(cache.holds("https://a/cars/x")).toBe(true);
    expect(cache.holds("https://a/search?q=once")).toBe(false);
    expect(cache.holds("https://a/cars/y")).toBe(false);
  });

  it("renders again once a page is older than its maximum age", async () => {
    let now = 0;
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000, now: () => now });
    const render = counting("<p>page</p>");
    await cache.page("k", "v1", render.render);
    now = 29_999;
    await cache.page("k", "v1", render.render);
    now = 30_000;
    await cache.page("k", "v1", render.render);
    expect(render.renders).toHaveLength(2);
  });

  it("lets concurrent requests for a page share one render", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    let release: () => void = () => {};
    let renders = 0;
    const render = () =>
      new Promise<{ page: RenderedPage; storable: boolean }>((resolve) => {
        renders++;
        release = () => resolve({ page: page("<p>once</p>"), storable: true });
      });
    const waiting = Array.from({ length: 5 }, () => cache.page("k", "v1", render));
    release();
    const pages = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("does not store a page its render says may not be stored (an error, a search answered from an older index)", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    const notStored = counting("<p>500</p>", false);
    await cache.page("k", "v1", notStored.render);
    await cache.page("k", "v1", notStored.render);
    expect(notStored.renders).toHaveLength(2);
    expect(cache.stats().pages).toBe(0);
  });

  it("keeps within its memory budget, dropping the least recently served page", async () => {
    const cache = new PageCache({ budgetBytes: 3_000, maxAgeMs: 30_000 });
    for (const key of ["a", "b", "c"]) await cache.page(key, "v1", counting("x".repeat(1_000)).render);
    expect(cache.stats().pages).toBeLessThan(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.stats().evictions).toBeGreaterThan(0);
  });

  it("passes a failed render on to every request waiting for it, and tries again on the next", async () => {
    const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
    await expect(cache.page("k", "v1", () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    const retry = counting("<p>ok</p>");
    await cache.page("k", "v1", retry.render);
    expect(retry.renders).toHaveLength(1);
  });

  describe("while the database cannot be reached", () => {
    const failingRender = (status: number) => async () => ({ page: page("<p>unavailable</p>", status), storable: false });

    it("answers with the stored page, at whatever version, when the render fails or answers 5xx", async () => {
      let now = 0;
      const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000, staleIfErrorMs: 600_000, now: () => now });
      await cache.page("k", "v1", counting("<p>stored</p>").render);
      now = 45_000;
      expect((await cache.page("k", "v2", failingRender(503))).body.parts.join("")).toBe("<p>stored</p>");
      expect((await cache.page("k", "v2", () => Promise.reject(new Error("ECONNREFUSED")))).body.parts.join("")).toBe("<p>stored</p>");
      expect(cache.stale("k")?.body.parts.join("")).toBe("<p>stored</p>");
    });

    it("answers the failure when it holds nothing young enough, and passes a 4xx render on as it is", async () => {
      let now = 0;
      const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000, staleIfErrorMs: 600_000, now: () => now });
      expect((await cache.page("none", "v1", failingRender(503))).status).toBe(503);
      await expect(cache.page("none", "v1", () => Promise.reject(new Error("ECONNREFUSED")))).rejects.toThrow("ECONNREFUSED");
      await cache.page("k", "v1", counting("<p>stored</p>").render);
      now = 600_000;
      expect(cache.stale("k")).toBeUndefined();
      expect((await cache.page("k", "v2", failingRender(503))).status).toBe(503);
      expect((await cache.page("k", "v2", failingRender(404))).status).toBe(404);
    });

    it("serves nothing stale unless asked to (staleIfErrorMs defaults to 0)", async () => {
      const cache = new PageCache({ budgetBytes: 1_000_000, maxAgeMs: 30_000 });
      await cache.page("k", "v1", counting("<p>stored</p>").render);
      expect(cache.stale("k")).toBeUndefined();
      expect((await cache.page("k", "v2", failingRender(503))).status).toBe(503);
    });
  });
});
