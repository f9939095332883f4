import type { deliveryRates, models, offers, promoNodes, sitePages, slides } from "@/db/schema";
import { CONTENT_PAGE_TITLES } from "@/domain/content/content-pages";
import { formatLongDate } from "@/domain/vehicle/rego-expiry";
import type { DemoPage } from "@/demo/content";
import type { SiteConfigInput } from "@/domain/site/site-config-schema";
import { vehicleImagePath } from "@/demo/vehicle-art/vehicle-image";
import { addDays, isoDate } from "./car-identity";
import type { Random } from "./random";
import { hashString } from "./random";
import { manufacturerBody, modelsOf, slugify, type CatalogueModel, type ItemType } from "./vehicle-catalogue";

export type ModelRow = Omit<typeof models.$inferInsert, "id">;
export type OfferRow = Omit<typeof offers.$inferInsert, "id">;
export type SlideRow = Omit<typeof slides.$inferInsert, "id">;
export type PromoNodeRow = Omit<typeof promoNodes.$inferInsert, "id">;
export type DeliveryRateRow = Omit<typeof deliveryRates.$inferInsert, "id">;
export type SitePageRow = Omit<typeof sitePages.$inferInsert, "id">;

const money = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

/** A model's studio image: white paint, front three-quarter, seeded by the model name. */
export function modelImageUrl(model: CatalogueModel): string {
  return vehicleImagePath({ body: model.body, colour: "f4f4f2", angle: "front-34", seed: hashString(`${model.make} ${model.model}`) % 100_000 });
}

/** What a dealer adds to some models' descriptions; with it most run past the card's 200 characters (spec 001 §9). */
const BODY_PITCH: Partial<Record<CatalogueModel["body"], string>> = {
  suv: "Room for the family and the weekend's gear, with active safety, a reversing camera and smartphone mirroring in every grade.",
  ute: "Tows up to 3.5 tonnes, takes a pallet in the tub, and has a cabin that works as hard as you do, on the job site or the beach track.",
  van: "A cargo area that swallows two pallets, sliding doors on both sides and the safety of a passenger car: built for the working week.",
  "people-mover": "Eight seats, sliding doors and room behind the third row for the school bags.",
  motorcycle: "Test ride one at our Ruthven Street showroom and ask about our learner-approved range and riding gear packages.",
  caravan: "Built for Australian roads with an off-road chassis option, solar ready and fitted out for weeks away from the grid.",
};

/** Spec 001 §2: some manufacturers' feeds spell their slugs differently (the site rewrites suzuki-australia to suzuki). */
const FEED_MAKE_SLUGS: Readonly<Record<string, string>> = { Suzuki: "suzuki-australia" };

/** Current models of the site's franchise makes, with mega-menu categories (manufacturer_body 1–3). */
export function buildModelRows(random: Random, siteId: number, makes: readonly string[], itemTypes: readonly ItemType[], manufacturerIds: ReadonlyMap<string, number>, now: Date): ModelRow[] {
  if (makes.length === 0) return [];
  const nowYear = now.getUTCFullYear();
  return modelsOf(makes, itemTypes).filter((m) => m.until === null).map((model, sortOrder) => {
    const slug = slugify(model.model);
    const electrified = model.fuel === "Electric" ? "Electric" : model.fuel === "Hybrid" || model.fuel === "Plug-in Hybrid" ? "Hybrid" : null;
    const fromPrice = Math.min(...model.badges.map((b) => b.newPrice));
    return {
      siteId, manufacturerId: manufacturerIds.get(model.make) ?? 0, name: model.model, slug, newSlug: `${FEED_MAKE_SLUGS[model.make] ?? slugify(model.make)}-${slug}`,
      imageUrl: modelImageUrl(model), status: random.chance(0.08) ? "coming_soon" : model.since >= nowYear - 1 ? "new" : null,
      fromPrice, shortDescription: [`The ${model.make} ${model.model} range starts from ${money(fromPrice)}.`, `${model.badges.length} ${model.badges.length === 1 ? "grade" : "grades"}, ${model.fuel ?? "towable"} ${model.body.replace("-", " ")} built for Australian conditions.`, BODY_PITCH[model.body]].filter(Boolean).join(" "),
      overrideUrl: random.chance(0.05) ? `/search/${slugify(model.make)}/${slug}` : null,
      manufacturerBody: manufacturerBody(model), manufacturerBody2: electrified, manufacturerBody3: model.drive === "4x4" ? "4x4" : null, sortOrder,
    };
  });
}

export type OfferModel = { id: number; manufacturerId: number; name: string; fromPrice: number | null; imageUrl: string | null };

/**
 * 2–4 current offers on the dealership's models (drive-away, finance, bonus or run-out), then three the site
 * must not show (spec 001 §5): one that ended yesterday, one that starts next week, and one that excludes the site.
 */
