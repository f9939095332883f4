import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { findSiteCarsByIds } from "@/db/queries/search-index";
import { listWatchedCarIds } from "@/db/queries/watchlist";
import { readCarAndBack } from "@/domain/watchlist/garage-notice";
import { watchlistSavePath } from "@/domain/watchlist/watchlist-paths";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { requireShopper } from "@/server/accounts/current-shopper";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Save to watchlist", robots: { index: false, follow: false } };

/**
 * `/my-garage/save?car_id=…&back=/cars/…`: where the save control leads without JavaScript (issue 14). Signed out,
 * sign-in first (spec 000 §4) and back here; then one button saves the car, as a form with the page's CSRF token.
 */
export default async function SaveToWatchlistPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const request = readCarAndBack(await searchParams);
  if (!request) notFound();
  const here = watchlistSavePath(request.carId, request.back);
  const shopper = await requireShopper(site, { purpose: "watchlist", redirect: here, back: request.back ?? "/" });
  const { db } = await getDatabase();
  const [[car], saved, csrfToken] = await Promise.all([findSiteCarsByIds(db, site, [request.carId]), listWatchedCarIds(db, site, shopper.userId), csrfTokenForPage()]);
  if (!car) notFound();
  const already = saved.includes(car.id);
  return (
    <div className="mx-auto max-w-xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{already ? "Already in your watchlist" : "Save to watchlist"}</h1>
      <form method="post" action={already ? "/my-garage/remove-car" : "/my-garage/save-car"} className="mt-6 grid gap-4 rounded-card border border-line bg-white p-5 text-ink">
        <p className="text-lg">{car.name}</p>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="car_id" value={car.id} />
        {request.back ? <input type="hidden" name="back" value={request.back} /> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={already ? "btn btn-outline" : "btn btn-accent"}>
            {already ? "Remove from watchlist" : "Save to watchlist"}
          </button>
          <Link href={request.back ?? "/my-garage"} prefetch={false} className="btn btn-outline">
            Back
          </Link>
        </div>
      </form>
    </div>
  );
}
