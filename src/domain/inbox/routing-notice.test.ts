import { describe, expect, it } from "vitest";
import { waitingNotice } from "./routing-notice";

const at = (iso: string) => new Date(iso);

describe("waitingNotice (what a waiting lead's row says, on the dealership's clock)", () => {
  it.each<[string, string, string, string, string]>([
    ["before opening today", "2025-11-24T08:30:00+10:00", "2025-11-24T07:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: today 8:30 am"],
    ["after closing", "2025-11-25T08:30:00+10:00", "2025-11-24T17:30:00+10:00", "Australia/Brisbane", "Waiting for the next opening: tomorrow 8:30 am"],
    ["over the weekend", "2025-12-01T08:30:00+10:00", "2025-11-29T14:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: Monday 8:30 am"],
    ["a week or more away gives the date", "2026-01-05T08:30:00+10:00", "2025-12-24T14:00:00+10:00", "Australia/Brisbane", "Waiting for the next opening: Monday 5 January 8:30 am"],
    // 23:30 UTC is 10:30 am in Sydney (AEDT) but 9:30 am in Brisbane: the text is on the dealership's clock.
    ["in Sydney's daylight saving", "2025-11-24T23:30:00Z", "2025-11-24T10:00:00Z", "Australia/Sydney", "Waiting for the next opening: tomorrow 10:30 am"],
    ["in Brisbane, the same instant", "2025-11-24T23:30:00Z", "2025-11-24T10:00:00Z", "Australia/Brisbane", "Waiting for the next opening: tomorrow 9:30 am"],
  ])("%s", (_, opensAt, now, zone, text) => expect(waitingNotice(at(opensAt), at(now), zone)).toBe(text));
});
