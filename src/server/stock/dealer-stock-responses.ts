import type { ImportSummary } from "./import-stock";

/** The dealer stock API's answers (docs/api.md): errors as `{ error: { parameter?, message } }`, mapped once. */
const error = (status: number, message: string, parameter?: string, headers?: Record<string, string>, extra?: Record<string, unknown>) =>
  Response.json({ error: { ...(parameter ? { parameter } : {}), message, ...extra } }, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const stockErrors = {
  unknownSite: () => error(404, "Unknown site"),
  badRequest: (parameter: string, message: string) => error(400, message, parameter),
  unauthorized: () => error(401, "Send a dealership API key as 'Authorization: Bearer <key>'.", undefined, { "WWW-Authenticate": 'Bearer realm="dealer-stock"' }),
  forbidden: (message: string) => error(403, message),
  tooLarge: (message: string) => error(413, message, "body"),
  unsupportedType: () => error(415, "Send the feed as text/csv or application/json.", "Content-Type"),
  refused: (status: 409 | 422, message: string, summary: ImportSummary) => error(status, message, status === 422 ? "body" : "force", undefined, { summary: toImportJson(summary) }),
  unavailable: (what: string) => error(503, `${what} is unavailable just now, please try again.`, undefined, { "Retry-After": "2" }),
};

/** An import's summary as the API answers it. */
export function toImportJson(summary: ImportSummary) {
  return {
    dealerships: summary.dealerships, dry_run: summary.dryRun, rows: summary.rows, inserted: summary.inserted, updated: summary.updated,
    unchanged: summary.unchanged, marked_sold: summary.markedSold, rejected: summary.rejected, problems: summary.problems,
    problems_omitted: summary.problemsOmitted, ignored_fields: summary.ignoredFields, ms: summary.ms,
  };
}
