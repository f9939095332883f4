import { describe, expect, it } from "vitest";
import {
  alertEmailStatus, confirmationDedupeKey, confirmationExpiresAt, confirmationLinkState, confirmationResendAt, EMAIL_CONFIRMATION_TOKEN,
  type AlertEmailStatus, type ConfirmationLink, type ConfirmationLinkState, type ShopperAddress,
} from "./email-confirmation";
import { emailConfirmationEmail } from "./email-confirmation-messages";

const now = new Date("2026-11-27T12:00:00Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe("EMAIL_CONFIRMATION_TOKEN — 24 random bytes, base64url", () => {
  it.each([
    ["A".repeat(32), true],
    ["aZ09_-".repeat(5) + "xy", true],
    ["A".repeat(31), false],
    ["A".repeat(33), false],
    [`${"A".repeat(31)}=`, false],
    [`${"A".repeat(31)}+`, false],
    [`${"A".repeat(31)}/`, false],
    ["", false],
  ])("%s → %s", (token, valid) => {
    expect(EMAIL_CONFIRMATION_TOKEN.test(token)).toBe(valid);
  });
});

describe("confirmationExpiresAt — a link works for 24 hours", () => {
  it("is a day after it was sent", () => {
    expect(confirmationExpiresAt(now)).toEqual(at(24 * HOUR));
  });
});

describe("confirmationResendAt — at most one confirmation e-mail per shopper per 10 minutes", () => {
  it.each<[string, Date | null, Date | null]>([
    ["none sent yet", null, null],
    ["one sent a minute ago: wait 9 more", at(-MIN), at(9 * MIN)],
    ["one sent 9 minutes 59 seconds ago", at(-10 * MIN + 1_000), at(1_000)],
    ["one sent 10 minutes ago", at(-10 * MIN), null],
    ["one sent yesterday", at(-24 * HOUR), null],
  ])("%s", (_label, lastSentAt, expected) => {
    expect(confirmationResendAt(lastSentAt, now)).toEqual(expected);
  });
});

describe("confirmationDedupeKey — a retried post queues one e-mail, a send after it another", () => {
  it.each<[string, [number, Date | null], [number, Date | null], boolean]>([
    ["two posts that saw no link yet", [7, null], [7, null], true],
    ["two posts that saw the same last link", [7, at(-HOUR)], [7, at(-HOUR)], true],
    ["a send after a newer link", [7, at(-HOUR)], [7, now], false],
    ["the first link and the next", [7, null], [7, now], false],
    ["another shopper", [7, now], [8, now], false],
  ])("%s: same key %s", (_label, a, b, same) => {
    expect(confirmationDedupeKey(...a) === confirmationDedupeKey(...b)).toBe(same);
  });

  it("reads as what it is", () => {
    expect(confirmationDedupeKey(7, null)).toBe("email-confirmation:7:after:none");
    expect(confirmationDedupeKey(7, now)).toBe(`email-confirmation:7:after:${now.getTime()}`);
  });
});

describe("confirmationLinkState — single use, 24 hours, the current address only", () => {
  const link = (changes: Partial<ConfirmationLink> = {}): ConfirmationLink => ({ email: "jess@example.com", expiresAt: at(HOUR), usedAt: null, ...changes });
  const waiting: ShopperAddress = { email: "jess@example.com", confirmedAt: null };
  it.each<[string, ConfirmationLink, ShopperAddress, ConfirmationLinkState]>([
    ["unused, unexpired, for the address given", link(), waiting, "open"],
    ["a second before it expires", link({ expiresAt: at(1_000) }), waiting, "open"],
    ["at its expiry", link({ expiresAt: now }), waiting, "expired"],
    ["used, and the address it confirmed is still confirmed: the page says so", link({ usedAt: at(-MIN) }), { ...waiting, confirmedAt: at(-MIN) }, "confirmed"],
    ["unused, but another link to the same address confirmed it", link(), { ...waiting, confirmedAt: at(-MIN) }, "confirmed"],
    ["used, then the address was removed and given again", link({ usedAt: at(-HOUR) }), waiting, "used"],
    ["the address was changed since", link(), { email: "sam@example.com", confirmedAt: null }, "withdrawn"],
    ["the address was changed and the new one confirmed", link(), { email: "sam@example.com", confirmedAt: at(-MIN) }, "withdrawn"],
    ["the address was removed", link(), { email: null, confirmedAt: null }, "withdrawn"],
    ["another spelling of the address is another address", link(), { email: "Jess@example.com", confirmedAt: null }, "withdrawn"],
  ])("%s → %s", (_label, value, shopper, expected) => {
    expect(confirmationLinkState(value, shopper, now)).toBe(expected);
  });
});

describe("alertEmailStatus — what the garage says about the address", () => {
  const address = { email: "jess@example.com", confirmedAt: null };
  const sent = (sentAgoMs: number, changes: Partial<ConfirmationLink> = {}) => ({ email: "jess@example.com", sentAt: at(-sentAgoMs), expiresAt: at(24 * HOUR - sentAgoMs), usedAt: null, ...changes });
  it.each<[string, ShopperAddress & { email: string }, Parameters<typeof alertEmailStatus>[1], AlertEmailStatus]>([
    ["confirmed", { ...address, confirmedAt: at(-HOUR) }, sent(HOUR, { usedAt: at(-HOUR) }), { confirmation: "confirmed", resendIn: null }],
    ["a link sent 3 minutes ago", address, sent(3 * MIN), { confirmation: "link_sent", resendIn: "7 minutes" }],
    ["a link sent an hour ago", address, sent(HOUR), { confirmation: "link_sent", resendIn: null }],
    ["the link expired", address, sent(25 * HOUR), { confirmation: "no_link", resendIn: null }],
    ["an address from before confirmation: no link", address, null, { confirmation: "no_link", resendIn: null }],
    ["changed 2 minutes after a link to the old address", address, sent(2 * MIN, { email: "old@example.com" }), { confirmation: "no_link", resendIn: "8 minutes" }],
  ])("%s", (_label, shopper, latest, expected) => {
    expect(alertEmailStatus(shopper, latest, now)).toEqual(expected);
  });
});

describe("emailConfirmationEmail", () => {
  it("names the site, the address and the link, says what confirming does and that ignoring it changes nothing", () => {
    expect(emailConfirmationEmail({ siteName: "Harbour Toyota", address: "jess@example.com", link: "https://harbour.example/my-garage/confirm-email/tttt" })).toEqual({
      subject: "Confirm your e-mail address for Harbour Toyota alerts",
      text:
        "Someone asked Harbour Toyota to e-mail the alerts about cars on their watchlist to jess@example.com.\n\n" +
        "If that was you, open this link and press Confirm. Alerts will come to this address once you confirm it. The link works once, for 24 hours:\n" +
        "https://harbour.example/my-garage/confirm-email/tttt\n\n" +
        "If it was not you, ignore this e-mail: nothing changes, and no alerts will come to this address.\n",
    });
  });
});
