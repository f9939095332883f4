import { describe, expect, it } from "vitest";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { leadReplySchema, shopperAnswerSchema } from "./conversation-schemas";

const answerErrors = (input: unknown) => {
  const parsed = shopperAnswerSchema.safeParse(input);
  return parsed.success ? null : leadFieldErrors(parsed.error);
};

describe("a shopper's answer on the status page (issue 33)", () => {
  it.each([
    [{ answer: "Yes, Saturday at 10 suits." }, null],
    [{ answer: "x".repeat(2000) }, null],
    [{ answer: "x".repeat(2001) }, { answer: "Your answer is too long: please keep it to 2,000 characters." }],
    [{ answer: "   " }, { answer: "Please write your answer." }],
    [{}, { answer: "Please write your answer." }],
    [{ answer: ["a", "b"] }, { answer: "Please write your answer." }],
  ])("%j → %j", (input, errors) => {
    expect(answerErrors(input)).toEqual(errors);
  });

  it("trims the answer it keeps", () => {
    expect(shopperAnswerSchema.parse({ answer: "  Thanks \n" })).toEqual({ answer: "Thanks" });
  });
});

describe("a salesperson's reply", () => {
  it("names the channel when it is neither SMS nor e-mail", () => {
    const parsed = leadReplySchema.safeParse({ body: "Hi", channel: "fax" });
    expect(parsed.success ? null : leadFieldErrors(parsed.error)).toEqual({ channel: "Choose SMS or e-mail." });
  });
});
