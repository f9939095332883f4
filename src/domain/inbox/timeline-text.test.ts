import { describe, expect, it } from "vitest";
import { timelineText } from "./timeline-text";

const entry = (kind: string, detail: Record<string, unknown> = {}, staffName: string | null = "Sam", actorName: string | null = null) => ({ kind, staffName, actorName, detail });

describe("timelineText", () => {
  it.each([
    [entry("received", {}, null), "Lead received"],
    [entry("assigned", { by: "routing" }), "Given to Sam by routing"],
    [entry("assigned", { by: "claim" }), "Claimed by Sam"],
    [entry("assigned", { by: "manager" }, "Sam", "Mia"), "Given to Sam by Mia"],
    [entry("assigned", { by: "reassignment" }), "Given to Sam by reassignment: nobody answered in time"],
    [entry("unassigned", { reason: "deactivated" }), "Back to routing: Sam's account was deactivated"],
    [entry("status_changed", { from: "new", to: "lost", lostReason: "car_sold" }), "Sam marked it Lost: Car already sold"],
    [entry("status_changed", { from: "new", to: "contacted", lostReason: null }, null), "Someone marked it Contacted"],
    [entry("replied", { channel: "sms" }), "Sam replied by SMS"],
    [entry("note_added", { note: "Called twice" }), "Sam added a note"],
  ])("%o → %s", (source, text) => expect(timelineText(source)).toBe(text));
});
