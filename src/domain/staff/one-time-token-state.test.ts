import { describe, expect, it } from "vitest";
import { INVITATION_LIFETIME_MS, oneTimeTokenState, SIGN_IN_LINK_LIFETIME_MS, SIGN_IN_LINK_MAX_TRIES } from "./one-time-token-state";

const created = new Date("2026-12-01T00:00:00Z");
const after = (ms: number) => new Date(created.getTime() + ms);

// Issue 33: "Invitations by e-mail, single use, expiring in 7 days."
describe("invitations", () => {
  const invitation = (usedAt: Date | null = null) => ({ expiresAt: after(INVITATION_LIFETIME_MS), usedAt });
  const cases: [string, ReturnType<typeof invitation>, Date, string][] = [
    ["a day old", invitation(), after(86_400_000), "valid"],
    ["a moment before 7 days", invitation(), after(INVITATION_LIFETIME_MS - 1), "valid"],
    ["at 7 days", invitation(), after(INVITATION_LIFETIME_MS), "expired"],
    ["accepted once already", invitation(after(1000)), after(2000), "used"],
    ["accepted, and expired since", invitation(after(1000)), after(INVITATION_LIFETIME_MS + 1), "used"],
  ];
  it.each(cases)("%s: %s", (_, token, now, expected) => expect(oneTimeTokenState(token, now)).toBe(expected));
  it("lasts 7 days", () => expect(INVITATION_LIFETIME_MS).toBe(7 * 24 * 3_600_000));
});

describe("sign-in links", () => {
  const link = (tries: number) => ({ expiresAt: after(SIGN_IN_LINK_LIFETIME_MS), usedAt: null, tries });
  it("takes 5 wrong codes, then is dead", () => {
    expect(oneTimeTokenState(link(SIGN_IN_LINK_MAX_TRIES - 1), after(1000), SIGN_IN_LINK_MAX_TRIES)).toBe("valid");
    expect(oneTimeTokenState(link(SIGN_IN_LINK_MAX_TRIES), after(1000), SIGN_IN_LINK_MAX_TRIES)).toBe("exhausted");
  });
  it("expires after 15 minutes", () => expect(oneTimeTokenState(link(0), after(15 * 60_000), SIGN_IN_LINK_MAX_TRIES)).toBe("expired"));
});
