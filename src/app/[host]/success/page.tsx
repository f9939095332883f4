import type { Metadata } from "next";
import Link from "next/link";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** Spec 000 §2 / 001 §2: the landing page after a successful enquiry, test-drive or other form submit. */
export default async function SuccessPage({ params }: { params: HostParams }) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Enquiry sent</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Thank you</h1>
      <p className="mt-5 max-w-prose text-lg">
        We have received your details and the team at {site.name} will be in touch shortly.
      </p>
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
