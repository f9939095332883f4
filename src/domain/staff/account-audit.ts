import { STAFF_ROLES } from "./staff-role";

type Entry = { action: string; detail: Record<string, unknown>; subjectName: string | null };

const SIGN_IN_METHODS: Readonly<Record<string, string>> = {
  passkey: "a passkey",
  link_totp: "an e-mailed link and an authenticator code",
  link_recovery_code: "an e-mailed link and a recovery code",
  totp: "an authenticator code",
  recovery_code: "a recovery code",
};

/** "Head: part, part", or the head alone when no part is known. */
const withParts = (head: string, parts: readonly (string | null)[]) => {
  const known = parts.filter((part): part is string => part !== null);
  return known.length ? `${head}: ${known.join(", ")}` : head;
};
const count = (n: unknown, one: string, many: string) => (typeof n === "number" ? `${n} ${n === 1 ? one : many}` : null);
const text = (value: unknown) => (typeof value === "string" && value ? value : null);
const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const DATE = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** A holiday's date as staff read it: "2026-12-25" → "25 Dec 2026". */
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? DATE.format(new Date(`${iso}T00:00:00Z`)) : iso);

function locationHoursText(detail: Record<string, unknown>): string {
  const holidays = list(detail.holidays).map(day);
  const removed = list(detail.removedHolidays).map(day);
  return withParts(`Saved the hours and phone numbers of ${text(detail.location) ?? "a location"}`, [
    holidays.length ? `holiday hours on ${holidays.join(", ")}` : null,
    removed.length ? `removed ${removed.join(", ")}` : null,
  ]);
}

const TEXTS: Readonly<Record<string, (detail: Record<string, unknown>, subject: string) => string>> = {
  sign_in: (d) => `Signed in with ${SIGN_IN_METHODS[String(d.method)] ?? "a method no longer offered"}`,
  sign_in_failed: (d) => `A sign-in failed: ${SIGN_IN_METHODS[String(d.method)] ?? "its second step"} did not match`,
  sign_out: () => "Signed out",
  sign_out_everywhere: (d) => withParts("Signed out on every device", [count(d.sessions, "session ended", "sessions ended")]),
  register_passkey: () => "Added a passkey",
  invite: (d) => `Invited ${text(d.email) ?? "someone"} as ${(STAFF_ROLES as readonly unknown[]).includes(d.role) ? String(d.role) : "staff"}`,
  accept_invitation: () => "Accepted an invitation and set up sign-in",
  deactivate: (d, subject) => withParts(`Deactivated ${subject}`, [count(d.sessionsEnded, "session ended", "sessions ended"), count(d.leadsReturned, "lead back to routing", "leads back to routing")]),
  routing_settings: (d) => withParts("Saved the routing", [count(d.rules, "rule", "rules"), typeof d.reassignAfterMinutes === "number" ? `reassign after ${count(d.reassignAfterMinutes, "minute", "minutes")} of opening hours` : null]),
  trade_in_margin: (d) => `Changed the trade-in margin from ${String(d.from)}% to ${String(d.to)}%`,
  location_hours: locationHoursText,
};

/**
 * What the owners' audit page says of a staff account or settings entry ("Invited sam@… as salesperson"), in place
 * of its stored detail; null for any other action. The specification gives no texts for the audit log.
 */
export function accountAuditText({ action, detail, subjectName }: Entry): string | null {
  const describe = Object.hasOwn(TEXTS, action) ? TEXTS[action] : undefined;
  return describe ? describe(detail, subjectName ?? "someone") : null;
}
