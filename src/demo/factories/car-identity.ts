import type { Random } from "./random";

const VIN_ALPHABET = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"; // no I, O or Q
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY"; // 2010 … 2030
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const CHECK_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** World manufacturer identifiers (first three VIN characters) by make. */
const WMI: Record<string, string> = {
  Toyota: "JTM", Mazda: "JM0", Hyundai: "KMH", Kia: "KNA", Ford: "MPB", Volkswagen: "WVW", Nissan: "JN1", MG: "LSJ", Subaru: "JF1",
  Honda: "JHM", Mitsubishi: "MMA", Isuzu: "MPA", GWM: "LGW", Suzuki: "JS3", Holden: "6G1", Tesla: "LRW", BMW: "WBA",
  "Mercedes-Benz": "WDD", Audi: "WAU", Jeep: "1C4", LDV: "LSK", BYD: "LGX", Lexus: "JTJ", "Land Rover": "SAL",
  "Harley-Davidson": "1HD", Kawasaki: "JKA", Yamaha: "JYA", "BMW Motorrad": "WB1", KTM: "VBK", Jayco: "6T9", Coromal: "6H8",
  Avan: "6A9", "Lotus Caravans": "6L9", Hino: "JHD", Fuso: "JLF",
};

function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i] ?? "0";
    const value = ch >= "0" && ch <= "9" ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * (CHECK_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** A 17-character VIN with a real WMI, model-year code and a valid check digit. */
export function buildVin(random: Random, make: string, year: number): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += VIN_ALPHABET[random.int(0, VIN_ALPHABET.length - 1)];
  const yearCode = YEAR_CODES[Math.min(Math.max(year - 2010, 0), YEAR_CODES.length - 1)] ?? "A";
  const plant = VIN_ALPHABET[random.int(0, VIN_ALPHABET.length - 1)] ?? "0";
  const serial = String(random.int(0, 999_999)).padStart(6, "0");
  const draft = `${WMI[make] ?? "6F1"}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
/** A registration plate in the state's current general-issue format. */
export function buildRegoPlate(random: Random, state: string): string {
  const letter = () => PLATE_LETTERS[random.int(0, PLATE_LETTERS.length - 1)] ?? "A";
  const digit = () => String(random.int(0, 9));
  const pattern: Record<string, string> = { NSW: "LLLDDL", VIC: "DLLDLL", QLD: "DDDLLL", SA: "SDDDLLL", WA: "DLLLDDD", TAS: "LDDLL", ACT: "YLLDDL", NT: "CLDDLL" };
  const format = pattern[state] ?? "LLLDDD";
  let plate = "";
  for (const ch of format) plate += ch === "L" ? letter() : ch === "D" ? digit() : ch;
  return plate;
}

/** A six-character NVIC (Glass's code), as found on Australian car records. */
export function buildNvic(random: Random): string {
  let nvic = "";
  for (let i = 0; i < 6; i++) nvic += VIN_ALPHABET[random.int(0, VIN_ALPHABET.length - 1)];
  return nvic;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD in UTC, so output never depends on the machine's time zone. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Build and compliance dates for a model year: built late the year before or during the year, complied 1–3 months later, never after now. */
export function buildAndComplianceDates(random: Random, year: number, now: Date): { buildDate: string; complianceDate: string } {
  const monthOffset = random.int(-3, 9);
  let build = new Date(Date.UTC(year, monthOffset, 1));
  if (build.getTime() > now.getTime()) build = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  let compliance = new Date(Date.UTC(build.getUTCFullYear(), build.getUTCMonth() + random.int(1, 3), 1));
  if (compliance.getTime() > now.getTime()) compliance = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { buildDate: isoDate(build), complianceDate: isoDate(compliance) };
}

/** The car's stock number: type letter plus a number unique across the whole demo data set. */
export function buildStockNumber(carType: "new" | "used" | "demo", index: number): string {
  const letter = carType === "new" ? "N" : carType === "demo" ? "D" : "U";
  return `${letter}${index + 100_001}`;
}
