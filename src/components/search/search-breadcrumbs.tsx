import Link from "next/link";
import type { Breadcrumb } from "@/domain/search/search-route";

/** Home, then the route's levels (car type → make → model → body, spec 001 §2); the last is this page. */
export function SearchBreadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const trail = [{ label: "Home", href: "/" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.href}-${index}`} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} prefetch={false} className="underline underline-offset-2 hover:text-ink">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
