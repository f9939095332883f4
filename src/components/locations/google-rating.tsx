/** The location's Google rating (spec 001 §2 location detail page), 'ratings with 1 decimal' (§9). */
export function GoogleRating({ rating }: { rating: { value: string; count: number } }) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className="text-base leading-none text-amber-600">★</span>
      <span>
        <strong>{rating.value}</strong>
        <span className="sr-only"> out of 5</span> from {rating.count} Google {rating.count === 1 ? "review" : "reviews"}
      </span>
    </p>
  );
}
