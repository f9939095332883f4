import { z } from "zod";
import type { CarType } from "@/domain/car/car";
import { LEAD_FORMS, type LeadForm } from "@/domain/leads/lead-form-schema";
import { phoneE164 } from "@/domain/phone/phone-number";
import { CAR_TYPES } from "@/domain/stock/stock-feed-row";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";

/** How old a lead is, as the inbox's age filter offers it. */
export const INBOX_AGES = ["hour", "day", "week", "older"] as const;
export type InboxAge = (typeof INBOX_AGES)[number];
export const INBOX_AGE_LABELS: Readonly<Record<InboxAge, string>> = { hour: "Last hour", day: "Last 24 hours", week: "Last 7 days", older: "Older than 7 days" };

export const LEAD_FORM_LABELS: Readonly<Record<LeadForm, string>> = {
  enquiry: "Enquiry", test_drive: "Test drive", request_photos: "Photos request", trade_in: "Trade-in", sell_my_car: "Sell my car",
  finance: "Finance", contact: "Contact", service: "Service", offer: "Offer",
};

/** The specification gives no texts for the inbox; these say what to fix. */
export const INBOX_FILTER_MESSAGES = {
  status: "Choose a status from the list.",
  dealership: "Choose one of your dealerships.",
  form: "Choose a form type from the list.",
  car_type: "Choose new, used or demo.",
  assignee: "Choose a salesperson, yourself or unassigned.",
  age: "Choose an age from the list.",
  q: "Search for at most 100 characters.",
  before: "That page of the list no longer exists: start again from the newest.",
} as const;
const M = INBOX_FILTER_MESSAGES;

/** Whose leads: one staff member's (by id), the signed-in member's, or nobody's yet. */
export type AssigneeFilter = { kind: "me" } | { kind: "unassigned" } | { kind: "staff"; staffId: number };

export type InboxFilters = {
  status?: LeadStatus;
  dealershipId?: number;
  form?: LeadForm;
  carType?: CarType;
  assignee?: AssigneeFilter;
  age?: InboxAge;
  search?: InboxSearch;
  /** Keyset paging: the list continues after this lead (newest first). */
  before?: string;
};

/** What a search matches: words against names, e-mail, stock number and VIN; a phone number as typed, in E.164. */
export type InboxSearch = { text: string; phoneE164: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blank = (v: unknown) => v === undefined || (typeof v === "string" && v.trim() === "");

/** Each field alone, so one bad filter is named and dropped while the others still apply. */
const FIELDS = {
  status: z.enum(LEAD_STATUSES, { error: M.status }),
  dealership: z.coerce.number({ error: M.dealership }).int({ error: M.dealership }).positive({ error: M.dealership }),
  form: z.enum(LEAD_FORMS, { error: M.form }),
  car_type: z.enum(CAR_TYPES, { error: M.car_type }),
  assignee: z.string().regex(/^(me|unassigned|[1-9]\d{0,9})$/, { error: M.assignee }),
  age: z.enum(INBOX_AGES, { error: M.age }),
  q: z.string().trim().max(100, { error: M.q }),
  before: z.string().regex(UUID, { error: M.before }),
} as const;
type Field = keyof typeof FIELDS;

export type InboxQueryParse = { filters: InboxFilters; errors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> };

const toAssignee = (value: string): AssigneeFilter => (value === "me" || value === "unassigned" ? { kind: value } : { kind: "staff", staffId: Number(value) });

/** A search as typed: a phone number in any format is also read as E.164, with the one phone parser. */
export function inboxSearch(text: string): InboxSearch {
  const digits = text.replace(/\D/g, "");
  return { text, phoneE164: digits.length >= 8 && /^[\d\s()+.-]+$/.test(text) ? phoneE164(text) : null };
}

/**
 * The inbox's query string (a GET form, so the address is the list's state): each field is read alone; a bad one
 * is named in `errors` and left out of the filters, never a crash. `values` is what the form shows again.
 */
export function parseInboxListQuery(params: Record<string, string | string[] | undefined>): InboxQueryParse {
  const result: InboxQueryParse = { filters: {}, errors: {}, values: {} };
  for (const field of Object.keys(FIELDS) as Field[]) {
    const raw = params[field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (blank(value)) continue;
    result.values[field] = value!.slice(0, 200);
    const parsed = FIELDS[field].safeParse(value);
    if (!parsed.success) {
      result.errors[field] = parsed.error.issues[0]?.message ?? M[field];
      continue;
    }
    applyField(result.filters, field, parsed.data);
  }
  return result;
}

function applyField(filters: InboxFilters, field: Field, value: string | number): void {
  switch (field) {
    case "status": filters.status = value as LeadStatus; break;
    case "dealership": filters.dealershipId = value as number; break;
    case "form": filters.form = value as LeadForm; break;
    case "car_type": filters.carType = value as CarType; break;
    case "assignee": filters.assignee = toAssignee(value as string); break;
    case "age": filters.age = value as InboxAge; break;
    case "q": if (value !== "") filters.search = inboxSearch(value as string); break;
    case "before": filters.before = (value as string).toLowerCase(); break;
  }
}

/** The query string of the list's other pages and links: the same filters, another cursor. */
export function inboxListHref(values: InboxQueryParse["values"], before?: string): string {
  const params = new URLSearchParams(Object.entries(values).filter(([key, value]) => key !== "before" && value !== undefined) as [string, string][]);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `/?${query}` : "/";
}
