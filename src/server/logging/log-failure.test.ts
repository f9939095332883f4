import { describe, expect, it } from "vitest";
import { describeFailure, failureFields } from "./log-failure";

function failedQuery(): Error {
  return new Error("Failed query: insert into \"leads\" (\"name\", \"phone\") values ($1, $2)\nparams: Jess Citizen,0412345678", {
    cause: new Error("connection terminated unexpectedly"),
  });
}

describe("failureFields: what a log line says of a failure", () => {
  it("keeps the first line and the cause, and the stack's frames, but not the query's parameters", () => {
    const fields = failureFields(failedQuery());
    expect(fields.failure).toBe("Failed query: insert into \"leads\" (\"name\", \"phone\") values ($1, $2): connection terminated unexpectedly");
    expect(fields.stack?.[0]).toMatch(/^at failedQuery \(.*log-failure\.test\.ts:\d+:\d+\)$/);
    expect(JSON.stringify(fields)).not.toMatch(/Jess|0412345678/);
  });

  it.each<[unknown, string]>([
    [new Error("timed out"), "timed out"],
    [new Error("first\nsecond"), "first"],
    ["a thrown string", "a thrown string"],
    [undefined, "undefined"],
  ])("describes %j as %j", (failure, text) => {
    expect(describeFailure(failure)).toBe(text);
  });

  it("has no stack for what is not an Error", () => {
    expect(failureFields("a thrown string")).toEqual({ failure: "a thrown string" });
  });
});
