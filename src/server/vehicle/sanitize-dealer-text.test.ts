import { describe, expect, it } from "vitest";
import { dealerPlainText, sanitizeDealerHtml, sanitizeDealerRichText } from "./sanitize-dealer-text";
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

describe("sanitizeDealerRichText (content pages and offer descriptions)", () => {
  it.each([
    ["structure kept", "<h2>Warranty</h2><p>Five years.</p><ul><li>Unlimited km</li></ul>", "<h2>Warranty</h2><p>Five years.</p><ul><li>Unlimited km</li></ul>"],
    ["a second h1 becomes h2", "<h1>About</h1>", "<h2>About</h2>"],
    ["site links kept", '<a href="/contact">Contact us</a>', '<a href="/contact">Contact us</a>'],
    ["web links leave without the opener", '<a href="https://www.toyota.com.au" target="_blank" rel="opener">Toyota</a>', '<a href="https://www.toyota.com.au" rel="noopener noreferrer">Toyota</a>'],
    ["mail and phone links kept", '<a href="mailto:jobs@example.com.au">jobs</a> <a href="tel:0255501100">call</a>', '<a href="mailto:jobs@example.com.au">jobs</a> <a href="tel:0255501100">call</a>'],
    ["script links lose their address", '<a href="javascript:alert(1)">click</a>', "<a>click</a>"],
    ["protocol-relative links lose their address", '<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ["images, styles and classes removed", '<p class="x" style="color:red">Hi<img src="x.png"></p>', "<p>Hi</p>"],
    ["table header scope kept", '<table><tr><th scope="col" onclick="x">Term</th></tr></table>', '<table><tr><th scope="col">Term</th></tr></table>'],
  ])("%s", (_, input, expected) => expect(sanitizeDealerRichText(input)).toBe(expected));

  it.each(XSS_CORPUS)("leaves no executable markup: %s", (payload) => {
    const clean = sanitizeDealerRichText(payload).toLowerCase();
    expect(clean).not.toMatch(/<(script|img|svg|iframe|object|embed|form|input|style|link|meta|math|video|audio|body|details|base|button|source)\b/);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:|srcdoc|formaction/);
  });
});
