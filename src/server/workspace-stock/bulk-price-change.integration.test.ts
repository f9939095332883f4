import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listPriceChanges, loadHandSetPrice } from "@/db/queries/price-changes";
import { loadSites } from "@/db/queries/sites";
import { cars, staffAuditLog } from "@/db/schema";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { BULK_PRICE_MESSAGES } from "@/domain/stock/bulk-price-form";
import { loadVehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { stockVersion } from "../../../tests/fixtures/stock-fixture";
import { createStockWorld, STOCK_T0, type StockWorld } from "../../../tests/fixtures/workspace-stock-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { applyBulkPriceChange, previewBulkPriceChange, type BulkChangeInput } from "./bulk-price-change";
import { changeCarPrice } from "./change-car-price";

let handle: DatabaseHandle;
let world: StockWorld;
const day = (n: number) => new Date(STOCK_T0.getTime() + n * 86_400_000);
const context = (n: number) => ({ now: day(n), clientIp: "203.0.113.7" });
const ids = (stocknums: readonly string[]) => Promise.all(stocknums.map((s) => world.carId(s)));
const pricesOf = async (stocknums: readonly string[]) =>
  Object.fromEntries((await handle.db.select({ stocknum: cars.stocknum, price: cars.price }).from(cars).where(inArray(cars.stocknum, [...stocknums]))).map((c) => [c.stocknum, c.price]));
const auditOf = async (carId: number) => (await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "change_car_price"))).filter((e) => (e.detail as { carId?: number }).carId === carId);

/** The stock list's change form for these cars, as typed. */
const changeFor = async (stocknums: readonly string[], unit: string, amount: string): Promise<BulkChangeInput & { car: string[] }> => ({ car: (await ids(stocknums)).map(String), unit, amount });

/** Previews a change as the staff member, and returns the Apply form the preview would show. */
async function previewed(staff: ScopedStaffMember, stocknums: readonly string[], unit: string, amount: string) {
  const input = await changeFor(stocknums, unit, amount);
  const preview = await previewBulkPriceChange(handle.db, staff, input);
  if (preview.kind !== "preview") throw new Error(`No preview: ${preview.kind}`);
  return { ...input, previewed: preview.rows.flatMap((row) => (row.kind === "change" ? [`${row.carId}:${row.from}`] : [])) };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStockWorld(handle);
});
afterAll(() => destroyTestDatabase(handle));

describe("previewing a bulk price change", () => {
  it("shows each car's price now and its new price, rounded to the dollar, and changes nothing", async () => {
    const [u1001, u1002] = await ids(["U1001", "U1002"]);
    const outcome = await previewBulkPriceChange(handle.db, world.staff.alphaManager, await changeFor(["U1001", "U1002"], "percent", "-5"));
    expect(outcome.kind === "preview" && outcome.rows.map(({ car, ...line }) => ({ ...line, stocknum: car?.stocknum }))).toEqual([
      { carId: u1001, kind: "change", from: 39_000, to: 37_050, stocknum: "U1001" },
      { carId: u1002, kind: "change", from: 39_010, to: 37_060, stocknum: "U1002" }, // 37,059.50
    ]);
    expect(await pricesOf(["U1001", "U1002"])).toEqual({ U1001: 39_000, U1002: 39_010 });
    expect(await listPriceChanges(handle.db, u1001!)).toEqual([]);
  });

  it("refuses another dealership's or group's car as not found, never showing it; a group user reaches across the group", async () => {
    const [u1001, u1009] = await ids(["U1001", "U1009"]);
    const lines = async (staff: ScopedStaffMember) => {
      const outcome = await previewBulkPriceChange(handle.db, staff, await changeFor(["U1001", "U1009"], "dollars", "-500"));
      return outcome.kind === "preview" ? outcome.rows.map((row) => [row.carId, row.kind === "change" ? row.to : row.reason, row.car?.stocknum ?? null]) : outcome.kind;
    };
    expect(await lines(world.staff.alphaManager)).toEqual([[u1001, 38_500, "U1001"], [u1009, "not_found", null]]);
    expect(await lines(world.staff.northGroupManager)).toEqual([[u1001, 38_500, "U1001"], [u1009, "not_found", null]]);
    expect(await lines(world.staff.deltaManager)).toEqual([[u1001, "not_found", null], [u1009, "not_found", null]]);
    expect(await lines(world.staff.southGroupOwner)).toEqual([[u1001, "not_found", null], [u1009, 38_580, "U1009"]]);
  });

  it("refuses salespeople, and names each field it cannot read", async () => {
    expect(await previewBulkPriceChange(handle.db, world.staff.alphaSales, await changeFor(["U1001"], "percent", "-5"))).toEqual({ kind: "forbidden" });
    expect(await previewBulkPriceChange(handle.db, world.staff.alphaManager, { car: [], unit: "euros", amount: "5" })).toEqual({
      kind: "invalid", errors: { car: BULK_PRICE_MESSAGES.cars, unit: BULK_PRICE_MESSAGES.unit, amount: BULK_PRICE_MESSAGES.amount },
    });
  });
});

