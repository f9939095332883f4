import { describe, expect, it } from "vitest";
import { replyEmail, replySmsText } from "./reply-message";

const input = { dealershipName: "Alpha Motors", body: "Yes, it is still here.", statusUrl: "https://alpha.example/enquiries/abc" };

describe("a reply on its way to the shopper (issue 33: 'with a link to their enquiry status page')", () => {
  it("texts the reply with the status page's address", () => {
    expect(replySmsText(input)).toBe("Alpha Motors: Yes, it is still here.\n\nReply to this text, or see and answer your enquiry: https://alpha.example/enquiries/abc");
  });

  it("e-mails it with the address", () => {
    expect(replyEmail(input)).toEqual({
      subject: "Alpha Motors answered your enquiry",
      text: "Yes, it is still here.\n\nSee your enquiry and answer Alpha Motors here: https://alpha.example/enquiries/abc\n\nAlpha Motors",
    });
  });

  it("sends no link for an enquiry without a status page", () => {
    expect(replySmsText({ ...input, statusUrl: null })).toBe("Alpha Motors: Yes, it is still here.");
    expect(replyEmail({ ...input, statusUrl: null }).text).toBe("Yes, it is still here.\n\nAlpha Motors");
  });
});
