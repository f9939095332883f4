import { StarIcon } from "@/components/ui/icons";

/** Five stars filled to the rating (to the nearest half), read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, className = "size-5" }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex items-center text-amber-500">
      {[0, 1, 2, 3, 4].map((star) => {
        const fill = Math.min(2, Math.max(0, halves - star * 2));
        return (
          <span key={star} className="relative inline-block">
            <StarIcon className={`${className} text-neutral-300`} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: fill === 2 ? "100%" : "50%" }}>
                <StarIcon className={className} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
