import Link from "next/link";
import { searchHref } from "@/domain/search/search-route";
import type { BrandsDirectory } from "@/domain/brands/brands-directory-view";

/** Spec 000 §1: the stats banners, then the car, motorcycle, truck (and caravan) grids and the own-brand grid. */
export function BrandsDirectoryView({ directory, groupName }: { directory: BrandsDirectory; groupName: string }) {
  return (
    <>
      <ul aria-label={`${groupName} in numbers`} className="mt-8 grid gap-4 sm:grid-cols-3">
        {directory.stats.map((stat) => (
          <li key={stat.label} className="rounded-card bg-brand-primary px-6 py-5 text-center text-brand-primary-text">
            <span className="heading block text-4xl sm:text-5xl">{stat.figure}</span>
            <span className="mt-1 block text-lg font-semibold uppercase tracking-wider">{stat.label}</span>
          </li>
        ))}
      </ul>
      {directory.grids.map((grid) => (
        <section key={grid.itemType} aria-labelledby={`brands-${grid.itemType}`} className="pt-12">
          <h2 id={`brands-${grid.itemType}`} className="section-title">{grid.heading}</h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {grid.brands.map((brand) => (
              <li key={brand.slug}>
                <Link href={searchHref({ make: [brand.name] })} prefetch={false} className="card h-full items-center gap-3 p-4 text-center">
                  {brand.logoUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={brand.logoUrl} alt="" width={240} height={120} loading="lazy" className="h-16 w-auto" />
                  ) : null}
                  <span className="font-semibold">
                    {brand.name}
                    <span className="sr-only"> stock</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {directory.ownBrands.length > 0 ? (
        <section aria-labelledby="brands-own" className="pt-12">
          <h2 id="brands-own" className="section-title">Our own brands</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {directory.ownBrands.map((brand) => (
              <li key={brand.name}>
                <Link href={brand.href} prefetch={false} className="card h-full gap-2 p-5">
                  <span className="heading text-xl">{brand.name}</span>
                  <span className="text-ink-muted">{brand.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
