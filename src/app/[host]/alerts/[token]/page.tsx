import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { findAlertSubscription } from "@/db/queries/watch-alerts";
import { decodeRouteParam } from "@/domain/security/request-target";
import { ALERT_STOP_TOKEN, alertUnsubscribePath } from "@/domain/watchlist/watch-alerts";
import { requireSite } from "@/server/tenancy/require-site";

type Props = { params: Promise<{ host: string; token: string }> };

export const metadata: Metadata = { title: "Watchlist alerts", robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * `/alerts/{token}`, the link in every watchlist alert (issue 14). Opening it changes nothing: messaging apps open
 * links to draw previews, which would otherwise stop a shopper's alerts unasked. One tap on its button does (decision 021).
 */
export default async function WatchAlertsPage({ params }: Props) {
  const site = await requireSite(params);
  const token = decodeRouteParam((await params).token);
  if (token === null || !ALERT_STOP_TOKEN.test(token)) notFound();
  const subscription = await findAlertSubscription((await getDatabase()).db, site, token);
  if (!subscription) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Watchlist alerts</h1>
      {subscription.stopped ? (
        <p role="status" className="mt-6 rounded-card border border-line bg-white p-5 text-lg text-ink">
          Alerts are stopped. {site.name} will not text or e-mail you about the cars on your watchlist.
        </p>
      ) : (
        <form method="post" action={alertUnsubscribePath(token)} className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
          <p className="text-lg">
            {site.name} texts you, and e-mails you if you gave your address, when a car on your watchlist drops in price or sells, or a similar car arrives; at most once a day for each car.
          </p>
          <button type="submit" className="btn btn-accent mt-5">
            Stop alerts
          </button>
        </form>
      )}
      <p className="mt-6">
        <Link href="/my-garage" prefetch={false} className="text-link">
          Go to your garage
        </Link>{" "}
        to see your watchlist or turn alerts on again.
      </p>
    </div>
  );
}
