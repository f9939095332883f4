import type { Metadata } from "next";
import Link from "next/link";
import { ENQUIRY_STATUS_TOKEN, enquiryStatusPath } from "@/domain/leads/enquiry-status";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";

export const metadata: Metadata = { title: "Thank you", robots: { index: false }, referrer: "no-referrer" };

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec 000 §2 / 001 §2: the landing page after a successful enquiry, test-drive or other form submit; links to the enquiry's status page. */
export default async function SuccessPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { enquiry } = await searchParams;
  const statusPath = typeof enquiry === "string" && ENQUIRY_STATUS_TOKEN.test(enquiry) ? enquiryStatusPath(enquiry) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Enquiry sent</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Thank you</h1>
      <p className="mt-5 max-w-prose text-lg">
        We have received your details and the team at {site.name} will be in touch shortly.
      </p>
      {statusPath ? (
        <p className="mt-4 max-w-prose">
          <Link href={statusPath} prefetch={false} className="text-link">
            Track your enquiry
          </Link>{" "}
          to see when the dealer has received and opened it.
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-4">
        <Link href="/search/new-used-and-demo-cars" prefetch={false} className="btn btn-accent">
          Browse Our Stock
        </Link>
        <Link href="/" prefetch={false} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
