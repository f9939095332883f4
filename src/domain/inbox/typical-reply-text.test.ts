import { describe, expect, it } from "vitest";
import { firstResponse } from "./first-response";
import type { LeadEvent } from "./lead-events";
import { responseTimesByDealership } from "./response-time-figures";
import { BRISBANE } from "./test-hours";
import { typicalReplyText } from "./typical-reply-text";

const summary = (answered: number, medianSeconds: number | null) => ({ answered, unanswered: 0, medianMs: medianSeconds === null ? null : medianSeconds * 1000, p90Ms: null });

describe("typicalReplyText (issue 33 B9: 'Usually replies within 12 minutes', only once 10 leads are answered in 30 days)", () => {
  it.each<[string, number, number | null, string | null]>([
    ["9 answered: too few to say anything", 9, 600, null],
    ["no answered lead", 0, null, null],
    ["10 answered, a median of exactly 12 minutes", 10, 720, "Usually replies within 12 minutes"],
    ["11 minutes 10 seconds rounds up: 'within' is a promise", 10, 670, "Usually replies within 12 minutes"],
    ["20 seconds is within 1 minute", 25, 20, "Usually replies within 1 minute"],
    ["answered before opening (no opening time) is within 1 minute", 25, 0, "Usually replies within 1 minute"],
    ["59 minutes 10 seconds rounds up to the hour", 10, 3550, "Usually replies within 1 hour"],
    ["61 minutes is within 2 hours", 10, 3660, "Usually replies within 2 hours"],
  ])("%s", (_, answered, medianSeconds, text) => expect(typicalReplyText(summary(answered, medianSeconds))).toBe(text));

  it("from the log to the text: ten weekday leads answered 1 to 10 minutes after arriving, the median is 5", () => {
    const weekdays = ["17", "18", "19", "20", "21", "24", "25", "26", "27", "28"];
    const logs = weekdays.map((day, i): LeadEvent[] => {
      const arrival = new Date(`2025-11-${day}T10:00:00+10:00`);
      return [{ kind: "received", at: arrival }, { kind: "replied", at: new Date(arrival.getTime() + (i + 1) * 60_000), staffId: "amy", channel: "sms" }];
    });
    const measured = logs.map((events) => ({ dealershipId: 1, receivedAt: events[0]!.at, assigneeId: "amy", response: firstResponse(events, BRISBANE) }));
    const last30 = responseTimesByDealership(measured, 30, new Date("2025-11-30T12:00:00+10:00")).get(1)!;
    expect(typicalReplyText(last30)).toBe("Usually replies within 5 minutes");
    // The tenth lead is what makes the figure show.
    expect(typicalReplyText(responseTimesByDealership(measured.slice(1), 30, new Date("2025-11-30T12:00:00+10:00")).get(1)!)).toBeNull();
  });
});
