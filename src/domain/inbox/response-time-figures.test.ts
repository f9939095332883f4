import { describe, expect, it } from "vitest";
import type { FirstResponse } from "./first-response";
import { nearestRank, responseTimesByDealership, responseTimesBySalesperson, type MeasuredLead } from "./response-time-figures";

const MIN = 60_000, DAY = 86_400_000;
const NOW = new Date("2025-11-30T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const response = (responderId: string, minutes: number, responderMinutes = minutes): FirstResponse => ({
  receivedAt: NOW, answeredAt: NOW, responderId, openMs: minutes * MIN, responderOpenMs: responderMinutes * MIN,
});
const lead = (dealershipId: number, ageDays: number, answer: FirstResponse | null, assigneeId: string | null = answer?.responderId ?? null): MeasuredLead => ({
  dealershipId, receivedAt: daysAgo(ageDays), assigneeId, response: answer,
});

describe("nearestRank (a percentile that is always a measured time)", () => {
  it.each<[number[], number, number]>([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9, 10],
    [[7], 0.5, 7],
    [[7], 0.9, 7],
    [[3, 8], 0.5, 3],
    [[3, 8], 0.9, 8],
  ])("%j at %d is %d", (sorted, p, value) => expect(nearestRank(sorted, p)).toBe(value));
});

describe("responseTimesByDealership (issue 33: 'median and p90 over 7 and 30 days')", () => {
  const leads = [
    lead(1, 1, response("amy", 4)),
    lead(1, 2, response("ben", 12)),
    lead(1, 3, response("amy", 30)),
    lead(1, 6.99, null, "ben"),
    lead(1, 7, response("amy", 600)), // exactly 7 days ago: out of the 7-day window
    lead(1, 20, response("ben", 2)),
    lead(1, 30, response("ben", 1)), // exactly 30 days ago: out of both
    lead(1, -1, response("ben", 1)), // after now: out
    lead(2, 1, response("cal", 45)),
  ];

  it("7 days: three answered, one waiting, medians from answered leads only", () => {
    expect(responseTimesByDealership(leads, 7, NOW)).toEqual(new Map([
      [1, { answered: 3, unanswered: 1, medianMs: 12 * MIN, p90Ms: 30 * MIN }],
      [2, { answered: 1, unanswered: 0, medianMs: 45 * MIN, p90Ms: 45 * MIN }],
    ]));
  });

  it("30 days takes in the older leads", () => {
    expect(responseTimesByDealership(leads, 30, NOW).get(1)).toEqual({ answered: 5, unanswered: 1, medianMs: 12 * MIN, p90Ms: 600 * MIN });
  });

  it("a dealership with only unanswered leads has no figures", () => {
    expect(responseTimesByDealership([lead(3, 1, null)], 7, NOW).get(3)).toEqual({ answered: 0, unanswered: 1, medianMs: null, p90Ms: null });
  });

  it("no leads: no dealerships", () => expect(responseTimesByDealership([], 30, NOW).size).toBe(0));
});

describe("responseTimesBySalesperson", () => {
  it("counts each answer for its responder, timed from when the lead reached them, and a waiting lead against its assignee", () => {
    const leads = [
      lead(1, 1, response("ben", 20, 5)), // amy's 15 minutes ran out, ben answered 5 minutes after it reached him
      lead(1, 1, response("amy", 3)),
      lead(1, 1, null, "amy"),
      lead(1, 1, null, null), // unassigned and waiting: nobody's figure
    ];
    expect(responseTimesBySalesperson(leads, 7, NOW)).toEqual(new Map([
      ["ben", { answered: 1, unanswered: 0, medianMs: 5 * MIN, p90Ms: 5 * MIN }],
      ["amy", { answered: 1, unanswered: 1, medianMs: 3 * MIN, p90Ms: 3 * MIN }],
    ]));
  });
});
