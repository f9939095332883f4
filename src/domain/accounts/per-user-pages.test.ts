import { describe, expect, it } from "vitest";
import { isPerUserPage } from "./per-user-pages";

describe("isPerUserPage", () => {
  it.each([
    ["/sign-in", true],
    ["/sign-in/", true],
    ["/sign-ins", false],
    ["/my-garage", true],
    ["/my-garage/save", true],
    ["/my-garage-sale", false],
    ["/spin-to-win", true],
    ["/spin-to-win/spin", true],
    ["/success", true],
    ["/successful-stories", false],
    ["/enquiries/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/alerts/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/", false],
    ["/cars/x", false],
    ["/api/session", false],
    ["/enquiries/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/success", true],
    ["/success/", true],
    ["/my-garage", true],
    ["/my-garage/", true],
    ["/search/new-used-and-demo-cars", false],
    ["/successful-stories", false],
    ["/my-garage-sale", false],
    // Gated pages (decision 024).
    ["/cars/2022-toyota-corolla-st1234/checkout", true],
    ["/cars/2022-toyota-corolla-st1234/buy-online", true],
    ["/cars/2022-toyota-corolla-st1234/checkout/", true],
    ["/cars/2022-toyota-corolla-st1234/enquire", false],
    ["/cars/checkout", false],
    ["/cars//checkout", false],
    ["/checkout-journey", true],
    ["/finance/credit-check", true],
    ["/finance", false],
    // The online payment form and its receipts (decision 025).
    ["/online-payment", true],
    ["/online-payment/receipt/abc", true],
    ["/online-payments", false],
  ])("%s → %s", (path, expected) => {
    expect(isPerUserPage(path)).toBe(expected);
  });
});
