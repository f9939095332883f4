/** An SMTP server inside the test process: receives lead e-mail so nothing leaves the machine (tests only). */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { to: string[]; raw: string; deliveryId: string | null };
export type MailSink = { url: string; received: ReceivedMail[]; failNext(count: number): void; close(): Promise<void> };

/** Listens on `port` (default: any free one) on 127.0.0.1. */
export async function startMailSink(port = 0): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const deliveryId = /^X-Forecourt-Delivery-Id:\s*(\S+)/im.exec(raw)?.[1] ?? null;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, deliveryId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    failNext: (count) => (failures = count),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
