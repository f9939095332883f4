import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewSubmissionSchema } from "./review-submission";

const valid = { customer_name: "Robin T.", email: "robin@example.com", rating: "5", text: "Friendly team and an easy test drive." };
const errorsOf = (result: ReturnType<ReturnType<typeof reviewSubmissionSchema>["safeParse"]>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("reviewSubmissionSchema ('Leave a Review' stores the review for moderation)", () => {
  const single = reviewSubmissionSchema({ dealershipSlugs: ["harbour-toyota"] });
  const group = reviewSubmissionSchema({ dealershipSlugs: ["metro-mazda", "metro-kia"] });

  it("accepts a form post and picks a single-dealership site's dealership itself", () => {
    expect(single.parse(valid)).toEqual({ customerName: "Robin T.", email: "robin@example.com", rating: 5, text: "Friendly team and an easy test drive.", dealershipSlug: "harbour-toyota", honeypot: false });
  });

  it.each([
    ["no name", { customer_name: "  " }, "customer_name", REVIEW_MESSAGES.name],
    ["a bad e-mail", { email: "robin@" }, "email", "Please enter a valid email address."],
    ["no rating", { rating: "" }, "rating", REVIEW_MESSAGES.rating],
    ["a rating of 6", { rating: "6" }, "rating", REVIEW_MESSAGES.rating],
    ["a rating of 4.5", { rating: "4.5" }, "rating", REVIEW_MESSAGES.rating],
    ["a rating that is not a number", { rating: "five" }, "rating", REVIEW_MESSAGES.rating],
    ["text under 20 characters", { text: "Good." }, "text", REVIEW_MESSAGES.text],
    ["text over 2,000 characters", { text: "a".repeat(2001) }, "text", "At most 2000 characters."],
  ])("rejects %s with the field's message", (_case, change, field, message) => {
    expect(errorsOf(single.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it("requires a group site's shopper to choose one of its dealerships, and only one of them", () => {
    expect(errorsOf(group.safeParse(valid))).toEqual({ dealership_slug: REVIEW_MESSAGES.dealership });
    expect(errorsOf(group.safeParse({ ...valid, dealership_slug: "harbour-toyota" }))).toEqual({ dealership_slug: REVIEW_MESSAGES.dealership });
    expect(group.parse({ ...valid, dealership_slug: "metro-kia" }).dealershipSlug).toBe("metro-kia");
  });

  it("lists every error at once", () => {
    expect(Object.keys(errorsOf(group.safeParse({})))).toEqual(["customer_name", "email", "rating", "text", "dealership_slug"]);
  });

  it("flags a filled honeypot instead of rejecting it", () => {
    expect(single.parse({ ...valid, fax: "buy now" }).honeypot).toBe(true);
  });
});
