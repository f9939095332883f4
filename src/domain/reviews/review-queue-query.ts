import { z } from "zod";
import { REVIEW_STATUSES, type ReviewStatus } from "./review";

/** Reviews per page of the workspace's moderation queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** The specification gives no texts for the workspace; these say what to fix. */
export const REVIEW_QUEUE_FILTER_MESSAGES = {
  status: "Choose a status from the list.",
  dealership: "Choose one of your dealerships.",
  page: "Choose a page number from 1 to 1,000.",
} as const;
const M = REVIEW_QUEUE_FILTER_MESSAGES;

const FIELDS = {
  status: z.enum(REVIEW_STATUSES, { error: M.status }),
  dealership: z.coerce.number({ error: M.dealership }).int({ error: M.dealership }).positive({ error: M.dealership }).max(2_147_483_647, { error: M.dealership }),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(1_000, { error: M.page }),
} as const;
export type ReviewQueueField = keyof typeof FIELDS;

/** No status: the pending reviews first (the queue), then the approved and rejected ones, newest first in each. */
export type ReviewQueueFilters = { status?: ReviewStatus; dealershipId?: number; page: number };

export type ReviewQueueParse = { filters: ReviewQueueFilters; errors: Partial<Record<ReviewQueueField, string>>; values: Partial<Record<ReviewQueueField, string>> };

/**
 * The queue's query string (a GET form, so the address is the list's state): each field is read alone, and a bad
 * one is named and left out, never a crash. `values` is what the form shows again and the links keep.
 */
export function parseReviewQueueQuery(params: Record<string, string | string[] | undefined>): ReviewQueueParse {
  const result: ReviewQueueParse = { filters: { page: 1 }, errors: {}, values: {} };
  for (const field of Object.keys(FIELDS) as ReviewQueueField[]) {
    const raw = params[field];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value) continue;
    result.values[field] = value.slice(0, 20);
    const parsed = FIELDS[field].safeParse(value);
    if (!parsed.success) {
      result.errors[field] = M[field];
      continue;
    }
    if (field === "status") result.filters.status = parsed.data as ReviewStatus;
    else if (field === "dealership") result.filters.dealershipId = parsed.data as number;
    else result.filters.page = parsed.data as number;
  }
  return result;
}

/** The queue's address with the same filters, on another page (the first when none is given). */
export function reviewQueueHref(values: ReviewQueueParse["values"], page?: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (values.status) params.set("status", values.status);
  if (values.dealership) params.set("dealership", values.dealership);
  if (page !== undefined && page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/reviews?${query}` : "/reviews";
}
