import type { Random } from "./random";
import type { CatalogueModel } from "./vehicle-catalogue";

export type CarType = "new" | "used" | "demo";

/** Odometer consistent with car type, age and item type (new 0–50, demo 500–15,000, used by age). */
export function odometerKm(random: Random, model: CatalogueModel, carType: CarType, age: number): number {
  if (model.itemType === "caravan") return 0;
  if (carType === "new") return random.chance(0.3) ? 0 : random.int(1, 50);
  if (carType === "demo") return random.int(500, 15_000);
  const annual = model.itemType === "truck" ? random.int(25_000, 60_000) : model.itemType === "motorcycle" ? random.int(2_000, 8_000) : random.int(8_000, 22_000);
  return Math.max(900, Math.round(Math.max(age, 0.4) * annual * random.float(0.8, 1.2)));
}

/** Dealer-style price: whole thousands minus $10 (e.g. 27,990), never below $2,990. */
export function dealerRound(amount: number): number {
  return Math.max(2_990, Math.round(amount / 1_000) * 1_000 - 10);
}

/** Asking price from the new price, depreciated by age and adjusted for kilometres. */
export function askingPrice(random: Random, newPrice: number, carType: CarType, age: number, km: number, itemType: string): number {
  if (carType === "new") return random.chance(0.7) ? newPrice : dealerRound(newPrice - random.int(1, 3) * 500);
  if (carType === "demo") return dealerRound(newPrice * random.float(0.86, 0.94));
  const retained = 0.82 * Math.pow(itemType === "caravan" ? 0.93 : 0.9, Math.max(age - 1, 0));
  const expectedKm = Math.max(age, 1) * (itemType === "truck" ? 40_000 : itemType === "motorcycle" ? 5_000 : 15_000);
  const kmFactor = Math.min(1.1, Math.max(0.75, 1 - (km - expectedKm) / 400_000));
  return dealerRound(newPrice * retained * kmFactor * random.float(0.94, 1.06));
}

export function priceType(random: Random, carType: CarType): string {
  if (carType === "demo") return "Drive Away";
  return random.chance(carType === "new" ? 0.7 : 0.6) ? "Drive Away" : "Excl. Government Charges";
}

export type LenderEntry = {
  interestRate: number; comparisonRate: number; paymentWeek: number; paymentMonth: number; termYears: number; termMonths: number;
  termWeeks: number; deposit: number; balloon: number; establishmentFees: number; totalPayable: number; financeProvider: string;
  disclaimer: string; [term: `term${number}`]: number;
};

const LENDERS: Record<string, { label: string; rate: number; fees: number }> = {
  manual: { label: "In-house finance", rate: 8.99, fees: 0 },
  angle: { label: "Angle Finance", rate: 7.99, fees: 395 },
  taurus: { label: "Taurus Finance", rate: 9.45, fees: 1300 },
  nissan_finance: { label: "Nissan Finance", rate: 5.99, fees: 495 },
  "360_finance": { label: "360 Finance", rate: 9.99, fees: 0 },
  ausloans: { label: "AusLoans", rate: 8.49, fees: 0 },
  powertorque: { label: "Powertorque Finance", rate: 8.95, fees: 1360.5 },
  youx: { label: "YouX", rate: 7.49, fees: 0 },
};

const disclaimers = new Map<string, string>();
function lenderDisclaimer(key: string, label: string): string {
  let text = disclaimers.get(key);
  if (!text) {
    text = `${label}: indicative only, comparison rate based on a 5 year secured loan of $30,000. Approved credit, fees apply.`;
    disclaimers.set(key, text);
  }
  return text;
}

/** Level repayment per period for an amortising loan with a residual (balloon). */
function repayment(principal: number, annualRate: number, periodsPerYear: number, years: number, balloon: number): number {
  const r = annualRate / 100 / periodsPerYear;
  const n = periodsPerYear * years;
  if (r === 0) return (principal - balloon) / n;
  return ((principal - balloon / Math.pow(1 + r, n)) * r) / (1 - Math.pow(1 + r, -n));
}

function lenderEntry(random: Random, key: string, price: number, carType: CarType): LenderEntry {
  const lender = LENDERS[key] ?? { label: key, rate: 9.5, fees: 0 };
  const interestRate = Math.round((lender.rate + random.int(-2, 4) * 0.25) * 100) / 100;
  const termYears = random.weighted([[5, 6], [4, 1], [7, 2], [3, 1]] as const);
  const deposit = random.chance(0.6) ? 0 : Math.round((price * random.pick([0.1, 0.2])) / 100) * 100;
  const balloon = carType !== "used" && random.chance(0.4) ? Math.round((price * 0.3) / 100) * 100 : 0;
  const principal = price - deposit + lender.fees;
  const paymentWeek = Math.round(repayment(principal, interestRate, 52, termYears, balloon));
  const paymentMonth = Math.round(repayment(principal, interestRate, 12, termYears, balloon));
  const termKey: `term${number}` = `term${termYears}`;
  const entry: LenderEntry = {
    interestRate, comparisonRate: Math.round((interestRate + random.float(0.6, 1.9)) * 100) / 100, paymentWeek, paymentMonth, termYears, termMonths: termYears * 12, termWeeks: termYears * 52, deposit, balloon,
    establishmentFees: lender.fees, totalPayable: Math.round(paymentMonth * termYears * 12 + balloon + lender.fees),
    financeProvider: lender.label, disclaimer: lenderDisclaimer(key, lender.label),
  };
  entry[termKey] = paymentMonth;
  return entry;
}

/** finance_lenders keyed by lowercased provider with dashes as underscores (spec 000 §3): the site's provider, manual, and brand finance. */
export function financeLenders(random: Random, options: { price: number; carType: CarType; make: string; siteProvider: string | null }): Record<string, LenderEntry> {
  const keys = new Set<string>();
  if (options.siteProvider) keys.add(options.siteProvider.toLowerCase().replace(/-/g, "_"));
  keys.add("manual");
  if (options.make === "Nissan" && options.carType !== "used") keys.add("nissan_finance");
  if (random.chance(0.25)) keys.add(random.pick(["angle", "taurus", "powertorque", "ausloans"]));
  const entries: Record<string, LenderEntry> = {};
  for (const key of keys) entries[key] = lenderEntry(random, key, options.price, options.carType);
  return entries;
}

/** Market pricing from a valuation service (used cars only). */
export function autograbData(random: Random, price: number): { state_average_market_price: number; average_market_price: number } {
  return {
    state_average_market_price: Math.round((price * random.float(0.95, 1.15)) / 10) * 10,
    average_market_price: Math.round((price * random.float(0.93, 1.12)) / 10) * 10,
  };
}
