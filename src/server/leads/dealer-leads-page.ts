import type { Database } from "@/db/client";
import { listDealershipLeads, type DealerLeadCursor } from "@/db/queries/dealer-leads";
import { markLeadsCollected } from "@/db/queries/enquiry-status";
import type { Site } from "@/domain/site/site";
import { toDealerLeadJson } from "./dealer-lead-json";

export type DealerLeadsQuery = { limit: number; after?: DealerLeadCursor };
type QueryParse = { ok: true; value: DealerLeadsQuery } | { ok: false; parameter: string; message: string };

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** timestamptz as PostgreSQL prints it: `2026-03-04 05:06:07.123456+00`. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

const encodeCursor = (cursor: string) => Buffer.from(cursor).toString("base64url");

function decodeCursor(text: string): DealerLeadCursor | null {
  const [createdAt, id] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || !/^[0-9a-f-]{36}$/.test(id) || !POSTGRES_TIMESTAMP.test(createdAt)) return null;
  return { createdAt, id };
}

/** `limit` (1–100, default 50) and `cursor` (the previous page's `next_cursor`). */
export function parseDealerLeadsQuery(params: URLSearchParams): QueryParse {
  const limitText = params.get("limit");
  const limit = limitText === null ? DEFAULT_PAGE_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) return { ok: false, parameter: "limit", message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  const cursorText = params.get("cursor");
  if (cursorText === null || cursorText === "") return { ok: true, value: { limit } };
  const after = decodeCursor(cursorText);
  return after ? { ok: true, value: { limit, after } } : { ok: false, parameter: "cursor", message: "cursor must be a next_cursor from a previous page" };
}

/** One page as the API answers it: `{ leads, next_cursor }` (null on the last page). The leads it returns count as opened by the dealer's CRM on the shopper's status page. */
export async function listDealerLeadsPage(db: Database, site: Site, dealershipId: number, query: DealerLeadsQuery) {
  const rows = await listDealershipLeads(db, site, dealershipId, { limit: query.limit + 1, after: query.after });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  await markLeadsCollected(db, site, page.map((lead) => lead.id));
  return {
    leads: page.map((lead) => toDealerLeadJson(lead, lead.deliveries, lead.inbox)),
    next_cursor: rows.length > query.limit && last ? encodeCursor(last.cursor) : null,
  };
}
