import Link from "next/link";
import type { SearchRequest } from "@/domain/search/search-request";
import type { SearchPlaces } from "@/domain/search/search-route";
import { searchPageHref } from "@/domain/search/search-href";

type Props = { request: SearchRequest; pages: number; places: SearchPlaces };

/** Pages shown around the current one; the first and last are always there. */
const WINDOW = 1;

/** Page links (`page` parameter, 21 cars a page): previous, numbers with gaps, next. Plain links, so they work without JavaScript. */
export function SearchPagination({ request, pages, places }: Props) {
  if (pages <= 1) return null;
  const current = Math.min(request.page, pages);
  const href = (page: number) => searchPageHref({ ...request, page }, places);
  const numbers: (number | "gap")[] = [];
  for (let page = 1; page <= pages; page++) {
    if (page === 1 || page === pages || Math.abs(page - current) <= WINDOW) numbers.push(page);
    else if (numbers.at(-1) !== "gap") numbers.push("gap");
  }
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-button px-3 text-sm font-semibold";

  return (
    <nav aria-label="Pages of results" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} prefetch={false} rel="prev" className={`${base} border border-line bg-white text-ink hover:border-neutral-500`}>
              <span aria-hidden="true">‹</span> Previous<span className="sr-only"> page</span>
            </Link>
          ) : null}
        </li>
        {numbers.map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${base} bg-brand-link text-white`}>
                  <span className="sr-only">Page </span>
                  {page}
                </span>
              ) : (
                <Link href={href(page)} prefetch={false} className={`${base} border border-line bg-white text-ink hover:border-neutral-500`}>
                  <span className="sr-only">Page </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link href={href(current + 1)} prefetch={false} rel="next" className={`${base} border border-line bg-white text-ink hover:border-neutral-500`}>
              Next<span className="sr-only"> page</span> <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
