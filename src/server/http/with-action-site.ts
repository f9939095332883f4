import { headers } from "next/headers";
import type { Database } from "@/db/client";
import { getDatabase } from "@/db/connection";
import type { Site } from "@/domain/site/site";
import { siteOfActionRequest } from "./action-request";
import { withAction } from "./action-edge";

/** What a server action's work gets: the site its request's host names, the database and the request's headers. */
export type ActionSite = { site: Site; db: Database; headers: Headers };

/**
 * The edge of a tenant server action, as `withSite` is a route's: the site resolved once, the database opened, and
 * the work run (`withAction`). An unknown host, or a failure (logged once, as "{name} failed"), answers `failed`,
 * the form's state that says something went wrong. `redirect()` inside the work goes through as Next.js expects.
 */
export function withActionSite<State>(name: string, failed: State, work: (context: ActionSite) => Promise<State>): Promise<State> {
  return withAction(name, failed, async () => {
    const site = await siteOfActionRequest();
    if (!site) return failed;
    const [requestHeaders, { db }] = await Promise.all([headers(), getDatabase()]);
    return work({ site, db, headers: requestHeaders });
  });
}
