import Link from "next/link";
import { OfferCard } from "@/components/offers/offer-card";
import { CarCard } from "@/components/vehicle/car-card";
import { modelStatusLabel } from "@/domain/models/model";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { Site } from "@/domain/site/site";
import { carCardView } from "@/domain/vehicle/car-card-view";
import type { ModelPageData } from "@/domain/models/model-page";

/** Cards of the first row load at once. */
const FIRST_ROW = 4;

/** Spec 001 §2 model page: the model, its current offers, and its in-stock cars with a link to its search. */
export function ModelPageView({ site, data, now }: { site: Site; data: ModelPageData; now: Date }) {
  const { model, cars, carCount, stockHref, offers } = data;
  const status = modelStatusLabel(model.status);
  const fullName = `${model.manufacturerName} ${model.name}`;
  return (
    <div className="pb-16">
      <section className="hero">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-2 lg:py-14">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm">
              <ol className="flex flex-wrap gap-x-2">
                <li>
                  <Link prefetch={false} href="/" className="underline underline-offset-2">Home</Link> /
                </li>
                <li>
                  <Link prefetch={false} href="/models" className="underline underline-offset-2">Models</Link> /
                </li>
                <li aria-current="page">{model.name}</li>
              </ol>
            </nav>
            <p className="mt-4 text-sm font-bold tracking-widest uppercase">{model.manufacturerName}</p>
            <h1 className="mt-1 text-4xl tracking-wide uppercase sm:text-5xl">{model.name}</h1>
            {status ? <p className="badge mt-3">{status}</p> : null}
            {model.fromPrice ? (
              <p className="mt-4 text-lg">
                From <strong className="heading text-3xl">{formatDollars(model.fromPrice)}</strong>
              </p>
            ) : null}
            {model.shortDescription ? <p className="mt-4 max-w-prose text-lg">{model.shortDescription}</p> : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {carCount > 0 ? (
                <a href={stockHref} className="btn btn-accent">
                  View {formatWholeNumber(carCount)} in stock
                </a>
              ) : null}
              <Link prefetch={false} href="/book-test-drive" className="btn btn-outline">
                Book A Test Drive
              </Link>
            </div>
          </div>
          {model.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={model.imageUrl} alt={fullName} width={1000} height={480} fetchPriority="high" className="aspect-[25/12] w-full rounded-card object-contain" />
          ) : null}
        </div>
      </section>

      {offers.length > 0 ? (
        <section aria-labelledby="model-offers" className="mx-auto max-w-7xl px-4 pt-12">
          <h2 id="model-offers" className="section-title">
            Current {model.name} offers
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="model-stock" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="model-stock" className="section-title">
            {fullName} in stock
          </h2>
          {carCount > 0 ? (
            <a href={stockHref} className="text-link">
              View all {formatWholeNumber(carCount)}<span className="sr-only"> {fullName} in stock</span>
            </a>
          ) : null}
        </div>
        {cars.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cars.map((car, index) => (
              <li key={car.id}>
                <CarCard card={carCardView(car, site.config, now)} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-card border border-line bg-white p-8 text-center text-ink">
            There is no {fullName} in stock right now.{" "}
            <Link prefetch={false} href="/contact" className="text-link">
              Ask us
            </Link>{" "}
            about ordering one, or{" "}
            <Link prefetch={false} href="/search/new-used-and-demo-cars" className="text-link">
              browse all our stock
            </Link>
            .
          </p>
        )}
      </section>
    </div>
  );
}
