/** Home / Our Locations / {this page}: the locations pages' trail, `/dealerships` being the list of them all. */
export function LocationBreadcrumbs({ current }: { current: string }) {
  const crumbs = [{ label: "Home", href: "/" }, { label: "Our Locations", href: "/dealerships" }];
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <a href={crumb.href} className="underline underline-offset-2 hover:text-ink">
              {crumb.label}
            </a>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
