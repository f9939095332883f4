import { describe, expect, it } from "vitest";
import { INBOX_FILTER_MESSAGES as M, inboxListHref, inboxSearch, parseInboxListQuery } from "./inbox-list-query";

const LEAD = "0b6f2a52-1d0e-4b8e-9d3c-2f1f6c0f9a11";

describe("parseInboxListQuery", () => {
  it("reads every filter", () => {
    const parsed = parseInboxListQuery({ status: "new", dealership: "3", form: "test_drive", car_type: "used", assignee: "me", age: "day", q: " Smith ", before: LEAD.toUpperCase() });
    expect(parsed.errors).toEqual({});
    expect(parsed.filters).toEqual({
      status: "new", dealershipId: 3, form: "test_drive", carType: "used", assignee: { kind: "me" }, age: "day",
      search: { text: "Smith", phoneE164: null }, before: LEAD,
    });
  });
  it("reads an assignee by id and nobody's leads", () => {
    expect(parseInboxListQuery({ assignee: "12" }).filters.assignee).toEqual({ kind: "staff", staffId: 12 });
    expect(parseInboxListQuery({ assignee: "unassigned" }).filters.assignee).toEqual({ kind: "unassigned" });
  });
  it("takes empty fields (a GET form's untouched selects) as no filter", () => {
    expect(parseInboxListQuery({ status: "", dealership: "", q: "   " })).toEqual({ filters: {}, errors: {}, values: {} });
  });
  const bad: [string, string, string][] = [
    ["status", "open", M.status], ["dealership", "x", M.dealership], ["dealership", "-1", M.dealership], ["form", "quote", M.form],
    ["car_type", "old", M.car_type], ["assignee", "0", M.assignee], ["assignee", "1 or 1=1", M.assignee], ["age", "year", M.age],
    ["q", "x".repeat(101), M.q], ["before", "42", M.before],
  ];
  it.each(bad)("names a bad %s (%s) and drops it, keeping the others", (field, value, message) => {
    const parsed = parseInboxListQuery({ [field]: value, status: field === "status" ? value : "won" });
    expect(parsed.errors).toEqual({ [field]: message });
    expect(parsed.filters).toEqual(field === "status" ? {} : { status: "won" });
  });
  it("reads the first of a repeated parameter", () => {
    expect(parseInboxListQuery({ status: ["lost", "won"] }).filters).toEqual({ status: "lost" });
  });
});

describe("inboxSearch", () => {
  const cases: [string, string | null][] = [
    ["0412 345 678", "+61412345678"], ["+61 412 345 678", "+61412345678"], ["(02) 9876 5432", "+61298765432"], ["0412-345-678", "+61412345678"],
    ["Smith", null], ["JTNB123456", null], ["sam@example.com", null], ["12345", null],
  ];
  it.each(cases)("%s reads as phone %s", (text, e164) => expect(inboxSearch(text)).toEqual({ text, phoneE164: e164 }));
});

describe("inboxListHref", () => {
  it("keeps the filters and replaces the cursor", () => {
    expect(inboxListHref({ status: "new", before: "old", q: "a b" }, LEAD)).toBe(`/?status=new&q=a+b&before=${LEAD}`);
    expect(inboxListHref({})).toBe("/");
  });
});
