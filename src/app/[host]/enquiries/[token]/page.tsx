import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EnquiryProgress } from "@/components/garage/enquiry-progress";
import { getDatabase } from "@/db/connection";
import { loadEnquiryStatus } from "@/server/leads/enquiry-status-page";
import { requireSite } from "@/server/tenancy/require-site";

type Props = { params: Promise<{ host: string; token: string }> };

export const metadata: Metadata = { title: "Your enquiry", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** `/enquiries/{token}`: where the shopper's enquiry has got to (issue 14); the token from `/success` is the only key. */
export default async function EnquiryStatusPage({ params }: Props) {
  const site = await requireSite(params);
  const { token } = await params;
  const status = await loadEnquiryStatus((await getDatabase()).db, site, token);
  if (!status) notFound();
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
    </div>
  );
}
