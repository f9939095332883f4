import type { NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { signInHref } from "@/domain/accounts/return-path";
import { SPIN_ENTRY_FIELDS, type SpinEntry } from "@/domain/spin-to-win/spin-lead";
import { refusedEntryFields, spinNoticePath } from "@/domain/spin-to-win/spin-notice";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { requestCsrfRefusal } from "@/server/accounts/csrf-request";
import { resolveShopper } from "@/server/accounts/shopper-sessions";
import { formPostFields, seeOther } from "@/server/http/form-post";
import { isTestTraffic } from "@/server/http/test-traffic";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { findSite, type HostParams } from "@/server/tenancy/require-site";
import { siteSpinCampaign, spinTheWheel } from "./spin-service";

/**
 * `POST /spin-to-win/spin`, the wheel's form: a plain HTML post answered 303, with or without JavaScript, like the
 * garage's forms (src/server/watchlist/garage-forms.ts says why not a server action). CSRF is checked (decision
 * 020), then the session; the answer is the page, which shows the prize, so a reload spins nothing.
 */
export async function handleSpinForm(request: NextRequest, params: HostParams): Promise<Response> {
  return seeOther(await spinFormTarget(request, params));
}

async function spinFormTarget(request: NextRequest, params: HostParams): Promise<string> {
  const site = await findSite(params);
  const campaign = site ? siteSpinCampaign(site) : null;
  if (!site || !campaign) return "/";
  const fields = await formPostFields(request);
  if (requestCsrfRefusal(request, fields.csrf_token)) return spinNoticePath({ kind: "expired" });
  const { db } = await getDatabase();
  const now = new Date();
  const shopper = await resolveShopper(db, site, request.cookies.get(SESSION_COOKIE)?.value, now);
  if (!shopper) return signInHref({ purpose: "spin-to-win", redirect: "/spin-to-win" });
  const entry: SpinEntry = Object.fromEntries(SPIN_ENTRY_FIELDS.filter((field) => field in fields).map((field) => [field, fields[field]]));
  const meta = { now, siteUrl: siteBaseUrl(site), testTraffic: isTestTraffic(request.headers), onQueued: wakeJobRunner };
  const outcome = await spinTheWheel(db, site, campaign, shopper, entry, meta);
  if (outcome.kind === "invalid") return spinNoticePath({ kind: "invalid", fields: refusedEntryFields(outcome.errors) });
  return spinNoticePath(outcome.kind === "closed" ? null : { kind: outcome.kind });
}
