import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DRIVE_AWAY_ANCHOR, DriveAwaySection } from "@/components/drive-away/drive-away-section";
import { VehicleMoneySection } from "@/components/finance/vehicle-money-section";
import { TypicalReplyNote } from "@/components/forms/typical-reply-note";
import { VehicleEnquiryButtons } from "@/components/forms/vehicle-enquiry-buttons";
import { CarDetailsBox } from "@/components/vehicle/car-details-box";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { LocationBanner } from "@/components/vehicle/location-banner";
import { MediaViewer } from "@/components/vehicle/media-viewer";
import { PrintPdfButtons } from "@/components/vehicle/print-pdf-buttons";
import { PromoBanner } from "@/components/vehicle/promo-banner";
import { ShareButtons } from "@/components/vehicle/share-buttons";
import { SimilarCars } from "@/components/vehicle/similar-cars";
import { VehicleBars } from "@/components/vehicle/vehicle-bars";
import { VehicleBreadcrumbs } from "@/components/vehicle/vehicle-breadcrumbs";
import { KeyInformation, Specifications } from "@/components/vehicle/spec-sheets";
import { VehiclePriceHistorySection } from "@/components/vehicle/vehicle-price-history";
import { InfoTabs, VehicleDisclaimer } from "@/components/vehicle/vehicle-details";
import { VehicleSidebar } from "@/components/vehicle/vehicle-sidebar";
import { DeferredRecordViewedCar, DeferredViewCounter } from "@/components/vehicle/deferred-vehicle-extras";
import { getDatabase } from "@/db/connection";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { describePriceDisplay } from "@/domain/pricing/price-display";
import { searchHref } from "@/domain/search/search-route";
import { decodeRouteParam } from "@/domain/security/request-target";
import { absoluteUrl, buildPageMetadata } from "@/domain/seo/page-metadata";
import { vehicleJsonLd } from "@/domain/seo/vehicle-json-ld";
import type { Site } from "@/domain/site/site";
import { directionsHref } from "@/domain/locations/directions";
import { locationBannerText } from "@/domain/vehicle/location-banner";
import { shareLinks } from "@/domain/vehicle/share-links";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { loadDriveAwayPanel } from "@/server/drive-away/drive-away-panel";
import { imageUrl } from "@/domain/media/image-url";
import { loadFinanceCar, loadMarketComparison } from "@/server/finance/vehicle-money";
import { typicalReplyLine } from "@/server/inbox/typical-reply-line";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { loadVehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { viewerProps } from "@/server/vehicle/viewer-props";
import { loadSimilarCarsAction } from "./similar-cars-action";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Metadata and page ask for the same car; one load per request. A slug that cannot be one (issue 19) is no car. */
const loadModel = cache(async (site: Site, rawSlug: string) => {
  const slug = decodeRouteParam(rawSlug);
  return slug === null ? null : loadVehiclePageModel((await getDatabase()).db, site, slug);
});

function describe(site: Site, model: VehiclePageModel): string {
  const { car } = model;
  const price = model.inStock ? describePriceDisplay(model.price).replace(/\.$/, "") : "Sold";
  const facts = [`${formatWholeNumber(car.km)} km`, car.transmission, car.fuel].filter(Boolean).join(", ");
  const where = [car.city, car.state].filter(Boolean).join(" ");
  return `${car.name} at ${site.name}${where ? ` in ${where}` : ""}: ${price}. ${facts}. Stock number ${car.stocknum}.`;
}

const firstPhoto = (model: VehiclePageModel) => model.extras.media.images[0]?.url ?? model.car.primaryImageUrl;

/** Like the layout's, this never calls notFound(): the page does, before any streaming, so the status is 404. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const model = site ? await loadModel(site, (await params).slug) : null;
  if (!site || !model) return {};
  const image = firstPhoto(model);
  return buildPageMetadata({
    baseUrl: siteBaseUrl(site),
    path: vehiclePath(model.car.slug),
    siteName: site.name,
    title: model.car.name,
    description: describe(site, model),
    // Link previews do not show SVG: the builder's JPEG at 1280 px.
    image: image ? { url: imageUrl(image, { width: 1280, format: "jpeg" }), width: 1280, height: 853, alt: model.car.name } : null,
  });
}

export default async function CarPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const model = await loadModel(site, (await params).slug);
  if (!model) notFound();
  const { car, extras } = model;
  const baseUrl = siteBaseUrl(site);
  const pageUrl = absoluteUrl(baseUrl, vehiclePath(car.slug));
  const viewer = viewerProps(car, extras.media, site.config);
  const photo = firstPhoto(model);
  const banner = site.config.showVehicleLocation ? locationBannerText(extras.location?.city ?? car.city, extras.primaryLocation?.city) : null;
  const similarSearch = searchHref({ make: [car.make], model: [car.model] });
  const postcode = (await searchParams).postcode;
  const [leadSetup, moneyCar, driveAway, replyLine] = await Promise.all([
    model.inStock ? getDatabase().then(({ db }) => loadLeadFormSetup(db, site, car)) : null,
    loadFinanceCar(site, car.id),
    model.inStock ? getDatabase().then(({ db }) => loadDriveAwayPanel(db, site, car.id, postcode, new Date())) : null,
    // The same for every shopper (per dealership), so the page cache may keep it.
    model.inStock ? getDatabase().then(({ db }) => typicalReplyLine(db, car.dealershipId, new Date())) : null,
  ]);
  const enquiry = (forms: ("enquiry" | "test-drive" | "request-photos")[], className?: string) =>
    leadSetup ? <VehicleEnquiryButtons carId={car.id} carSlug={car.slug} carName={car.name} setup={leadSetup} forms={forms} buttonClassName={className} replyLine={replyLine} /> : null;
  const jsonLd = vehicleJsonLd({
    car,
    url: pageUrl,
    images: extras.media.images.slice(0, 10).map((image) => absoluteUrl(baseUrl, imageUrl(image.url, { width: 1280, format: "jpeg" }))),
    description: model.commentsPending ? describe(site, model) : model.commentsText.slice(0, 5000),
    price: model.price,
    seller: { name: site.name, city: extras.location?.city, state: extras.location?.state },
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-28 lg:pb-12">
      <JsonLdScript data={jsonLd} nonce={await requestNonce()} />
      <VehicleBars site={site} model={model} thumbnail={photo ? imageUrl(photo, { width: 160 }) : null} enquiryAction={enquiry(["enquiry"], "btn btn-outline shrink-0 text-ink")} />
      <VehicleBreadcrumbs car={car} />
      {banner ? (
        <div className="mt-4">
          <LocationBanner text={banner} directionsHref={directionsHref(extras.location ?? { city: car.city ?? "" })} />
        </div>
      ) : null}

      {/* Phones read photo, price and contact, details, then the secondary tools; desktops keep price and tools in the right column. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {viewer ? <MediaViewer {...viewer} /> : <div className="flex aspect-[3/2] items-center justify-center rounded-card bg-neutral-100 text-ink-muted">Photos coming soon</div>}
        </div>

        <aside aria-label="Price and contact" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <VehicleSidebar
            site={site}
            model={model}
            enquiryActions={leadSetup ? <>{enquiry(["enquiry", "test-drive", "request-photos"])}<TypicalReplyNote text={replyLine} /></> : null}
          />
        </aside>

        <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-span-3 lg:row-start-2">
          <KeyInformation lines={model.keyInformation} />
          {model.priceHistory ? <VehiclePriceHistorySection history={model.priceHistory} /> : null}
          {driveAway ? <DriveAwaySection carId={car.id} formAction={`${vehiclePath(car.slug)}#${DRIVE_AWAY_ANCHOR}`} {...driveAway} /> : null}
          <InfoTabs site={site} model={model} />
          <Specifications lines={model.specifications} />
          {moneyCar ? <VehicleMoneySection site={site} car={moneyCar} comparison={loadMarketComparison(site, moneyCar, new Date())} /> : null}
          <PromoBanner siteName={site.name} />
          <VehicleDisclaimer siteName={site.name} hasEstimate={model.weeklyEstimate !== null} rate={site.config.defaultInterestRate} />
        </div>

        <aside aria-label="Vehicle tools" className="flex flex-col gap-5 self-start lg:col-start-2 lg:row-span-2 lg:row-start-3">
          <DeferredRecordViewedCar car={{ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, body: car.bodyconfiguration, simpleBody: car.body }} />
          <DeferredViewCounter slug={car.slug} photosCount={extras.media.images.length} updatedAt={extras.updatedAt.toISOString()} siteId={site.id} showCount={site.config.showViewCount} />
          <CarDetailsBox model={model} />
          {site.config.isPrintable ? <PrintPdfButtons slug={car.slug} carId={car.id} /> : null}
          <ShareButtons links={shareLinks(pageUrl, car.name, { hideTwitter: site.config.hideTwitterShare })} url={pageUrl} />
        </aside>
      </div>

      <div className="mt-14">
        <SimilarCars load={loadSimilarCarsAction} slug={car.slug} searchHref={similarSearch} heading={model.inStock ? "Similar cars" : "Cars like this one"} />
      </div>
    </div>
  );
}
