import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReservationReceipt } from "@/components/checkout/reservation-receipt";
import { getDatabase } from "@/db/connection";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { loadReservationReceipt } from "@/server/reservations/reservation-receipt";
import { requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { RECEIPT_TOKEN } from "@/domain/receipts/receipt-token";

type Props = { params: Promise<{ host: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Your reservation", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** `/reservations/{token}`: the deposit receipt the provider returns the shopper to (issue 18); the token is the only key. */
export default async function ReservationPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { token } = await params;
  if (!RECEIPT_TOKEN.test(token)) notFound();
  const sessionId = (await searchParams).session_id;
  const { db } = await getDatabase();
  const receipt = await loadReservationReceipt(db, site, token, typeof sessionId === "string" ? sessionId : undefined, sitePaymentProvider(site), {
    now: new Date(), siteUrl: siteBaseUrl(site), onQueued: wakeJobRunner,
  });
  if (!receipt) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Your reservation</h1>
      <div className="mt-6">
        <ReservationReceipt receipt={receipt} siteName={site.name} />
      </div>
    </div>
  );
}
