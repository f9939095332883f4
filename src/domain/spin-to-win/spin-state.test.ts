import { describe, expect, it } from "vitest";
import { spinState, type SpinWin } from "./spin-state";

const dates = { startsOn: "2026-12-01", endsOn: "2027-01-31" };
const win: SpinWin = { prizeId: "tint", prizeLabel: "Free window tint", prizeDescription: "", code: "SPIN-0000-0000-0000-0001", wonAt: new Date("2026-12-02T01:00:00Z") };

describe("spinState: one spin per shopper per campaign", () => {
  it.each<[string, string, SpinWin | null, string]>([
    ["open, not yet spun", "2026-12-10", null, "ready"],
    ["open, already spun", "2026-12-10", win, "won"],
    ["ended, already spun: the prize is still theirs", "2027-02-05", win, "won"],
    ["ended, not spun", "2027-02-05", null, "closed"],
    ["not started", "2026-11-01", null, "closed"],
  ])("%s → %s", (_, today, previous, kind) => {
    const state = spinState(dates, today, previous);
    expect(state.kind).toBe(kind);
    if (state.kind === "won") expect(state.win).toBe(win);
  });
});
