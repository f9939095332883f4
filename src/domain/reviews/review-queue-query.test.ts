import { describe, expect, it } from "vitest";
import { parseReviewQueueQuery, REVIEW_QUEUE_FILTER_MESSAGES as M, reviewQueueHref } from "./review-queue-query";

describe("parseReviewQueueQuery", () => {
  const cases: [Record<string, string | string[] | undefined>, unknown, unknown][] = [
    [{}, { page: 1 }, {}],
    [{ status: "pending" }, { status: "pending", page: 1 }, {}],
    [{ status: "approved", dealership: "7", page: "3" }, { status: "approved", dealershipId: 7, page: 3 }, {}],
    [{ status: ["rejected", "pending"] }, { status: "rejected", page: 1 }, {}],
    [{ status: " " }, { page: 1 }, {}],
    // A bad field is named and dropped; the others still apply.
    [{ status: "published", dealership: "7" }, { dealershipId: 7, page: 1 }, { status: M.status }],
    [{ dealership: "-1" }, { page: 1 }, { dealership: M.dealership }],
    [{ dealership: "abc" }, { page: 1 }, { dealership: M.dealership }],
    [{ page: "0" }, { page: 1 }, { page: M.page }],
    [{ page: "1001" }, { page: 1 }, { page: M.page }],
    [{ page: "2.5" }, { page: 1 }, { page: M.page }],
  ];
  it.each(cases)("%j", (params, filters, errors) => {
    const parse = parseReviewQueueQuery(params);
    expect(parse.filters).toEqual(filters);
    expect(parse.errors).toEqual(errors);
  });
});

describe("reviewQueueHref", () => {
  const cases: [Record<string, string>, number | undefined, Record<string, string>, string][] = [
    [{}, undefined, {}, "/reviews"],
    [{ status: "pending", dealership: "7", page: "4" }, undefined, {}, "/reviews?status=pending&dealership=7"],
    [{ status: "pending" }, 2, {}, "/reviews?status=pending&page=2"],
    [{}, 1, { notice: "approved" }, "/reviews?notice=approved"],
    [{ status: "a&b" }, 3, { conflict: "12" }, "/reviews?status=a%26b&page=3&conflict=12"],
  ];
  it.each(cases)("%j page %s %j: %s", (values, page, extra, href) => expect(reviewQueueHref(values, page, extra)).toBe(href));
});
