import type { dealerships, locations, openingHours, reviews, specialHours } from "@/db/schema";
import { placeOf } from "./australian-places";
import { vehicleImagePath, type VehicleBody } from "@/demo/vehicle-art/vehicle-image";
import type { DealershipBlueprint, LocationBlueprint, StockProfile } from "./blueprints";
import { addDays, isoDate } from "./car-identity";
import type { Random } from "./random";
import { REPLIES, REVIEWER_FIRST_NAMES, REVIEWER_LAST_INITIALS, REVIEW_TEXTS } from "./review-text";

export type DealershipRow = Omit<typeof dealerships.$inferInsert, "id">;
export type LocationRow = Omit<typeof locations.$inferInsert, "id">;
export type OpeningHoursRow = Omit<typeof openingHours.$inferInsert, "id">;
export type SpecialHoursRow = Omit<typeof specialHours.$inferInsert, "id">;
export type ReviewRow = Omit<typeof reviews.$inferInsert, "id">;

const PLACE_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

function licenceNumbers(random: Random, state: string): { dealerLicenseNumber: string; motorVehicleRepairer: string | null } {
  if (state === "NSW") return { dealerLicenseNumber: `MD${random.int(10_000, 99_999)}`, motorVehicleRepairer: `MVRL${random.int(10_000, 99_999)}` };
  if (state === "VIC") return { dealerLicenseNumber: `LMCT ${random.int(10_000, 19_999)}`, motorVehicleRepairer: null };
  return { dealerLicenseNumber: `${random.int(3_000_000, 3_999_999)}`, motorVehicleRepairer: null };
}

/** A dealership row; its rating aggregate comes from the reviews generated for it. */
export function buildDealershipRow(blueprint: DealershipBlueprint, aggregate: { averageRating: number; count: number }): DealershipRow {
  return {
    slug: blueprint.slug, name: blueprint.name, leadEmail: blueprint.leadEmail,
    averageRating: aggregate.count ? aggregate.averageRating.toFixed(1) : null, reviewCount: aggregate.count,
  };
}

const SHOWROOM_BODIES: Readonly<Record<StockProfile, readonly VehicleBody[]>> = { franchise: ["suv", "ute", "hatch"], used: ["sedan", "wagon", "hatch"], outdoor: ["motorcycle", "caravan"], trucks: ["truck"] };
const SHOWROOM_PAINTS = ["f4f4f2", "1d1d1f", "9aa3ab", "8b1e2b", "1f4e8c"] as const;

/** A location row with a real suburb, 4-digit postcode, coordinates near the suburb centre and a showroom photo. */
export function buildLocationRow(random: Random, blueprint: LocationBlueprint, dealership: { id: number; makes: readonly string[]; stockProfile: StockProfile }, rating: { averageRating: number; count: number }): LocationRow {
  const place = placeOf(blueprint.place);
  let placeId = "ChIJ";
  for (let i = 0; i < 23; i++) placeId += PLACE_ID_CHARS[random.int(0, PLACE_ID_CHARS.length - 1)];
  const query = encodeURIComponent(`${blueprint.street}, ${place.suburb} ${place.state} ${place.postcode}`);
  const lat = Math.round((place.lat + random.float(-0.01, 0.01)) * 1e6) / 1e6;
  const lng = Math.round((place.lng + random.float(-0.01, 0.01)) * 1e6) / 1e6;
  const mobile = `0491 570 ${String(random.int(110, 159))}`;
  const licences = licenceNumbers(random, place.state);
  const imageUrl = vehicleImagePath({ body: random.pick(SHOWROOM_BODIES[dealership.stockProfile]), colour: random.pick(SHOWROOM_PAINTS), angle: "front-34", seed: random.int(0, 99_999) });
  return {
    dealershipId: dealership.id, name: blueprint.name, slug: blueprint.slug, locationType: blueprint.locationType, locationSubtype: null,
    primary: blueprint.primary, visible: true, manufacturers: [...dealership.makes], street: blueprint.street, city: place.suburb,
    state: place.state, postcode: place.postcode,
    lat, lng, placeId, placeUrl: `https://www.google.com/maps/search/?api=1&query=${query}&query_place_id=${placeId}`, mapKey: null,
    phone: blueprint.phone, mobile, landlinePhone: blueprint.phone, imageUrl,
    averageRating: rating.count ? Math.round(rating.averageRating * 10) / 10 : null, reviewCount: rating.count,
    ...licences, distributionLocations: [],
  };
}

type DayHours = readonly [open: string, close: string] | null;
function departmentWeek(random: Random, department: "sales" | "service" | "parts"): DayHours[] {
  const weekday: DayHours = department === "sales" ? random.pick([["08:30", "17:30"], ["08:00", "17:30"], ["08:30", "18:00"]] as const)
    : department === "service" ? random.pick([["07:30", "17:00"], ["07:00", "17:30"]] as const) : ["08:00", "17:00"];
  const saturday: DayHours = department === "service" && random.chance(0.5) ? null : random.pick([["08:00", "12:00"], ["08:30", "13:00"], ["09:00", "16:00"]] as const);
  const sunday: DayHours = department === "sales" && random.chance(0.2) ? ["10:00", "16:00"] : null;
  return [sunday, weekday, weekday, weekday, weekday, weekday, saturday];
}

