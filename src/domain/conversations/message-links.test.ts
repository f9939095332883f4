import { describe, expect, it } from "vitest";
import { messageParts, safeLinkHref } from "./message-links";

const text = (t: string) => ({ kind: "text", text: t });
const link = (t: string, href = t) => ({ kind: "link", text: t, href });

describe("links in messages (issue 33: 'never made clickable to a javascript: or data URL')", () => {
  it.each([
    ["Plain words only", [text("Plain words only")]],
    ["See https://alpha.example/cars/rav4 today", [text("See "), link("https://alpha.example/cars/rav4"), text(" today")]],
    ["http://alpha.example", [link("http://alpha.example", "http://alpha.example/")]],
    ["Is it https://alpha.example/x?a=1.", [text("Is it "), link("https://alpha.example/x?a=1"), text(".")]],
    ["(https://alpha.example/y)", [text("("), link("https://alpha.example/y"), text(")")]],
    ["HTTPS://ALPHA.EXAMPLE/Z", [link("HTTPS://ALPHA.EXAMPLE/Z", "https://alpha.example/Z")]],
    ["a https://x.example b https://y.example", [text("a "), link("https://x.example", "https://x.example/"), text(" b "), link("https://y.example", "https://y.example/")]],
  ])("%j", (message, parts) => {
    expect(messageParts(message)).toEqual(parts);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    " javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "<a href=\"javascript:alert(1)\">click</a>",
    "<script>alert(1)</script>",
    "//evil.example/path",
    "www.alpha.example",
    "https://",
  ])("keeps %j as text", (message) => {
    expect(messageParts(message)).toEqual([text(message)]);
  });

  it("does not let a link's address run into markup", () => {
    expect(messageParts('https://alpha.example/"onmouseover="alert(1)')).toEqual([link("https://alpha.example/", "https://alpha.example/"), text('"onmouseover="alert(1)')]);
  });

  it.each([
    ["https://alpha.example/a", "https://alpha.example/a"],
    ["javascript:alert(1)", null],
    ["data:,x", null],
    ["mailto:a@b.example", null],
    ["not a url", null],
  ])("safeLinkHref(%j) is %j", (candidate, href) => {
    expect(safeLinkHref(candidate)).toBe(href);
  });
});
