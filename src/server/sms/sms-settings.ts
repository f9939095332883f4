import path from "node:path";
import { loadEnv } from "@/config/env";
import { createOutboxFileSmsSender } from "./outbox-file-sms-sender";
import type { SmsSender } from "./sms-sender";
import { createTwilioSmsSender } from "./twilio-sms-sender";

/** The configured SMS sender (`SMS_PROVIDER` and `TWILIO_*` in src/config/env.ts, validated at start). */
export function createConfiguredSmsSender(source: NodeJS.ProcessEnv = process.env): SmsSender {
  const env = loadEnv(source);
  if (env.SMS_PROVIDER === "outbox") return createOutboxFileSmsSender(smsOutboxDir(env.DATA_DIR));
  return createTwilioSmsSender({
    // loadEnv refuses SMS_PROVIDER=twilio without these.
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiBase: env.TWILIO_API_BASE,
    timeoutMs: env.TWILIO_TIMEOUT_MS,
  });
}

const smsOutboxDir = (dataDir: string) => path.resolve(dataDir, "sms-outbox");
