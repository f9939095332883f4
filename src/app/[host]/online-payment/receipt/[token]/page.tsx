import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OnlinePaymentReceipt } from "@/components/online-payments/online-payment-receipt";
import { getDatabase } from "@/db/connection";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";
import { loadOnlinePaymentReceipt } from "@/server/online-payments/online-payment-receipt";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { RECEIPT_TOKEN } from "@/domain/receipts/receipt-token";

type Props = { params: Promise<{ host: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Your payment", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** `/online-payment/receipt/{token}`: where the provider returns the shopper after paying (decision 025); the token is the only key. */
export default async function OnlinePaymentReceiptPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { token } = await params;
  if (!RECEIPT_TOKEN.test(token)) notFound();
  const sessionId = (await searchParams).session_id;
  const { db } = await getDatabase();
  const receipt = await loadOnlinePaymentReceipt(db, site, token, typeof sessionId === "string" ? sessionId : undefined, sitePaymentProvider(site), {
    now: new Date(), siteUrl: siteBaseUrl(site), onQueued: wakeJobRunner,
  });
  if (!receipt) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Your payment</h1>
      <div className="mt-6">
        <OnlinePaymentReceipt receipt={receipt} />
      </div>
    </div>
  );
}
