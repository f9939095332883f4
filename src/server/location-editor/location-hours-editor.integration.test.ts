import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { findSiteLocation } from "@/db/queries/locations";
import { readStockVersion } from "@/db/queries/search-index";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { insertStaffUser, scopeOfHome } from "@/db/queries/staff-users";
import { dealerships, leads, locations } from "@/db/schema";
import { LOCATION_HOURS_MESSAGES } from "@/domain/locations/location-hours-edit";
import { locationView } from "@/domain/locations/location-view";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import type { StaffHome } from "@/domain/staff/staff-scope";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, insertLead, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { listEditableLocations, loadLocationEditor, saveLocationHours } from "./location-hours-editor";

let handle: DatabaseHandle;
let world: InboxWorld;
let owners: Record<"n2" | "s1" | "northGroup", ScopedStaffMember>;
const NOW = TUESDAY_10AM;
const context = { now: NOW, clientIp: "203.0.113.9" };

async function owner(home: StaffHome, name: string): Promise<ScopedStaffMember> {
  const created = await insertStaffUser(handle.db, { email: `${name}-${Math.random().toString(36).slice(2, 8)}@staff.example`, name, role: "owner", home, now: NOW });
  return { ...created, scope: await scopeOfHome(handle.db, home) };
}

const week = (open: string, close: string) => Array.from({ length: 7 }, (_, d) => (d === 0 ? { status: "Closed" } : { status: "Open", open, close }));
/** A post of the editor: the loaded version, sales hours, and what the test adds. */
const post = (version: string, extra: Record<string, unknown> = {}) => ({ version, hours: { sales: { shown: "yes", days: week("08:30", "17:30") } }, holidays: [], ...extra });

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  const [n1] = await handle.db.select({ groupId: dealerships.dealerGroupId }).from(dealerships).where(eq(dealerships.id, world.dealership.n1));
  owners = {
    n2: await owner({ dealershipId: world.dealership.n2, dealerGroupId: null }, "n2-owner"),
    s1: await owner({ dealershipId: world.dealership.s1, dealerGroupId: null }, "s1-owner"),
    northGroup: await owner({ dealershipId: null, dealerGroupId: n1!.groupId! }, "north-owner"),
  };
});
afterAll(() => destroyTestDatabase(handle));

