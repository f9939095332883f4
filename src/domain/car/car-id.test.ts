import { describe, expect, it } from "vitest";
import { CAR_ID_MESSAGE, carIdSchema, jsonCarIdSchema } from "./car-id";

describe("carIdSchema (query parameters)", () => {
  it.each([
    [" 42 ", 42],
    ["2147483647", 2_147_483_647],
  ])("reads %j as %d", (sent, id) => {
    expect(carIdSchema.parse(sent)).toBe(id);
  });

  it.each([undefined, "", "0", "007", "1.5", "abc", "2147483648", "99999999999"])("refuses %j with the one message", (sent) => {
    const parsed = carIdSchema.safeParse(sent);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CAR_ID_MESSAGE);
  });
});

describe("jsonCarIdSchema (JSON bodies)", () => {
  it.each([
    [42, 42],
    ["42", 42],
  ])("reads %j as %d", (sent, id) => {
    expect(jsonCarIdSchema.parse(sent)).toBe(id);
  });

  it.each([undefined, 0, -1, 1.5, "abc", 2_147_483_648])("refuses %j with the one message", (sent) => {
    const parsed = jsonCarIdSchema.safeParse(sent);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CAR_ID_MESSAGE);
  });
});
