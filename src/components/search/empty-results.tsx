import Link from "next/link";
import type { EmptyResultsCard } from "@/domain/search/empty-results";

/** Spec 000 §8: the empty-results card and its 'Clear Filters' button. */
export function EmptyResults({ card }: { card: EmptyResultsCard }) {
  return (
    <div className="rounded-card border border-dashed border-neutral-300 bg-white px-6 py-14 text-center text-ink">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-12 text-neutral-400" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 11h5" strokeLinecap="round" />
      </svg>
      <h2 className="mt-4 text-xl">{card.title}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{card.message}</p>
      <Link href={card.button.href} prefetch={false} className="btn btn-accent mt-6">
        {card.button.text}
      </Link>
    </div>
  );
}