describe("applying it", () => {
  it("changes every previewed car in one transaction, each with its price-change record, hand price and audit entry, and moves the stock version", async () => {
    const [u1001, u1002] = await ids(["U1001", "U1002"]);
    const version = await stockVersion(handle.db, world.alpha.id);
    const form = await previewed(world.staff.alphaManager, ["U1001", "U1002"], "percent", "-5");
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaManager, form, context(1))).toEqual({ kind: "applied", count: 2 });
    expect(await pricesOf(["U1001", "U1002"])).toEqual({ U1001: 37_050, U1002: 37_060 });
    for (const [carId, from, to, stocknum] of [[u1001!, 39_000, 37_050, "U1001"], [u1002!, 39_010, 37_060, "U1002"]] as const) {
      expect(await listPriceChanges(handle.db, carId)).toEqual([{ oldPrice: from, newPrice: to, changedAt: day(1), source: "workspace", staffName: "Mia Manager" }]);
      expect(await loadHandSetPrice(handle.db, carId)).toMatchObject({ price: to, feedPrice: from, setAt: day(1), staffName: "Mia Manager" });
      expect(await auditOf(carId)).toEqual([expect.objectContaining({
        actorId: world.staff.alphaManager.id, dealershipId: world.alpha.id, clientIp: "203.0.113.7", createdAt: day(1), detail: { carId, stocknum, from, to },
      })]);
    }
    expect(await stockVersion(handle.db, world.alpha.id)).toBeGreaterThan(version);
    const [site] = await loadSites(handle.db, [world.alphaSiteId]);
    const slug = (await handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.id, u1001!)))[0]!.slug;
    expect((await loadVehiclePageModel(handle.db, site!, slug, day(1)))!.car.price).toBe(37_050);
  });

  it("refuses the whole change when one car's price moved since the preview, names that car, and overwrites nothing", async () => {
    const [u1003, u1004] = await ids(["U1003", "U1004"]);
    const form = await previewed(world.staff.alphaMarketing, ["U1003", "U1004"], "dollars", "+250");
    // A colleague changes U1004 between the preview and the apply.
    expect(await changeCarPrice(handle.db, world.staff.alphaManager, { car_id: String(u1004), price: "38000", loaded_price: "39030" }, context(2))).toEqual({ kind: "changed", carId: u1004 });
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaMarketing, form, context(3))).toEqual({ kind: "stale", carId: u1004 });
    expect(await pricesOf(["U1003", "U1004"])).toEqual({ U1003: 39_020, U1004: 38_000 });
    expect(await listPriceChanges(handle.db, u1003!)).toEqual([]);
    expect(await auditOf(u1003!)).toEqual([]);
    expect(await loadHandSetPrice(handle.db, u1003!)).toBeNull();
  });

  it("refuses the whole change when a car was sold since the preview", async () => {
    const [u1003] = await ids(["U1003"]);
    const form = await previewed(world.staff.alphaManager, ["U1003", "U1004"], "dollars", "-1000");
    await handle.db.update(cars).set({ status: "sold" }).where(eq(cars.id, u1003!));
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaManager, form, context(4))).toEqual({ kind: "stale", carId: u1003 });
    expect(await pricesOf(["U1003", "U1004"])).toEqual({ U1003: 39_020, U1004: 38_000 });
    await handle.db.update(cars).set({ status: "in_stock" }).where(eq(cars.id, u1003!));
  });

  it("refuses a car of another dealership or group, and leaves every car of the change untouched; a group user applies across the group", async () => {
    const [u1003, u1009] = await ids(["U1003", "U1009"]);
    const alphaForm = await previewed(world.staff.alphaManager, ["U1003"], "dollars", "-1000");
    for (const outsider of [world.staff.deltaManager, world.staff.bravoManager, world.staff.southGroupOwner]) {
      expect(await applyBulkPriceChange(handle.db, outsider, alphaForm, context(5)), outsider.name).toEqual({ kind: "stale", carId: u1003 });
    }
    // The South owner's own car, sent with Alpha's (a form put together by hand): neither changes.
    const southForm = await previewed(world.staff.southGroupOwner, ["U1009"], "dollars", "-1000");
    const mixed = { ...southForm, car: [...southForm.car, ...alphaForm.car], previewed: [...southForm.previewed, ...alphaForm.previewed] };
    expect(await applyBulkPriceChange(handle.db, world.staff.southGroupOwner, mixed, context(5))).toEqual({ kind: "stale", carId: u1003 });
    expect(await pricesOf(["U1003", "U1009"])).toEqual({ U1003: 39_020, U1009: 39_080 });
    expect(await listPriceChanges(handle.db, u1009!)).toEqual([]);
    expect(await handle.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, "change_car_price"), eq(staffAuditLog.actorId, world.staff.southGroupOwner.id)))).toEqual([]);

    expect(await applyBulkPriceChange(handle.db, world.staff.northGroupManager, alphaForm, context(6))).toEqual({ kind: "applied", count: 1 });
    expect(await pricesOf(["U1003"])).toEqual({ U1003: 38_020 });
    expect(await listPriceChanges(handle.db, u1003!)).toEqual([expect.objectContaining({ oldPrice: 39_020, newPrice: 38_020, staffName: "Gus Group" })]);
  });

  it("refuses salespeople, and a form that does not read, changing nothing", async () => {
    const form = await previewed(world.staff.alphaManager, ["U1004"], "dollars", "-1000");
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaSales, form, context(7))).toEqual({ kind: "forbidden" });
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaManager, { ...form, previewed: undefined }, context(7))).toEqual({ kind: "invalid" });
    expect(await applyBulkPriceChange(handle.db, world.staff.alphaManager, { ...form, amount: "1000" }, context(7))).toEqual({ kind: "invalid" });
    expect(await pricesOf(["U1004"])).toEqual({ U1004: 38_000 });
  });
});
