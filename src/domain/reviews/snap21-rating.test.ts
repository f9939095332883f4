import { describe, expect, it } from "vitest";
import { ORG_ID_FORMAT, ORG_ID_REQUIRED, parseSnap21OrgId, snap21Rating } from "./snap21-rating";

describe("GET /api/reviews/snap21?orgId= (spec 001 §7)", () => {
  it.each([
    ["", { ok: false, message: ORG_ID_REQUIRED }],
    ["orgId=", { ok: false, message: ORG_ID_REQUIRED }],
    ["orgId=%20", { ok: false, message: ORG_ID_REQUIRED }],
    ["orgId=abc", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=-3", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=0", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=1.5", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=99999999999", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=2147483648", { ok: false, message: ORG_ID_FORMAT }],
    ["orgId=7", { ok: true, orgId: 7 }],
    ["orgId=%207", { ok: true, orgId: 7 }],
  ])("reads %j", (query, expected) => {
    expect(parseSnap21OrgId(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    [{ count: 0, averageRating: null }, { rating: null, stars: 0, count: 0 }],
    [{ count: 12, averageRating: "4.7" }, { rating: "4.7", stars: 4.5, count: 12 }],
    [{ count: 3, averageRating: "4.8" }, { rating: "4.8", stars: 5, count: 3 }],
    [{ count: 2, averageRating: "3.2" }, { rating: "3.2", stars: 3, count: 2 }],
  ])("gives rating and stars for %j", (aggregate, expected) => {
    expect(snap21Rating(5, aggregate)).toEqual({ orgId: 5, ...expected });
  });
});
