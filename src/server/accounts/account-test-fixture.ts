/** Two sites and helpers for the account integration tests (not used by the app). */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { sites, smsMessages } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import type { AccountRequest } from "./account-forms";

export async function createAccountSites(db: Database): Promise<{ alpha: Site; bravo: Site }> {
  await db.insert(sites).values([
    { slug: "alpha", name: "Alpha Motors", template: "metro-group", config: minimalSiteConfig("alpha") },
    { slug: "bravo", name: "Bravo Cars", template: "metro-group", config: minimalSiteConfig("bravo") },
  ]);
  const all = await loadSites(db);
  return { alpha: all.find((s) => s.slug === "alpha")!, bravo: all.find((s) => s.slug === "bravo")! };
}

/**
 * The code in the latest text queued to a number on a site: what the shopper reads on their phone. Numbers in
 * ACMA's range for fiction (0491 570 xxx) are used throughout, so nothing here could ever reach a real phone.
 */
export async function latestCodeSentTo(db: Database, site: Site, e164: string): Promise<string> {
  const [row] = await db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.siteId, site.id), eq(smsMessages.recipient, e164)))
    .orderBy(desc(smsMessages.createdAt))
    .limit(1);
  const code = row?.body.match(/^(\d{6}) is your/)?.[1];
  if (!code) throw new Error(`No code was texted to ${e164}`);
  return code;
}

export const ALPHA_HOST = "alpha.localhost:3000";

let clientSeq = 0;

/** A same-site post from the alpha site's sign-in page with a valid CSRF cookie and token, from an address of its own. */
export function alphaRequest(now: Date, change: Partial<AccountRequest> = {}): AccountRequest {
  clientSeq += 1;
  const clientIp = `2001:db8::${clientSeq.toString(16)}`;
  return { host: ALPHA_HOST, origin: `http://${ALPHA_HOST}`, referer: null, clientIp, csrfCookie: TEST_CSRF_TOKEN, now, ...change };
}

export const TEST_CSRF_TOKEN = "c".repeat(43);
