import type { deliveryRates, models, offers, promoNodes, slides } from "@/db/schema";
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

const money = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

/** A model's studio image: white paint, front three-quarter, seeded by the model name. */
export function modelImageUrl(model: CatalogueModel): string {
  return vehicleImagePath({ body: model.body, colour: "f4f4f2", angle: "front-34", seed: hashString(`${model.make} ${model.model}`) % 100_000 });
}

/** Current models of the site's franchise makes, with mega-menu categories (manufacturer_body 1–3). */
export function buildModelRows(random: Random, siteId: number, makes: readonly string[], itemTypes: readonly ItemType[], manufacturerIds: ReadonlyMap<string, number>, now: Date): ModelRow[] {
  if (makes.length === 0) return [];
  const nowYear = now.getUTCFullYear();
  return modelsOf(makes, itemTypes).filter((m) => m.until === null).map((model, sortOrder) => {
    const slug = slugify(model.model);
    const electrified = model.fuel === "Electric" ? "Electric" : model.fuel === "Hybrid" || model.fuel === "Plug-in Hybrid" ? "Hybrid" : null;
    const fromPrice = Math.min(...model.badges.map((b) => b.newPrice));
    return {
      siteId, manufacturerId: manufacturerIds.get(model.make) ?? 0, name: model.model, slug, newSlug: `${slugify(model.make)}-${slug}`,
      imageUrl: modelImageUrl(model), status: random.chance(0.08) ? "coming_soon" : model.since >= nowYear - 1 ? "new" : null,
      fromPrice, shortDescription: `The ${model.make} ${model.model} range starts from ${money(fromPrice)}. ${model.badges.length} grades, ${model.fuel ?? "towable"} ${model.body.replace("-", " ")} built for Australian conditions.`,
      overrideUrl: random.chance(0.05) ? `/search/${slugify(model.make)}/${slug}` : null,
      manufacturerBody: manufacturerBody(model), manufacturerBody2: electrified, manufacturerBody3: model.drive === "4x4" ? "4x4" : null, sortOrder,
    };
  });
}

export type OfferModel = { id: number; manufacturerId: number; name: string; fromPrice: number | null; imageUrl: string | null };

/** 2–4 current offers on the dealership's models (drive-away, finance, bonus or run-out). */
export function buildOfferRows(random: Random, dealershipId: number, siteModels: readonly OfferModel[], now: Date): OfferRow[] {
  if (siteModels.length === 0) return [];
  const endOfNextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return random.sample(siteModels, random.int(2, 4)).map((model) => {
    const category = random.weighted([["Drive Away Offer", 4], ["Finance offer", 3], ["Bonus Offer", 2], ["Run-out Sale", 1]] as const);
    const price = model.fromPrice ?? 30_000;
    const headline = category === "Finance offer" ? `${model.name} with ${random.pick(["1.99", "2.49", "3.99"])}% p.a. finance` : category === "Bonus Offer" ? `${model.name} with bonus accessories pack` : `${model.name} from ${money(price)} drive away`;
    return {
      dealershipId, manufacturerId: model.manufacturerId, modelId: model.id, name: headline,
      description: `<p>For a limited time, drive away in a new ${model.name}.</p><ul><li>Offer ends ${isoDate(endOfNextMonth)}</li><li>While stocks last</li></ul>`,
      disclaimer: "Offer available on new vehicles purchased and delivered by the end date, while stocks last. Not available with other offers. Fleet, government and rental buyers excluded. Finance offers subject to approved credit.",
      category, imageUrl: model.imageUrl, excludedSiteIds: [], startsOn: isoDate(addDays(now, -random.int(5, 30))), endsOn: isoDate(endOfNextMonth),
    };
  });
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