describe("saving a location's hours", () => {
  it("shows at once in the open-now badge and the test-drive slots, moves the stock version, and is audited", async () => {
    const { n1Owner } = world.staff;
    const site = world.site.north;
    const publicNow = async () => locationView((await findSiteLocation(handle.db, site, "n1-sales", NOW))!, NOW);
    expect((await publicNow()).status?.label).toBe("Open now");
    const slotsToday = async () => (await loadLeadFormSetup(handle.db, site, { locationId: world.location.n1 }, NOW)).testDriveSlots!.filter((s) => s.startsWith("2026-12-08"));
    expect((await slotsToday()).length).toBeGreaterThan(0);
    const stockBefore = await readStockVersion(handle.db, site);

    const editor = (await loadLocationEditor(handle.db, n1Owner, world.location.n1, NOW))!;
    expect(editor.today).toBe("2026-12-08");
    const saved = await saveLocationHours(handle.db, n1Owner, world.location.n1, post(editor.version, {
      holidays: [{ date: "2026-12-08", name: "Staff training day", status: "Closed" }, { date: "2026-12-24", status: "Open", start: "09:00", end: "12:00" }],
      phone: "07 3333 1234", mobile: "0412 345 678",
    }), context);
    expect(saved).toEqual({ kind: "saved" });

    const view = await publicNow();
    expect(view.status?.label).toBe("Closed now");
    expect(view.holidays.map((h) => [h.date, h.name, h.hours])).toEqual([["2026-12-08", "Staff training day", "Closed"], ["2026-12-24", "Special hours", "9:00 am – 12:00 pm"]]);
    expect(await slotsToday()).toEqual([]);
    expect(await readStockVersion(handle.db, site)).not.toBe(stockBefore);
    const [row] = await handle.db.select({ phone: locations.phone, mobile: locations.mobile }).from(locations).where(eq(locations.id, world.location.n1));
    expect(row).toEqual({ phone: "(07) 3333 1234", mobile: "0412 345 678" });

    const [entry] = await listAuditEntries(handle.db, n1Owner.scope, 1);
    expect(entry).toMatchObject({ action: "location_hours", actorId: n1Owner.id, clientIp: "203.0.113.9", at: NOW, dealershipId: world.dealership.n1 });
    expect(entry!.detail).toMatchObject({ locationId: world.location.n1, holidays: ["2026-12-08", "2026-12-24"], phones: { phone: "(07) 3333 1234" } });
  });

  it("a stale form (loaded before another save) is told the record changed, and nothing is overwritten", async () => {
    const { n1Owner } = world.staff;
    const loaded = (await loadLocationEditor(handle.db, n1Owner, world.location.n1, NOW))!;
    const first = await saveLocationHours(handle.db, owners.northGroup, world.location.n1, post(loaded.version, { phone: "07 3333 0001" }), context);
    expect(first).toEqual({ kind: "saved" });
    const second = await saveLocationHours(handle.db, n1Owner, world.location.n1, post(loaded.version, { phone: "07 3333 0002" }), context);
    expect(second).toEqual({ kind: "changed" });
    expect((await loadLocationEditor(handle.db, n1Owner, world.location.n1, NOW))!.location.phones.phone).toBe("(07) 3333 0001");
  });

  it("of two saves of the same form at once, one is saved and the other told", async () => {
    const { version } = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    const outcomes = await Promise.all(["07 3333 0003", "07 3333 0004"].map((phone) => saveLocationHours(handle.db, world.staff.n1Owner, world.location.n1, post(version, { phone }), context)));
    expect(outcomes.map((o) => o.kind).toSorted()).toEqual(["changed", "saved"]);
  });

  it("a holiday row removed by someone else is a change, not a silent re-insert", async () => {
    const loaded = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    const christmasEve = loaded.location.special.find((s) => s.date === "2026-12-24")!;
    const keep = { id: String(christmasEve.id), date: "2026-12-24", status: "Closed" };
    expect(await saveLocationHours(handle.db, world.staff.n1Owner, world.location.n1, post(loaded.version, { holidays: [{ ...keep, remove: "yes" }] }), context)).toEqual({ kind: "saved" });
    const fresh = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    expect(await saveLocationHours(handle.db, world.staff.n1Owner, world.location.n1, post(fresh.version, { holidays: [keep] }), context)).toEqual({ kind: "changed" });
  });

  it("refuses bad input field by field, writing nothing", async () => {
    const before = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    const days = week("08:30", "17:30");
    days[3] = { status: "Open", open: "17:00", close: "09:00" };
    const outcome = await saveLocationHours(handle.db, world.staff.n1Owner, world.location.n1, post(before.version, {
      hours: { sales: { shown: "yes", days } }, holidays: [{ date: "25/12/2026" }], phone: "12",
    }), context);
    expect(outcome).toEqual({ kind: "invalid", errors: { "hours.sales.days.3.close": LOCATION_HOURS_MESSAGES.closeAfterOpen, "holidays.0.date": LOCATION_HOURS_MESSAGES.date, phone: LOCATION_HOURS_MESSAGES.phone } });
    expect((await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!.version).toBe(before.version);
  });

  it("re-times routing's stored times for the location's open leads", async () => {
    const waiting = await insertLead(handle.db, world.site.north, world.dealership.n1, NOW, { routedAt: NOW, routeWaitsUntil: minutesAfter(NOW, 600) });
    const elsewhere = await insertLead(handle.db, world.site.north, world.dealership.n2, NOW, { routedAt: NOW, routeWaitsUntil: minutesAfter(NOW, 600) });
    const { version } = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    expect(await saveLocationHours(handle.db, world.staff.n1Owner, world.location.n1, post(version), context)).toEqual({ kind: "saved" });
    const waits = async (id: string) => (await handle.db.select({ at: leads.routeWaitsUntil }).from(leads).where(eq(leads.id, id)))[0]!.at;
    expect(await waits(waiting)).toEqual(NOW);
    expect(await waits(elsewhere)).toEqual(minutesAfter(NOW, 600));
  });
});

describe("who reaches a location", () => {
  it("the owners of its dealership and of its group; no one else, by list, editor or save", async () => {
    const before = (await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!;
    expect((await listEditableLocations(handle.db, owners.northGroup)).map((l) => l.id).toSorted()).toEqual([world.location.n1, world.location.n2].toSorted());
    expect(await loadLocationEditor(handle.db, owners.northGroup, world.location.n1, NOW)).not.toBeNull();
    for (const [who, staff] of [["another dealership's owner", owners.n2], ["another group's owner", owners.s1], ["its manager", world.staff.n1Manager], ["its salesperson", world.staff.n1Sales[0]]] as const) {
      expect((await listEditableLocations(handle.db, staff)).map((l) => l.id), who).not.toContain(world.location.n1);
      expect(await loadLocationEditor(handle.db, staff, world.location.n1, NOW), who).toBeNull();
      expect(await saveLocationHours(handle.db, staff, world.location.n1, post(before.version, { phone: "07 3333 9999" }), context), who).toEqual({ kind: "not_found" });
    }
    expect((await loadLocationEditor(handle.db, world.staff.n1Owner, world.location.n1, NOW))!.version).toBe(before.version);
    expect((await listAuditEntries(handle.db, owners.s1.scope)).filter((e) => e.action === "location_hours")).toEqual([]);
  });
});
