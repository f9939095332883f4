import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { findShopperAddress } from "@/db/queries/shopper-email";
import { emailConfirmations, emailMessages, users } from "@/db/schema";
import { runAccountHousekeeping } from "@/server/accounts/account-housekeeping";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { resendConfirmationLink, setAlertEmail } from "./alert-email-settings";
import { confirmEmailByToken, findConfirmationPage } from "./email-confirmation-links";
import { createWatchlistFixture, recordedTokens, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
const siteOrigin = "http://alpha.localhost:3000";
const start = new Date("2026-11-28T00:00:00Z");
const MIN = 60_000;
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);

let links: ReturnType<typeof recordedTokens>;
const shopper = () => fx.shoppers.alpha.userId;
const give = (email: string, minutes: number) => setAlertEmail(handle.db, fx.alpha, shopper(), { email }, { now: at(minutes), siteOrigin, newToken: links.newToken });
const address = () => findShopperAddress(handle.db, fx.alpha, shopper());
const press = (token: string, minutes: number, site = fx.alpha) => confirmEmailByToken(handle.db, site, token, at(minutes));
const sent = async () => (await handle.db.select().from(emailMessages).orderBy(emailMessages.createdAt, emailMessages.id)).filter((e) => e.kind === "email_confirmation");

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(async () => {
  links = recordedTokens();
  await handle.db.update(users).set({ email: null, emailConfirmedAt: null });
  await handle.db.delete(emailConfirmations);
  await handle.db.delete(emailMessages);
});

