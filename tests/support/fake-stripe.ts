/**
 * A local fake of the few Stripe HTTP API endpoints Forecourt calls (issue 18), for tests: checkout sessions
 * (create, retrieve), refunds (create, honouring Idempotency-Key), and a minimal hosted checkout page whose Pay
 * button marks the session paid, sends the signed `checkout.session.completed` webhook (Stripe's documented
 * signature scheme, made by the SDK's own generateTestHeaderString) and redirects to the success URL, as Stripe does.
 * It listens on an ephemeral port; point the SDK at it with STRIPE_API_BASE.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type FakeSession = {
  id: string; object: "checkout.session"; url: string; status: "open" | "complete"; payment_status: "unpaid" | "paid"; client_reference_id: string | null;
  metadata: Record<string, string>; customer_email: string | null; amount_total: number; currency: string; success_url: string; cancel_url: string; payment_intent: string | null;
};
export type FakeRefund = { id: string; object: "refund"; payment_intent: string; status: "succeeded"; amount: number };

/** Where the fake sends its webhooks: a handler in the test process, or the app over HTTP. */
export type WebhookTarget = (payload: string, signature: string) => Promise<void>;

/** The session's metadata as the SDK sends it, `metadata[key]=value`. */
const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...form].flatMap(([key, value]) => {
    const name = key.match(/^metadata\[(\w+)\]$/)?.[1];
    return name ? [[name, value]] : [];
  }));

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  /** Refund calls to fail with a 500 before succeeding (retries through the outbox). */
  failRefunds = 0;
  webhookTarget: WebhookTarget | null = null;
  private readonly refundsByKey = new Map<string, FakeRefund>();
  private server: Server | null = null;
  origin = "";

  constructor(readonly webhookSecret = "whsec_fakestripetestsecret") {}

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, { error: { message: String(error) } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Marks a session paid and sends its webhook, as the hosted page's Pay button does. */
  async pay(sessionId: string): Promise<FakeSession> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.payment_status !== "paid") Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi") });
    await this.deliver(this.event("checkout.session.completed", session));
    return session;
  }

  /** A Stripe event as the API sends it, and its signed delivery. */
  event(type: string, object: unknown) {
    return { id: id("evt"), object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
  }

  signed(event: unknown, secret = this.webhookSecret): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  async deliver(event: unknown): Promise<void> {
    const { payload, signature } = this.signed(event);
    await this.webhookTarget?.(payload, signature);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", this.origin);
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    this.requests.push({ method: request.method ?? "GET", path: url.pathname, idempotencyKey });
    const form = new URLSearchParams(request.method === "POST" ? await readBody(request) : "");
    const session = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    const page = url.pathname.match(/^\/pay\/([\w]+)$/);
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") return send(response, 200, this.createSession(form));
    if (request.method === "GET" && session) return this.sessions.has(session[1]!) ? send(response, 200, this.sessions.get(session[1]!)) : send(response, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    if (request.method === "POST" && url.pathname === "/v1/refunds") return this.createRefund(form, idempotencyKey, response);
    if (request.method === "GET" && page) return this.hostedPage(page[1]!, response);
    if (request.method === "POST" && page) {
      const paid = await this.pay(page[1]!);
      response.writeHead(303, { location: paid.success_url.replace("{CHECKOUT_SESSION_ID}", paid.id) });
      return response.end();
    }
    send(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  }

  private createSession(form: URLSearchParams): FakeSession {
    const session: FakeSession = {
      id: id("cs_test"), object: "checkout.session", url: "", status: "open", payment_status: "unpaid",
      client_reference_id: form.get("client_reference_id"), metadata: metadataOf(form),
      customer_email: form.get("customer_email"), amount_total: Number(form.get("line_items[0][price_data][unit_amount]") ?? 0),
      currency: form.get("line_items[0][price_data][currency]") ?? "aud", success_url: form.get("success_url") ?? "", cancel_url: form.get("cancel_url") ?? "", payment_intent: null,
    };
    session.url = `${this.origin}/pay/${session.id}`;
    this.sessions.set(session.id, session);
    return session;
  }

  private createRefund(form: URLSearchParams, key: string | null, response: ServerResponse) {
    if (key && this.refundsByKey.has(key)) return send(response, 200, this.refundsByKey.get(key), { "idempotent-replayed": "true" });
    if (this.failRefunds > 0) {
      this.failRefunds -= 1;
      return send(response, 500, { error: { type: "api_error", message: "Simulated outage" } });
    }
    const paymentIntent = form.get("payment_intent") ?? "";
    const paid = [...this.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paid) return send(response, 400, { error: { type: "invalid_request_error", message: `No such payment_intent: '${paymentIntent}'` } });
    const refund: FakeRefund = { id: id("re"), object: "refund", payment_intent: paymentIntent, status: "succeeded", amount: paid.amount_total };
    this.refunds.push(refund);
    if (key) this.refundsByKey.set(key, refund);
    send(response, 200, refund);
  }

  private hostedPage(sessionId: string, response: ServerResponse) {
    const session = this.sessions.get(sessionId);
    if (!session) return send(response, 404, { error: { message: "No such session" } });
    const dollars = `$${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body><main><h1>Pay ${dollars} AUD</h1><p>Test mode: no card is charged.</p><form method="post" action="/pay/${session.id}"><button type="submit">Pay ${dollars}</button></form><p><a href="${session.cancel_url}">Back</a></p></main></body></html>`);
  }
}
