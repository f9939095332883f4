import { PermanentSmsError, type SmsSender } from "./sms-sender";

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** An E.164 number or alphanumeric sender id; or send from a messaging service instead. */
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
  timeoutMs: number;
};

type TwilioError = { code?: number; message?: string };

/**
 * Sends through Twilio's Programmable Messaging REST API (decision 020): one form-encoded POST per message to
 * `/2010-04-01/Accounts/{sid}/Messages.json` with HTTP basic auth. A 4xx answer other than 429 is the provider
 * refusing this message (a bad number, an unverified sender) and is not retried; timeouts, 429 and 5xx are.
 */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = new URL(`/2010-04-01/Accounts/${settings.accountSid}/Messages.json`, settings.apiBase).toString();
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    description: `SMS go through Twilio (${new URL(settings.apiBase).host})`,
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
      else if (settings.from) form.set("From", settings.from);
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (response.ok && typeof answer.sid === "string") return { providerId: answer.sid };
      const reason = `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ""}: ${answer.message ?? "no message"}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PermanentSmsError(reason);
      throw new Error(reason);
    },
  };
}
