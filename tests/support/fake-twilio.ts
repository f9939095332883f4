/**
 * A local fake of Twilio's Messages endpoint (`POST /2010-04-01/Accounts/{sid}/Messages.json`), for tests of the
 * SMS adapter (issue 14): it checks HTTP basic auth against the account it was made with, records each message and
 * answers as Twilio documents it (201 with the message's `sid`; errors as `{ code, message, status }`). Tests can
 * make the next answers fail (`failNext` with a status) or hang past the client's timeout (`hangNext`). A shopper's
 * text back is `incomingMessage`: the webhook request Twilio would send, signed as its security documentation says
 * (written here apart from the app's own check, so the two must agree).
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeTwilioMessage = { sid: string; to: string; from: string | null; messagingServiceSid: string | null; body: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export class FakeTwilio {
  readonly messages: FakeTwilioMessage[] = [];
  /** Statuses to answer the next requests with instead of accepting them (e.g. [500, 429]). */
  failNext: number[] = [];
  /** Requests to leave unanswered (the client's timeout fires). */
  hangNext = 0;
  origin = "";
  private server: Server | null = null;

  constructor(
    readonly accountSid = `AC${"0a".repeat(16)}`,
    readonly authToken = "f".repeat(32),
  ) {}

  /** The incoming-message webhook Twilio would POST to `url` when `from` texts `body` to the site's number. */
  incomingMessage(url: string, message: { from: string; body: string; to?: string; messageSid?: string }, authToken = this.authToken): { headers: Record<string, string>; body: string } {
    const sid = message.messageSid ?? `SM${randomBytes(16).toString("hex")}`;
    const fields = {
      ToCountry: "AU", SmsMessageSid: sid, NumMedia: "0", FromCountry: "AU", SmsSid: sid, MessageSid: sid, AccountSid: this.accountSid,
      From: message.from, To: message.to ?? "+61480000000", Body: message.body, NumSegments: "1", ApiVersion: "2010-04-01",
    };
    const signed = url + Object.keys(fields).sort().map((name) => name + fields[name as keyof typeof fields]).join("");
    const signature = createHmac("sha1", authToken).update(signed).digest("base64");
    return {
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature, "user-agent": "TwilioProxy/1.1" },
      body: new URLSearchParams(fields).toString(),
    };
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, { code: 20500, message: String(error), status: 500 }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`) {
      return send(response, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString("base64")}`) {
      return send(response, 401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (this.hangNext > 0) {
      this.hangNext -= 1;
      return;
    }
    const failure = this.failNext.shift();
    if (failure) return send(response, failure, { code: failure === 429 ? 20429 : 20500, message: "Temporarily unavailable", status: failure });
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return send(response, 400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
    const message = { sid: `SM${randomBytes(16).toString("hex")}`, to, from: form.get("From"), messagingServiceSid: form.get("MessagingServiceSid"), body: form.get("Body") ?? "" };
    this.messages.push(message);
    send(response, 201, { sid: message.sid, status: "queued", to, body: message.body, error_code: null });
  }
}
