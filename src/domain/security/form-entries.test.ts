import { describe, expect, it } from "vitest";
import { formEntriesToObject } from "./form-entries";

describe("form posts become the JSON payload's shape", () => {
  it.each<[[string, string][], Record<string, unknown>]>([
    [[["name", "Jess"]], { name: "Jess", opt_in: false }],
    [[["opt_in", "on"]], { opt_in: "on" }],
    [[["lead_attributes[visited_pages][]", "/a"], ["lead_attributes[visited_pages][]", "/b"]], { lead_attributes: { visited_pages: ["/a", "/b"] }, opt_in: false }],
    [[["lead_attributes[linked_query_params][utm_source]", "google"]], { lead_attributes: { linked_query_params: { utm_source: "google" } }, opt_in: false }],
    [[["additional_services", "Wash"], ["additional_services", "Tyres"]], { additional_services: ["Wash", "Tyres"], opt_in: false }],
    [[["finance_calculator[amount]", "$25,000"]], { finance_calculator: { amount: "$25,000" }, opt_in: false }],
    [[["__proto__[polluted]", "x"], ["a[constructor]", "y"]], { opt_in: false }],
    // Issue 30: a key nesting thousands of levels built an object the control-character check overflowed on.
    [[["name", "Jess"], [`a${"[b]".repeat(5000)}`, "deep"]], { name: "Jess", opt_in: false }],
  ])("%j → %j", (entries, expected) => {
    expect(formEntriesToObject(entries)).toEqual(expected);
  });
});
