import { z } from "zod";
import { lenderEntrySchema } from "@/domain/finance/lender-entry";
import { controlCharacterField } from "@/domain/security/request-target";
import type { PublicUrlRules } from "@/domain/security/public-address";
import {
  calendarDate, choice, decimal, dollars, flag, instant, json, kilometres, link, list, optionalLink, photoLink, readFieldValue, required, text, wholeNumber,
  type FeedField,
} from "./feed-fields";

/**
 * One car of a dealer's stock feed (CSV or JSON), named by the car fields of spec 000 §3. The feed is
 * the whole truth about a car: a field left out is cleared. Lists are JSON arrays or `|`-separated
 * text; nested objects are JSON (JSON text in a CSV cell). docs/api.md lists every field.
 */

/** Wrong type: "must be a JSON object"; other problems (an unknown key) keep zod's own message. */
const JSON_OBJECT = { error: (issue: { code?: string }) => (issue.code === "invalid_type" ? "must be a JSON object" : undefined) };

const variantValue = z.union([z.number(), z.string().max(100)]).nullable().optional();
/** Spec 000 §3 "variant {cylinders, enginesize, …, geartype}". */
const variantSchema = z.strictObject({
  cylinders: variantValue, enginesize: variantValue, enginesize_litres: variantValue, induction: variantValue,
  fuelconsumptioncombined: variantValue, fuelcapacity: variantValue, grossvehiclemass: variantValue, vehiclelength: variantValue,
  vehicleheight: variantValue, vehiclewidth: variantValue, towingcapacitybraked: variantValue, bodyconfiguration: variantValue,
  torque: variantValue, ancaprating: variantValue, geartype: variantValue,
}, JSON_OBJECT);

/** Spec 000 §3 "specifications (body_width, body_length, tare_weight, axle_type, sleeps, aggregate_trailer_mass)". */
const specificationsSchema = z.strictObject({
  body_width: variantValue, body_length: variantValue, tare_weight: variantValue, axle_type: variantValue, sleeps: variantValue,
  aggregate_trailer_mass: variantValue,
}, JSON_OBJECT);

const hotspotSchema = z.object({
  id: z.string().max(100),
  description: z.string().max(500),
  anchors: z.array(z.string().max(100)).max(100).default([]),
  positions: z.array(z.object({ activeAngle: z.number().int().min(0).max(359), posX: z.number().min(0).max(100), posY: z.number().min(0).max(100) })).max(100),
});
/** Spec 000 §3 "hotspots {exterior, interior, …}", each with id, description, anchors and positions. */
const hotspotsSchema = z.object({ exterior: z.array(hotspotSchema).max(50).default([]), interior: z.array(hotspotSchema).max(50).default([]) }, JSON_OBJECT);

/** Spec 000 §3: "keyed by lowercased provider name with dashes turned into underscores". */
const financeLendersSchema = z.record(z.string().regex(/^[a-z0-9_]{1,40}$/, { error: "lender keys are lowercased provider names with underscores" }), lenderEntrySchema, JSON_OBJECT);

const autograbSchema = z.strictObject(
  { state_average_market_price: z.number().int().min(0).nullable().optional(), average_market_price: z.number().int().min(0).nullable().optional() },
  JSON_OBJECT,
);

export const CAR_TYPES = ["new", "used", "demo"] as const;
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold", "others"] as const;

const MAX_STOCK_NUMBER = 40;
/** Printable ASCII, single spaces between. */
const STOCK_NUMBER = /^[\x21-\x7e]( ?[\x21-\x7e])*$/;

/** Whether the text (trimmed, as the importer reads it) is a stock number: only such a one can name a car. */
export const isStockNumber = (text: string) => text.length <= MAX_STOCK_NUMBER && STOCK_NUMBER.test(text);

/** How a feed is read: the time it is read at (model years up to next year) and the rules for the photo addresses it gives. */
export type FeedReadingRules = { now: Date; photoUrls: PublicUrlRules };

