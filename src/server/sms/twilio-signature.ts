import { createHmac, timingSafeEqual } from "node:crypto";

/** A form post's fields in the order they came, repeated names kept. */
export type FormFields = readonly (readonly [string, string])[];

const byNameThenValue = (a: readonly [string, string], b: readonly [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/**
 * Twilio's request signature (`X-Twilio-Signature`, its webhook security documentation): the full URL Twilio
 * requested, query string included, followed by every POST field's name and value sorted by name (case-sensitive, no
 * separators), HMAC-SHA1 with the account's auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, fields: FormFields): string {
  const signed = url + fields.toSorted(byNameThenValue).map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Whether the header is Twilio's signature of this request, compared in constant time. */
export function isTwilioSignatureValid(authToken: string, url: string, fields: FormFields, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
