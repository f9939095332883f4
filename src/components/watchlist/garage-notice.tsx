import Link from "next/link";
import { WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";
import type { GarageView } from "@/domain/watchlist/garage-view";

/** The answer to the garage's last form, where a toast would be with JavaScript; it offers the way back to the car. */
export function GarageNotice({ notice }: { notice: NonNullable<GarageView["notice"]> }) {
  return (
    <div role="status" className="mt-6 rounded-card border border-line bg-white p-4 text-ink">
      <p className="font-bold">{notice.title}</p>
      <p className="mt-1">{notice.text}</p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm font-semibold">
        <a href="#watchlist" className="text-link">
          {WATCHLIST_MESSAGES.viewList}
        </a>
        {notice.back ? (
          <Link href={notice.back} prefetch={false} className="text-link">
            Back to the car
          </Link>
        ) : null}
      </p>
    </div>
  );
}
