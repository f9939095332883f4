import { afterEach, describe, expect, it, vi } from "vitest";
import { replaceProcessSingleton } from "@/config/process-singletons";
import type { Site } from "@/domain/site/site";

const loads = vi.hoisted(() => ({ answer: async (): Promise<Site[]> => [] }));
vi.mock("@/db/connection", () => ({ getDatabase: async () => ({ db: {} }) }));
vi.mock("@/db/queries/sites", () => ({ loadSites: () => loads.answer() }));
vi.mock("@/config/env", () => ({ loadEnv: () => ({ DEFAULT_SITE: undefined }) }));

const site = { id: 1, slug: "harbour-toyota", domains: ["harbour-toyota.localhost"] } as unknown as Site;

describe("the site registry while the database cannot be read", () => {
  afterEach(() => {
    vi.useRealTimers();
    replaceProcessSingleton("tenancy.sites", undefined);
    vi.resetModules();
  });

  it("keeps answering with the sites it last loaded, and loads afresh once the database answers", async () => {
    vi.useFakeTimers({ now: 0 });
    const { allSites } = await import("./site-registry");
    loads.answer = async () => [site];
    expect(await allSites()).toEqual([site]);
    vi.setSystemTime(31_000);
    loads.answer = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect(await allSites()).toEqual([site]);
    const edited = { ...site, slug: "harbour-toyota-edited" } as Site;
    loads.answer = async () => [edited];
    expect(await allSites()).toEqual([edited]);
  });

  it("fails when it never loaded the sites", async () => {
    const { allSites } = await import("./site-registry");
    loads.answer = () => Promise.reject(new Error("connect ECONNREFUSED"));
    await expect(allSites()).rejects.toThrow("ECONNREFUSED");
  });
});

describe("the dealer workspace's host (decision 030)", () => {
  afterEach(() => {
    replaceProcessSingleton("tenancy.sites", undefined);
    vi.resetModules();
  });

  it("is never a shopper site, even one whose slug is its label", async () => {
    const { findSiteForHost } = await import("./site-registry");
    const dealers = { id: 2, slug: "dealers", domains: [], isDefault: false } as unknown as Site;
    loads.answer = async () => [site, dealers];
    expect(await findSiteForHost("dealers.localhost:3000")).toBeNull();
    expect((await findSiteForHost("harbour-toyota.localhost:3000"))?.slug).toBe("harbour-toyota");
  });
});
