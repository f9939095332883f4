import { SIGN_IN_MESSAGES } from "@/domain/accounts/sign-in-form";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { SPIN_ENTRY_FIELDS } from "./spin-lead";

type EntryField = (typeof SPIN_ENTRY_FIELDS)[number];

/**
 * What the page says after its form (without JavaScript, a form's answer is the page it redirects to):
 * `/spin-to-win?notice=invalid&fields=name,email` and the like; `won` (just spun) turns the wheel before it stops.
 * Only our own codes are read; texts come from here.
 */
export type SpinNotice = { kind: "won" | "expired" | "already_spun" } | { kind: "invalid"; fields: EntryField[] };

const FIELD_MESSAGES: Record<EntryField, string> = {
  name: LEAD_MESSAGES.name,
  last_name: LEAD_MESSAGES.lastName,
  email: LEAD_MESSAGES.email,
  postcode: LEAD_MESSAGES.postcode,
  location_id: LEAD_MESSAGES.location,
};

/** The notices shown above the page; a refused entry is shown by the form's error summary instead. */
export const SPIN_NOTICE_TEXTS = {
  expired: SIGN_IN_MESSAGES.expiredPage,
  already_spun: "You have already spun the wheel for this promotion. Here is your prize.",
} as const;

/** The entry's refused fields as the form shows them; a refusal of the dealership is the location's. */
export function refusedEntryFields(errors: Record<string, string>): EntryField[] {
  const named = Object.keys(errors).map((field) => (field === "dealership_slug" ? "location_id" : field));
  return SPIN_ENTRY_FIELDS.filter((field) => named.includes(field));
}

export function spinFieldMessage(field: EntryField): string {
  return FIELD_MESSAGES[field];
}

type Query = Record<string, string | string[] | undefined>;

export function readSpinNotice(query: Query): SpinNotice | null {
  const kind = query.notice;
  if (kind === "won" || kind === "expired" || kind === "already_spun") return { kind };
  if (kind !== "invalid") return null;
  const listed = typeof query.fields === "string" ? query.fields.split(",") : [];
  return { kind, fields: SPIN_ENTRY_FIELDS.filter((field) => listed.includes(field)) };
}

export function spinNoticePath(notice: SpinNotice | null): string {
  if (!notice) return "/spin-to-win";
  const query = new URLSearchParams({ notice: notice.kind });
  if (notice.kind === "invalid") query.set("fields", notice.fields.join(","));
  return `/spin-to-win?${query.toString()}`;
}