/**
 * Weekly hours for sales, service and parts: Mon–Fri full days, Saturday short, Sunday closed for most. Parts
 * has no Sunday entry at all, as some dealer feeds leave closed days out (spec 001 §8: "Missing hours display 'Closed'").
 */
export function buildOpeningHours(random: Random, locationId: number): OpeningHoursRow[] {
  const rows: OpeningHoursRow[] = [];
  for (const department of ["sales", "service", "parts"] as const) {
    departmentWeek(random, department).forEach((hours, weekday) => {
      if (department === "parts" && weekday === 0) return;
      rows.push({ locationId, department, weekday, status: hours ? "Open" : "Closed", open: hours?.[0] ?? null, close: hours?.[1] ?? null });
    });
  }
  return rows;
}

/** Easter Sunday (anonymous Gregorian algorithm), in UTC. */
export function easterSunday(year: number): Date {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The `n`th (1-based) `weekday` (0 Sunday) of a month, in UTC. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return new Date(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7));
}

/** Public holidays kept by one state only (Labour Day and the King's Birthday move between states; Melbourne Cup is Victoria's). */
function stateHolidaysOf(year: number, state: string): [string, Date][] {
  const monday = (month: number, n: number) => nthWeekday(year, month, 1, n);
  switch (state) {
    case "QLD": return [["Labour Day", monday(4, 1)], ["King's Birthday", monday(9, 1)]];
    case "NSW": case "ACT": return [["King's Birthday", monday(5, 2)], ["Labour Day", monday(9, 1)]];
    case "VIC": return [["Labour Day", monday(2, 2)], ["King's Birthday", monday(5, 2)], ["Melbourne Cup", nthWeekday(year, 10, 2, 1)]];
    default: return [];
  }
}

function holidaysOf(year: number, state: string): [string, Date][] {
  const easter = easterSunday(year);
  return [
    ["New Year's Day", new Date(Date.UTC(year, 0, 1))], ["Australia Day", new Date(Date.UTC(year, 0, 26))],
    ["Good Friday", addDays(easter, -2)], ["Easter Monday", addDays(easter, 1)], ["Anzac Day", new Date(Date.UTC(year, 3, 25))],
    ["Christmas Eve", new Date(Date.UTC(year, 11, 24))], ["Christmas Day", new Date(Date.UTC(year, 11, 25))], ["Boxing Day", new Date(Date.UTC(year, 11, 26))],
    ...stateHolidaysOf(year, state),
  ];
}

/** Short hours on the days that have them; null for a day closed. */
function shortHours(random: Random, name: string): readonly [string, string] | null {
  if (name === "Christmas Eve") return ["08:30", "12:00"];
  return name === "Boxing Day" && random.chance(0.4) ? ["09:00", "13:00"] : null;
}

/**
 * The next occurrence (within a year of now) of each national and state public holiday: closed, or short hours
 * on Christmas Eve (every location, though not a public holiday) and on Boxing Day (some).
 */
export function buildSpecialHours(random: Random, locationId: number, now: Date, state: string): SpecialHoursRow[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const year = now.getUTCFullYear();
  const upcoming = [...holidaysOf(year, state), ...holidaysOf(year + 1, state)].filter(([, date]) => date.getTime() >= today);
  const seen = new Set<string>();
  const rows: SpecialHoursRow[] = [];
  for (const [name, date] of upcoming.sort((a, b) => a[1].getTime() - b[1].getTime())) {
    if (seen.has(name)) continue;
    seen.add(name);
    const hours = shortHours(random, name);
    rows.push({ locationId, date: isoDate(date), name, status: hours ? "Open" : "Closed", startHour: hours?.[0] ?? null, endHour: hours?.[1] ?? null });
  }
  return rows;
}

/** 6–16 Google reviews skewed high, some without text, some machine-translated, many with a dealer reply. */
export function buildReviews(random: Random, dealershipId: number, locationId: number | null, now: Date): { rows: ReviewRow[]; averageRating: number; count: number } {
  const rows: ReviewRow[] = [];
  const count = random.int(6, 16);
  for (let i = 0; i < count; i++) {
    const rating = random.weighted([[5, 62], [4, 20], [3, 8], [2, 4], [1, 6]] as const);
    const reviewDate = addDays(now, -random.int(1, 730));
    const translated = random.chance(0.06);
    const text = random.chance(0.1) ? null : `${translated ? "(Translated by Google) " : ""}${random.pick(REVIEW_TEXTS[rating])}`;
    const replied = random.chance(0.45);
    const replyDate = addDays(reviewDate, random.int(0, 7));
    rows.push({
      dealershipId, locationId, customerName: `${random.pick(REVIEWER_FIRST_NAMES)} ${random.pick(REVIEWER_LAST_INITIALS)}.`, text, rating,
      imageUrl: null, reviewDate: isoDate(reviewDate), status: "approved", replyText: replied ? random.pick(REPLIES[rating >= 4 ? "positive" : "negative"]) : null,
      replyDate: replied ? isoDate(replyDate.getTime() > now.getTime() ? now : replyDate) : null, source: "google",
    });
  }
  const averageRating = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
  return { rows, averageRating, count };
}
