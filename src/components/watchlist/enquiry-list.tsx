import Link from "next/link";
import type { GarageView } from "@/domain/watchlist/garage-view";
import { EnquiryProgress } from "./enquiry-progress";

/** The signed-in shopper's enquiries on this site (issue 14), each with its progress and a link to its status page. */
export function EnquiryList({ enquiries }: { enquiries: GarageView["enquiries"] }) {
  if (enquiries.length === 0) return <p className="text-ink-muted">No enquiries from your phone number yet.</p>;
  return (
    <ul className="grid gap-4">
      {enquiries.map((enquiry, i) => {
        const headingId = `enquiry-${i}`;
        return (
          <li key={headingId} className="rounded-card border border-line bg-white p-4 text-ink sm:p-5">
            <h3 id={headingId} className="text-lg">
              {enquiry.category}
              {enquiry.car ? ` about ${enquiry.car.name}` : ""}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">
              Sent to {enquiry.dealershipName} on {enquiry.sentAt}
            </p>
            <div className="mt-4">
              <EnquiryProgress steps={enquiry.steps} current={enquiry.current} labelledBy={headingId} />
            </div>
            {enquiry.statusPath ? (
              <p className="mt-3 text-sm">
                <Link href={enquiry.statusPath} prefetch={false} className="text-link">
                  Status page for this enquiry
                </Link>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
