import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listPageVersions, recordFirstPageVersions } from "@/db/queries/site-page-versions";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { insertStaffUser, scopeOfHome } from "@/db/queries/staff-users";
import { sitePages, sitePageVersions } from "@/db/schema";
import { contentPageAuditText } from "@/domain/content/content-page-audit";
import { CONTENT_PAGE_MESSAGES, PAGE_BODY_MAX } from "@/domain/content/content-page-edit";
import type { Site } from "@/domain/site/site";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { resolveRootPage } from "@/server/pages/resolve-root-page";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { HOSTILE_MARKDOWN, HOSTILE_MARKUP } from "../../../tests/fixtures/hostile-markdown";
import { listContentPages, loadContentPageEditor, restoreContentPageVersion, saveContentPage } from "./content-page-editor";
import { renderPagePreview } from "./content-page-preview";

let handle: DatabaseHandle;
let world: InboxWorld;
let southMarketing: ScopedStaffMember;
const page: Record<"north" | "south", number> = { north: 0, south: 0 };
const context = { now: TUESDAY_10AM, clientIp: "203.0.113.7" };
const later = (minutes: number) => ({ ...context, now: new Date(TUESDAY_10AM.getTime() + minutes * 60_000) });

const ORIGINAL = { title: "Warranty", summary: "Our cover.", body: "## Cover\n\nFive years." };

async function publicPage(site: Site) {
  const shown = await resolveRootPage(handle.db, site, "warranty", new Date());
  if (shown?.kind !== "content") throw new Error("no warranty page");
  return shown;
}
const versionOf = async (pageId: number) => (await handle.db.select({ version: sitePages.version }).from(sitePages).where(eq(sitePages.id, pageId)))[0]!.version;
const save = (staff: ScopedStaffMember, pageId: number, version: number, text: Partial<typeof ORIGINAL>, at = context) =>
  saveContentPage(handle.db, staff, { page_id: String(pageId), version: String(version), ...ORIGINAL, ...text }, at);

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  const rows = await handle.db.insert(sitePages).values([
    { siteId: world.site.north.id, slug: "warranty", ...ORIGINAL, updatedAt: TUESDAY_10AM },
    { siteId: world.site.south.id, slug: "warranty", ...ORIGINAL, updatedAt: TUESDAY_10AM },
  ]).returning({ id: sitePages.id, siteId: sitePages.siteId });
  page.north = rows.find((r) => r.siteId === world.site.north.id)!.id;
  page.south = rows.find((r) => r.siteId === world.site.south.id)!.id;
  await recordFirstPageVersions(handle.db);
  const home = { dealershipId: world.dealership.s1, dealerGroupId: null };
  southMarketing = { ...(await insertStaffUser(handle.db, { email: "south-marketing@staff.example", name: "Sam South", role: "marketing", home, now: TUESDAY_10AM })), scope: await scopeOfHome(handle.db, home) };
});
afterAll(() => destroyTestDatabase(handle));

describe("which pages a staff member edits", () => {
  it("lists the pages of the sites their dealerships are on, and no other site's", async () => {
    expect((await listContentPages(handle.db, world.staff.n1Marketing)).map((p) => p.id)).toEqual([page.north]);
    expect((await listContentPages(handle.db, southMarketing)).map((p) => p.id)).toEqual([page.south]);
    expect(await loadContentPageEditor(handle.db, world.staff.n1Marketing, page.south)).toBeNull();
  });

  it("refuses to save or restore another site's page, and writes nothing", async () => {
    expect(await save(world.staff.n1Marketing, page.south, 1, { title: "Taken over" })).toEqual({ kind: "not_found" });
    expect(await restoreContentPageVersion(handle.db, world.staff.n1Owner, { page_id: page.south, version: 1, restore: 1 }, context)).toEqual({ kind: "not_found" });
    expect((await publicPage(world.site.south)).page.title).toBe("Warranty");
    expect(await listPageVersions(handle.db, page.south)).toHaveLength(1);
  });

  it("gives roles that do not edit pages none to edit", async () => {
    expect(await listContentPages(handle.db, world.staff.n1Manager)).toEqual([]);
    expect(await loadContentPageEditor(handle.db, world.staff.n1Sales[0], page.north)).toBeNull();
    expect(await save(world.staff.n1Manager, page.north, 1, { title: "Manager's" })).toEqual({ kind: "not_found" });
  });
});

