import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, emailMessages, smsMessages, watchEvents } from "@/db/schema";
import { runDueEmails } from "@/server/email/email-jobs";
import { createEmailSender, type PlainMessage } from "@/server/email/email-sender";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { setAlertEmail } from "./alert-email-settings";
import { confirmEmailByToken } from "./email-confirmation-links";
import { runWatchAlerts } from "./watch-alert-jobs";
import { saveCar } from "./watchlist-service";
import { createWatchlistFixture, giveConfirmedAlertEmail, recordedTokens, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
let outboxDir: string;
const origin = { siteOrigin: "http://alpha.localhost:3000" };
const today = new Date("2026-11-24T01:00:00Z");
const settings = { leaseMs: 60_000, retryBaseMs: 1_000 };
const quiet = { error: () => {} };
let hours = 0;
/** A time for the next change of address, an hour after the last: the resend limit never holds one up. */
const nextHour = () => new Date(today.getTime() + ++hours * 3_600_000);

const emails = () => handle.db.select().from(emailMessages).orderBy(emailMessages.createdAt, emailMessages.id);
const texts = () => handle.db.select({ recipient: smsMessages.recipient, dedupeKey: smsMessages.dedupeKey }).from(smsMessages).orderBy(smsMessages.recipient);
/** RFC 5322 §2.2.3: a long header is folded onto lines that begin with white space. */
const unfoldHeaders = (eml: string) => eml.replace(/\r?\n(?=[ \t])/g, "");
const emlFiles = async () => (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
async function droppedWatchedCar(slug: string, shopper = fx.shoppers.alpha): Promise<number> {
  const carId = await fx.addCar(fx.dealers.alpha, slug);
  await saveCar(handle.db, fx.alpha, shopper, { car_id: carId }, origin);
  await handle.db.update(cars).set({ price: 27_490 }).where(eq(cars.id, carId));
  return carId;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
  outboxDir = await mkdtemp(path.join(tmpdir(), "alert-mail-"));
});
afterAll(async () => {
  await destroyTestDatabase(handle);
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await giveConfirmedAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, "jess@example.com", nextHour());
  await handle.db.delete(smsMessages);
  await handle.db.delete(emailMessages);
  await rm(outboxDir, { recursive: true, force: true });
});

