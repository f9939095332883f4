import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EnquiryAnswerForm } from "@/components/conversations/enquiry-answer-form";
import { EnquiryThread } from "@/components/conversations/enquiry-thread";
import { EnquiryProgress } from "@/components/watchlist/enquiry-progress";
import { getDatabase } from "@/db/connection";
import { loadEnquiryThread } from "@/server/conversations/enquiry-thread";
import { loadEnquiryStatus } from "@/server/leads/enquiry-status-page";
import { requireSite } from "@/server/tenancy/require-site";

type Props = { params: Promise<{ host: string; token: string }>; searchParams: Promise<{ answered?: string | string[] }> };

// "same-origin", not "no-referrer": the token still never leaves the site in a Referer, and the answer form's post
// carries the page's Origin, which a no-referrer page sends as "null" and the proxy then refuses (decision 034).
export const metadata: Metadata = { title: "Your enquiry", robots: { index: false, follow: false }, referrer: "same-origin" };

/** `/enquiries/{token}`: where the shopper's enquiry has got to (issue 14) and their conversation with the dealer, where they can answer (issue 33); the token from `/success` is the only key. */
export default async function EnquiryStatusPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { token } = await params;
  const { db } = await getDatabase();
  const status = await loadEnquiryStatus(db, site, token);
  if (!status) notFound();
  const thread = (await loadEnquiryThread(db, site, token, status.dealershipName)) ?? [];
  const answered = (await searchParams).answered === "1";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Your enquiry</h1>
      <p className="mt-4 text-lg">
        {status.category} to {status.dealershipName}
        {status.car ? (
          <>
            {" about "}
            {status.car.href ? (
              <Link href={status.car.href} prefetch={false} className="text-link">
                {status.car.name}
              </Link>
            ) : (
              status.car.name
            )}
          </>
        ) : null}
      </p>
      <section aria-labelledby="enquiry-progress" className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <h2 id="enquiry-progress" className="text-xl">
          Progress
        </h2>
        <div className="mt-4">
          <EnquiryProgress steps={status.steps} current={status.current} labelledBy="enquiry-progress" />
        </div>
        <p className="mt-5 text-sm text-ink-muted">This page updates when you reload it. Keep its address to check again later.</p>
      </section>
      <section id="conversation" aria-labelledby="enquiry-conversation" className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <h2 id="enquiry-conversation" className="text-xl">
          Conversation with {status.dealershipName}
        </h2>
        {answered ? (
          <p role="status" className="mt-3 rounded-card border border-green-700 bg-green-50 p-3 text-sm text-green-900">
            Your message is sent. {status.dealershipName} will answer here, or by text or e-mail.
          </p>
        ) : null}
        <div className="mt-4">
          <EnquiryThread messages={thread} />
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <EnquiryAnswerForm token={token} dealershipName={status.dealershipName} />
        </div>
      </section>
    </div>
  );
}
