import { describe, expect, it } from "vitest";
import { dealerPlainText, sanitizeDealerHtml } from "./sanitize-dealer-text";
import { XSS_CORPUS } from "./xss-corpus";

describe("sanitizeDealerHtml", () => {
  it.each([
    ["plain text", "One owner, full service history.", "One owner, full service history."],
    ["emphasis kept", "<b>One owner</b> and <em>low kms</em>", "<b>One owner</b> and <em>low kms</em>"],
    ["attributes removed", '<b onclick="x()" style="color:red">Bold</b>', "<b>Bold</b>"],
    ["links removed, text kept", '<a href="javascript:alert(1)">click</a>', "click"],
    ["scripts removed with their text", "Hi<script>alert(1)</script>!", "Hi!"],
    ["ampersands escaped", "Tom & Jerry", "Tom &amp; Jerry"],
  ])("%s", (_, input, expected) => expect(sanitizeDealerHtml(input)).toBe(expected));

  it.each(XSS_CORPUS)("leaves no executable markup: %s", (payload) => {
    const clean = sanitizeDealerHtml(payload).toLowerCase();
    expect(clean).not.toMatch(/<(script|img|svg|iframe|object|embed|a|form|input|style|link|meta|math|video|audio|body|details|base)\b/);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:|srcdoc/);
  });
});

describe("dealerPlainText", () => {
  it("drops markup and decodes entities", () => expect(dealerPlainText("<b>Tom</b> &amp; <i>Jerry</i>\n<script>x</script>")).toBe("Tom & Jerry"));
});
