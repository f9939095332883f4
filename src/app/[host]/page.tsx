import type { Metadata } from "next";
import Link from "next/link";
import { BudgetSearchPanel } from "@/components/finance/budget-search-panel";
import { CarCard } from "@/components/vehicle/car-card";
import { getDatabase } from "@/db/connection";
import { countVisibleSiteCars, listLatestSiteCars } from "@/db/queries/cars";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteForHost } from "@/server/tenancy/site-registry";
import { requestSiteBaseUrl } from "@/server/tenancy/site-url";

const LATEST_CARS = 24;
/** Cards in the widest grid's first row load eagerly; everything below waits until scrolled near. */
const FIRST_ROW = 4;
const ALL_STOCK_HREF = "/search/new-used-and-demo-cars";

export async function generateMetadata({ params }: { params: HostParams }): Promise<Metadata> {
  const site = await siteForHost(decodeURIComponent((await params).host));
  if (!site) return {};
  const { tagline, address } = site.config;
  const metadata = buildPageMetadata({
    baseUrl: await requestSiteBaseUrl(),
    path: "/",
    siteName: site.name,
    title: site.name,
    description: tagline || `New, used and demo vehicles from ${site.name} in ${address.city}, ${address.state}.`,
  });
  // The home page is the site's name alone, not "Name | Name" from the layout's template.
  return { ...metadata, title: { absolute: site.name } };
}

export default async function HomePage({ params }: { params: HostParams }) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const now = new Date();
  const [inStock, cars] = await Promise.all([countVisibleSiteCars(db, site, now), listLatestSiteCars(db, site, { limit: LATEST_CARS, now })]);
  const { tagline, address } = site.config;
  const heroImage = cars.find((car) => car.primaryImageUrl)?.primaryImageUrl;

  return (
    <>
      <section className="hero" aria-labelledby="site-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:py-20">
          <div>
            <p className="text-sm font-bold tracking-widest uppercase">
              {address.city}, {address.state}
            </p>
            <h1 id="site-title" className="mt-3 max-w-3xl text-4xl leading-[1.05] sm:text-5xl lg:text-6xl">
              {site.name}
            </h1>
            {tagline ? <p className="mt-4 max-w-2xl text-lg sm:text-xl">{tagline}</p> : null}
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <Link href={ALL_STOCK_HREF} prefetch={false} className="btn btn-accent text-base">
                Browse all stock
              </Link>
              <p className="text-base">
                <strong className="heading text-2xl">{formatWholeNumber(inStock)}</strong> {inStock === 1 ? "vehicle" : "vehicles"} in stock
              </p>
            </div>
          </div>
          {heroImage ? (
            // Decorative: the same car leads the grid below with its name. Hidden on phones, where it would push the stock down.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={heroImage}
              alt=""
              width={1200}
              height={800}
              fetchPriority="high"
              className="hero-image hidden aspect-[3/2] w-full rounded-card object-cover lg:block"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-title" className="section-title">
            Latest arrivals
          </h2>
          <Link href={ALL_STOCK_HREF} prefetch={false} className="text-link">
            View all stock<span className="sr-only"> at {site.name}</span>
          </Link>
        </div>
        {cars.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cars.map((car, index) => (
              <li key={car.id}>
                <CarCard car={car} site={site} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-card border border-line bg-white p-8 text-center text-ink">
            There are no vehicles listed right now. Please check back soon.
          </p>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pt-12">
        <BudgetSearchPanel site={site} />
      </section>
    </>
  );
}