describe("saving a page", () => {
  it("keeps each save as a version, shows it on the public page at once, and audits it in words", async () => {
    const { n1Marketing } = world.staff;
    const editor = (await loadContentPageEditor(handle.db, n1Marketing, page.north))!;
    expect(editor.page.version).toBe(1);
    expect(editor.html).toBe((await publicPage(world.site.north)).html);

    expect(await save(n1Marketing, page.north, 1, { title: "Warranty cover", body: "## Cover\n\n**Seven** years." })).toEqual({ kind: "saved", version: 2 });
    const shown = await publicPage(world.site.north);
    expect(shown.page.title).toBe("Warranty cover");
    expect(shown.html).toBe("<h2>Cover</h2>\n<p><strong>Seven</strong> years.</p>");

    const versions = await listPageVersions(handle.db, page.north);
    expect(versions.map((v) => [v.version, v.title, v.savedBy, v.restoredFrom])).toEqual([[2, "Warranty cover", "Max Marketing", null], [1, "Warranty", null, null]]);
    const [entry] = await listAuditEntries(handle.db, n1Marketing.scope, 1);
    expect(entry).toMatchObject({ action: "save_site_page", actorId: n1Marketing.id, clientIp: "203.0.113.7", dealershipId: world.dealership.n1 });
    expect(contentPageAuditText(entry!)?.text).toBe("Saved version 2 of the Warranty cover page on North Cars");
  });

  it("refuses bad fields one by one, and an unchanged text, and writes nothing", async () => {
    const version = await versionOf(page.north);
    expect(await save(world.staff.n1Owner, page.north, version, { title: " ", body: "x".repeat(PAGE_BODY_MAX + 1) })).toEqual({
      kind: "invalid", errors: { title: CONTENT_PAGE_MESSAGES.title, body: CONTENT_PAGE_MESSAGES.bodyLength },
    });
    expect(await save(world.staff.n1Owner, page.north, version, { body: "<script>alert('x')</script>" })).toEqual({ kind: "invalid", errors: { body: CONTENT_PAGE_MESSAGES.bodyShowsNothing } });
    const current = (await publicPage(world.site.north)).page;
    expect(await save(world.staff.n1Owner, page.north, version, { title: current.title, summary: current.summary, body: current.body })).toEqual({ kind: "unchanged" });
    expect(await versionOf(page.north)).toBe(version);
  });

  it("refuses a save based on a version another save has replaced, and keeps the other's text", async () => {
    const opened = await versionOf(page.north);
    expect(await save(world.staff.n1Owner, page.north, opened, { body: "The owner's words." }, later(1))).toMatchObject({ kind: "saved" });
    expect(await save(world.staff.n1Marketing, page.north, opened, { body: "Marketing's words." }, later(2))).toEqual({ kind: "stale" });
    expect((await publicPage(world.site.north)).page.body).toBe("The owner's words.");
    expect((await listPageVersions(handle.db, page.north)).map((v) => v.version)).toEqual([opened + 1, ...Array.from({ length: opened }, (_, i) => opened - i)]);
  });

  it("of two saves of one version at once, keeps one and tells the other", async () => {
    const opened = await versionOf(page.north);
    const outcomes = await Promise.all([
      save(world.staff.n1Owner, page.north, opened, { body: "First at once." }),
      save(world.staff.n1Marketing, page.north, opened, { body: "Second at once." }),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["saved", "stale"]);
    expect(await versionOf(page.north)).toBe(opened + 1);
    const rows = await handle.db.select({ version: sitePageVersions.version }).from(sitePageVersions).where(eq(sitePageVersions.pageId, page.north));
    expect(rows).toHaveLength(opened + 1);
  });
});

describe("restoring a version", () => {
  it("makes an earlier version current as a new one, losing nothing, and audits it", async () => {
    const { n1Owner } = world.staff;
    const opened = await versionOf(page.north);
    expect(await restoreContentPageVersion(handle.db, n1Owner, { page_id: String(page.north), version: String(opened), restore: "1" }, later(5))).toEqual({ kind: "saved", version: opened + 1 });
    const shown = await publicPage(world.site.north);
    expect({ title: shown.page.title, summary: shown.page.summary, body: shown.page.body }).toEqual(ORIGINAL);
    const versions = await listPageVersions(handle.db, page.north);
    expect(versions).toHaveLength(opened + 1);
    expect(versions[0]).toMatchObject({ version: opened + 1, title: "Warranty", savedBy: "Olga Owner", restoredFrom: 1 });
    const [entry] = await listAuditEntries(handle.db, n1Owner.scope, 1);
    expect(contentPageAuditText(entry!)?.text).toBe(`Restored version 1 of the Warranty page on North Cars, as version ${opened + 1}`);
  });

  it("refuses a restore from a stale page, and a version the page does not have", async () => {
    const opened = await versionOf(page.north);
    const restore = (version: number, earlier: number) => restoreContentPageVersion(handle.db, world.staff.n1Owner, { page_id: page.north, version, restore: earlier }, context);
    expect(await restore(opened - 1, 2)).toEqual({ kind: "stale" });
    expect(await restore(opened, 999)).toEqual({ kind: "not_found" });
    expect(await versionOf(page.north)).toBe(opened);
  });
});

describe("hostile markdown", () => {
  it("is neutralised the same in the preview and on the published page", async () => {
    const preview = renderPagePreview({ format: "markdown", body: HOSTILE_MARKDOWN });
    expect(await save(southMarketing, page.south, await versionOf(page.south), { body: HOSTILE_MARKDOWN })).toMatchObject({ kind: "saved" });
    const published = await publicPage(world.site.south);
    expect(published.page.body).toBe(HOSTILE_MARKDOWN);
    expect(preview).toEqual({ html: published.html });
    expect(published.html).not.toMatch(HOSTILE_MARKUP);
    expect(published.html).toContain('<a href="tel:0733330000">Call us</a>');
  });
});
