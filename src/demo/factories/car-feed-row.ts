import type { CarRow } from "./car-factory";

type VideoItem = { video: { url: string } };
type ImageRecord = { url: string; kind: "exterior" | "interior" };

/**
 * A factory car as a dealer's stock feed sends it (JSON shape, spec 000 §3 field names): what the demo
 * seed and the import benchmark feed through the importer. The importer sets the id, slug and times.
 */
export function carFeedRow(car: CarRow, dealershipSlug: string, locationSlug: string): Record<string, unknown> {
  const images = car.images as ImageRecord[];
  return {
    dealership_slug: dealershipSlug, location: locationSlug, stocknum: car.stocknum, vin: car.vin, name: car.name, year: car.year,
    make: car.make, model: car.model, badge: car.badge, series: car.series, colour: car.colour, interior_colour: car.interiorColour,
    gearnum: car.gearnum, bodyconfiguration: car.bodyconfiguration, simple_body: car.body, simple_transmission: car.transmission, trans: car.trans,
    simple_fuel: car.fuel, fuel: car.fuelDetail, seats: car.seats, doors: car.doors, drive: car.drive, engine_size: car.engineSize,
    engine_size_litres: car.engineSizeLitres, km: car.km, price: car.price, before_price: car.beforePrice, offer_price: car.offerPrice,
    subscription_price: car.subscriptionPrice, preorder: car.preorder, price_type: car.priceType, nvic: car.nvic, regplate: car.regplate,
    rego_expiry: car.regoExpiry, build_date: car.buildDate, compliance_date: car.complianceDate, car_type: car.carType, status: car.status,
    sold_at: car.soldAt?.toISOString() ?? null, tag: car.tag, reserved: car.reserved, certified: car.certified,
    show_on_dealer_website: car.showOnDealerWebsite, checkout_enabled: car.checkoutEnabled, private_suburb: car.privateSuburb,
    private_postcode: car.privatePostcode, item_type: car.itemType, categories: car.categories, features: car.features,
    dealercomments: car.dealerComments, carsales_title: car.carsalesTitle, file: car.historyReportUrl, views: car.views,
    images: images.filter((i) => i.kind === "exterior").map((i) => i.url), interior_images: images.filter((i) => i.kind === "interior").map((i) => i.url),
    video_url: car.videoUrl, external_video_url: car.externalVideoUrl,
    walkaround_videos: (car.walkaroundVideos as VideoItem[]).map((v) => v.video.url), videos: (car.videos as VideoItem[]).map((v) => v.video.url),
    spin_images: car.spinImages, spin_code: car.spinCode, spin_interior_image: car.spinInteriorImage, hotspots: car.hotspots,
    standardEquipment: car.standardEquipment, variant: car.variant, specifications: car.specifications, finance_lenders: car.financeLenders,
    payment_processors: car.paymentProcessors, autograb_data: car.autograbData, created_at: car.createdAt.toISOString(),
  };
}
