import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { listTradeInMargins } from "@/db/queries/trade-in-margins";
import { TRADE_IN_MARGIN_MESSAGES } from "@/domain/market/trade-in-margin-schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { loadTradeInMargin, saveTradeInMargin } from "./trade-in-margin";

let handle: DatabaseHandle;
let world: InboxWorld;
const context = { now: TUESDAY_10AM, clientIp: "198.51.100.7" };
const margins = async () => Object.fromEntries(await listTradeInMargins(handle.db, [world.dealership.n1, world.dealership.n2, world.dealership.s1]));

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
});
afterAll(() => destroyTestDatabase(handle));

describe("a dealership's trade-in margin (issue 35 §5)", () => {
  it("an owner sets their dealership's, audited with who, what and from where", async () => {
    expect(await loadTradeInMargin(handle.db, world.staff.n1Owner, world.dealership.n1)).toBe(15);
    expect(await saveTradeInMargin(handle.db, world.staff.n1Owner, world.dealership.n1, { margin_percent: "22", loaded_percent: "15" }, context)).toEqual({ kind: "saved" });
    expect(await margins()).toEqual({ [world.dealership.n1]: 22, [world.dealership.n2]: 15, [world.dealership.s1]: 15 });
    const entry = (await listAuditEntries(handle.db, world.staff.n1Owner.scope, 100)).find((e) => e.action === "trade_in_margin");
    expect(entry).toMatchObject({ actorId: world.staff.n1Owner.id, clientIp: "198.51.100.7", detail: { dealershipId: world.dealership.n1, from: 15, to: 22 } });
  });

  it("a save over someone else's change is refused and changes nothing; a bad value is named", async () => {
    expect(await saveTradeInMargin(handle.db, world.staff.n1Owner, world.dealership.n1, { margin_percent: "30", loaded_percent: "15" }, context)).toEqual({ kind: "changed" });
    expect(await saveTradeInMargin(handle.db, world.staff.n1Owner, world.dealership.n1, { margin_percent: "80", loaded_percent: "22" }, context)).toEqual({ kind: "invalid", errors: { margin_percent: TRADE_IN_MARGIN_MESSAGES.margin } });
    expect((await margins())[world.dealership.n1]).toBe(22);
  });

  it("nobody reads or sets another dealership's or group's, nor a role without settings", async () => {
    const groupOwner = { ...world.staff.northManager, role: "owner" as const };
    const cases = [
      [world.staff.n1Owner, world.dealership.n2], [world.staff.n1Owner, world.dealership.s1], [groupOwner, world.dealership.s1],
      [world.staff.n1Manager, world.dealership.n1], [world.staff.n1Sales[0], world.dealership.n1], [world.staff.n1Marketing, world.dealership.n1],
    ] as const;
    for (const [staff, dealershipId] of cases) {
      expect(await loadTradeInMargin(handle.db, staff, dealershipId), `${staff.name} reads ${dealershipId}`).toBeNull();
      expect(await saveTradeInMargin(handle.db, staff, dealershipId, { margin_percent: "1", loaded_percent: "15" }, context), `${staff.name} sets ${dealershipId}`).toEqual({ kind: "forbidden" });
    }
    expect(await margins()).toEqual({ [world.dealership.n1]: 22, [world.dealership.n2]: 15, [world.dealership.s1]: 15 });
    expect(await saveTradeInMargin(handle.db, groupOwner, world.dealership.n2, { margin_percent: "18", loaded_percent: "15" }, context)).toEqual({ kind: "saved" });
  });
});
