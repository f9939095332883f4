import { TEMPLATES, type SiteConfigInput, type Template } from "@/domain/site/site-config-schema";
import { GENERATED_DEALER_PLACES, STREET_NAMES, placeOf } from "./australian-places";
import type { StockProfile, TenantBlueprint } from "./blueprints";
import { navigationForTemplate } from "./navigation-factory";
import { createRandom, mixSeed } from "./random";

const FRANCHISE_MAKES = ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Volkswagen", "Nissan", "MG", "Subaru", "Mitsubishi", "Honda", "Isuzu", "GWM", "Suzuki"] as const;
const OUTDOOR_MAKES = ["Harley-Davidson", "Kawasaki", "Yamaha", "Honda", "BMW Motorrad", "KTM", "Jayco", "Coromal", "Avan", "Lotus Caravans"] as const;
const THEMES: readonly (readonly [string, string])[] = [
  ["#0f4c81", "#f2a900"], ["#7a1f2b", "#d4af37"], ["#1b5e20", "#ffb300"], ["#263238", "#ff5722"], ["#4a148c", "#00bfa5"],
  ["#b71c1c", "#212121"], ["#004d40", "#ffd54f"], ["#0d47a1", "#e53935"], ["#3e2723", "#ff9800"], ["#37474f", "#4fc3f7"],
];
const PROVIDERS = ["manual", "angle", "taurus", "360_finance", "ausloans", "powertorque"] as const;

const AREA_CODES: Record<string, string> = { NSW: "02", ACT: "02", VIC: "03", TAS: "03", QLD: "07", SA: "08", WA: "08", NT: "08" };

/** A fictitious (ACMA 5550 range) landline for a state. */
export function fictionalPhone(state: string, number: number): string {
  return `(${AREA_CODES[state] ?? "02"}) 5550 ${String(number % 10_000).padStart(4, "0")}`;
}

function nameFor(template: Template, suburb: string, makes: readonly string[]): { name: string; profile: StockProfile } {
  switch (template) {
    case "manufacturer": return { name: `${suburb} ${makes[0] ?? "Toyota"}`, profile: "franchise" };
    case "metro-group": return { name: `${suburb} Motor Group`, profile: "franchise" };
    case "used-specialist": return { name: `${suburb} Car Sales`, profile: "used" };
    case "outdoor": return { name: `${suburb} Motorcycles & Caravans`, profile: "outdoor" };
    case "group-portal": return { name: `${suburb} Auto Centre`, profile: "franchise" };
  }
}

/**
 * Tenant number `n` (1-based) of the bulk-generated dealers (`dealer-0001` …): one dealership, one
 * location, template cycling through all templates. Depends only on (seed, n).
 */
export function buildGeneratedTenant(seed: number, n: number): TenantBlueprint {
  const random = createRandom(mixSeed(seed, 1_000_000 + n));
  const slug = `dealer-${String(n).padStart(4, "0")}`;
  const template = TEMPLATES[(n - 1) % TEMPLATES.length] ?? "metro-group";
  const placeKey = random.pick(GENERATED_DEALER_PLACES);
  const place = placeOf(placeKey);
  const makes: readonly string[] = template === "used-specialist" ? [] : template === "outdoor" ? random.sample(OUTDOOR_MAKES, 3)
    : template === "manufacturer" ? [random.pick(FRANCHISE_MAKES)] : random.sample(FRANCHISE_MAKES, random.int(2, 4));
  const { name, profile } = nameFor(template, place.suburb, makes);
  const [primary, accent] = random.pick(THEMES);
  const phone = fictionalPhone(place.state, n);
  const scope = [{ field: "dealership_slug" as const, values: [slug] }];
  const config: SiteConfigInput = {
    slug, name, template, tagline: `Quality new and used vehicles in ${place.suburb}, ${place.state}.`,
    manufacturer: template === "manufacturer" ? { name: makes[0] ?? "Toyota" } : null,
    address: { city: place.suburb, state: place.state },
    theme: { primary, accent, wordmark: place.suburb.toUpperCase().slice(0, 24) },
    navigation: navigationForTemplate(template, { name, makes }),
    searchFilters: template === "used-specialist" ? [scope, [{ field: "car_type", values: ["used"] }]] : [scope],
    financeProvider: random.pick(PROVIDERS), phoneNumbers: { new: phone, used: phone },
    certifiedFeature: makes.includes("Toyota"), showViewCount: random.chance(0.3), collapseSoldCars: random.chance(0.3),
    buttons: random.chance(0.5) ? ["enquire", "testDrive", "finance", "tradeIn", "callUsNow"] : ["enquire", "finance", "callUsNow", "location"],
  };
  return {
    config, isDefault: false, carShare: 0,
    dealerships: [{
      slug, name, makes, stockProfile: profile, leadEmail: `leads+${slug}@example.com.au`,
      locations: [{ slug: `${slug}-${placeKey}`, name, locationType: "sales", primary: true, street: `${random.int(1, 999)} ${random.pick(STREET_NAMES)}`, place: placeKey, phone }],
    }],
  };
}
