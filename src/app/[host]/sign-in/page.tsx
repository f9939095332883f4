import type { Metadata } from "next";
import Link from "next/link";
import { SignInPanel } from "@/components/accounts/sign-in-panel";
import { readSignInRequest, SIGN_IN_HEADINGS, signInHref } from "@/domain/accounts/return-path";
import { SIGN_IN_MESSAGES } from "@/domain/accounts/sign-in-form";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { getSignedInShopper } from "@/server/accounts/current-shopper";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  const seo = buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/sign-in", siteName: site.name, title: "Sign in", description: `Sign in to ${site.name} with your mobile number to keep your watchlist on every device.` });
  return { ...seo, robots: { index: false, follow: false } };
}

const SIGNED_OUT: Record<string, string> = { here: SIGN_IN_MESSAGES.signedOut, everywhere: SIGN_IN_MESSAGES.signedOutEverywhere };

/**
 * `/sign-in?type=…&redirect=…&back=…` (spec 000 §2, spec 001 §2; issue 14): phone and one-time code, or, for a
 * shopper already signed in, where to go next and sign-out. A per-user page: the proxy answers it no-store and gives
 * the browser the CSRF cookie its forms carry.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  const request = readSignInRequest(query);
  const [shopper, csrfToken] = await Promise.all([getSignedInShopper(site), csrfTokenForPage()]);
  const permalink = signInHref(request);
  const signedOut = typeof query.signed_out === "string" ? SIGNED_OUT[query.signed_out] : undefined;

  return (
    <div className="mx-auto max-w-xl px-4 pt-8 pb-16">
      <p>
        <Link href={request.back} className="inline-flex min-h-11 items-center underline">
          Back
        </Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{shopper ? "You are signed in" : SIGN_IN_HEADINGS[request.purpose]}</h1>
      {signedOut && !shopper ? (
        <p role="status" className="mt-4 rounded-card border border-line bg-neutral-50 p-4">
          {signedOut}
        </p>
      ) : null}
      <div className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <SignInPanel
          csrfToken={csrfToken}
          redirect={request.redirect}
          permalink={permalink}
          signedIn={
            shopper ? (
              <>
                <p>
                  You are signed in to {site.name} as <strong>{shopper.phoneDisplay}</strong>.
                </p>
                <p>
                  <Link href={request.redirect} className="btn btn-accent">
                    Continue
                  </Link>
                </p>
              </>
            ) : null
          }
        />
      </div>
      {shopper ? null : (
        <p className="mt-4 text-sm text-ink-muted">
          Signing in with your mobile keeps your watchlist on every device. We only use your number to sign you in and, if you ask, to tell you about cars you watch.
        </p>
      )}
    </div>
  );
}
