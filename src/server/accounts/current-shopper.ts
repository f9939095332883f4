import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { signInHref, type SignInPurpose } from "@/domain/accounts/return-path";
import type { Site } from "@/domain/site/site";
import { SESSION_COOKIE } from "./account-cookies";
import { resolveShopper, type Shopper } from "./shopper-sessions";

export type { Shopper };

/**
 * The shopper signed in on this site in the current request, or null. Only per-user pages and routes may call it
 * (they answer `Cache-Control: no-store`): a shared page that rendered a shopper would be cached for everyone.
 */
export async function getSignedInShopper(site: Site): Promise<Shopper | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? resolveShopper((await getDatabase()).db, site, token, new Date()) : null;
}

/**
 * A gated page's first call (spec 001 §4: "if not signed in, redirect to sign-in with the target and return path;
 * signed-in users go straight to the target"): the shopper, or a redirect to `/sign-in?type=…&redirect=…&back=…`.
 */
export async function requireShopper(site: Site, gate: { purpose: SignInPurpose; redirect: string; back?: string }): Promise<Shopper> {
  const shopper = await getSignedInShopper(site);
  if (!shopper) redirect(signInHref(gate));
  return shopper;
}
