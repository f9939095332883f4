import { MODEL_BODY_FILTERS, type ModelBodyFilter } from "@/domain/models/model-body-filter";

/** The /models body filters as links (the URL is the filter; no JavaScript), the current one marked. */
export function ModelFilterLinks({ filters, current }: { filters: readonly ModelBodyFilter[]; current: ModelBodyFilter | null }) {
  if (filters.length === 0) return null;
  const links = [{ key: null, label: "All models", href: "/models" }, ...filters.map((key) => ({ key, label: MODEL_BODY_FILTERS[key].label, href: `/models?body=${key}` }))];
  return (
    <nav aria-label="Filter models by body" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.key === current;
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-button border-2 px-4 text-sm font-semibold ${active ? "border-brand-accent bg-brand-accent text-brand-accent-text" : "border-line bg-white text-ink hover:border-neutral-400"}`}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
