import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createInboxWorld, minutesAfter, TUESDAY_10AM, type InboxWorld } from "../../../tests/fixtures/inbox-fixture";
import { inboxIsolationLeaks, insertIsolationLeads, type IsolationLeads } from "../../../tests/fixtures/inbox-isolation-checks";

// The mutation: every inbox query and change loses its reach. The isolation checks must then find leaks, or they prove nothing.
vi.mock("@/db/queries/inbox-reach", () => ({ leadsInReach: () => sql`true` }));

let handle: DatabaseHandle;
let world: InboxWorld;
let leads: IsolationLeads;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createInboxWorld(handle.db);
  leads = await insertIsolationLeads(handle.db, world, TUESDAY_10AM);
});
afterAll(() => destroyTestDatabase(handle));

it("without leadsInReach the isolation checks report every kind of leak, for every role", async () => {
  const leaks = await inboxIsolationLeaks(handle.db, world, leads, minutesAfter(TUESDAY_10AM, 1));
  for (const kind of ["lists", "reads the log of", "notes on", "replies to", "changes the status of"]) expect(leaks.some((l) => l.includes(` ${kind} `)), kind).toBe(true);
  for (const who of ["s1 salesperson", "north group manager", "n1 colleague", "marketing"]) expect(leaks.some((l) => l.startsWith(`${who} `)), who).toBe(true);
});
