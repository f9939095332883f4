import { describe, expect, it } from "vitest";
import { COPIED_NOTICE_MS, SHARE_WINDOW, shareLinks, shareWindowFeatures } from "./share-links";

const url = "https://harbourtoyota.example/cars/2021-toyota-hilux-sr5-u1234";

// Spec 000 §9: "Share window 550×400; targets Facebook, Twitter (hideable), WhatsApp, email, SMS, copy link; copied notice 1500 ms."
describe("shareLinks", () => {
  it("lists the spec's targets in order, each carrying the page address", () => {
    const links = shareLinks(url, "2021 Toyota HiLux SR5");
    expect(links.map((l) => l.target)).toEqual(["facebook", "twitter", "whatsapp", "email", "sms"]);
    for (const link of links) expect(decodeURIComponent(link.href)).toContain(url);
  });
  it("'Twitter (hideable)'", () => expect(shareLinks(url, "x", { hideTwitter: true }).map((l) => l.target)).toEqual(["facebook", "whatsapp", "email", "sms"]));
  it("email and SMS use the device's apps, not a window", () => {
    const links = shareLinks(url, "x");
    expect(links.filter((l) => !l.popup).map((l) => l.href.split(":")[0])).toEqual(["mailto", "sms"]);
  });
  it("constants", () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
    expect(COPIED_NOTICE_MS).toBe(1500);
  });
});

describe("shareWindowFeatures", () => {
  it("opens 550×400, centred", () => expect(shareWindowFeatures({ width: 1280, height: 800 })).toBe("width=550,height=400,left=365,top=200,noopener,noreferrer"));
});
