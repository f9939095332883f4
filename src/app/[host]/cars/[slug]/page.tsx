import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PriceDisplay } from "@/components/vehicle/price-display";
import { getDatabase } from "@/db/connection";
import { findSiteCarBySlug } from "@/db/queries/cars";
import { isInStock, type CarDetail } from "@/domain/car/car";
import { choosePhoneNumber, displayPhoneNumber } from "@/domain/phone/phone-number";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { describePriceDisplay, priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { isPresentSpecValue } from "@/domain/vehicle/spec-line";
import { dealerCommentParagraphs } from "@/domain/vehicle/dealer-comments";
import { requireSite } from "@/server/tenancy/require-site";
import { siteForHost } from "@/server/tenancy/site-registry";
import { requestSiteBaseUrl } from "@/server/tenancy/site-url";
import { searchHref } from "@/domain/search/search-route";

type Props = { params: Promise<{ host: string; slug: string }> };

const STOCK_HREF = "/search/new-used-and-demo-cars";
/** Spec 000 §2: thumbnails are shown when there are more than 3 images. */
const THUMBNAILS_AFTER = 3;
/** Spec 000 §9: the first 2 main images load with priority. */
const PRIORITY_IMAGES = 2;

/** Metadata and page ask for the same car; one query per request. */
const findCar = cache(async (site: Site, slug: string) => findSiteCarBySlug((await getDatabase()).db, site, slug));

/** Like the layout's, this never calls notFound(): the page does, before any streaming, so the status is 404. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost(decodeURIComponent((await params).host));
  const car = site ? await findCar(site, (await params).slug) : null;
  if (!site || !car) return {};
  const price = isInStock(car.status) ? describePriceDisplay(priceDisplay(car, site.config)).replace(/\.$/, "") : "Sold";
  const facts = [`${formatWholeNumber(car.km)} km`, car.transmission, car.fuel].filter(Boolean).join(", ");
  const where = [car.city, car.state].filter(Boolean).join(" ");
  const image = car.images[0]?.url ?? car.primaryImageUrl;
  return buildPageMetadata({
    baseUrl: await requestSiteBaseUrl(),
    path: `/cars/${car.slug}`,
    siteName: site.name,
    title: car.name,
    description: `${car.name} at ${site.name}${where ? ` in ${where}` : ""}: ${price}. ${facts}. Stock number ${car.stocknum}.`,
    image: image ? { url: image, width: 1200, height: 800, alt: car.name } : null,
  });
}

export default async function CarPage({ params }: Props) {
  const site = await requireSite(params);
  const car = await findCar(site, (await params).slug);
  if (!car) notFound();
  const inStock = isInStock(car.status);
  const subtitle = [car.colour, car.transmission, car.body].filter(isPresentSpecValue).join(" · ");
  const phoneNumber = inStock ? choosePhoneNumber(site.config, car.carType) : undefined;
  const phone = phoneNumber ? displayPhoneNumber(phoneNumber) : undefined;
  const where = [car.locationName, [car.city, car.state].filter(isPresentSpecValue).join(" ")].filter(isPresentSpecValue).join(", ");

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
          <li>
            <Link href="/" className="underline underline-offset-2 hover:text-ink">Home</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={STOCK_HREF} prefetch={false} className="underline underline-offset-2 hover:text-ink">Stock</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-ink">{car.name}</li>
        </ol>
      </nav>

      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-2">
          {car.tag ? <p className="badge mb-3">{car.tag}</p> : null}
          <h1 className="text-3xl leading-tight sm:text-4xl">{car.name}</h1>
          {subtitle ? <p className="mt-2 text-ink-muted">{subtitle}</p> : null}
        </div>

        <Gallery car={car} />

        <div className="flex flex-col gap-5 self-start lg:sticky lg:top-4 lg:col-start-2">
          <div className="card p-5">
            {inStock ? (
              <PriceDisplay display={priceDisplay(car, site.config)} priceType={car.priceType} size="page" />
            ) : (
              <div>
                <p className="price-amount text-4xl tracking-wide">SOLD</p>
                <p className="mt-2 text-ink-muted">This vehicle has been sold.</p>
                <Link href={searchHref({ make: [car.make], model: [car.model] })} prefetch={false} className="btn btn-accent mt-4 w-full">
                  {site.config.similarCarsButtonText}
                </Link>
              </div>
            )}
          </div>
          {phone ? (
            <a href={phone.href} className="btn btn-accent w-full">
              Call the dealer <span className="font-normal">{phone.display}</span>
            </a>
          ) : null}
          {where ? (
            <div>
              <h2 className="text-sm font-bold tracking-wider uppercase">Location</h2>
              <p className="mt-1">{where}</p>
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">Stock number</dt>
            <dd className="font-semibold">{car.stocknum}</dd>
            {car.vin ? (
              <>
                <dt className="text-ink-muted">VIN</dt>
                <dd className="font-semibold break-all">{car.vin}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>

      <CarDetails car={car} />
    </div>
  );
}

function Gallery({ car }: { car: CarDetail }) {
  const images = car.images.length > 0 ? car.images : car.primaryImageUrl ? [{ url: car.primaryImageUrl, thumbUrl: car.primaryImageUrl, kind: "exterior" as const }] : [];
  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-card bg-neutral-100 text-ink-muted lg:col-start-1 lg:row-span-2 lg:row-start-1">
        Photos coming soon
      </div>
    );
  }
  // Without JavaScript the photos are a swipeable strip; thumbnails jump to a photo by its anchor.
  return (
    <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
      <ul
        aria-label={`Photos of the ${car.name}`}
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card bg-neutral-100"
      >
        {images.map((image, index) => (
          <li key={image.url} id={`photo-${index + 1}`} className="w-full shrink-0 snap-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG renders; see CarCard */}
            <img
              src={image.url}
              alt={`${car.name}, photo ${index + 1} of ${images.length}`}
              width={1200}
              height={800}
              loading={index < PRIORITY_IMAGES ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding={index === 0 ? "sync" : "async"}
              className="aspect-[3/2] w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > THUMBNAILS_AFTER ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 sm:grid sm:grid-cols-6 sm:overflow-visible lg:grid-cols-8">
          {images.map((image, index) => (
            <li key={image.url} className="w-20 shrink-0 sm:w-auto">
              <a href={`#photo-${index + 1}`} className="block overflow-hidden rounded-button border border-line hover:border-ink">
                {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG renders; see CarCard */}
                <img src={image.thumbUrl || image.url} alt={`Show photo ${index + 1}`} width={300} height={200} loading="lazy" className="aspect-[3/2] w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CarDetails({ car }: { car: CarDetail }) {
  const keyInformation = [
    ["Odometer", `${formatWholeNumber(car.km)} km`],
    ["Transmission", car.trans || car.transmission],
    ["Body", car.bodyconfiguration || car.body],
    ["Fuel", car.fuel],
    ["Year", String(car.year)],
    ["Colour", car.colour],
    ["Drive", car.drive],
    ["Engine", car.engineSizeLitres ? `${car.engineSizeLitres.toFixed(1)} L` : null],
  ].filter((entry): entry is [string, string] => isPresentSpecValue(entry[1]));

  return (
    <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
      <div className="flex flex-col gap-12">
        <section aria-labelledby="key-information">
          <h2 id="key-information" className="section-title">Key information</h2>
          <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-4">
            {keyInformation.map(([label, value]) => (
              <div key={label} className="bg-white p-4 text-ink">
                <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
                <dd className="mt-1 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="dealer-comments">
          <h2 id="dealer-comments" className="section-title">Dealer comments</h2>
          <div className="mt-5 max-w-prose space-y-4 leading-relaxed">
            {dealerCommentParagraphs(car.dealerComments).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>

        {car.features.length > 0 ? (
          <section aria-labelledby="features">
            <h2 id="features" className="section-title">Features</h2>
            <ul className="mt-5 grid gap-x-8 gap-y-2 sm:grid-cols-2">
              {car.features.map((feature, index) => (
                <li key={`${index}-${feature}`} className="flex gap-2">
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** Until similar cars exist, the closest search: the same make and model. */
function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-accent-ink" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}