describe("alerts by e-mail (issue 14)", () => {
  it("a shopper who confirmed an address gets the alert as a text and an e-mail, one dedupe key for both; one without an address, the text only", async () => {
    const carId = await droppedWatchedCar("mail-both");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_id: carId }, origin);
    await runWatchAlerts(handle.db, { now: today });
    const [email, ...others] = await emails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      siteId: fx.alpha.id, recipient: "jess@example.com", kind: "watch_alert", status: "pending",
      subject: "Price drop on your Alpha Group watchlist: 2020 Mazda CX-5 mail-both",
      body: expect.stringMatching(/^Price drop on your watchlist\. 2020 Mazda CX-5 mail-both is now \$27,490 \(was \$29,990\)\.\nhttp:\/\/alpha\.localhost:3000\/cars\/mail-both\n\n.+\nStop alerts: http:\/\/alpha\.localhost:3000\/alerts\/[\w-]{32}\n$/),
      unsubscribeUrl: expect.stringMatching(/^http:\/\/alpha\.localhost:3000\/alerts\/[\w-]{32}\/stop$/),
    });
    expect(email!.body).toContain(`/alerts/${/alerts\/([\w-]{32})\/stop/.exec(email!.unsubscribeUrl!)![1]}`);
    expect((await texts()).map((t) => [t.recipient, t.dedupeKey])).toEqual([
      ["+61491570156", email!.dedupeKey],
      ["+61491570157", expect.stringMatching(/^watch-alert:/)],
    ]);
  });

  it("a retried alert job queues no second e-mail: a failed run rolls back the e-mail with the text, and a run again adds nothing", async () => {
    const carId = await droppedWatchedCar("mail-retry");
    const failing = async () => {
      throw new Error("outbox unavailable");
    };
    await expect(runWatchAlerts(handle.db, { now: today, queueSms: failing })).rejects.toThrow("outbox unavailable");
    expect(await emails()).toEqual([]);
    await runWatchAlerts(handle.db, { now: today });
    await handle.db.insert(watchEvents).values({ carId, kind: "price_drop", oldPrice: 29_990, newPrice: 27_490 });
    await runWatchAlerts(handle.db, { now: today });
    expect((await emails()).length).toBe(1);
  });

  it("the worker writes it to the outbox with a one-click unsubscribe; a failed send is retried and a send whose acknowledgement was lost is the same message", async () => {
    await droppedWatchedCar("mail-send");
    await runWatchAlerts(handle.db, { now: today });
    const [queued] = await emails();
    const outbox = createEmailSender({ from: "Forecourt <alerts@forecourt.localhost>", outboxDir });
    let refusals = 1;
    const flaky = { sendMessage: async (message: PlainMessage) => (refusals-- > 0 ? Promise.reject(new Error("421 try later")) : outbox.sendMessage(message)) };

    const now = new Date();
    expect(await runDueEmails(handle.db, flaky, now, settings, quiet)).toBe(1);
    expect(await emails()).toEqual([expect.objectContaining({ status: "pending", attempts: 1, lastError: "421 try later" })]);
    const later = new Date(now.getTime() + 3_600_000);
    expect(await runDueEmails(handle.db, flaky, later, settings, quiet)).toBe(1);
    expect(await emails()).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);

    const file = path.join(outboxDir, `${queued!.id}.eml`);
    const eml = unfoldHeaders(await readFile(file, "utf8"));
    expect(eml).toContain(`Message-ID: <${queued!.id}@mail.forecourt>`);
    expect(eml).toContain("To: jess@example.com");
    expect(eml).toContain(`List-Unsubscribe: <${queued!.unsubscribeUrl}>`);
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The worker sent it and died before recording so: the lease runs out and it is sent again as the same message.
    await handle.db.update(emailMessages).set({ status: "pending", nextAttemptAt: later }).where(eq(emailMessages.id, queued!.id));
    expect(await runDueEmails(handle.db, outbox, later, settings, quiet)).toBe(1);
    expect(await emlFiles()).toEqual([`${queued!.id}.eml`]);
    expect((await readFile(file, "utf8")).match(/^Message-ID: .*$/m)?.[0]).toBe(`Message-ID: <${queued!.id}@mail.forecourt>`);
    outbox.close();
  });

  it("an address not confirmed yet gets no alert e-mail, the text still goes; once its link's button is pressed, the next alert goes by e-mail too", async () => {
    const { tokens, newToken } = recordedTokens();
    const now = nextHour();
    expect(await setAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, { email: "sam@example.com" }, { now, siteOrigin: origin.siteOrigin, newToken })).toBe("email_saved");
    await handle.db.delete(emailMessages);
    await droppedWatchedCar("mail-unconfirmed");
    await runWatchAlerts(handle.db, { now: today });
    expect(await emails()).toEqual([]);
    expect((await texts()).length).toBe(1);

    expect(await confirmEmailByToken(handle.db, fx.alpha, tokens[0]!, now)).toBe("confirmed");
    await droppedWatchedCar("mail-confirmed");
    await runWatchAlerts(handle.db, { now: today });
    expect((await emails()).map((e) => [e.recipient, e.kind])).toEqual([["sam@example.com", "watch_alert"]]);
    expect((await texts()).length).toBe(2);
  });

  it("a removed address gets no more e-mails", async () => {
    expect(await setAlertEmail(handle.db, fx.alpha, fx.shoppers.alpha.userId, { email: " " }, { now: nextHour(), siteOrigin: origin.siteOrigin })).toBe("email_removed");
    await droppedWatchedCar("mail-removed");
    await runWatchAlerts(handle.db, { now: today });
    expect(await emails()).toEqual([]);
    expect((await texts()).length).toBe(1);
  });
});
