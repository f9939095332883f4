import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Site } from "@/domain/site/site";
import { withActionSite } from "./with-action-site";

const state = vi.hoisted(() => ({ site: null as unknown, logged: [] as string[] }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "Test browser" }) }));
vi.mock("./action-request", () => ({ siteOfActionRequest: async () => state.site }));
vi.mock("@/db/connection", () => ({ getDatabase: async () => ({ db: "the database" }) }));
vi.mock("@/server/logging/log-failure", () => ({ logFailure: (what: string) => state.logged.push(what) }));

const FAILED = { formError: "An unexpected error occured" };

beforeEach(() => {
  state.site = { slug: "alpha" } as Site;
  state.logged = [];
});

describe("withActionSite", () => {
  it("runs the work with the request's site, the database and the headers", async () => {
    const answer = await withActionSite("Test form", FAILED, async ({ site, db, headers }) => ({ formError: `${site.slug} ${String(db)} ${headers.get("user-agent")}` }));
    expect(answer).toEqual({ formError: "alpha the database Test browser" });
  });

  it("answers the failed state for an unknown host, without running the work", async () => {
    state.site = null;
    const work = vi.fn();
    expect(await withActionSite("Test form", FAILED, work)).toBe(FAILED);
    expect(work).not.toHaveBeenCalled();
  });

  it("answers the failed state for a failure, logged once", async () => {
    expect(await withActionSite("Test form", FAILED, async () => { throw new Error("connection refused"); })).toBe(FAILED);
    expect(state.logged).toEqual(["Test form failed"]);
  });

  it("lets the work's redirect through to Next.js", async () => {
    await expect(withActionSite("Test form", FAILED, async () => redirect("/success"))).rejects.toThrow("NEXT_REDIRECT");
    expect(state.logged).toEqual([]);
  });
});
