import Link from "next/link";
import { ModelCard } from "@/components/models/model-card";
import { searchHref } from "@/domain/search/search-route";
import type { BrandOverview } from "@/domain/brands/brand-overview";

/** Spec 000 §2 `/{brand}/overview`: the make at this site — its stock by car type, its models, and where to find us. */
export function BrandOverviewView({ overview, siteName }: { overview: BrandOverview; siteName: string }) {
  const { brand, stock, inStock, models } = overview;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-12">
      <div className="flex flex-wrap items-center gap-6">
        {brand.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small logo; a plain img ships no client code
          <img src={brand.logoUrl} alt="" width={240} height={120} className="h-16 w-auto" />
        ) : null}
        <div>
          <h1 className="text-3xl sm:text-4xl">{brand.name} at {siteName}</h1>
          <p className="mt-2 text-lg text-ink-muted">
            {inStock > 0 ? `${inStock} ${brand.name} ${inStock === 1 ? "vehicle" : "vehicles"} in stock now.` : `No ${brand.name} vehicles in stock right now.`}
          </p>
        </div>
      </div>
      <section aria-labelledby="brand-stock" className="pt-10">
        <h2 id="brand-stock" className="section-title">Shop {brand.name} stock</h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {stock.map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className="btn btn-accent">
                {link.label} ({link.count})
              </Link>
            </li>
          ))}
          <li>
            <Link href={searchHref({ make: [brand.name] })} prefetch={false} className="btn btn-outline text-ink">
              All {brand.name} stock
            </Link>
          </li>
        </ul>
      </section>
      {models.length > 0 ? (
        <section aria-labelledby="brand-models" className="pt-12">
          <h2 id="brand-models" className="section-title">The {brand.name} range</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {models.map((model, index) => (
              <li key={model.id}>
                <ModelCard model={model} eager={index < 3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="brand-visit" className="pt-12">
        <h2 id="brand-visit" className="section-title">Visit us</h2>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Link href="/dealer-locator" prefetch={false} className="text-link">Find your nearest location</Link>
          <Link href="/service" prefetch={false} className="text-link">Book a {brand.name} service</Link>
        </p>
      </section>
    </div>
  );
}