describe("confirming the alert address (issue 14, decision 021)", () => {
  it("a saved address stays unconfirmed and gets one e-mail with an absolute link on the shopper's site; the token is kept only as its SHA-256", async () => {
    expect(await give("jess@example.com", 0)).toBe("email_saved");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
    const [token] = links.tokens;
    expect(token).toMatch(/^[\w-]{32}$/);
    const [email, ...others] = await sent();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ siteId: fx.alpha.id, recipient: "jess@example.com", status: "pending", unsubscribeUrl: null, dedupeKey: `email-confirmation:${shopper()}:after:none` });
    expect(email!.body).toContain(`Someone asked Alpha Group to e-mail the alerts about cars on their watchlist to jess@example.com.`);
    expect(email!.body).toContain(`\n${siteOrigin}/my-garage/confirm-email/${token}\n`);

    const stored = await handle.db.select().from(emailConfirmations);
    expect(stored).toEqual([{
      tokenHash: createHash("sha256").update(token!).digest("base64url"), siteId: fx.alpha.id, userId: shopper(), email: "jess@example.com",
      createdAt: at(0), expiresAt: at(24 * 60), usedAt: null,
    }]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("a link confirms once: opening its page changes nothing, its button confirms, pressing again changes nothing, and it does not confirm the address given again after removal", async () => {
    await give("jess@example.com", 0);
    const [token] = links.tokens;
    expect(await findConfirmationPage(handle.db, fx.alpha, token!, at(1))).toEqual({ state: "open", address: "jess@example.com" });
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
    expect(await press(token!, 2)).toBe("confirmed");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: at(2) });
    expect(await press(token!, 3)).toBe("confirmed");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: at(2) });

    expect(await give("", 20)).toBe("email_removed");
    expect(await give("jess@example.com", 40)).toBe("email_saved");
    expect(await press(token!, 41)).toBe("used");
    expect(await findConfirmationPage(handle.db, fx.alpha, token!, at(41))).toBeNull();
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
    expect(await press(links.tokens[1]!, 42)).toBe("confirmed");
  });

  it("a link works for 24 hours", async () => {
    await give("jess@example.com", 0);
    await give("sam@example.com", 20);
    const [, samToken] = links.tokens;
    expect(await press(samToken!, 20 + 24 * 60)).toBe("expired");
    expect(await findConfirmationPage(handle.db, fx.alpha, samToken!, at(20 + 24 * 60))).toBeNull();
    expect(await press(samToken!, 20 + 24 * 60 - 1)).toBe("confirmed");
  });

  it("another site's link does nothing, and a token this site never made is unknown", async () => {
    await give("jess@example.com", 0);
    const [token] = links.tokens;
    expect(await press(token!, 1, fx.bravo)).toBe("unknown");
    expect(await findConfirmationPage(handle.db, fx.bravo, token!, at(1))).toBeNull();
    expect(await press("u".repeat(32), 1)).toBe("unknown");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
  });

  it("a changed address is unconfirmed again with a new link, and the old address's links stop working, even when it is given back", async () => {
    await give("jess@example.com", 0);
    expect(await give("sam@example.com", 20)).toBe("email_saved");
    const [jessToken, samToken] = links.tokens;
    expect(await press(jessToken!, 21)).toBe("withdrawn");
    expect(await give("jess@example.com", 40)).toBe("email_saved");
    expect(await press(jessToken!, 41)).toBe("expired");
    expect(await press(samToken!, 41)).toBe("withdrawn");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });

    expect(await press(links.tokens[2]!, 42)).toBe("confirmed");
    expect(await give("sam@example.com", 60)).toBe("email_saved");
    expect(await address()).toEqual({ email: "sam@example.com", confirmedAt: null });
  });

  it("the same confirmed address again keeps it confirmed and sends nothing", async () => {
    await give("jess@example.com", 0);
    await press(links.tokens[0]!, 1);
    expect(await give(" jess@example.com ", 30)).toBe("email_unchanged");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: at(1) });
    expect((await sent()).length).toBe(1);
  });

  it("letter case does not make an address new: the confirmed one stays confirmed, an unconfirmed one asks again and its links still work", async () => {
    await give("jess@example.com", 0);
    expect(await give("Jess@Example.com", 10)).toBe("email_saved");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: null });
    expect((await sent()).map((e) => e.recipient)).toEqual(["jess@example.com", "jess@example.com"]);
    expect(await press(links.tokens[0]!, 11)).toBe("confirmed");

    expect(await give("JESS@EXAMPLE.COM", 30)).toBe("email_unchanged");
    expect(await address()).toEqual({ email: "jess@example.com", confirmedAt: at(11) });
    expect((await sent()).length).toBe(2);
  });

  it("at most one confirmation e-mail per shopper per 10 minutes, saving or asking again; the same address unconfirmed asks again", async () => {
    await give("jess@example.com", 0);
    expect(await resendConfirmationLink(handle.db, fx.alpha, shopper(), { now: at(5), siteOrigin, newToken: links.newToken })).toBe("email_wait");
    expect(await give("jess@example.com", 9)).toBe("email_wait");
    expect(await give("sam@example.com", 9.9)).toBe("email_wait");
    expect(await address()).toEqual({ email: "sam@example.com", confirmedAt: null });
    expect((await sent()).map((e) => e.recipient)).toEqual(["jess@example.com"]);

    expect(await resendConfirmationLink(handle.db, fx.alpha, shopper(), { now: at(10), siteOrigin, newToken: links.newToken })).toBe("email_sent");
    expect(await give("sam@example.com", 20)).toBe("email_saved");
    expect((await sent()).map((e) => e.recipient)).toEqual(["jess@example.com", "sam@example.com", "sam@example.com"]);
    expect(await press(links.tokens[1]!, 21)).toBe("confirmed");
  });

  it("two posts of the same form at once queue one e-mail", async () => {
    const results = await Promise.all([give("jess@example.com", 0), give("jess@example.com", 0)]);
    expect(results.sort()).toEqual(["email_saved", "email_wait"]);
    expect((await sent()).length).toBe(1);
    expect((await handle.db.select().from(emailConfirmations)).length).toBe(1);
  });

  it("each site's shopper has their own address: the same phone on another site is someone else", async () => {
    await give("jess@example.com", 0);
    await press(links.tokens[0]!, 1);
    expect(await findShopperAddress(handle.db, fx.bravo, fx.shoppers.bravo.userId)).toEqual({ email: null, confirmedAt: null });
    expect(await findShopperAddress(handle.db, fx.bravo, shopper())).toBeNull();
  });

  it("housekeeping deletes links a day after they expired", async () => {
    await give("jess@example.com", 0);
    await give("sam@example.com", 20);
    await runAccountHousekeeping(handle.db, at(20 + 48 * 60 - 1));
    expect((await handle.db.select({ email: emailConfirmations.email }).from(emailConfirmations)).map((r) => r.email)).toEqual(["sam@example.com"]);
    await runAccountHousekeeping(handle.db, at(20 + 48 * 60 + 1));
    expect(await handle.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, shopper()))).toEqual([]);
  });
});
