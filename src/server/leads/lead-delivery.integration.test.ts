import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { claimDueDeliveries } from "@/db/queries/lead-deliveries";
import { dealerWebhooks, leadDeliveries } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { startMailSink, type MailSink } from "../../../tests/reliability/mail-sink";
import type { JobRunner } from "@/server/jobs/job-runner";
import { startLeadDeliveryRunner } from "../../../tests/support/lead-delivery-runner";
import type { EmailSender } from "@/server/email/email-sender";
import { anotherShopper, createLeadFixture, enquiry, type LeadFixture } from "../../../tests/fixtures/lead-fixture";
import { submitLead } from "./submit-lead";
import { webhookSignature } from "./webhook-sender";

let handle: DatabaseHandle;
let fx: LeadFixture;
let mail: MailSink;
let hooks: { server: Server; bodies: { body: string; signature: string; deliveryId: string }[]; failNext: number };
let worker: JobRunner;

beforeAll(async () => {
  mail = await startMailSink();
  hooks = { server: createServer(), bodies: [], failNext: 0 };
  hooks.server.on("request", (req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (hooks.failNext > 0) {
        hooks.failNext -= 1;
        return res.writeHead(500).end();
      }
      hooks.bodies.push({ body, signature: String(req.headers["forecourt-signature"]), deliveryId: String(req.headers["forecourt-delivery-id"]) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hooks.server.listen(0, "127.0.0.1", resolve));
  handle = await createTestDatabase();
  fx = await createLeadFixture(handle, { webhookUrl: `http://127.0.0.1:${(hooks.server.address() as AddressInfo).port}/leads`, webhookSecret: "whsec_test" });
  const settings = { smtpUrl: mail.url, mailFrom: "leads@forecourt.test", outboxDir: "/nonexistent", pollMs: 60_000, leaseMs: 60_000, retryBaseMs: 10, webhookTimeoutMs: 5_000 };
  worker = startLeadDeliveryRunner({ getDb: async () => handle.db, settings, log: { warn: () => {}, error: () => {} } });
});
afterAll(async () => {
  await worker?.stop();
  await mail?.close();
  hooks?.server.close();
  await destroyTestDatabase(handle);
});
beforeEach(() => {
  mail.received.length = 0;
  hooks.bodies.length = 0;
});

const submit = async (body: Record<string, unknown>, site = fx.alpha) => {
  const result = await submitLead(handle.db, site, body, { now: new Date() }, { rateLimit: { max: 100, windowMs: 600_000 } });
  if (result.kind !== "created") throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.leadId;
};
const deliveriesOf = (leadId: string) => handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
/** Drains until nothing is due (retries are due again after a few milliseconds here). */
async function drain(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await worker.drainOnce();
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe("lead delivery", () => {
  it("e-mails the dealership's lead address with a readable body and the ADF attached, once", async () => {
    const leadId = await submit(enquiry({ car_id: fx.carIds.alphaUsed, form: "trade_in", trade_in_year: 2015, trade_in_make: "Mazda", trade_in_model: "3", kms: "120,000 kms" }));
    await drain(3);
    expect(mail.received).toHaveLength(1);
    const [message] = mail.received;
    const [delivery] = await deliveriesOf(leadId);
    expect(message?.to).toEqual(["leads@alpha.example"]);
    expect(message?.deliveryId).toBe(delivery?.id);
    expect(message?.raw).toContain("Message-ID: <" + delivery?.id + "@leads.forecourt>");
    expect(message?.raw).toMatch(/Subject: General Enquiry: Jess Nguyen/);
    expect(message?.raw).toContain(`filename=lead-${leadId}.adf.xml`);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("retries a refused e-mail with backoff and delivers it on a later attempt", async () => {
    mail.failNext(2);
    const leadId = await submit(enquiry({ car_id: fx.carIds.alphaUsed }));
    await drain();
    const [delivery] = await deliveriesOf(leadId);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 3 });
    expect(mail.received.filter((m) => m.deliveryId === delivery?.id)).toHaveLength(1);
  });

  it("posts a signed webhook for a dealership that has one, retrying a 500", async () => {
    hooks.failNext = 1;
    const leadId = await submit(enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast }));
    await drain();
    const [delivery] = await deliveriesOf(leadId);
    expect(delivery).toMatchObject({ channel: "webhook", status: "delivered", attempts: 2 });
    const [hook] = hooks.bodies;
    const timestamp = Number(/t=(\d+)/.exec(hook!.signature)?.[1]);
    expect(hook?.signature).toBe(webhookSignature("whsec_test", timestamp, hook!.body));
    expect(hook?.deliveryId).toBe(delivery?.id);
    expect(JSON.parse(hook!.body)).toMatchObject({ delivery_id: delivery?.id, lead: { id: leadId, adf: expect.stringContaining("<adf>") } });
  });

  it.each([
    ["http://10.0.0.5:9/leads", "10.0.0.5 is a private address"],
    ["http://169.254.169.254/latest/meta-data", "169.254.169.254 is a link-local address"],
    ["http://crm.localhost:9/leads", "crm.localhost is a name for local use"],
    ["ftp://crm.example.com/leads", "must be an http or https address"],
  ])("never posts a lead to %s, an address on the server's own network or of another kind, and says why", async (url, reason) => {
    const [hook] = await handle.db.select().from(dealerWebhooks);
    await handle.db.update(dealerWebhooks).set({ url }).where(eq(dealerWebhooks.dealershipId, hook!.dealershipId));
    let leadId: string | undefined;
    try {
      leadId = await submit(enquiry({ dealership_slug: "alpha-east", location_id: fx.locationIds.alphaEast, ...anotherShopper() }));
      await drain(2);
      const [delivery] = (await deliveriesOf(leadId)).filter((d) => d.channel === "webhook");
      expect(delivery).toMatchObject({ status: "pending", lastError: expect.stringContaining(reason) });
      expect(hooks.bodies).toEqual([]);
    } finally {
      // Its refused delivery would be retried, and claimed or sent, in the tests after this one.
      if (leadId) await handle.db.update(leadDeliveries).set({ status: "failed" }).where(eq(leadDeliveries.leadId, leadId));
      await handle.db.update(dealerWebhooks).set({ url: hook!.url }).where(eq(dealerWebhooks.dealershipId, hook!.dealershipId));
    }
  });

  it("marks a delivery failed only after failing for 72 hours", async () => {
    const leadId = await submit(enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }));
    await handle.db.update(leadDeliveries).set({ createdAt: sql`now() - interval '73 hours'` }).where(eq(leadDeliveries.leadId, leadId));
    mail.failNext(1);
    await drain(2);
    expect((await deliveriesOf(leadId))[0]).toMatchObject({ status: "failed", lastError: expect.stringContaining("Mailbox busy") });
    mail.failNext(0);
  });

  it("a claim whose worker died is retried after its lease with the same delivery id", async () => {
    const leadId = await submit(enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }));
    const [claimed] = await claimDueDeliveries(handle.db, 10, 200);
    expect(claimed?.lead.id).toBe(leadId);
    await worker.drainOnce();
    expect(mail.received).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    await drain(2);
    expect(mail.received.map((m) => m.deliveryId)).toEqual([claimed?.id]);
  });

  it("two workers draining at once send each delivery once (SKIP LOCKED)", async () => {
    const ids = [];
    for (let i = 0; i < 25; i++) ids.push(await submit(enquiry({ car_id: fx.carIds.alphaUsed, message: `Lead ${i}`, ...anotherShopper() })));
    const settings = { smtpUrl: mail.url, mailFrom: "leads@forecourt.test", outboxDir: "/nonexistent", pollMs: 20, leaseMs: 60_000, retryBaseMs: 10, webhookTimeoutMs: 5_000 };
    const workers = [1, 2].map(() => startLeadDeliveryRunner({ getDb: async () => handle.db, settings }));
    for (let i = 0; i < 100 && mail.received.length < 25; i++) await new Promise((r) => setTimeout(r, 50));
    await Promise.all(workers.map((w) => w.stop()));
    expect(mail.received).toHaveLength(25);
    expect(new Set(mail.received.map((m) => m.deliveryId)).size).toBe(25);
  });

  it("a worker stopped mid-send releases its claim after the bound, so another worker sends it at once", async () => {
    const leadId = await submit(enquiry({ car_id: fx.carIds.alphaUsed, ...anotherShopper() }));
    let sending = 0;
    const stuck: EmailSender = { send: () => ((sending += 1), new Promise<void>(() => {})), sendMessage: async () => {}, close: () => {} };
    const settings = { smtpUrl: mail.url, mailFrom: "leads@forecourt.test", outboxDir: "/nonexistent", pollMs: 20, leaseMs: 600_000, retryBaseMs: 10, webhookTimeoutMs: 5_000 };
    const stopping = startLeadDeliveryRunner({ getDb: async () => handle.db, settings, emailSender: stuck, log: { warn: () => {}, error: () => {} } });
    for (let i = 0; i < 100 && sending === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(sending).toBeGreaterThan(0);
    const [held] = await handle.db.select({ due: sql<boolean>`${leadDeliveries.nextAttemptAt} <= now()` }).from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(held?.due).toBe(false);
    const started = Date.now();
    await stopping.stop(100);
    expect(Date.now() - started).toBeLessThan(2_000);
    await drain(1);
    const [delivery] = await deliveriesOf(leadId);
    expect(delivery).toMatchObject({ status: "delivered" });
    expect(mail.received.filter((m) => m.deliveryId === delivery?.id)).toHaveLength(1);
  });
});
