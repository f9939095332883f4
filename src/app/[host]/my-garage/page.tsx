import type { ReactNode } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { AlertEmailForm } from "@/components/watchlist/alert-email-form";
import { AlertsSwitch } from "@/components/watchlist/alerts-switch";
import { EnquiryList } from "@/components/watchlist/enquiry-list";
import { GarageNotice } from "@/components/watchlist/garage-notice";
import { WatchedCarList } from "@/components/watchlist/watched-car-list";
import { getDatabase } from "@/db/connection";
import { signInHref } from "@/domain/accounts/return-path";
import { readGarageNotice } from "@/domain/watchlist/garage-notice";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { requireShopper } from "@/server/accounts/current-shopper";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { loadGarage } from "@/server/watchlist/garage-page";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "My Garage", robots: { index: false, follow: false } };

/**
 * `/my-garage` (spec 001 §2 gated pages; issue 14): the signed-in shopper's watchlist, their enquiries with where each
 * has got to, and the alerts settings. Signed out, sign-in first and back here. A per-user page: answered no-store.
 */
export default async function MyGaragePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const shopper = await requireShopper(site, { purpose: "my-garage", redirect: "/my-garage" });
  const [garage, csrfToken] = await Promise.all([loadGarage((await getDatabase()).db, site, shopper, readGarageNotice(await searchParams), new Date()), csrfTokenForPage()]);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">My Garage</h1>
      <p className="mt-2 text-ink-muted">
        Signed in as {shopper.phoneDisplay}.{" "}
        <Link href={signInHref({ purpose: "account", redirect: "/my-garage" })} prefetch={false} className="text-link">
          Sign out
        </Link>
      </p>
      {garage.notice ? <GarageNotice notice={garage.notice} /> : null}
      <GarageSection id="watchlist" heading={`Watchlist (${garage.watched.length})`}>
        <WatchedCarList cars={garage.watched} csrfToken={csrfToken} />
      </GarageSection>
      <GarageSection id="alerts" heading="Alerts" className="rounded-card border border-line bg-white p-4 text-ink">
        <AlertsSwitch on={garage.alertsOn} csrfToken={csrfToken} />
        <AlertEmailForm alertEmail={garage.alertEmail} csrfToken={csrfToken} />
      </GarageSection>
      <GarageSection id="enquiries" heading="Your enquiries">
        <EnquiryList enquiries={garage.enquiries} />
      </GarageSection>
    </div>
  );
}

function GarageSection({ id, heading, className = "", children }: { id: string; heading: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl">
        {heading}
      </h2>
      <div className={`mt-4 ${className}`}>{children}</div>
    </section>
  );
}