/** The fields of a feed read under these rules. */
function feedFields({ now, photoUrls }: FeedReadingRules) {
  const photo = photoLink(photoUrls);
  return {
    stocknum: { kind: "text", schema: z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") }).min(1, { error: "is required" }).max(MAX_STOCK_NUMBER, { error: `must be at most ${MAX_STOCK_NUMBER} characters` }).regex(STOCK_NUMBER, { error: "must be letters, digits and punctuation" }) },
    vin: { kind: "upper", schema: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: "must be 17 letters and digits (no I, O or Q)" }).optional() },
    dealership_slug: text(100),
    location: text(200),
    name: text(200),
    year: { kind: "int", schema: z.number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a whole number, like 2021") }).int({ error: "must be a whole number" }).min(1900, { error: "must be at least 1900" }).max(now.getUTCFullYear() + 1, { error: `must be at most ${now.getUTCFullYear() + 1}` }) },
    make: required(60),
    model: required(80),
    badge: text(100), series: text(100), colour: text(60), interior_colour: text(60),
    gearnum: wholeNumber(1, 20), bodyconfiguration: text(100), simple_body: text(40), simple_transmission: text(40), trans: text(100),
    simple_fuel: text(40), fuel: text(100), seats: wholeNumber(1, 99), doors: wholeNumber(0, 9), drive: text(40),
    engine_size: wholeNumber(0, 30_000), engine_size_litres: decimal(0, 30),
    km: kilometres, price: dollars, before_price: dollars, offer_price: dollars, subscription_price: dollars, reserve_deposit: dollars, preorder: flag, price_type: text(60),
    nvic: text(10), regplate: { kind: "upper", schema: z.string().max(10, { error: "must be at most 10 characters" }).optional() },
    rego_expiry: calendarDate, build_date: calendarDate, compliance_date: calendarDate,
    car_type: choice(CAR_TYPES, "must be new, used or demo"),
    status: { kind: "lower", schema: z.enum(CAR_STATUSES, { error: "must be in_stock, coming_soon, sold or others" }).default("in_stock") },
    sold_at: instant,
    tag: text(60), reserved: flag, certified: flag, show_on_dealer_website: flag, checkout_enabled: flag,
    private_suburb: text(60), private_postcode: { kind: "text", schema: z.string().regex(/^\d{4}$/, { error: "must be 4 digits" }).optional() },
    item_type: text(40),
    categories: list(z.string().max(60), 30),
    features: list(z.string().max(120), 300),
    dealercomments: text(20_000),
    carsales_title: text(300),
    file: optionalLink,
    views: wholeNumber(0, 2_000_000_000),
    images: list(photo, 100),
    interior_images: list(photo, 100),
    video_url: optionalLink, external_video_url: optionalLink,
    walkaround_videos: list(link, 20), videos: list(link, 20),
    spin_images: list(photo, 200), spin_code: text(100), spin_interior_image: { kind: "text", schema: photo.optional() },
    hotspots: json(hotspotsSchema),
    standardEquipment: list(z.string().max(200), 300),
    variant: json(variantSchema),
    specifications: json(specificationsSchema),
    finance_lenders: json(financeLendersSchema),
    payment_processors: list(z.string().max(40), 10),
    autograb_data: json(autograbSchema),
    created_at: instant,
  } satisfies Record<string, FeedField>;
}

type FeedFields = ReturnType<typeof feedFields>;
export type StockFeedRow = z.infer<z.ZodObject<{ [K in keyof FeedFields]: FeedFields[K]["schema"] }>>;
/** The field names a feed may use; others are reported as ignored. */
export const STOCK_FEED_FIELDS: readonly string[] = Object.keys(feedFields({ now: new Date(0), photoUrls: { allowHttp: false } }));

export type RowProblem = { field: string; message: string };
export type RowReading = { ok: true; row: StockFeedRow } | { ok: false; problems: RowProblem[] };

/**
 * A field holding a control character (NUL and the rest, but tab and line breaks) anywhere in it, JSON
 * included: PostgreSQL refuses NUL in text and JSON, and no car field needs the others.
 */
const CONTROL_CHARACTERS = "must not hold control characters (NUL and the like; tabs and line breaks are allowed)";

/** Reads and validates feed rows under these rules: `read(values)` gives the row or its problems (one per field). */
export function createStockFeedRowReader(rules: FeedReadingRules): (values: unknown) => RowReading {
  const fields = Object.entries(feedFields(rules)) as [string, FeedField][];
  const schema = z.object(Object.fromEntries(fields.map(([name, f]) => [name, f.schema])), { error: "must be an object of car fields" });
  return (values) => {
    let input: unknown = values;
    if (typeof values === "object" && values !== null && !Array.isArray(values)) {
      const source = values as Record<string, unknown>;
      const read: Record<string, unknown> = {};
      let unreadable: RowProblem[] | undefined;
      for (const [name, f] of fields) {
        const value = (read[name] = readFieldValue(f.kind, source[name]));
        // As read: JSON text in a CSV cell may spell a NUL as an escape.
        const field = value === undefined ? null : controlCharacterField(value, [name]);
        if (field !== null) (unreadable ??= []).push({ field, message: CONTROL_CHARACTERS });
      }
      if (unreadable) return { ok: false, problems: unreadable };
      input = read;
    }
    const parsed = schema.safeParse(input);
    return parsed.success ? { ok: true, row: parsed.data as StockFeedRow } : { ok: false, problems: rowProblems(parsed.error) };
  };
}

function rowProblems(error: z.ZodError): RowProblem[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "row";
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
