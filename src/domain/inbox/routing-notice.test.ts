import { describe, expect, it } from "vitest";
import type { RoutingOutcome } from "./route-lead";
import { routingNotice } from "./routing-notice";

const at = (iso: string) => new Date(iso);
const waits = (opensAt: string | null): RoutingOutcome => ({ kind: "waits_for_opening", opensAt: opensAt === null ? null : at(opensAt) });

describe("routingNotice (what a waiting lead's row says, on the location's clock)", () => {
  it.each<[string, RoutingOutcome, string, string, string | null]>([
    ["before opening today", waits("2025-11-24T08:30:00+10:00"), "2025-11-24T07:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: today 8:30 am"],
    ["after closing", waits("2025-11-25T08:30:00+10:00"), "2025-11-24T17:30:00+10:00", "Australia/Brisbane", "Waiting for the next opening: tomorrow 8:30 am"],
    ["over the weekend", waits("2025-12-01T08:30:00+10:00"), "2025-11-29T14:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: Monday 8:30 am"],
    ["a week or more away gives the date", waits("2026-01-05T08:30:00+10:00"), "2025-12-24T14:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: Monday 5 January 8:30 am"],
    // 23:30 UTC is 10:30 am in Sydney (AEDT) but 9:30 am in Brisbane: the text is on the location's clock.
    ["in Sydney's daylight saving", waits("2025-11-24T23:30:00Z"), "2025-11-24T10:00:00Z", "Australia/Sydney", "Waiting for the next opening: tomorrow 10:30 am"],
    ["no opening ahead", waits(null), "2025-11-24T10:00:00Z", "Australia/Brisbane", "The location has no opening hours ahead: any salesperson can claim it."],
    ["an empty shift", { kind: "nobody_on_shift" }, "2025-11-24T10:00:00Z", "Australia/Brisbane", "Nobody is on shift: any salesperson can claim it."],
    ["an assigned lead says nothing", { kind: "assigned", staffId: "amy", ruleId: "everyone", rotation: {} }, "2025-11-24T10:00:00Z", "Australia/Brisbane", null],
  ])("%s", (_, outcome, now, zone, text) => expect(routingNotice(outcome, at(now), zone)).toBe(text));
});
