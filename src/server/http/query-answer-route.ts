import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import type { EdgeAnswers } from "./handle-api-error";
import { toResponse, type JsonAnswer } from "./json-answer";
import { withSite } from "./with-site";

/** A service that answers a GET from its query string alone (`/api/delivery`, `/api/drive-away`). */
export type QueryAnswer = (db: Database, site: Site, query: URLSearchParams, now: Date) => Promise<JsonAnswer>;

/** The one handler of such routes: the service's answer, as it gives it. */
export function queryAnswerRoute(answer: QueryAnswer, edge: EdgeAnswers) {
  return withSite(async ({ request, db, site }) => toResponse(await answer(db, site, request.nextUrl.searchParams, new Date())), edge);
}