export function buildOfferRows(random: Random, dealershipId: number, siteId: number, siteModels: readonly OfferModel[], now: Date): OfferRow[] {
  if (siteModels.length === 0) return [];
  const endOfNextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  const current = random.sample(siteModels, random.int(2, 4)).map((model) => {
    const category = random.weighted([["Drive Away Offer", 4], ["Finance offer", 3], ["Bonus Offer", 2], ["Run-out Sale", 1]] as const);
    const price = model.fromPrice ?? 30_000;
    const rate = random.pick(["1.99", "2.49", "3.99"]);
    const ends = formatLongDate(isoDate(endOfNextMonth));
    const headline = category === "Finance offer" ? `${model.name} with ${rate}% p.a. finance` : category === "Bonus Offer" ? `${model.name} with bonus accessories pack` : `${model.name} from ${money(price)} drive away`;
    const offerText: Record<typeof category, string> = {
      "Drive Away Offer": `<p>For a limited time, drive away in a new ${model.name} from ${money(price)}, with registration, CTP insurance and dealer delivery included.</p><ul><li>While stocks last</li><li>Metallic paint extra</li></ul>`,
      "Finance offer": `<p>Finance a new ${model.name} at <strong>${rate}% p.a.</strong> over 36 months, with no deposit needed for approved private and business buyers. Available on every grade ordered and delivered by ${ends}, so you can choose the one that suits you and keep your repayments low.</p><ul><li>Approved applicants only</li><li>Fees and charges apply</li></ul>`,
      "Bonus Offer": `<p>Buy a new ${model.name} before ${ends} and we'll add a genuine accessories pack: all-weather floor mats, a cargo liner, weather shields and paint protection, fitted before delivery and worth more than $1,400. Ask us about adding a towbar.</p>`,
      "Run-out Sale": `<p>Run-out pricing on the outgoing ${model.name}, from ${money(Math.round(price * 0.93))}. Limited stock at this price across our dealerships.</p>`,
    };
    return {
      dealershipId, manufacturerId: model.manufacturerId, modelId: model.id, name: headline,
      description: offerText[category],
      disclaimer: "Offer available on new vehicles purchased and delivered by the end date, while stocks last. Not available with other offers. Fleet, government and rental buyers excluded. Finance offers subject to approved credit.",
      category, imageUrl: model.imageUrl, excludedSiteIds: [], startsOn: isoDate(addDays(now, -random.int(5, 30))), endsOn: isoDate(endOfNextMonth),
    };
  });
  const [first] = current;
  if (!first) return current;
  const hidden = (name: string, changes: Partial<OfferRow>): OfferRow => ({ ...first, name: `${first.name} (${name})`, ...changes });
  return [
    ...current,
    hidden("ended", { startsOn: isoDate(addDays(now, -40)), endsOn: isoDate(addDays(now, -1)) }),
    hidden("next week", { startsOn: isoDate(addDays(now, 7)), endsOn: isoDate(addDays(now, 37)) }),
    hidden("national fleet program", { excludedSiteIds: [siteId] }),
  ];
}

/** A demo site's written pages as rows (the title defaults to the page's usual name). */
export function buildSitePageRows(siteId: number, pages: readonly DemoPage[], now: Date): SitePageRow[] {
  return pages.map((page) => ({ siteId, slug: page.slug, title: page.title ?? CONTENT_PAGE_TITLES[page.slug], summary: page.summary, format: page.format ?? "markdown", body: page.body, updatedAt: now }));
}

function bodyForSlides(template: SiteConfigInput["template"]): "suv" | "ute" | "motorcycle" | "hatch" {
  return template === "outdoor" ? "motorcycle" : template === "used-specialist" ? "hatch" : template === "manufacturer" ? "suv" : "ute";
}

/** Three home-page hero slides in the site's primary colour. */
export function buildSlideRows(siteId: number, config: SiteConfigInput): SlideRow[] {
  const colour = config.theme.primary.slice(1).toLowerCase();
  const body = bodyForSlides(config.template);
  const slidesFor = [
    { name: "Latest offers", description: `See this month's deals at ${config.name}.`, url: "/special-offers", angle: "front-34" as const },
    { name: "Book a service", description: "Book online in under a minute.", url: "/service", angle: "side" as const },
    { name: "Sell your car", description: "Get a fast, fair valuation — we buy all makes and models.", url: "/sell-your-car", angle: "rear-34" as const },
  ];
  return slidesFor.map((slide, sortOrder) => ({
    siteId, name: slide.name, description: slide.description, url: slide.url, hideOverlay: sortOrder === 1, sortOrder,
    imageUrl: vehicleImagePath({ body, colour, angle: slide.angle, seed: hashString(`${config.slug} ${sortOrder}`) % 100_000 }),
  }));
}

/** Call-to-action tiles at the configured result positions, plus the spec's dated July tile. */
export function buildPromoNodeRows(siteId: number, config: SiteConfigInput, now: Date): PromoNodeRow[] {
  const positions = config.promoTiles?.positions ?? [8, 17];
  const finance = { title: "Get pre-approved", body: "Know your budget before you shop.", href: "/finance", cta: "Apply now" };
  const tradeIn = { title: "What's your car worth?", body: "Instant online trade-in valuation.", href: "/trade-in", cta: "Get Your Valuation" };
  const rows: PromoNodeRow[] = positions.map((position, i) => {
    const tile = i % 2 === 0 ? finance : tradeIn;
    return { siteId, position, start: isoDate(addDays(now, -7)), expiry: isoDate(addDays(now, 60)), display: "search", strictDisplay: false, node: { ...tile, imageUrl: null } };
  });
  rows.push({
    siteId, position: positions[0] ?? 8, start: "2025-07-01", expiry: "2025-07-24", display: "search:used-cars", strictDisplay: true,
    node: { title: "End of financial year sale", body: "Run-out pricing on selected stock.", href: "/special-offers", imageUrl: null, cta: "Shop the sale" },
  });
  return rows;
}

/** Delivery price bands by distance from the car's location. */
export function buildDeliveryRateRows(siteId: number, template: SiteConfigInput["template"]): DeliveryRateRow[] {
  const bands: [string, number, number][] = template === "outdoor"
    ? [["Local", 50, 0], ["Regional", 200, 450], ["Interstate", 1000, 1290], ["National", 4500, 2490]]
    : [["Metro", 50, 0], ["Regional", 200, 350], ["Interstate", 1000, 990], ["National", 4500, 1990]];
  return bands.map(([name, maxDistanceKm, price]) => ({ siteId, name, maxDistanceKm, price }));
}
